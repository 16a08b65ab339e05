import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 21 item 2: literals compared with an answer field, and example facts,
 * must have the type the answer schema gives the field; both passed together
 * before, and the row could never win in real traffic.
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

const ownRule = `"when": {
        "containsAny": [
          [
            { "var": "answers.getOpenBankEligibility.errors.0.serviceErrMsg" },
            { "var": "answers.getOpenBankEligibility.errorCode" }
          ],
          ["15412"]
        ]
      },`;

describe('types from the answer schemas', () => {
  it('a number compared strictly with a string answer field, and an example giving it a number, both fail', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/savings-landing.json', (text) =>
      text
        .replace(ownRule, '"when": { "===": [{ "var": "answers.getOpenBankEligibility.errorCode" }, 15412] },')
        .replace(
          '"answers": { "getOpenBankEligibility": { "errors": [{ "serviceErrMsg": "15412" }] } }',
          '"answers": { "getOpenBankEligibility": { "errorCode": 15412 } }',
        ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^decisions\/savings-landing\.json:46:\d+ {2}\/rows\/1\/when\/===\/1 {2}15412 is a number, but "answers\.getOpenBankEligibility\.errorCode" is a string \(schemas\/answers\/getOpenBankEligibility\.schema\.json\), so this comparison never holds as written\. Fix: write it as the text "15412"\.$/,
      ),
      expect.stringMatching(
        /^decisions\/savings-landing\.json:\d+:\d+ {2}\/rows\/1\/examples\/0\/facts\/answers\/getOpenBankEligibility\/errorCode {2}15412 is a number, but "answers\.getOpenBankEligibility\.errorCode" is a string .*, so this example describes a shopper who cannot exist\. Fix: write it as the text "15412"\.$/,
      ),
    ]);
  });

  it('loose == is left alone: JSON Logic converts, so the rule does hold at runtime', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/savings-landing.json', (text) =>
      text
        .replace(ownRule, '"when": { "==": [{ "var": "answers.getOpenBankEligibility.errorCode" }, 15412] },')
        .replace(
          '"answers": { "getOpenBankEligibility": { "errors": [{ "serviceErrMsg": "15412" }] } }',
          '"answers": { "getOpenBankEligibility": { "errorCode": "15412" } }',
        ),
    );
    expect(await problemsOf([dir])).toEqual([]);
  });

  it('a boolean switch compared with the text "true"', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/experience-labels.json', (text) =>
      text.replace(/\{ "var": "switches\.FF_BROWSE_XP" \}/, '{ "===": [{ "var": "switches.FF_BROWSE_XP" }, "true"] }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^decisions\/experience-labels\.json:9:\d+ {2}\/rows\/0\/when\/and\/1\/===\/1 {2}"true" is a string, but "switches\.FF_BROWSE_XP" is a boolean \(flows\/switches\).* Fix: write true without quotes\.$/,
      ),
    );
  });
});
