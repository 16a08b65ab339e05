import type { PreviewSetup, Shopper } from '../../../src/app/studioPreview/previewProtocol.ts';
import { sourceLanguage, type Language } from '../../../src/model/language.ts';

/** Everything the preview frame shows the page under: the setup it reads from its window name, the mock scenario and the width. */
export interface PreviewChoice {
  setup: PreviewSetup;
  /** A scenario of src/mocks/scenarios.ts, or "" for every call's default answer. */
  scenario: string;
  width: 375 | 1280;
  /** The shopper's language: the page's address carries it (src/model/language.ts), as a shopper's visit does. */
  language: Language;
}

export const initialChoice: PreviewChoice = {
  setup: { shopper: 'signedOut', nativeApp: false, throttleList: null },
  scenario: '',
  width: 375,
  language: sourceLanguage,
};

export const shopperWords: Record<Shopper, string> = { signedOut: 'Signed out', signedIn: 'Signed in', guest: 'Guest (role guest)' };

/** Each language's name in the preview's choice; typed over every language, so a new one must be named here. */
export const languageWords: Record<Language, string> = { en: 'English', es: 'Spanish' };

/**
 * The storefront address of a page route under the digital base path (contracts 2), with the scenario asked for; in
 * a language other than English, under its prefix (`/es/sales/digital/…`).
 */
export function previewAddress(route: string, scenario: string, language: Language): string {
  const prefix = language === sourceLanguage ? '' : `/${language}`;
  return `${prefix}/sales/digital/${route}.html?scenario=${encodeURIComponent(scenario)}`;
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
