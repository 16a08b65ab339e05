import Cookies from 'js-cookie';
import type { Ports } from '../../model/ports.ts';
import { browserFrames } from './framePort.ts';
import { inPageChatWindow } from './inPageChatWindow.ts';
import { prefetchLinks } from './prefetchLinks.ts';
import { lpTagSalesChat } from './salesChatPort.ts';
import { scriptLoader } from './scriptLoader.ts';
import { createTagDelivery, type TagDeliveryTimings, type Tracker } from './tagDelivery.ts';

/** The real browser behind each port. Only the composition root touches window directly. */
export function browserPorts(
  win: Window,
  options: { cookieExpiryOffsetMs?: number; tagDelivery?: TagDeliveryTimings; captcha?: Ports['captcha'] } = {},
): Ports {
  // Spec 9: a deleted cookie gets an expiry this far in the past (settings.cookieExpiryOffsetMs, -2592e5 ms).
  const expiryOffsetMs = options.cookieExpiryOffsetMs ?? -2592e5;
  const clock: Ports['clock'] = {
    now: () => Date.now(),
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  };
  // Spec 9 delivery poll and error retry (issue 10 item 4): events reach the tag manager once its script is in.
  const tags = createTagDelivery(
    clock,
    () => {
      const satellite = (win as unknown as { _satellite?: { track?: Tracker } })._satellite;
      return typeof satellite?.track === 'function' ? satellite.track.bind(satellite) : undefined;
    },
    options.tagDelivery ?? { pollMs: 1000, pollCount: 10, retryMs: 750, retryCount: 30 },
    () => undefined,
  );
  return {
    frames: browserFrames(win),
    location: {
      current: () => {
        const { href, origin, host, pathname, search } = win.location;
        return { href, origin, host, pathname, search, historyLength: win.history.length };
      },
      push: (path) => win.history.pushState(null, '', path),
      replace: (path) => win.history.replaceState(null, '', path),
      assign: (url) => win.location.assign(url),
      reload: () => win.location.reload(),
      back: () => win.history.back(),
      subscribe: (listener) => {
        // Back from a partner's site can show this page again from the back/forward cache, as it was when it was left.
        const shownAgain = (event: PageTransitionEvent): void => {
          if (event.persisted) listener();
        };
        win.addEventListener('popstate', listener);
        win.addEventListener('pageshow', shownAgain);
        return () => {
          win.removeEventListener('popstate', listener);
          win.removeEventListener('pageshow', shownAgain);
        };
      },
    },
    cookies: {
      get: (name) => Cookies.get(name),
      set: (name, value) => {
        Cookies.set(name, value, { path: '/', sameSite: 'lax', secure: win.location.protocol === 'https:' });
      },
      remove: (name) => Cookies.set(name, '', { path: '/', expires: new Date(Date.now() + expiryOffsetMs) }),
      all: () => Cookies.get(),
      held: () => {
        // all() keeps one cookie of each name and drops what does not decode; set and remove act on the path=/ one only.
        const decoded = Cookies.get();
        const held: Record<string, string | null> = {};
        for (const pair of win.document.cookie.split('; ')) {
          const name = pair.replace(/=.*/, '');
          held[name] = name in held ? null : (decoded[name] ?? null);
        }
        return held;
      },
    },
    localStorage: win.localStorage,
    sessionStorage: win.sessionStorage,
    clock,
    windows: {
      open: (url, target, features) => win.open(url, target, features),
    },
    nativeBridge: nativeBridge(win),
    pageTag: {
      send: (event, data) => {
        const layer = ((win as unknown as { storeflowTags?: unknown[] }).storeflowTags ??= []);
        layer.push({ event, ...data });
        tags.deliver(event, data);
      },
    },
    salesChat: lpTagSalesChat(win),
    chatWindow: inPageChatWindow(win, (error) => console.error('[storeflow] the chat window could not be loaded', error)),
    scripts: scriptLoader(win),
    prefetch: prefetchLinks(win.document),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    logger: {
      error: (message, detail) => console.error(message, detail ?? ''),
      info: (message, detail) => console.info(message, detail ?? ''),
    },
    document: {
      setTitle: (title) => {
        win.document.title = title;
      },
      userAgent: () => win.navigator.userAgent,
      viewportWidth: () => win.innerWidth,
      referrer: () => win.document.referrer,
    },
  };
}

interface NativeHost {
  webkit?: { messageHandlers?: { mfaBridge?: { postMessage(message: unknown): void } } };
  mfaBridge?: { postMessage(message: string): void };
}

/** The native app exposes a message handler (iOS WKWebView) or a JS interface (Android). */
function nativeBridge(win: Window): Ports['nativeBridge'] {
  const host = win as unknown as NativeHost;
  const post = (message: Record<string, unknown>): void => {
    if (host.webkit?.messageHandlers?.mfaBridge) host.webkit.messageHandlers.mfaBridge.postMessage(message);
    else host.mfaBridge?.postMessage(JSON.stringify(message));
  };
  return {
    available: () => Boolean(host.webkit?.messageHandlers?.mfaBridge ?? host.mfaBridge),
    openUrl: (url) => post({ type: 'openUrl', url }),
    postMessage: (type, payload) => post({ type, ...payload }),
  };
}
