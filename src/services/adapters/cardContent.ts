import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/**
 * Authored content of the card pages (spec 7: GET {content}/services-v1/NAME.json).
 * {content} is settings.contentBaseUrl (/content); adapter paths are fixed at
 * build time, so the base is repeated here and checked by the content test.
 * The call asks for the shopper's language in `Accept-Language` (issue 23
 * item 7: a Spanish page shows Spanish content; the address stays the contract's).
 * Each definition is written out (name, description, method) so the build can
 * drop its description (tools/vite/stripRegistryDocs.ts); `contentRoute` adds the rest.
 */
function contentRoute(file: string): Pick<AdapterDefinition, 'paths' | 'headers'> {
  return { paths: { signedIn: `/content/services-v1/${file}.json` }, headers: languageHeaders };
}

export const creditcardmlpContent: AdapterDefinition = {
  name: 'creditcardmlpContent',
  description: 'Card landing content (flows/content/creditcardmlp.json).',
  method: 'GET',
  ...contentRoute('creditcardmlp'),
};

export const splashContent: AdapterDefinition = {
  name: 'splashContent',
  description: 'Employee splash content (flows/content/splash.json).',
  method: 'GET',
  ...contentRoute('splash'),
};

export const interstitialContent: AdapterDefinition = {
  name: 'interstitialContent',
  description: 'Card interstitial content (flows/content/interstitial.json).',
  method: 'GET',
  ...contentRoute('interstitial'),
};
