/**
 * Issue 9: dates the services send as ISO (2026-11-22) were shown raw. The
 * localDate operator writes them the way the shopper's locale writes dates;
 * the review and the express checkout hub use it.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/logic/evaluate.ts';
import { pageNodes, shownStrings } from './salesPages.ts';

const local = (y: number, m: number, d: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));

describe('localDate operator', () => {
  it('writes an ISO day in the locale format, on the same calendar day', () => {
    expect(evaluate({ localDate: '2026-11-22' }, {})).toBe(local(2026, 11, 22));
    expect(evaluate({ localDate: { var: 'd' } }, { d: '2026-01-01' })).toBe(local(2026, 1, 1));
  });
  it('gives "" for anything that is not a date', () => {
    expect(evaluate({ localDate: 'soon' }, {})).toBe('');
    expect(evaluate({ localDate: { var: 'missing' } }, {})).toBe('');
  });
});

describe('pages show no ISO date (issue 9)', () => {
  it.each(['orderreview', 'expresscheckout'])('%s', async (route) => {
    const cart = {
      itemCount: 1,
      lineCount: 1,
      empty: false,
      devices: [],
      plans: [],
      features: [],
      accessories: [],
      errors: [],
      pendingSteps: {
        checkout: [
          { id: 'dppagreement', done: true },
          { id: 'customeragreements', done: true },
        ],
      },
      checkout: { dppAgreement: { signedBy: 'Ada Lovelace', signedOn: '2026-11-22' }, agreements: { accepted: 'true', acceptedOn: '2026-11-22' } },
    };
    const shown = shownStrings(await pageNodes(route, { getCart: cart }));
    expect(shown.filter((text) => /\d{4}-\d{2}-\d{2}/.test(text))).toEqual([]);
    expect(shown.some((text) => text.includes(local(2026, 11, 22)))).toBe(true);
  });
});
