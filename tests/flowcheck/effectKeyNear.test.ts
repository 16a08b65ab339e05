import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * A misspelt effect key ("acton") fails every effect kind of the effect schema's oneOf. The analyst review found nine
 * lines for it in flows:check and the studio (which shows flows:check's problems): "missing required property" for
 * call, goto, redirect, action, set, to, track, then "unknown property" per kind. One line names it now, with the
 * allowed keys of the kind it resembles (tools/flowcheck/misspeltAlternative.ts).
 */
afterEach(removeFlowsCopies);
// Each test checks a copy of flows/; on a busy machine the first one (schemas compiled) takes seconds.
vi.setConfig({ testTimeout: 60_000 });

/** The schema's problems of one file, without the closing "checks ... were skipped" note (other files' links to a page
 * failing its schema are "unknown page": not this test's concern). */
async function schemaProblemsOf(dir: string, file: string): Promise<string[]> {
  const problems = await problemsOf([join(dir, file)], { context: dir });
  return problems.filter((problem) => problem.startsWith(`${file}:`) && !problem.includes('were skipped because'));
}

describe('a misspelt effect key', () => {
  it("in an error table row's effects is one unknown property with the kind it resembles", async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) =>
      text.replace(/"action": "notify",(\s*"args": \{\s*"message": \{ "fact": "error\.proactiveChatCustomMSG" \})/, '"acton": "notify",$1'),
    );
    expect(await schemaProblemsOf(dir, 'errors/service-errors.json')).toEqual([
      expect.stringMatching(/\/effects\/0 {2}row "proactiveChat": unknown property "acton"\. Did you mean "action"\? Allowed here: action, args\.$/),
    ]);
  });

  it("in a page handler's effects (an effect or a fragment use) is one unknown property too", async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/byod/byod.json', (text) => text.replace('{ "call": "byodCheck", "once": true }', '{ "cal": "byodCheck", "once": true }'));
    expect(await schemaProblemsOf(dir, 'journeys/byod/byod.json')).toEqual([
      expect.stringMatching(/\/on\/CHECK\/0\/effects\/1 {2}.*unknown property "cal"\. Did you mean "call"\? Allowed here: call, onDone, onError, once\.$/),
    ]);
  });
});
