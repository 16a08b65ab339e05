import type { Ports, StoragePort } from '../../model/ports.ts';
import type { FirstPaintData } from './startData.ts';

const emptyStorage: StoragePort = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * The ports a pre-rendered frame is rendered from (issue 20 item 1): the
 * address without its query, no cookies, empty storage, a browser (not the
 * native app's) user agent, the start data's clock and width. Whatever the
 * shopper's cookies, user agent or query say is decided after hydration: the
 * build and the first client render read exactly these, so they render the
 * same HTML. Nothing here writes or sends anything.
 */
export function framePorts(data: FirstPaintData): Ports {
  const snapshot = { href: data.pathname, origin: '', host: '', pathname: data.pathname, search: '', historyLength: 1 };
  const nothing = (): void => undefined;
  return {
    location: { current: () => snapshot, push: nothing, replace: nothing, assign: nothing, reload: nothing, back: nothing, subscribe: () => nothing },
    cookies: { get: () => undefined, set: nothing, remove: nothing, all: () => ({}), held: () => ({}) },
    localStorage: emptyStorage,
    sessionStorage: emptyStorage,
    clock: { now: () => data.now, setTimeout: () => 0, clearTimeout: nothing },
    windows: { open: () => null },
    nativeBridge: { available: () => false, openUrl: nothing, postMessage: nothing },
    pageTag: { send: nothing },
    logger: { error: nothing, info: nothing },
    document: { setTitle: nothing, userAgent: () => '', viewportWidth: () => data.viewportWidth, referrer: () => '' },
  };
}

/**
 * The browser's ports, reading the frame's values until `open()` is true
 * (after hydration): only the reads that decide what renders are gated, so
 * writes, timers and sends always reach the browser. `open` should read an
 * observable, so MobX computeds that read a gated port re-run when it opens.
 */
export function gatedPorts(real: Ports, frame: Ports, open: () => boolean): Ports {
  const pick = (): Ports => (open() ? real : frame);
  const storage = (name: 'localStorage' | 'sessionStorage'): StoragePort => ({
    getItem: (key) => pick()[name].getItem(key),
    setItem: (key, value) => real[name].setItem(key, value),
    removeItem: (key) => real[name].removeItem(key),
  });
  return {
    ...real,
    location: { ...real.location, current: () => pick().location.current() },
    // held() is not gated: it decides writes, which reach the browser, and the frame's "no cookies" would skip a removal.
    cookies: { ...real.cookies, get: (name) => pick().cookies.get(name), all: () => pick().cookies.all() },
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    clock: { ...real.clock, now: () => pick().clock.now() },
    document: { ...real.document, userAgent: () => pick().document.userAgent(), viewportWidth: () => pick().document.viewportWidth() },
  };
}
