import type { ChatCart, ClockPort, LocationSnapshot, Ports, StoragePort, WindowHandle } from '../../src/model/ports.ts';

/** An in-memory Storage. */
export function memoryStorage(initial: Record<string, string> = {}): StoragePort & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A clock whose time moves only when the test says so. */
export function manualClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)): ClockPort & { advance(ms: number): void; pending(): number } {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

export interface RecordedPorts extends Ports {
  assigned: string[];
  titles: string[];
  tags: { event: string; data: Record<string, unknown> }[];
  /** Carts handed to the sales chat (spec 1, 9). */
  chats: ChatCart[];
  errors: { message: string; detail: unknown }[];
  opened: { url: string; target: string; features: string }[];
  /** The address each location.back() left from. */
  backs: string[];
  clock: ReturnType<typeof manualClock>;
  cookieJar: Map<string, string>;
  goTo(href: string): void;
  /** The page shown again from the back/forward cache (pageshow, persisted): announced as a back/forward is. */
  showAgain(): void;
}

/** Every port as an in-memory double that records what the app did. */
export function memoryPorts(
  options: {
    href?: string;
    cookies?: Record<string, string>;
    userAgent?: string;
    width?: number;
    popupBlocked?: boolean;
    referrer?: string;
    captcha?: Ports['captcha'];
  } = {},
): RecordedPorts {
  let url = new URL(options.href ?? 'http://127.0.0.1:5173/sales/digital/openbankmlp.html');
  const listeners = new Set<() => void>();
  const cookieJar = new Map(Object.entries(options.cookies ?? {}));
  // history is declared below; a snapshot is only taken after it exists.
  const snapshot = (): LocationSnapshot => ({
    href: url.href,
    origin: url.origin,
    host: url.host,
    pathname: url.pathname,
    search: url.search,
    historyLength: history.length + 1,
  });
  const recorded = {
    assigned: [] as string[],
    titles: [] as string[],
    tags: [] as RecordedPorts['tags'],
    errors: [] as RecordedPorts['errors'],
    opened: [] as RecordedPorts['opened'],
    chats: [] as ChatCart[],
    backs: [] as string[],
  };
  // Addresses before the current one in this tab (push adds one, back leaves it).
  const history: string[] = [];
  const clock = manualClock();
  return {
    ...recorded,
    clock,
    cookieJar,
    goTo(href) {
      url = new URL(href, url);
      listeners.forEach((listener) => listener());
    },
    showAgain() {
      listeners.forEach((listener) => listener());
    },
    location: {
      current: snapshot,
      push: (path) => {
        history.push(url.href);
        url = new URL(path, url);
      },
      replace: (path) => {
        url = new URL(path, url);
      },
      // Like history.back(): the previous entry, announced as a back/forward (popstate) notification; none, nothing happens.
      back: () => {
        recorded.backs.push(url.href);
        const previous = history.pop();
        if (previous === undefined) return;
        url = new URL(previous);
        listeners.forEach((listener) => listener());
      },
      assign: (target) => recorded.assigned.push(target),
      reload: () => recorded.assigned.push(url.href),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    cookies: {
      get: (name) => cookieJar.get(name),
      set: (name, value) => void cookieJar.set(name, value),
      remove: (name) => void cookieJar.delete(name),
      all: () => Object.fromEntries(cookieJar),
      held: () => Object.fromEntries(cookieJar),
    },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    windows: {
      open: (target, name, features): WindowHandle | null => {
        recorded.opened.push({ url: target, target: name, features });
        return options.popupBlocked ? null : { closed: false, close() {} };
      },
    },
    nativeBridge: { available: () => false, openUrl: () => undefined, postMessage: () => undefined },
    pageTag: { send: (event, data) => void recorded.tags.push({ event, data }) },
    salesChat: { sendCart: (cart) => void recorded.chats.push(cart) },
    logger: {
      error: (message, detail) => void recorded.errors.push({ message, detail }),
      info: () => undefined,
    },
    document: {
      setTitle: (title) => void recorded.titles.push(title),
      userAgent: () => options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      viewportWidth: () => options.width ?? 1280,
      referrer: () => options.referrer ?? '',
    },
    ...(options.captcha ? { captcha: options.captcha } : {}),
  };
}
