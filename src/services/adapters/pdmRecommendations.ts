import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

const setting = (facts: Parameters<NonNullable<AdapterDefinition['body']>>[0], name: string): string => String(facts.settings[name] ?? '');

/**
 * Personalised recommendations with proactive chat data (spec 7): body source
 * and page; the DESTINATION_CLIENT_ID header names us to the recommendation
 * service (settings.pdmDestinationClientId). The same path with a trailing
 * slash is answered too; we call the one without.
 */
export const pdmRecommendations: AdapterDefinition = {
  name: 'pdmRecommendations',
  description: 'Recommendations and proactive chat data (spec 7 pdm).',
  method: 'POST',
  paths: { signedIn: '/personalizationrecommendationsservice/pdm' },
  body: (facts) => ({ source: setting(facts, 'pdmSource'), page: facts.url.pageName }),
  headers: (facts) => ({ DESTINATION_CLIENT_ID: setting(facts, 'pdmDestinationClientId') }),
};
