/**
 * Issue 20 item 4: flows:check remembers each table's analysis under a hash of
 * its inputs. A second run with the same tables searches nothing and reports
 * the same problems; an edited table is analysed again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem, type Problem } from '../../tools/flowcheck/problem.ts';
import { fileAnalysisCache, type AnalysisCache, type AnalysisSummary } from '../../tools/tables/analysisCache.ts';
import { editText, flowsCopy, removeFlowsCopies } from '../flowcheck/flowsCopy.ts';

vi.setConfig({ testTimeout: 60_000 });
const scratch: string[] = [];
afterEach(() => {
  removeFlowsCopies();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A cache that counts what it was asked and told. */
function countingCache(inner: AnalysisCache): AnalysisCache & { hits: number; misses: number } {
  const counts = { hits: 0, misses: 0 };
  return Object.assign(counts, {
    get(key: string): AnalysisSummary | undefined {
      const found = inner.get(key);
      if (found) counts.hits += 1;
      else counts.misses += 1;
      return found;
    },
    set: (key: string, summary: AnalysisSummary) => inner.set(key, summary),
  });
}

/** The problems as printed, each file named inside the copy. */
function printed(problems: Problem[]): string[] {
  return problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') }));
}

async function run(dir: string, cachePath: string) {
  const file = fileAnalysisCache(cachePath);
  const cache = countingCache(file);
  const { problems } = await checkFlows([dir], undefined, { tables: true, analysisCache: cache });
  file.save();
  return { cache, printed: printed(problems) };
}

/** A scratch path for the analysis cache file, removed after the test. */
function scratchCachePath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'analysis-cache-'));
  scratch.push(dir);
  return join(dir, 'cache.json');
}

/** A copy of the flows whose session-end table's first row also holds for everyone when `text` says "SHADOW": then the second can never win. */
function shadowedBy(text: string): string {
  const dir = flowsCopy();
  editText(dir, 'decisions/session-end.json', (json) =>
    json.replace('"when": { "var": "user.signedIn" },', `"when": { "or": [{ "var": "user.signedIn" }, { "==": [{ "var": "texts.${text}" }, "SHADOW"] }] },`),
  );
  return dir;
}

/** What a run without the analysis cache prints for the copy. */
async function uncached(dir: string): Promise<string[]> {
  return printed((await checkFlows([dir], undefined, { tables: true })).problems);
}

describe('table analysis cache', () => {
  it('a second run reads every table from the cache and prints the same problems; an edited table is analysed again', async () => {
    const cachePath = scratchCachePath();
    const dir = flowsCopy();
    // A shadowed row, so the cached result has something to say.
    editText(dir, 'decisions/session-end.json', (text) =>
      text.replace(
        '{ "and": [{ "var": "user.guest" }, { "var": "session.timedOut" }] }',
        '{ "and": [{ "var": "user.signedIn" }, { "var": "session.timedOut" }] }',
      ),
    );
    const first = await run(dir, cachePath);
    expect(first.cache.hits).toBe(0);
    expect(first.printed.join('\n')).toContain('row "guestSignIn" can never win');

    const second = await run(dir, cachePath);
    expect(second.cache.misses).toBe(0);
    expect(second.cache.hits).toBe(first.cache.misses);
    expect(second.printed).toEqual(first.printed);

    // The fix: only the edited table misses, and the problem is gone.
    editText(dir, 'decisions/session-end.json', (text) =>
      text.replace(
        '{ "and": [{ "var": "user.signedIn" }, { "var": "session.timedOut" }] }',
        '{ "and": [{ "var": "user.guest" }, { "var": "session.timedOut" }] }',
      ),
    );
    const third = await run(dir, cachePath);
    expect(third.cache.misses).toBe(1);
    expect(third.printed.join('\n')).not.toContain('can never win');
  });

  it('keeps an analysis with the texts it read: editing one text analyses again the tables that read it, and prints what a run without the cache prints', async () => {
    const cachePath = scratchCachePath();
    const dir = shadowedBy('common.genericError');
    const first = await run(dir, cachePath);
    expect(first.printed.join('\n')).not.toContain('can never win');
    const analysed = first.cache.misses;

    editText(dir, 'texts/common.json', (text) =>
      text.replace('"common.genericError": "Looks like something went wrong. Please try again later."', '"common.genericError": "SHADOW"'),
    );
    const second = await run(dir, cachePath);
    expect(second.printed.join('\n')).toContain('row "guestSignIn" can never win');
    expect(second.printed).toEqual(await uncached(dir));
    // Every table was found in the cache; only those whose analysis read that text were searched again.
    expect(second.cache.misses).toBe(0);
    expect(second.cache.hits).toBe(analysed);
  });

  it('keeps every analysis when a text key no table names is renamed; a table whose condition names a key added is analysed again, and prints what a run without the cache prints', async () => {
    const cachePath = scratchCachePath();
    // A text that is not there yet.
    const dir = shadowedBy('common.shadowText');
    const first = await run(dir, cachePath);
    expect(first.printed.join('\n')).not.toContain('can never win');
    const analysed = first.cache.misses;

    // A key renamed that no table's condition names: every analysis is read from the cache.
    editText(dir, 'texts/sales.json', (text) => text.replace('"sales.shop.accessoriesLink":', '"sales.shop.accessoriesLinks":'));
    const renamed = await run(dir, cachePath);
    expect(renamed.cache.misses).toBe(0);
    expect(renamed.cache.hits).toBe(analysed);

    // The key the condition names added: that table alone is analysed again, and its row is now shadowed.
    editText(dir, 'texts/common.json', (text) => text.replace('"common.genericError":', '"common.shadowText": "SHADOW",\n    "common.genericError":'));
    const added = await run(dir, cachePath);
    expect(added.cache.misses).toBe(1);
    expect(added.printed.join('\n')).toContain('row "guestSignIn" can never win');
    expect(added.printed).toEqual(await uncached(dir));
  });
});
