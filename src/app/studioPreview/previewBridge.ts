import { applySetup } from './applySetup.ts';
import { nodeKeyAt, rangeOfNode } from './nodeMarkers.ts';
import { messagePrefix, setupOfFrame, type FromFrame, type ToFrame } from './previewProtocol.ts';

function isToFrame(data: unknown): data is ToFrame {
  return (
    data !== null &&
    typeof data === 'object' &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith(messagePrefix)
  );
}

/**
 * The preview frame's side of the studio's pages view (dev server only; main.tsx
 * imports this file only when import.meta.env.DEV, so no build has it). Applies
 * the chosen shopper before the storefront starts, outlines the node the studio
 * selects, and in pick mode reports the node the analyst clicks instead of
 * following the click. Messages are taken only from the parent window of our
 * own origin.
 */
export function installPreviewBridge(win: Window): boolean {
  const setup = setupOfFrame(win.name);
  if (!setup || win.parent === win) return false;
  applySetup(win, setup);
  const doc = win.document;
  const post = (message: FromFrame): void => win.parent.postMessage(message, win.location.origin);
  let outlined: string | null = null;
  let picking = false;

  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:fixed;pointer-events:none;z-index:2147483647;outline:3px solid #d52b1e;outline-offset:2px;box-shadow:0 0 0 9999px rgba(0,0,0,0.12);display:none';

  const place = (): void => {
    const range = outlined === null ? null : rangeOfNode(doc, outlined);
    const rect = range?.getBoundingClientRect();
    if (!rect || (rect.width === 0 && rect.height === 0)) {
      box.style.display = 'none';
      return;
    }
    if (!box.isConnected) doc.body.append(box);
    Object.assign(box.style, { display: 'block', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
  };
  let queued = false;
  const placeSoon = (): void => {
    if (queued) return;
    queued = true;
    win.requestAnimationFrame(() => {
      queued = false;
      place();
    });
  };

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== win.location.origin || !isToFrame(event.data)) return;
    if (event.data.type === 'storeflow-studio:outline') {
      outlined = event.data.key;
      const range = outlined === null ? null : rangeOfNode(doc, outlined);
      const first = range?.startContainer.childNodes[range.startOffset];
      if (first instanceof HTMLElement) first.scrollIntoView({ block: 'nearest' });
      place();
    } else {
      picking = event.data.on;
      doc.documentElement.style.cursor = picking ? 'crosshair' : '';
    }
  });
  // In pick mode a click chooses the node under it; the page does not act on it.
  doc.addEventListener(
    'click',
    (event) => {
      if (!picking || !(event.target instanceof Node)) return;
      event.preventDefault();
      event.stopPropagation();
      const key = nodeKeyAt(doc, event.target);
      if (key !== null) post({ type: 'storeflow-studio:picked', key });
    },
    true,
  );
  win.addEventListener('scroll', placeSoon, true);
  win.addEventListener('resize', placeSoon);
  // The page re-renders (answers arrive, a saved flow is hot-applied): keep the outline on its node.
  const watch = (): void => {
    new MutationObserver(placeSoon).observe(doc.body, { childList: true, subtree: true, characterData: true });
    post({ type: 'storeflow-studio:ready', path: win.location.pathname });
  };
  if (doc.readyState === 'complete') watch();
  else win.addEventListener('load', watch, { once: true });
  return true;
}
