import { nativeUserAgent, throttleListKeys, type PreviewSetup } from './previewProtocol.ts';

const overridesKey = 'mock:overrides';

/**
 * Makes this window look like the chosen shopper before the storefront
 * starts: the contracts 5 cookies (loggedIn, role), the native app's user
 * agent, and the throttle list answered by the mock overrides (contracts 4).
 * Cookies and overrides belong to the origin, so other storefront tabs of the
 * dev server see them too, as when set from the debug panel.
 */
export function applySetup(win: Window, setup: PreviewSetup): void {
  const cookie = (name: string, value: string | null): void => {
    win.document.cookie = value === null ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`;
  };
  cookie('loggedIn', setup.shopper === 'signedOut' ? null : 'true');
  cookie('role', setup.shopper === 'guest' ? 'guest' : null);
  if (setup.nativeApp) Object.defineProperty(win.navigator, 'userAgent', { value: nativeUserAgent, configurable: true });
  let overrides: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(win.localStorage.getItem(overridesKey) ?? '{}');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) overrides = parsed as Record<string, unknown>;
  } catch {
    // Unreadable overrides are ignored by the mocks too (src/mocks/overrides.ts); ours replace them.
  }
  for (const key of throttleListKeys) {
    if (setup.throttleList === null) delete overrides[key];
    else overrides[key] = { body: { throttleList: setup.throttleList, errors: [] } };
  }
  win.localStorage.setItem(overridesKey, JSON.stringify(overrides));
}
