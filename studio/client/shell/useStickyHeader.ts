import { useCallback } from 'react';

/**
 * A ref for the editor's sticky header (studio.css `.editor-header`): its height, kept in the page's
 * `--editor-header-height`, is the page's scroll-padding-top, so a field the keyboard or a problem focuses, or a
 * card shown, is scrolled to below the header instead of under it. The height changes with the status line (one
 * line at 1280 px, three at 375 px): it is measured, not guessed.
 */
export function useStickyHeader(): (header: HTMLElement | null) => (() => void) | undefined {
  return useCallback((header: HTMLElement | null) => {
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--editor-header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--editor-header-height');
    };
  }, []);
}
