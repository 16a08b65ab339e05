import { parseRoute } from '../../engine/routing.ts';
import type { Facts } from '../../model/facts.ts';
import type { LocationSnapshot } from '../../model/ports.ts';

export function urlFacts(location: LocationSnapshot): Facts['url'] {
  const parsed = parseRoute(location.pathname);
  const query: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => {
    query[key] = value;
  });
  return {
    pageName: parsed.pageName,
    basePath: parsed.basePath ?? '/sales/digital/',
    path: location.pathname,
    host: location.host,
    query,
    historyLength: location.historyLength,
  };
}
