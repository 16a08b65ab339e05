import { describe, expect, it } from 'vitest';
import { conditionSentence } from '../../../studio/shared/tables/conditionSentence.ts';
import { resultSummary } from '../../../studio/shared/tables/resultSummary.ts';
import { addRow, deleteRow, duplicateRow, moveRow, setRowField } from '../../../studio/shared/tables/rowEdits.ts';
import { analyseForEditor, changedExamples, landingsOf, rowStates } from '../../../studio/shared/tables/tableFindings.ts';
import { factInput, factPathsUnion, withFact } from '../../../studio/shared/tables/factPaths.ts';
import { rowStateText } from '../../../studio/client/tables/rowStateText.ts';
import { bannerTable, cartLockTable, fixtureContext } from './tableFixtures.ts';

const context = fixtureContext();

describe('conditionSentence', () => {
  it('reads a condition as a sentence', () => {
    expect(conditionSentence({ and: [{ '==': [{ var: 'device.type' }, 'mobile'] }, { var: 'user.signedIn' }] })).toBe(
      'device type is mobile and the shopper is signed in',
    );
    expect(conditionSentence({ '!': { var: 'user.signedIn' } })).toBe('the shopper is not signed in');
    expect(conditionSentence({ in: [{ var: 'cartLock.lockedChannelID' }, { var: 'lists.cartLockRedirectChannels' }] })).toBe(
      'cart lock locked channel id is on list cartLockRedirectChannels',
    );
    expect(conditionSentence({ or: [{ '<': [{ var: 'device.viewportWidth' }, 768] }, { var: 'switches.FF_X' }] })).toBe(
      'device viewport width is less than 768 or switch FF_X is on',
    );
    expect(conditionSentence({ '!': { isEmpty: { var: 'error.goToUrl' } } })).toBe('error go to url is not empty');
    expect(conditionSentence({ containsAny: [[{ var: 'answers.a.errorCode' }, { var: 'answers.a.message' }], ['15412']] })).toBe(
      'a answer error code or a answer message contains 15412',
    );
  });

  it('groups nested and/or and falls back to the rule text for operators it has no words for', () => {
    expect(conditionSentence({ and: [{ or: [{ var: 'user.guest' }, { var: 'user.prepay' }] }, { var: 'user.signedIn' }] })).toBe(
      '(the shopper is guest or the shopper is prepay) and the shopper is signed in',
    );
    expect(conditionSentence({ some: [{ var: 'cart.items' }, { var: 'x' }] })).toBe('some(cart.items, x)');
    expect(conditionSentence(false)).toBe('never (no condition yet)');
  });

  it('says a clause just added, its fact not picked yet, as such (not "is “”")', () => {
    expect(conditionSentence({ '==': [{ var: '' }, ''] })).toBe('a fact not picked yet is “”');
    expect(conditionSentence({ and: [{ '==': [{ var: 'device.type' }, 'mobile'] }, { '==': [{ var: '' }, ''] }] })).toBe(
      'device type is mobile and a fact not picked yet is “”',
    );
  });
});

describe('row edits', () => {
  const table = bannerTable();

  it('adds a row that cannot change any outcome, with a free id and an empty example', () => {
    const next = addRow(addRow(table), {}, 1);
    expect(next.rows.map((row) => row.id)).toEqual(['signedInMobile', 'newRow2', 'mobile', 'signedIn', 'newRow']);
    expect(next.rows[1]).toEqual({ id: 'newRow2', when: false, examples: [{ facts: {} }] });
    expect(table.rows).toHaveLength(3);
  });

  it('duplicates below, deletes and moves without touching other rows', () => {
    expect(duplicateRow(table, 0).rows.map((row) => row.id)).toEqual(['signedInMobile', 'signedInMobileCopy', 'mobile', 'signedIn']);
    expect(deleteRow(table, 1).rows.map((row) => row.id)).toEqual(['signedInMobile', 'signedIn']);
    expect(moveRow(table, 2, 0).rows.map((row) => row.id)).toEqual(['signedIn', 'signedInMobile', 'mobile']);
    expect(moveRow(table, 0, 5)).toBe(table);
  });

  it('sets a field in its written place, or before the examples', () => {
    const row = table.rows[1]!;
    expect(Object.keys(setRowField(row, 'note', 'why'))).toEqual(['id', 'when', 'result', 'note', 'examples']);
    expect(Object.keys(setRowField(row, 'result', {}))).toEqual(['id', 'when', 'result', 'examples']);
  });
});

