/**
 * Every example of every decision table in flows/ as its own test: an analyst's
 * edit to a table is proven by CI, and a failure names the table, row and example.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();

const cases = Object.values(flows.decisions).flatMap((table) =>
  [...table.rows, table.default].flatMap((row) =>
    row.examples.map((example, index) => ({ table, rowId: row.id, example, label: `${table.id} / ${row.id} / ${example.name ?? `example ${index + 1}`}` })),
  ),
);

describe('decision-table examples', () => {
  it('exist', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$label', ({ table, rowId, example }) => {
    const facts = mergeFacts(blankFacts(flows), example.facts);
    expect(decide(table, { facts, texts: flows.texts }).rowId).toBe(rowId);
  });
});
