import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * <, <=, >, >= (and JSON Logic's 3-argument "between" form) with a literal of another type than the fact's schema
 * gives: JSON Logic converts both sides to numbers, so a text that is no number ("abc") makes the comparison false for
 * every value, and is reported in the words of == (tests/flowcheck/looseComparison.test.ts); a text of digits ("768")
 * compares as its number and works, so it is left alone (our choice, said in the message). README "Conditions are
 * JSON Logic over facts".
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('<, <=, >, >= with a literal of the wrong type', () => {
  it('a number fact or a boolean switch against a word is reported; a number fact against "768" is left alone', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/experience-labels.json', (text) =>
      text.replace(
        '"when": { "and": [{ "var": "switches.FF_GUEST_CHECKOUT_XP" }, { "var": "switches.FF_BROWSE_XP" }] },',
        `"when": { "and": [${[
          '{ "<": [{ "var": "device.viewportWidth" }, "abc"] }',
          '{ "<=": [0, { "var": "device.viewportWidth" }, "wide"] }',
          '{ ">": [{ "var": "switches.FF_BROWSE_XP" }, "abc"] }',
          '{ ">=": [{ "var": "device.viewportWidth" }, "768"] }',
        ].join(', ')}] },`,
      ),
    );
    const problems = (await problemsOf([dir])).filter((problem) => problem.includes('/rows/0/when/'));
    const numbers = ' ("<" compares them as numbers, and this one is none; a text of digits such as "768" would be compared as its number)';
    expect(problems).toEqual([
      expect.stringContaining(
        `/rows/0/when/and/0/</1  "abc" is a string, but "device.viewportWidth" is a number (schemas/facts.schema.json), so this comparison never holds as written${numbers}. Fix: use a number, or correct the fact name.`,
      ),
      expect.stringMatching(/\/rows\/0\/when\/and\/1\/<=\/2 {2}"wide" is a string, but "device\.viewportWidth" is a number .*"<=" compares them as numbers/),
      expect.stringMatching(
        /\/rows\/0\/when\/and\/2\/>\/1 {2}"abc" is a string, but "switches\.FF_BROWSE_XP" is a boolean \(flows\/switches\), so this comparison never holds/,
      ),
    ]);
  });
});
