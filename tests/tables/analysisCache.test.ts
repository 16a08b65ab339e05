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
import { formatProblem } from '../../tools/flowcheck/problem.ts';
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

async function run(dir: string, cachePath: string) {
  const file = fileAnalysisCache(cachePath);
  const cache = countingCache(file);
  const { problems } = await checkFlows([dir], undefined, { tables: true, analysisCache: cache });
  file.save();
  return { cache, printed: problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') })) };
}

describe('table analysis cache', () => {
  it('a second run reads every table from the cache and prints the same problems; an edited table is analysed again', async () => {
    const cachePath = join(mkdtempSync(join(tmpdir(), 'analysis-cache-')), 'cache.json');
    scratch.push(cachePath.replace(/\/cache\.json$/, ''));
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
    const cachePath = join(mkdtempSync(join(tmpdir(), 'analysis-cache-')), 'cache.json');
    scratch.push(cachePath.replace(/\/cache\.json$/, ''));
    const dir = flowsCopy();
    // The first row holds for everyone when a text has one value: then the second can never win.
    editText(dir, 'decisions/session-end.json', (text) =>
      text.replace(
        '"when": { "var": "user.signedIn" },',
        '"when": { "or": [{ "var": "user.signedIn" }, { "==": [{ "var": "texts.common.genericError" }, "SHADOW"] }] },',
      ),
    );
    const first = await run(dir, cachePath);
    expect(first.printed.join('\n')).not.toContain('can never win');
    const analysed = first.cache.misses;

    editText(dir, 'texts/common.json', (text) =>
      text.replace('"common.genericError": "Looks like something went wrong. Please try again later."', '"common.genericError": "SHADOW"'),
    );
    const second = await run(dir, cachePath);
    expect(second.printed.join('\n')).toContain('row "guestSignIn" can never win');
    const { problems } = await checkFlows([dir], undefined, { tables: true });
    expect(second.printed).toEqual(problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') })));
    // Every table was found in the cache; only those whose analysis read that text were searched again.
    expect(second.cache.misses).toBe(0);
    expect(second.cache.hits).toBe(analysed);
  });
});
