import { useCallback } from 'react';

/**
 * A ref for the editor's sticky header (studio.css `.editor-header`): its height, kept in the page's
 * `--editor-header-height`, is the page's scroll-padding-top, so a field the keyboard or a problem focuses, or a
 * card shown, is scrolled to below the header instead of under it. The height changes with the status line (one
 * line at 1280 px, three at 375 px): it is measured, not guessed. `--editor-header-title` is the part above the
 * toolbar (the name and the file path): on a narrow window it scrolls away and only the toolbar and the status stay
 * (studio.css, narrow windows: the whole header took about 20 % of a 375 px screen, analyst review).
 */
export function useStickyHeader(): (header: HTMLElement | null) => (() => void) | undefined {
  return useCallback((header: HTMLElement | null) => {
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const measure = (): void => {
      root.style.setProperty('--editor-header-height', `${header.offsetHeight}px`);
      const toolbar = header.querySelector<HTMLElement>('[role="toolbar"]');
      const title = toolbar ? Math.max(0, toolbar.getBoundingClientRect().top - header.getBoundingClientRect().top - 4) : 0;
      root.style.setProperty('--editor-header-title', `${Math.round(title)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--editor-header-height');
      root.style.removeProperty('--editor-header-title');
    };
  }, []);
}
