import { useRef, useState, type KeyboardEvent } from 'react';

export interface ToolbarAction {
  label: string;
  disabled: boolean;
  run: () => void;
}

/**
 * A WAI-ARIA toolbar: one tab stop, Left/Right (and Home/End) move between
 * its buttons, so Tab goes from the toolbar straight to the grid.
 */
export function RowToolbar({ actions, controls }: { actions: readonly ToolbarAction[]; controls: string }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = actions.map((action, index) => (action.disabled ? -1 : index)).filter((index) => index >= 0);
  const current = enabled.includes(active) ? active : (enabled[0] ?? 0);
  const onKeyDown = (event: KeyboardEvent): void => {
    const position = enabled.indexOf(current);
    const targets: Record<string, number | undefined> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };
  return (
    <div role="toolbar" aria-label="Row actions" aria-controls={controls} className="row-toolbar" onKeyDown={onKeyDown}>
      {actions.map((action, index) => (
        <button
          key={action.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          disabled={action.disabled}
          onFocus={() => setActive(index)}
          onClick={action.run}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
