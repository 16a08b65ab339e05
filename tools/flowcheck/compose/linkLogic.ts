import type { Json, JsonObject } from './authoredParts.ts';

/**
 * A link to a page as the JSON Logic the runtime evaluates: the shopper's base
 * path in the shopper's language, the page's route and a fixed query
 * ("/sales/digital/" + "shop.html?x=1"; "/es/sales/digital/" + ... on a Spanish page).
 * The query is literal, so it is encoded here once.
 */
export function linkLogic(route: string, query: JsonObject): Json {
  const search = new URLSearchParams(Object.entries(query).map(([key, item]) => [key, String(item)])).toString();
  return { logic: { cat: [{ var: 'url.languageBase' }, `${route}.html${search ? `?${search}` : ''}`] } };
}
