import { useEffect, useRef, useState } from 'react';

/**
 * Focus for a button that takes itself away or adds a field ("Show a message", "Add view", "Add a clause"): the
 * focus goes, once the next render has drawn it, to the field asked for inside `scope`. Without it the focus fell
 * to <body> (the button gone) or stayed on the button while the field to fill was elsewhere (WCAG 2.4.3 focus order).
 */
export function useFocusAfter<T extends HTMLElement>(): { scope: React.RefObject<T | null>; focusAfter: (selector: string) => void } {
  const scope = useRef<T>(null);
  const [pending, setPending] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (!pending) return;
    scope.current?.querySelector<HTMLElement>(pending.selector)?.focus();
    setPending(null);
  }, [pending]);
  return { scope, focusAfter: (selector) => setPending({ selector }) };
}
