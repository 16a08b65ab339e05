import { decide } from '../../engine/decide.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';

export type PricedItem = Record<string, unknown> & { price: string; priceRule: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Prices each cart item with a decision table applied per item (facts
 * item.*): the cart-items value rule of spec 9 lives in that table, shared by
 * the page tag and the sales chat. Price as a two-decimal string ("0.00" when
 * the rule gives nothing numeric) and the row that priced it.
 */
export function priceCartItems(items: unknown, table: FlowSet['decisions'][string], flows: FlowSet, facts: Facts, only: string | null = null): PricedItem[] {
  return (Array.isArray(items) ? items : [])
    .filter(isRecord)
    .filter((item) => only === null || item.itemId === only || String(item.itemId).startsWith(`${only}-`))
    .map((item) => {
      const decision = decide(table, { facts: { ...facts, item }, texts: flows.texts });
      const value = Number(decision.result.value);
      return { ...item, price: Number.isFinite(value) ? value.toFixed(2) : '0.00', priceRule: decision.rowId };
    });
}
