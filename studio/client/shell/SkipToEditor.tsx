import type { MouseEvent } from 'react';

/** The id of the studio's middle column (StudioApp), where the skip link leads. */
export const editorPaneId = 'studio-editor';

/**
 * Moves the focus to the heading of the editor pane (the open file's name, EditorPane; the home page's "Flow studio"
 * while none is open), so the next Tab goes into the editor. Done by script, as the storefront's skip link does
 * (src/app/App.tsx skipToContent): a "#studio-editor" address alone scrolls but leaves the focus where it was in
 * some browsers, and would be a history entry. Both headings take the focus by script only (tabIndex -1).
 */
function skipToEditor(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById(editorPaneId)?.querySelector<HTMLElement>('h1')?.focus();
}

/**
 * The studio page's first tab stop (WCAG 2.4.1 Bypass Blocks; README "For analysts: the flow studio"): past the
 * header and the navigator's search and tree, dozens of stops when its groups are open, straight to the editor.
 * Hidden until it has the focus (studio.css).
 */
export function SkipToEditor() {
  return (
    <a className="skip-link" href={`#${editorPaneId}`} onClick={skipToEditor}>
      Skip to the editor
    </a>
  );
}
