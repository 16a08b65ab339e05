import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/**
 * Authored content of the card pages (spec 7: GET {content}/services-v1/NAME.json).
 * {content} is settings.contentBaseUrl (/content); adapter paths are fixed at
 * build time, so the base is repeated here and checked by the content test.
 * The call asks for the shopper's language in `Accept-Language` (issue 23
 * item 7: a Spanish page shows Spanish content; the address stays the contract's).
 */
function contentAdapter(name: string, file: string, description: string): AdapterDefinition {
  return {
    name,
    description,
    method: 'GET',
    paths: { signedIn: `/content/services-v1/${file}.json` },
    headers: languageHeaders,
  };
}

export const creditcardmlpContent = contentAdapter('creditcardmlpContent', 'creditcardmlp', 'Card landing content (flows/content/creditcardmlp.json).');
export const splashContent = contentAdapter('splashContent', 'splash', 'Employee splash content (flows/content/splash.json).');
export const interstitialContent = contentAdapter('interstitialContent', 'interstitial', 'Card interstitial content (flows/content/interstitial.json).');