describe('table findings', () => {
  it('finds the row that can never win, with the row covering it, after a move', () => {
    const moved = moveRow(cartLockTable(), 1, 0);
    const analysis = analyseForEditor('redirect', moved, context, true);
    const states = rowStates(moved, analysis, landingsOf(moved, context), []);
    expect(states[0]).toEqual({ kind: 'fine' });
    expect(states[1]).toEqual({ kind: 'never', coveredBy: ['redirectingChannel'], proven: true });
  });

  it('a row that holds for no facts says why in the grid, and names no row covering it', () => {
    const banner = bannerTable();
    const table = {
      ...banner,
      rows: banner.rows.map((row, index) => (index === 2 ? setRowField(row, 'when', { '==': [{ var: 'device.type' }, 'mobil'] }) : row)),
    };
    const analysis = analyseForEditor('decision', table, context, false);
    const state = rowStates(table, analysis, landingsOf(table, context), [])[2];
    expect(state).toMatchObject({ kind: 'never', coveredBy: [], proven: true });
    expect(rowStateText(state!)).toBe(
      'never holds, for any facts: {"==":[{"var":"device.type"},"mobil"]} cannot be true: "device.type" is one of "mobile", "tablet", "desktop" (the facts\' schema), and none of them makes it true',
    );
  });

  it('reports overlaps with a witness that makes both rows hold', () => {
    const table = bannerTable();
    const analysis = analyseForEditor('decision', table, context, true);
    const overlap = analysis.overlaps.find((item) => item.first === 0 && item.second === 1);
    expect(overlap?.witness).toMatchObject({ device: { type: 'mobile' }, user: { signedIn: true } });
    expect(rowStates(table, analysis, landingsOf(table, context), [])[1]).toEqual({ kind: 'overlap', with: ['signedInMobile'] });
  });

  it('an overlap with a row giving the same result is shown as harmless, not "order decides"', () => {
    const banner = bannerTable();
    const table = { ...banner, rows: banner.rows.map((row, index) => (index === 1 ? { ...row, result: banner.rows[0]!.result } : row)) };
    const analysis = analyseForEditor('decision', table, context, true);
    const state = rowStates(table, analysis, landingsOf(table, context), [])[1]!;
    expect(state).toEqual({ kind: 'sameResult', with: ['signedInMobile'] });
    expect(rowStateText(state)).toBe('overlaps with row “signedInMobile”, same result: harmless (order changes nothing)');
  });

  it('says where each example lands, and which examples changed winner since the saved version', () => {
    const saved = bannerTable();
    const moved = moveRow(saved, 2, 0);
    const landings = landingsOf(moved, context);
    expect(landings.find((landing) => landing.name === 'signed-in phone')).toMatchObject({ landsOn: 'signedIn', own: false });
    expect(rowStates(moved, null, landings, [])[1]).toEqual({ kind: 'elsewhere', examples: [{ name: 'signed-in phone', landsOn: 'signedIn' }] });
    expect(changedExamples(saved, moved, context)).toEqual([
      {
        name: 'signed-in phone of row "signedInMobile"',
        facts: { device: { type: 'mobile' }, user: { signedIn: true } },
        was: 'signedInMobile',
        now: 'signedIn',
      },
    ]);
  });

  it('puts a problem of the checks on its row first', () => {
    const table = bannerTable();
    const states = rowStates(table, null, landingsOf(table, context), [{ pointer: '/rows/2/when', message: 'unknown fact "user.signedln"' }]);
    expect(states[2]).toEqual({ kind: 'error', messages: ['unknown fact "user.signedln"'] });
  });
});

describe('facts forms', () => {
  it('types each fact by the vocabulary and lists what the conditions read plus what the example sets', () => {
    expect(factInput(context.vocabulary, 'device.type')).toEqual({ type: 'choice', choices: ['mobile', 'tablet', 'desktop'] });
    expect(factInput(context.vocabulary, 'user.signedIn')).toEqual({ type: 'boolean' });
    expect(factInput(context.vocabulary, 'device.viewportWidth')).toEqual({ type: 'number' });
    expect(factPathsUnion(bannerTable(), context.blank, [{ cart: { count: 2 } }])).toEqual(['cart.count', 'device.type', 'user.signedIn']);
  });

  it('sets and unsets nested facts, pruning emptied parents', () => {
    const facts = withFact({}, 'device.type', 'mobile');
    expect(facts).toEqual({ device: { type: 'mobile' } });
    expect(withFact(facts, 'device.type', undefined)).toEqual({});
  });
});

describe('resultSummary', () => {
  it("names each effect of an error row in words: an action, where a redirect goes (a fact's too), a tracked event", () => {
    const row = {
      id: 'goToUrl',
      when: { var: 'error.goToUrl' },
      logLevel: 'INFO',
      effects: [
        { redirect: { fact: 'error.goToUrl' }, withGoto: true },
        { redirect: '/sales/digital/error/genericError.html', stopServices: true },
        { action: 'notify', args: { message: { text: 'plumbing.cancelledCase' } } },
        { track: 'error', data: { view: 'banner' } },
      ],
    };
    expect(resultSummary('error', row, {})).toBe(
      'then go to the fact error.goToUrl, go to /sales/digital/error/genericError.html, notify, track error; log INFO',
    );
  });
});
