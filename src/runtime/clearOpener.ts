import type { WindowHandle } from '../model/ports.ts';

/** Cuts the link back to our page before the partner's page loads (the handle is still about:blank, same origin). */
export function clearOpener(handle: WindowHandle): void {
  try {
    handle.opener = null;
  } catch {
    // A browser that refuses the write has already isolated the window.
  }
}
