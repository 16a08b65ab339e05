import { useMemo, useRef } from 'react';

/**
 * The elements of a list by key, for roving focus (the navigator's tree, a tab list: issue 19 item 3, keyboard alone):
 * `refFor(key)` is the element's ref callback, `focus(key)` moves the focus to it. The same object on every render,
 * so an effect may name it.
 */
export function useElementsByKey<K, E extends HTMLElement>() {
  const elements = useRef(new Map<K, E>());
  return useMemo(
    () => ({
      refFor: (key: K) => (element: E | null) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
      focus: (key: K) => elements.current.get(key)?.focus(),
    }),
    [],
  );
}
