/**
 * How the flow studio's pages view talks to its preview frame (issue 19 item 6).
 * Dev server only: the frame is a storefront page whose window name starts with
 * `frameNamePrefix`; the rest of the name is the PreviewSetup JSON. The window
 * name stays with the frame across the shopper's navigations inside it, so the
 * setup holds until the studio changes it.
 */
export { studioFrameNamePrefix as frameNamePrefix } from '../../view/studioMarkers.ts';
import { studioFrameNamePrefix as frameNamePrefix } from '../../view/studioMarkers.ts';

/** Every message of the protocol carries this type prefix; others are ignored. */
export const messagePrefix = 'storeflow-studio:';

export type Shopper = 'signedOut' | 'signedIn' | 'guest';

/** What the preview shows the page as: who the shopper is, in which channel, with which switches on. */
export interface PreviewSetup {
  shopper: Shopper;
  nativeApp: boolean;
  /** Switch names the mock throttle list answers (contracts 4 override); null: the mock's own answer. */
  throttleList: string[] | null;
}

/** Studio to frame. */
export type ToFrame = { type: 'storeflow-studio:outline'; key: string | null } | { type: 'storeflow-studio:pick'; on: boolean };

/** Frame to studio. */
export type FromFrame = { type: 'storeflow-studio:ready'; path: string } | { type: 'storeflow-studio:picked'; key: string };

/** The native app's user agent (contracts 5: VZW-MFA; the version the e2e native specs use). */
export const nativeUserAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124 Mobile VZW-MFA/21.0';

/** The mock overrides that answer the throttle list (contracts 4), both paths the shopper's channel may call. */
export const throttleListKeys = ['POST /cartservice/cart/getNSAThrottleList', 'POST /cartservice/cart/nse/getNSAThrottleList'] as const;

export function frameName(setup: PreviewSetup): string {
  return `${frameNamePrefix}${JSON.stringify(setup)}`;
}

/** The setup of a preview frame from its window name; null for any other window. */
export function setupOfFrame(name: string): PreviewSetup | null {
  if (!name.startsWith(frameNamePrefix)) return null;
  try {
    const setup = JSON.parse(name.slice(frameNamePrefix.length)) as Partial<PreviewSetup>;
    const shopper: Shopper = setup.shopper === 'signedIn' || setup.shopper === 'guest' ? setup.shopper : 'signedOut';
    const throttleList = Array.isArray(setup.throttleList) ? setup.throttleList.filter((name): name is string => typeof name === 'string') : null;
    return { shopper, nativeApp: setup.nativeApp === true, throttleList };
  } catch {
    return null;
  }
}
