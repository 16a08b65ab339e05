import type { PreviewSetup, Shopper } from '../../../src/app/studioPreview/previewProtocol.ts';

/** Everything the preview frame shows the page under: the setup it reads from its window name, the mock scenario and the width. */
export interface PreviewChoice {
  setup: PreviewSetup;
  /** A scenario of src/mocks/scenarios.ts, or "" for every call's default answer. */
  scenario: string;
  width: 375 | 1280;
}

export const initialChoice: PreviewChoice = { setup: { shopper: 'signedOut', nativeApp: false, throttleList: null }, scenario: '', width: 375 };

export const shopperWords: Record<Shopper, string> = { signedOut: 'Signed out', signedIn: 'Signed in', guest: 'Guest (role guest)' };

/** The storefront address of a page route under the digital base path (contracts 2), with the scenario asked for. */
export function previewAddress(route: string, scenario: string): string {
  return `/sales/digital/${route}.html?scenario=${encodeURIComponent(scenario)}`;
}

/**
 * The switches the preview's throttle list names (on), from the switch
 * states chosen; a switch on by default is on whatever the list says
 * (src/engine/switchStates.ts), so it is never listed.
 */
export function throttleListOf(states: Readonly<Record<string, boolean>>, defaults: Readonly<Record<string, { default: boolean }>>): string[] {
  return Object.entries(states)
    .filter(([name, on]) => on && defaults[name]?.default !== true)
    .map(([name]) => name)
    .sort();
}
