import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * A handler is either written out (when, effects, examples) or a fragment use (fragment, params, note): when the
 * written-out one is wrong deeper down, the fragment-use alternative's "unknown property" complaints at the handler are
 * only why that alternative failed, not the analyst's mistake. An unknown property outside any alternative (a misspelt
 * setting, a fragment's misspelt field) still is one, whatever else is wrong below it.
 */
afterEach(removeFlowsCopies);
// Each test checks a copy of flows/; on a busy machine the first one (schemas compiled) takes seconds.
vi.setConfig({ testTimeout: 30_000 });

interface PageFile {
  on: Record<string, { examples?: unknown[] }[]>;
}

describe('flows:check problems inside and outside an anyOf/oneOf', () => {
  it("a page handler with a malformed example gets only the example's problem, not the fragment use's unknown properties", async () => {
    // The fragment-use alternative comes through a $ref: its errors' schema path is "#/$defs/fragmentUse/...", with no
    // "anyOf" in it, and three 'unknown property "when" / "effects" / "examples". Allowed here: fragment, params, note.'
    // were printed at /on/ADD_ACCESSORY/0 as well.
    const dir = flowsCopy();
    editJson<PageFile>(dir, 'journeys/shop/accessoryInterstitial.json', (page) => {
      const handler = page.on.ADD_ACCESSORY?.[0];
      if (!handler?.examples) throw new Error('the first ADD_ACCESSORY handler has no examples: update this test');
      handler.examples = [{ name: 7, facts: {} }];
    });
    // The page failing its schema is left out of the other files' checks (its links are "unknown page"): only its own.
    const problems = (await problemsOf([dir])).filter((problem) => problem.startsWith('journeys/shop/accessoryInterstitial.json'));
    expect(problems).toEqual([
      expect.stringMatching(/^journeys\/shop\/accessoryInterstitial\.json:\d+:\d+ {2}\/on\/ADD_ACCESSORY\/0\/examples\/0\/name {2}must be string\.$/),
      expect.stringMatching(
        /\/examples\/0\/name {2}checks of names, values and examples were skipped because .*accessoryInterstitial\.json failed to parse or failed its schema/,
      ),
    ]);
  });

  it('a misspelt setting name is said with a wrong value of another setting below it', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace('"retryCount":', '"retryCont":').replace(/(wait this long\.",\s*"value": )2000/, '$1"2s"'));
    const problems = (await problemsOf([join(dir, 'settings/plumbing.json')], { context: dir })).join('\n');
    expect(problems).toMatch(/^settings\/plumbing\.json:\d+:\d+ {2}\/settings {2}unknown setting "retryCont"\. Did you mean "retryCount"\?/m);
    expect(problems).toMatch(/\/settings\/redirectDelayMs\/value {2}must be a number of milliseconds, e\.g\. 2000; found "2s"/);
  });

  it("a fragment's misspelt field is said though its oneOf (nodes, handlers, effects or value) failed at the same place", async () => {
    // The fragment's own "additionalProperties": false sits beside its oneOf: an alternative failed at "", yet
    // "handler" is unknown to the fragment itself, not to one alternative.
    const dir = flowsCopy();
    editText(dir, 'fragments/backLinkPressed.json', (text) =>
      text.replace('"handlers": [', '"handler": [').replace(/("parent": \{\s*)"description"/, '$1"descripton"'),
    );
    const problems = (await problemsOf([join(dir, 'fragments/backLinkPressed.json')], { context: dir })).join('\n');
    expect(problems).toMatch(/^fragments\/backLinkPressed\.json:\d+:\d+ {2}\/ {2}unknown property "handler"\. Did you mean "handlers"\?/m);
    expect(problems).toMatch(/\/params\/parent {2}.*unknown property "descripton"/);
  });
});
