/**
 * The browser as a set of small ports (ARCHITECTURE principle 8). The root store
 * receives them by injection; tests pass the in-memory doubles of tests/doubles.
 */

export interface LocationSnapshot {
  href: string;
  origin: string;
  host: string;
  pathname: string;
  search: string;
}

export interface LocationPort {
  current(): LocationSnapshot;
  /** Same-document navigation (history.pushState). */
  push(path: string): void;
  replace(path: string): void;
  /** Full navigation to another document (already checked by the caller). */
  assign(url: string): void;
  reload(): void;
  /** Called on back/forward; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
  all(): Record<string, string>;
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
}
