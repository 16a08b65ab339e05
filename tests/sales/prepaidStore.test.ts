/**
 * Issue 9: the prepaid store (/sales/prepaid/, or a prepay shopper) copied
 * the postpaid copy and offered 36-month device payments and trade-in.
 * Prepaid gets its own copy and rules, from flows.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import { everyNode, flows, pageNodes, shownStrings } from './salesPages.ts';

const phones = { total: 1, devices: [{ id: 'moto-g-5g', name: 'Moto G 5G', image: '', fullPrice: 199.99, monthly: 5.56, months: 36 }], errors: [] };
const cart = { itemCount: 1, lineCount: 1, empty: false, devices: [], plans: [], features: [], accessories: [], errors: [] };

async function shown(base: string, route: string, cookies: Record<string, string> = {}): Promise<{ texts: string[]; components: ResolvedNode[] }> {
  const nodes = await pageNodes(route, { gridwall: phones, getCart: cart }, { base, cookies });
  return { texts: shownStrings(nodes), components: everyNode(nodes) };
}

const postpaidWords = /month(ly)? (device )?payments|for \{months\} months|trade-in credit|Trade in/i;

describe('prepaid store (issue 9)', () => {
  it.each([
    ['/sales/prepaid/', {}],
    ['/sales/digital/', { role: 'prepay' }],
  ] as const)('shop under %s %o has its own copy, no payments or trade-in', async (base, cookies) => {
    const { texts } = await shown(base, 'shop', cookies);
    expect(texts).toContain(flows.texts['sales.shop.prepaidIntro']);
    expect(texts.filter((text) => postpaidWords.test(text))).toEqual([]);
  });

  it('gridwall shows no monthly payment price', async () => {
    const { components } = await shown('/sales/prepaid/', 'gridwall/smartphones');
    const grid = components.find((node) => node.component === 'DeviceGrid');
    expect(grid?.props.monthlyLabel).toBe('');
  });

  it('trade-in landing says trade-in is not offered with prepaid, and does not start one', async () => {
    const { texts, components } = await shown('/sales/prepaid/', 'landing');
    expect(texts).toContain(flows.texts['sales.tradein.notPrepaid']);
    expect(components.some((node) => node.component === 'ActionButton')).toBe(false);
  });

  it('postpaid keeps its copy', async () => {
    const { texts } = await shown('/sales/digital/', 'shop');
    expect(texts).toContain(flows.texts['sales.shop.intro']);
  });
});
