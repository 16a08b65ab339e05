import { useState } from 'react';
import { pointerOf } from './editorProps.ts';
import { useFilterYields } from './useFilterYields.ts';

/** The name of `section` a pointer is at or inside (/settings/redirectDelayMs/value: redirectDelayMs); none of `names`: undefined. */
export function nameAt(section: string, names: readonly string[], pointer: string): string | undefined {
  return names.find((name) => pointer === pointerOf(section, name) || pointer.startsWith(`${pointerOf(section, name)}/`));
}

/**
 * The search box of a whole-file editor whose only filter it is (settings, switches, lists): an item it hides,
 * opened from the navigator, a use or a problem, clears it and says so (useFilterYields.ts), as the texts editor
 * does. `found(name, query)`: whether the query shows that item.
 */
export function useSearchYields(
  focus: string | undefined,
  focusRequest: number | undefined,
  section: string,
  names: readonly string[],
  found: (name: string, query: string) => boolean,
): { query: string; notice: string; search: (next: string) => void } {
  const [query, setQuery] = useState('');
  const [notice, clearNotice] = useFilterYields(focus, focusRequest, (pointer) => {
    const name = nameAt(section, names, pointer);
    if (name === undefined || found(name, query)) return null;
    setQuery('');
    return `Search cleared to show ${name}.`;
  });
  const search = (next: string): void => {
    setQuery(next);
    clearNotice();
  };
  return { query, notice, search };
}
