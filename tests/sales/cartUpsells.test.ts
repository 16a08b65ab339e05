// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESSORIES, PROTECTION } from '../../src/mocks/catalogue/offers.ts';
import { cartUpsells } from '../../src/mocks/services/cartUpsells.ts';
import { catalogueIn } from '../../src/mocks/catalogue/catalogueTexts.ts';
import { cartView, emptyCart } from '../../src/mocks/services/salesCartStore.ts';

/** Issue 23 item 3: the cart answer carries the prices of its upsell cards (src/mocks/services/cartUpsells.ts). */
describe('cart upsells in the mock cart answer', () => {
  it('prices plans of the cart kind, the best trade-in, the cheapest accessory with its picture and the cheapest paid protection', () => {
    const postpaid = cartUpsells(false);
    expect(postpaid).toEqual({
      plan: { from: 65 },
      tradeIn: { upTo: 650 },
      accessories: { from: 29.99, image: ACCESSORIES.find((item) => item.price === 29.99)?.image },
      protection: { from: Math.min(...PROTECTION.filter((option) => option.monthly > 0).map((option) => option.monthly)) },
    });
    expect(cartUpsells(true)).toMatchObject({ plan: { from: 35 } });
  });

  it('is part of every cart answer', () => {
    expect(cartView(emptyCart('c1', false), true, catalogueIn(null)).upsells).toEqual(cartUpsells(false));
  });
});
