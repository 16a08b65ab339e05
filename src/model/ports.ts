/**
 * The browser as a set of small ports (docs/architecture.md principle 8). The root store
 * receives them by injection; tests pass the in-memory doubles of tests/doubles.
 */

export interface LocationSnapshot {
  href: string;
  origin: string;
  host: string;
  pathname: string;
  search: string;
  /** history.length: entries in this tab's history, 1 in a tab opened on this page (issue 23 item 6: Back has nowhere to go). */
  historyLength: number;
}

export interface LocationPort {
  current(): LocationSnapshot;
  /** Same-document navigation (history.pushState). */
  push(path: string): void;
  replace(path: string): void;
  /** Full navigation to another document (already checked by the caller). */
  assign(url: string): void;
  reload(): void;
  /** history.back(): the previous address of this tab, ours or not (spec 2.4 showBackButton); arrives as a back/forward notification. */
  back(): void;
  /** Called on back/forward, and when the page is shown again from the back/forward cache; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
  all(): Record<string, string>;
  /**
   * What each cookie name holds, for deciding whether a write is needed: absent when there is no cookie of that
   * name, null when it cannot tell (several of that name on different paths, or a value that does not decode).
   */
  held(): Record<string, string | null>;
}

export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ClockPort {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WindowHandle {
  closed: boolean;
  close(): void;
  /** Set to null right after opening so a partner page cannot reach back into ours (reverse tabnabbing). */
  opener?: unknown;
}

export interface WindowPort {
  /** window.open; null when the browser blocked it. */
  open(url: string, target: string, features: string): WindowHandle | null;
}

export interface NativeBridgePort {
  /** True inside the native app's webview. */
  available(): boolean;
  openUrl(url: string): void;
  postMessage(type: string, payload: Record<string, unknown>): void;
}

export interface PageTagPort {
  send(event: string, data: Record<string, unknown>): void;
}

export interface LoggerPort {
  error(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}

export interface DocumentPort {
  setTitle(title: string): void;
  userAgent(): string;
  viewportWidth(): number;
  /** document.referrer, sent as the referrer header of spec 7 (optional: older doubles lack it). */
  referrer?(): string;
}

/**
 * The captcha widget (spec 4.4): on a retry of the captcha URL it is reset and
 * run again, and its token goes into cartInfo.gRecaptchaResponse.
 */
export interface CaptchaPort {
  reset(): void;
  /** Resolves to a fresh token; rejects when the widget fails (the retry then goes without one). */
  execute(): Promise<string>;
}

/** One cart item as the sales chat receives it (spec 3 cart item, priced by the spec 9 cart-items value rule). */
export interface ChatCartItem {
  name: string;
  category: string;
  sku: string;
  /** The value rule's price: the monthly payment of a device on payments, else the one-time or recurring price. */
  price: number;
  quantity: number;
}

/** The cart handed to the sales live chat on cart, express checkout and order confirmation pages (spec 1, 9). */
export interface ChatCart {
  pageName: string;
  /** As spec 3 shows it (EUP, ESO, NSO...). */
  intendType: string;
  currency: 'USD';
  total: number;
  numItems: number;
  items: ChatCartItem[];
}

/** The sales live-chat vendor's page data, so an agent sees what the shopper has in the cart. */
export interface SalesChatPort {
  sendCart(cart: ChatCart): void;
}

/** What the chat window needs to open on a proposition (spec 3, 4.7). */
export interface ChatWindowRequest {
  propositionId: string;
  /** LP (live chat) or CO (bot), decided by flows/decisions/chat-flow-type.json. */
  flowType: string;
  soiEngagementId: string;
}

/** The chat vendor's window (issue 10 item 3): the vendor's script in production, an in-page stand-in in dev and demo. */
export interface ChatWindowPort {
  open(request: ChatWindowRequest): void;
}

/** Hints the browser to fetch an asset into its cache at idle priority (spec 7, 9: <link rel="prefetch">); never runs or applies it. */
export interface PrefetchPort {
  prefetch(url: string): void;
}

/** Loads a third-party script once (the tag manager of spec 7). */
export interface ScriptLoaderPort {
  load(url: string): void;
}

/** The browser's frames (issue 20 item 3); hosts without it (test doubles, the pre-render) run such work at once. Its functions are called alone, not as methods. */
export interface FramePort {
  /** Runs `callback` at the next frame, before it paints (requestAnimationFrame; a timer stands in when the page is hidden). */
  next(callback: () => void): void;
  /** Runs `callback` after the next frame has painted, once the main thread is idle (the page's own answers first). */
  idleAfterPaint(callback: () => void): void;
}

export interface Ports {
  location: LocationPort;
  cookies: CookiePort;
  localStorage: StoragePort;
  sessionStorage: StoragePort;
  clock: ClockPort;
  windows: WindowPort;
  nativeBridge: NativeBridgePort;
  pageTag: PageTagPort;
  logger: LoggerPort;
  document: DocumentPort;
  /** Optional: only pages with a captcha have one. */
  captcha?: CaptchaPort;
  /** Optional: hosts without the sales chat (bare test hosts, other areas' doubles) leave it out; the action then logs and sends nothing. */
  salesChat?: SalesChatPort;
  /** Optional: asset prefetching (spec 9); hosts without it (test doubles) prefetch nothing. */
  prefetch?: PrefetchPort;
  /** Optional: the chat vendor's window; without it a proposition's open is logged and only the feedback is sent. */
  chatWindow?: ChatWindowPort;
  /** Optional: loads the tag-manager script; without it the action logs and loads nothing. */
  scripts?: ScriptLoaderPort;
  /** Optional: answers a frame at a time, work after the first paint (issue 20 item 3). */
  frames?: FramePort;
}
