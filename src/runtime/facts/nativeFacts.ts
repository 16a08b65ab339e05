import type { Facts } from '../../model/facts.ts';
import type { StoragePort } from '../../model/ports.ts';

/** The native-app prop flags of spec 3 that flows may read (native.props.<name>). */
export const nativePropFlags = [
  'isTabBarFlowAllowed',
  'voicebotSupport',
  'ar_vr_support',
  'isBlackChatBarEnabled',
  'isRecentMyOrderAvailable',
  'guestCheckout',
  'trueGuestCheckout',
  'isMVASelfServeRedirect',
  'shop5gSupport',
  'shop4gSupport',
] as const;

export type NativePropFlag = (typeof nativePropFlags)[number];

/** sessionStorage key the native app writes its props into (a JSON object of spec 3 prop names). */
export const nativePropsKey = 'nativeProps';
/** sessionStorage key that remembers a closed smart banner for the browser session (spec 2.9). */
export const smartBannerClosedKey = 'storeflow:smartBannerClosed';

function parseProps(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A malformed value from the app is the same as no props: every flag off.
    return {};
  }
}

/**
 * Native-app props as facts (spec 3, contracts 8): the user agent marker
 * `VZW-MFA` (optionally `/<release version>`), the line of business from
 * sessionStorage["lob"], and the app's flags from sessionStorage["nativeProps"].
 * Outside the app every flag is false and the version empty.
 */
export function nativeFacts(userAgent: string, sessionStorage: StoragePort, pageWidth: number): NonNullable<Facts['native']> {
  const app = userAgent.includes('VZW-MFA');
  const release = app ? (/VZW-MFA\/([0-9]+(?:\.[0-9]+)*)/.exec(userAgent)?.[1] ?? '') : '';
  const props = app ? parseProps(sessionStorage.getItem(nativePropsKey)) : {};
  const flags = Object.fromEntries(nativePropFlags.map((name) => [name, props[name] === true || props[name] === 'true'])) as Record<NativePropFlag, boolean>;
  return {
    app,
    appReleaseVersion: release,
    appVersion: release ? Number.parseFloat(release) : 0,
    lob: sessionStorage.getItem('lob') ?? '',
    pageWidth,
    props: flags,
  };
}

/** Shell state kept for the browser session (spec 2.9: a closed smart banner stays closed). */
export function shellFacts(sessionStorage: StoragePort): NonNullable<Facts['shell']> {
  return { smartBannerClosed: sessionStorage.getItem(smartBannerClosedKey) === 'true' };
}
