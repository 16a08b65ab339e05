/**
 * The goal pages by short name, for the one-page probes (`bench:long-tasks`,
 * `bench:lighthouse`): shop, pdp, cart, card, savings, each also with `-es`
 * for its Spanish address (issue 20 item 4).
 */
const PAGES: Record<string, string> = {
  shop: '/sales/digital/shop.html',
  pdp: '/sales/digital/pdp.html?deviceId=galaxa-s25',
  cart: '/sales/digital/expresscart.html',
  card: '/sales/digital/creditcardmlp.html',
  savings: '/sales/digital/openbankmlp.html',
};

/** The address of a page named `shop`, `pdp-es`...; throws on a name it does not know. */
export function pageUrlPath(page: string): string {
  const [base, es] = page.split('-');
  const path = PAGES[base ?? ''];
  if (!path || (es !== undefined && es !== 'es')) throw new Error(`[bench] unknown page "${page}": one of ${Object.keys(PAGES).join(', ')}, each with -es`);
  return es ? `/es${path}` : path;
}
