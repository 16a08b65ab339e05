import { describe, expect, it } from 'vitest';
import { analyseTable } from '../../tools/tables/analyseTable.ts';
import { describeAnalysis } from '../../tools/tables/describeAnalysis.ts';
import { firstMatchTables, outcomeOf } from '../../tools/tables/firstMatchTables.ts';
import { fixtureContext, fixtureTable, isMobile, signedIn } from './fixtureTables.ts';

const rows = [
  { id: 'phone', when: isMobile, result: { show: false }, note: 'phones' },
  { id: 'signedIn', when: signedIn, result: { show: false } },
  { id: 'recent', when: { '>': [{ var: 'device.appVersion' }, 5] }, result: { show: true } },
];

/** Rows that give the same result overlap harmlessly: flows:tables and the studio say so instead of "order decides". */
describe('overlaps of rows with the same result', () => {
  it('are marked harmless, and described as such; rows with different results still overlap as before', () => {
    const analysis = analyseTable({ ...fixtureTable(rows), outcomes: rows.map(outcomeOf) }, fixtureContext, { overlaps: true });
    expect(analysis.overlaps.map(({ first, second, sameResult }) => ({ first, second, sameResult }))).toEqual([
      { first: 0, second: 1, sameResult: true },
      { first: 0, second: 2, sameResult: undefined },
      { first: 1, second: 2, sameResult: undefined },
    ]);
    expect(describeAnalysis(analysis)[0]).toBe(
      'decision fixture: rows "phone" and "signedIn" overlap harmlessly: both give the same result, so their order changes nothing.',
    );
    expect(describeAnalysis(analysis)[1]).toMatch(/^decision fixture: rows "phone" and "recent" overlap, order decides/);
  });

  it('the same result written in another key order is the same; a row without a known outcome is never the same', () => {
    expect(outcomeOf({ id: 'a', when: true, result: { show: false, view: 'x' } })).toBe(outcomeOf({ id: 'b', result: { view: 'x', show: false } }));
    const analysis = analyseTable(
      fixtureTable([
        { id: 'a', when: isMobile },
        { id: 'b', when: signedIn },
      ]),
      fixtureContext,
      { overlaps: true },
    );
    expect(analysis.overlaps[0]?.sameResult).toBeUndefined();
  });
});

/** Which row won is itself a fact (decisions.<id>.row, redirects.<id>.row, serviceError.row): read, it makes the order matter. */
describe('the same result when some flow reads which row won', () => {
  const table = (id: string) => ({ id, rows: [{ id: 'a', when: true, result: { show: false } }], default: { id: 'none' } });
  const flowsReading = (reads: unknown) =>
    ({
      decisions: { banner: table('banner') },
      errorTables: { errors: table('errors') },
      redirectTables: { sales: table('sales') },
      journeys: { j: { pages: { p: { when: reads } } } },
    }) as never;
  const outcomesOf = (reads: unknown) => Object.fromEntries(firstMatchTables(flowsReading(reads)).map((found) => [found.name, found.outcomes !== undefined]));

  it('outcomes are kept when nothing reads the winning row, and left unknown for the table whose row is read', () => {
    expect(outcomesOf(true)).toEqual({ 'decision banner': true, 'error table errors': true, 'redirect table sales': true });
    expect(outcomesOf({ '==': [{ var: 'decisions.banner.row' }, 'a'] })).toEqual({
      'decision banner': false,
      'error table errors': true,
      'redirect table sales': true,
    });
    expect(outcomesOf({ var: 'redirects.sales' })).toEqual({ 'decision banner': true, 'error table errors': true, 'redirect table sales': false });
    expect(outcomesOf({ '==': [{ var: 'serviceError.row' }, 'a'] })).toEqual({
      'decision banner': true,
      'error table errors': false,
      'redirect table sales': true,
    });
  });

  it("is asked of the reference index, not the JSON text: a note, a text or a list item's field named like the fact reads nothing", () => {
    const reading = flowsReading({ some: [{ var: 'cart.items' }, { '==': [{ var: 'decisions.banner.row' }, 'a'] }] }) as {
      journeys: { j: { pages: { p: object } } };
    };
    const page = { ...reading.journeys.j.pages.p, note: 'redirects.sales.row' };
    const flows = { ...reading, journeys: { j: { pages: { p: page } } }, texts: { 'sales.hint': 'serviceError' } };
    const found = Object.fromEntries(firstMatchTables(flows as never).map((table) => [table.name, table.outcomes !== undefined]));
    expect(found).toEqual({ 'decision banner': true, 'error table errors': true, 'redirect table sales': true });
  });
});
