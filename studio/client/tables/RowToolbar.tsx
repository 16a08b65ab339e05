import { useRef, useState, type KeyboardEvent } from 'react';

export interface ToolbarAction {
  label: string;
  disabled: boolean;
  run: () => void;
}

/**
 * A WAI-ARIA toolbar: one tab stop, Left/Right (and Home/End) move between
 * its buttons, so Tab goes from the toolbar straight to the grid. A button
 * that does nothing now (Move up on the first row) stays focusable with
 * aria-disabled, as the shell's Undo and Save do (EditorPane.tsx ToolbarButton,
 * WAI-ARIA APG Toolbar): Move up pressed until the row is first used to
 * disable the button under the focus, which dropped to the page.
 */
export function RowToolbar({ actions, controls }: { actions: readonly ToolbarAction[]; controls: string }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, actions.length - 1);
  const onKeyDown = (event: KeyboardEvent): void => {
    const count = actions.length;
    const targets: Record<string, number | undefined> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
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
          aria-disabled={action.disabled || undefined}
          onFocus={() => setActive(index)}
          onClick={action.disabled ? undefined : action.run}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
