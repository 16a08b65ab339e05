import { inLanguage, languagePrefix, parseRoute } from '../../engine/routing.ts';
import type { Facts } from '../../model/facts.ts';
import type { LocationSnapshot } from '../../model/ports.ts';

export function urlFacts(location: LocationSnapshot): Facts['url'] {
  const parsed = parseRoute(location.pathname);
  const query: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => {
    query[key] = value;
  });
  const basePath = parsed.basePath ?? '/sales/digital/';
  const here = `${location.pathname}${location.search}`;
  return {
    pageName: parsed.pageName,
    basePath,
    path: location.pathname,
    language: parsed.language,
    languageBase: `${languagePrefix(parsed.language)}${basePath}`,
    languagePaths: { en: inLanguage(here, 'en'), es: inLanguage(here, 'es') },
    host: location.host,
    query,
    historyLength: location.historyLength,
  };
}
