import type { KeyboardEvent } from 'react';
import { useElementsByKey } from '../shell/useElementsByKey.ts';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  /** The tab list's accessible name ("Edit the condition with"). */
  label: string;
  /** Prefix of the ids (useId): tab `tabId(idBase, id)`, its panel `panelId(idBase, id)`. */
  idBase: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect(id: T): void;
  /** The list's class: `tab-list` (the condition's tabs) unless given (the editor pane's `tabs`). */
  className?: string;
}

export const tabId = (idBase: string, id: string): string => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string): string => `${idBase}-panel-${id}`;

/** Where each key takes the selection, from the selected tab's index: Left/Right wrap around, Home/End go to the ends. */
function targetIndex(key: string, index: number, count: number): number | null {
  const targets: Record<string, number> = { ArrowRight: (index + 1) % count, ArrowLeft: (index - 1 + count) % count, Home: 0, End: count - 1 };
  return targets[key] ?? null;
}

/**
 * Tabs as the WAI-ARIA APG "Tabs" pattern has them, with automatic activation
 * (issue 19 item 3, the condition's Builder and JSON Logic): role=tab with
 * aria-selected and aria-controls, one tab stop (the selected tab: roving
 * tabindex), arrow keys, Home and End select and focus. The editor pane's Typed / JSON tabs use it too. The selected tab is
 * styled apart by weight, a bar and its border, not by colour alone (tables.css `.tab-list`).
 */
export function TabList<T extends string>({ label, idBase, tabs, selected, onSelect, className = 'tab-list' }: TabListProps<T>) {
  const buttons = useElementsByKey<T, HTMLButtonElement>();
  const onKeyDown = (event: KeyboardEvent): void => {
    const target = targetIndex(
      event.key,
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    );
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.focus(next.id);
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={buttons.refFor(tab.id)}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-controls={panelId(idBase, tab.id)}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
