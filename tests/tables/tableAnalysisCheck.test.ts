import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { editJson, editText, flowsCopy, removeFlowsCopies } from '../flowcheck/flowsCopy.ts';

/** Problems as flows:check prints them (table analysis on), the temp dir stripped. */
async function problemsOf(targets: string[]): Promise<string[]> {
  const { problems } = await checkFlows(targets, undefined, { tables: true });
  return problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') }));
}

/** Issue 11 item 2: what flows:check enforces of the table analysis, on broken copies of the real flows. */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('flows:check table analysis', () => {
  it('a row that can never win is an error that names the row covering it', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/session-end.json', (text) =>
      text.replace(
        '{ "and": [{ "var": "user.guest" }, { "var": "session.timedOut" }] }',
        '{ "and": [{ "var": "user.signedIn" }, { "var": "session.timedOut" }] }',
      ),
    );
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(
      /decisions\/session-end\.json:\d+:\d+ {2}\/rows\/1\/when {2}row "guestSignIn" can never win: whenever it holds, earlier row "signedInLogout" holds first\./,
    );
    // Said in the studio too (at the row, beside Try it): the way to see which row wins is named for both places.
    expect(problems).toContain("(the studio's Try it, or npm run flows:why, shows which row wins for given facts)");
  });

  it('a row that holds for no facts says what in it cannot be true, and names no row covering it', async () => {
    const dir = flowsCopy();
    editJson<{ rows: unknown[] }>(dir, 'decisions/smart-banner.json', (table) => {
      table.rows.push({
        id: 'appAgain',
        when: { '<': [{ var: 'device.viewportWidth' }, 'abc'] },
        result: { show: false },
        examples: [{ facts: { device: { viewportWidth: 1 } } }],
      });
    });
    const problems = (await problemsOf([dir])).filter((problem) => problem.includes('/rows/5/when  row'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^decisions\/smart-banner\.json:\d+:\d+ {2}\/rows\/5\/when {2}row "appAgain" never holds, for any facts: \{"<":\[\{"var":"device\.viewportWidth"\},"abc"\]\} cannot be true: "abc" is not a number, so "<" compares "device\.viewportWidth" with NaN, which is false for every value\. Fix: correct that part of its condition/,
      ),
    ]);
  });

  it('a table marked complete reports facts that match no row', async () => {
    const dir = flowsCopy();
    editJson(dir, 'decisions/native-tab-index.json', (table) => {
      table.complete = true;
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^decisions\/native-tab-index\.json:\d+:\d+ {2}\/complete {2}table is marked complete, but no row matches \{"user":\{"prospect":false,"fios":false\}\} .*falls to "standard"/,
      ),
    ]);
  });

  it('the real flows have no shadowed rows', async () => {
    expect(await problemsOf([flowsCopy()])).toEqual([]);
  });
});
