import { ACCESSORIES, PLANS, PROTECTION, TRADE_IN_MAKES } from '../catalogue/offers.ts';

/**
 * What the cart offers to add (issue 23 item 3), each with the price its
 * card shows: plans of the cart's kind from their lowest monthly price, a
 * trade-in worth up to the best value, accessories from the cheapest (with a
 * picture of one), protection from the cheapest paid option. The flows
 * decide which cards show and say the words (flows/journeys/shop/expresscart.json).
 */
export function cartUpsells(prepaid: boolean): Record<string, unknown> {
  const lowest = (amounts: readonly number[]): number => Math.min(...amounts);
  const accessory = ACCESSORIES.reduce((cheapest, item) => (item.price < cheapest.price ? item : cheapest));
  return {
    plan: { from: lowest(PLANS.filter((plan) => plan.prepaid === prepaid).map((plan) => plan.monthly)) },
    tradeIn: { upTo: Math.max(...TRADE_IN_MAKES.flatMap((make) => make.models.map((model) => model.value))) },
    accessories: { from: accessory.price, image: accessory.image },
    protection: { from: lowest(PROTECTION.filter((option) => option.monthly > 0).map((option) => option.monthly)) },
  };
}
