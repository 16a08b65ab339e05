import { describe, expect, it } from 'vitest';
import { analyseTable } from '../../tools/tables/analyseTable.ts';
import { describeAnalysis } from '../../tools/tables/describeAnalysis.ts';
import { fixtureContext, fixtureTable, isMobile, signedIn } from './fixtureTables.ts';

/** A row that holds for no facts is not "covered" by an earlier row: the analyst is told what in it cannot be true. */
describe('a row that never holds', () => {
  it('a value the enum fact cannot have: names the comparison and the values, and no covering row', () => {
    const typo = { '==': [{ var: 'device.type' }, 'mobil'] };
    const analysis = analyseTable(
      fixtureTable([
        { id: 'phone', when: isMobile },
        { id: 'appAgain', when: { and: [signedIn, typo] } },
      ]),
      fixtureContext,
    );
    expect(analysis.shadowed).toEqual([
      {
        row: 1,
        coveredBy: [],
        proven: true,
        never: { clause: typo, why: '"device.type" is one of "mobile", "tablet", "desktop" (the facts\' schema), and none of them makes it true' },
      },
    ]);
    expect(describeAnalysis(analysis)).toEqual([
      'decision fixture: row "appAgain" never holds, for any facts: {"==":[{"var":"device.type"},"mobil"]} cannot be true: "device.type" is one of "mobile", "tablet", "desktop" (the facts\' schema), and none of them makes it true.',
    ]);
  });

  it('a number fact compared with a text that is no number: says it compares with NaN', () => {
    const nan = { '<': [{ var: 'device.appVersion' }, 'abc'] };
    const [item] = analyseTable(
      fixtureTable([
        { id: 'phone', when: isMobile },
        { id: 'old', when: nan },
      ]),
      fixtureContext,
    ).shadowed;
    expect(item?.coveredBy).toEqual([]);
    expect(item?.never).toEqual({ clause: nan, why: '"abc" is not a number, so "<" compares "device.appVersion" with NaN, which is false for every value' });
  });

  it('the first row, which no row can cover, is reported too', () => {
    const [item] = analyseTable(fixtureTable([{ id: 'nothing', when: { '>': [{ var: 'device.appVersion' }, 'abc'] } }]), fixtureContext).shadowed;
    expect(item?.row).toBe(0);
    expect(item?.never?.why).toMatch(/^"abc" is not a number/);
  });

  it('parts that hold apart but never together: the `and` itself is named', () => {
    const both = { and: [{ '<': [{ var: 'device.appVersion' }, 3] }, { '>': [{ var: 'device.appVersion' }, 5] }] };
    const [item] = analyseTable(
      fixtureTable([
        { id: 'phone', when: isMobile },
        { id: 'never', when: both },
      ]),
      fixtureContext,
    ).shadowed;
    expect(item?.never).toEqual({ clause: both, why: 'each of its parts holds for some facts, but never all of them together' });
  });
});

/** Rows that do hold are never called "never holds": texts of digits and comparisons of texts have values that meet them. */
describe('a row that holds is not reported', () => {
  const holdsAlone = (when: unknown) => analyseTable(fixtureTable([{ id: 'only', when }]), fixtureContext).shadowed;

  it.each([
    ['a number fact above a text of digits', { '>': [{ var: 'device.appVersion' }, '10'] }],
    ['a number fact equal to a text of digits', { '==': [{ var: 'device.appVersion' }, '15412'] }],
    ['a number fact between texts of digits', { '<': ['1', { var: 'device.appVersion' }, '3'] }],
    ['a number fact from one text of digits to another', { '<=': ['5', { var: 'device.appVersion' }, '10'] }],
    ['a text fact after a letter', { '>': [{ var: 'user.name' }, 'M'] }],
    ['a text fact between two words', { '<': ['Ma', { var: 'user.name' }, 'Mb'] }],
    ['a text fact compared with a number', { '>': [{ var: 'user.name' }, 10] }],
  ])('%s', (_, when) => {
    expect(holdsAlone(when)).toEqual([]);
  });
});
