import { describe, expect, it } from 'vitest';
import { analyseTable } from '../../tools/tables/analyseTable.ts';
import { describeAnalysis } from '../../tools/tables/describeAnalysis.ts';
import { fixtureContext, fixtureTable, isMobile, signedIn } from './fixtureTables.ts';

/** Issue 11 item 2 on fixture tables whose answers are known by hand. */
describe('table analysis', () => {
  it('finds the shadowed row and the row that covers it', () => {
    const table = fixtureTable([
      { id: 'phone', when: isMobile },
      { id: 'signedInPhone', when: { and: [isMobile, signedIn] } },
      { id: 'signedIn', when: signedIn },
    ]);
    const analysis = analyseTable(table, fixtureContext);
    expect(analysis.exact).toBe(true);
    expect(analysis.shadowed).toEqual([{ row: 1, coveredBy: [0], proven: true }]);
    expect(describeAnalysis(analysis)).toContain('decision fixture: row "signedInPhone" can never win: row "phone" covers it.');
  });

  it('a row covered by two earlier rows together names both', () => {
    const table = fixtureTable([
      { id: 'phone', when: isMobile },
      { id: 'tablet', when: { '==': [{ var: 'device.type' }, 'tablet'] } },
      { id: 'small', when: { in: [{ var: 'device.type' }, { var: 'lists.small' }] } },
    ]);
    expect(analyseTable(table, fixtureContext).shadowed).toEqual([{ row: 2, coveredBy: [0, 1], proven: true }]);
  });

  it('finds an overlap where order decides, with a witness matching both', () => {
    const table = fixtureTable([
      { id: 'phone', when: isMobile },
      { id: 'signedIn', when: signedIn },
    ]);
    const analysis = analyseTable(table, fixtureContext, { overlaps: true });
    expect(analysis.shadowed).toEqual([]);
    expect(analysis.overlaps).toEqual([{ first: 0, second: 1, witness: { device: { type: 'mobile' }, user: { signedIn: true } } }]);
  });

  it('finds the numbers between two thresholds', () => {
    const table = fixtureTable([
      { id: 'old', when: { '<': [{ var: 'device.appVersion' }, 10] } },
      { id: 'recent', when: { '>=': [{ var: 'device.appVersion' }, 5] } },
    ]);
    const [overlap] = analyseTable(table, fixtureContext, { overlaps: true }).overlaps;
    const version = (overlap?.witness.device as { appVersion: number }).appVersion;
    expect(version).toBeGreaterThanOrEqual(5);
    expect(version).toBeLessThan(10);
  });

  it('finds the gap of a table marked complete, and none when it is not marked', () => {
    const rows = [
      { id: 'phone', when: isMobile },
      { id: 'tablet', when: { '==': [{ var: 'device.type' }, 'tablet'] } },
    ];
    expect(analyseTable(fixtureTable(rows, true), fixtureContext).gap).toEqual({ witness: { device: { type: 'desktop' } } });
    expect(analyseTable(fixtureTable(rows), fixtureContext).gap).toBeNull();
    const covered = [...rows, { id: 'desktop', when: { '==': [{ var: 'device.type' }, 'desktop'] } }];
    expect(analyseTable(fixtureTable(covered, true), fixtureContext).gap).toBeNull();
  });

  it('does not claim a row never wins when a fact is read by text matching', () => {
    const table = fixtureTable([
      { id: 'anyAnn', when: { startsWith: [{ var: 'user.name' }, 'Ann'] } },
      { id: 'annette', when: { '==': [{ var: 'user.name' }, 'Annette'] } },
    ]);
    const analysis = analyseTable(table, fixtureContext);
    expect(analysis.exact).toBe(false);
    expect(analysis.shadowed.every((item) => !item.proven)).toBe(true);
  });

  it('an unconditioned handler shadows the handlers after it', () => {
    const table = {
      ...fixtureTable([
        { id: 'handler 1', when: undefined },
        { id: 'handler 2', when: signedIn },
      ]),
      kind: 'handlers' as const,
    };
    expect(analyseTable(table, fixtureContext).shadowed).toEqual([{ row: 1, coveredBy: [0], proven: true }]);
  });
});
