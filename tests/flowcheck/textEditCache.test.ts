// @vitest-environment node
/**
 * flows:check after an edit of one texts file (issue 20 item 4: one file checked in 300 ms with the rest from the
 * cache; docs/performance.md "flows:check after one edit (session 37)"). A text's words are no fact's schema: the
 * facts' vocabulary is fingerprinted by the text names (tools/flowcheck/readGroups.ts vocabularyReads), so a wording
 * edit neither expands a table nor parses the other texts files (readGroups.ts fileOfTextRead). Every edit must still
 * print what a run without the cache prints: a wording edit runs the checks that read words (Label in Name, the
 * translations), a key renamed or removed fails the pages that show it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { decisionResultSchema } from '../../tools/flowcheck/decisionChoices.ts';
import { parseTree } from 'jsonc-parser';
import { checkedBothWays, removeCacheDirs } from './cachedRuns.ts';
import { editText, flowsCopy, removeFlowsCopies } from './flowsCopy.ts';

// Watched, not changed: a table's results read for the vocabulary, and a file's syntax tree built.
vi.mock('../../tools/flowcheck/decisionChoices.ts', async (original) => {
  const real = await original<typeof import('../../tools/flowcheck/decisionChoices.ts')>();
  return { ...real, decisionResultSchema: vi.fn(real.decisionResultSchema) };
});
vi.mock('jsonc-parser', async (original) => {
  const real = await original<typeof import('jsonc-parser')>();
  return { ...real, parseTree: vi.fn(real.parseTree) };
});

afterAll(() => {
  removeFlowsCopies();
  removeCacheDirs();
});

const texts = 'texts/sales.json';

describe('flows:check after a texts file edit, through the unit cache', () => {
  it('re-reads no table and no other texts file for a wording edit, and prints what an uncached run prints for words and keys', async () => {
    const dir = flowsCopy();
    /** What the cached run alone did (noted before the uncached run compares with it). */
    let tablesRead = 0;
    let textsParsed: string[] = [];
    const otherTexts = new Map(['texts/common.json', 'texts/shell.json', 'texts/es/sales.json'].map((file) => [readFileSync(join(dir, file), 'utf8'), file]));
    const same = checkedBothWays(dir, () => {
      tablesRead = vi.mocked(decisionResultSchema).mock.calls.length;
      textsParsed = vi.mocked(parseTree).mock.calls.flatMap(([text]) => otherTexts.get(text) ?? []);
    });
    const cached = async (target: string | null) => {
      vi.mocked(decisionResultSchema).mockClear();
      vi.mocked(parseTree).mockClear();
      return same(target);
    };
    expect((await cached(null)).code).toBe(0);
    expect(tablesRead).toBeGreaterThan(0);

    // Words every sales page's header shows: the tables' part of the vocabulary and the other texts files' texts keep
    // their fingerprints (before session 37 every table was expanded and every texts file parsed again).
    editText(dir, texts, (text) => text.replace('"sales.nav.accessories": "Accessories"', '"sales.nav.accessories": "All accessories"'));
    const worded = await cached(texts);
    expect(worded.code).toBe(0);
    expect(tablesRead).toBe(0);
    expect(textsParsed).toEqual([]);
    expect(worded.reused).toContain('page:shop/pdp');
    expect(worded.reused).not.toContain('translations');

    // Words that break a check that reads them: a placeholder the Spanish text lacks (the translations), and words
    // shown that the plan button's name no longer holds (Label in Name). Then put back.
    editText(dir, texts, (text) => text.replace('"sales.nav.accessories": "All accessories"', '"sales.nav.accessories": "All {count} accessories"'));
    const placeholder = await cached(null);
    expect(placeholder.lines.join('\n')).toContain('{count}');
    editText(dir, texts, (text) => text.replace('"sales.plans.chooseVisible": "Choose this plan"', '"sales.plans.chooseVisible": "Pick this plan"'));
    const unnamed = await cached(null);
    expect(unnamed.lines.join('\n')).toMatch(/"Pick this plan".*Label in Name/);
    expect(unnamed.reused).not.toContain('values:labelInName');
    editText(dir, texts, (text) =>
      text
        .replace('"sales.nav.accessories": "All {count} accessories"', '"sales.nav.accessories": "Accessories"')
        .replace('"sales.plans.chooseVisible": "Pick this plan"', '"sales.plans.chooseVisible": "Choose this plan"'),
    );
    expect((await cached(null)).code).toBe(0);

    // A key renamed: the names change, so the pages that show the old key are checked again and fail.
    editText(dir, texts, (text) => text.replace('"sales.shop.accessoriesLink":', '"sales.shop.accessoriesLinks":'));
    const renamed = await cached(null);
    expect(renamed.lines.filter((line) => line.includes('journeys/shop/shop.json:') && line.includes('"sales.shop.accessoriesLink"')).length).toBe(1);
    expect(renamed.reused).not.toContain('page:shop/shop');
    expect((await cached('journeys/shop/shop.json')).code).toBe(1);
    editText(dir, texts, (text) => text.replace('"sales.shop.accessoriesLinks":', '"sales.shop.accessoriesLink":'));
    expect((await cached(null)).code).toBe(0);

    // A key removed (checked through its texts file, then the page that shows it).
    editText(dir, texts, (text) => text.replace(/\n\s*"sales\.plans\.chooseVisible": [^\n]*,/, ''));
    await cached(texts);
    const removed = await cached('journeys/plans/recommendedplan.json');
    expect(removed.code).toBe(1);
    expect(removed.lines.join('\n')).toContain('sales.plans.chooseVisible');
  }, 240_000);

  it('runs again, for a text key renamed, added or removed, the units that looked that key up as a fact, and prints what an uncached run prints', async () => {
    const dir = flowsCopy();
    const same = checkedBothWays(dir);
    expect((await same(null)).code).toBe(0);
    const esim = (from: string, to: string) => (text: string) => text.replace(`"sales.byod.${from}":`, `"sales.byod.${to}":`);

    // A key added that no page reads: the vocabulary's other names keep their fingerprints
    // (tools/flowcheck/trackedVocabulary.ts), so the value checks of the page that shows texts.sales.byod.esimYes and
    // of a page that reads other texts as facts are not run again. Before, every unit that reads the flows ran again.
    editText(dir, texts, (text) => text.replace('"sales.byod.esimNo":', '"sales.byod.esimMaybe": "Maybe.",\n    "sales.byod.esimNo":'));
    const added = await same(texts);
    expect(added.reused).toContain('values:page:byod/byod');
    expect(added.reused).toContain('values:page:card/splash');
    expect(added.reused).toContain('journey:byod');

    // The key the page reads as a fact renamed: that page fails with the message and the suggestion an uncached run
    // gives; pages that read other texts as facts keep their problems from the cache.
    editText(dir, texts, esim('esimYes', 'esimYess'));
    const renamed = await same(null);
    expect(renamed.code).toBe(1);
    expect(renamed.lines.join('\n')).toMatch(/unknown fact "texts\.sales\.byod\.esimYes".*"esimYess"/);
    expect(renamed.reused).not.toContain('page:byod/byod');
    expect(renamed.reused).toContain('values:page:card/splash');

    // The old key added back (both there): the page passes again.
    editText(dir, texts, (text) => text.replace('"sales.byod.esimMaybe":', '"sales.byod.esimYes": "It supports eSIM.",\n    "sales.byod.esimMaybe":'));
    const both = await same(null);
    expect(both.lines.join('\n')).not.toContain('unknown fact');

    // Keys removed: the new name, then the key the page reads (it fails), then every edit undone.
    editText(dir, texts, (text) => text.replace(/\n\s*"sales\.byod\.esimYess": [^\n]*,/, ''));
    expect((await same(null)).lines.join('\n')).not.toContain('unknown fact');
    editText(dir, texts, (text) => text.replace(/\n\s*"sales\.byod\.esimYes": [^\n]*,/, ''));
    const removed = await same('journeys/byod/byod.json');
    expect(removed.code).toBe(1);
    expect(removed.lines.join('\n')).toContain('unknown fact "texts.sales.byod.esimYes"');
    editText(dir, texts, (text) => text.replace('"sales.byod.esimMaybe": "Maybe.",', `"sales.byod.esimYes": ${JSON.stringify('It supports eSIM.')},`));
    expect((await same(null)).code).toBe(0);
  }, 240_000);
});
