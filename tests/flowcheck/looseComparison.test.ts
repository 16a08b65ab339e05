import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * A fact compared loosely (== / !=, what the studio's condition builder writes for "is" and "is not") with a literal
 * of another type than its schema gives it: reported as the strict === already is (issue 21 item 2), where == cannot
 * turn the literal into the value meant (true == "true" is false), with the fix; left alone where it can (15412 ==
 * "15412", tests/flowcheck/answerTypes.test.ts). README "Conditions are JSON Logic over facts".
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('== and != with a literal of the wrong type', () => {
  it('a page node\'s boolean fact "is" the text "true": never holds, said with the fix', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/checkout/e911.json', (text) =>
      text.replace('"when": { "==": [{ "var": "calls.getCart.status" }, "ok"] },', '"when": { "==": [{ "var": "user.signedIn" }, "true"] },'),
    );
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^journeys\/checkout\/e911\.json:20:\d+ {2}\/body\/5\/when\/==\/1 {2}"true" is a string, but "user\.signedIn" is a boolean \(schemas\/facts\.schema\.json\), so this comparison never holds as written\. Fix: write true without quotes\.$/,
      ),
    ]);
  });

  it('a boolean switch "is not" the text "false": always holds; a number fact "is" a word: never holds', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/experience-labels.json', (text) =>
      text.replace(
        '"when": { "and": [{ "var": "switches.FF_GUEST_CHECKOUT_XP" }, { "var": "switches.FF_BROWSE_XP" }] },',
        '"when": { "and": [{ "!=": [{ "var": "switches.FF_GUEST_CHECKOUT_XP" }, "false"] }, { "==": [{ "var": "device.viewportWidth" }, "wide"] }] },',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/rows\/0\/when\/and\/0\/!=\/1 {2}"false" is a string, but "switches\.FF_GUEST_CHECKOUT_XP" is a boolean \(flows\/switches\), so this comparison always holds as written\. Fix: write false without quotes\.$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/rows\/0\/when\/and\/1\/==\/1 {2}"wide" is a string, but "device\.viewportWidth" is a number \(schemas\/facts\.schema\.json\), so this comparison never holds as written\. Fix: use a number, or correct the fact name\.$/,
      ),
    );
  });

  it('a boolean fact "is" 1, and a number fact "is" true: == converts them too, so they are left alone (review)', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/byod/byod.json', (text) =>
      text.replace(
        '{ "==": [{ "var": "answers.byodCheck.device.esim" }, true] }',
        '{ "and": [{ "==": [{ "var": "user.signedIn" }, 1] }, { "!=": [{ "var": "device.viewportWidth" }, true] }] }',
      ),
    );
    expect(await problemsOf([dir])).toEqual([]);
  });

  it('a number fact "is" the text "768": == converts it, so it holds and is left alone', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/byod/byod.json', (text) =>
      text.replace('{ "==": [{ "var": "answers.byodCheck.device.esim" }, true] }', '{ "==": [{ "var": "device.viewportWidth" }, "768"] }'),
    );
    expect(await problemsOf([dir])).toEqual([]);
  });
});
