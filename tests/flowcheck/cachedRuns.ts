/**
 * flows:check through the unit cache (tools/flowcheck/unitCache.ts, issue 20 item 4) beside a run without it: each
 * cached run must print exactly what the uncached run prints. Shared by the unit-cache tests
 * (tests/flowcheck/unitCache.test.ts, tests/flowcheck/textEditCache.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { fileUnitCache, type UnitCache } from '../../tools/flowcheck/unitCache.ts';
import { memoryAnalysisCache } from '../../tools/tables/analysisCache.ts';

const cacheDirs: string[] = [];

/** Removes the caches checkedBothWays made (call in afterAll). */
export function removeCacheDirs(): void {
  for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// Shared by both paths: the table analyses have their own cache and tests (tests/tables/analysisCache.test.ts).
const analysisCache = memoryAnalysisCache();

/** What flows:check prints and its exit code, checking `target` (a file, or the whole copy) with the copy as context. */
export async function printed(dir: string, target: string | null, unitCache?: UnitCache): Promise<{ lines: string[]; code: number }> {
  const { problems, files } = await checkFlows([target ? join(dir, target) : dir], undefined, {
    ...(target ? { context: dir } : {}),
    tables: true,
    analysisCache,
    ...(unitCache ? { unitCache } : {}),
  });
  const lines = problems.map(formatProblem);
  return { lines: [...lines, `${problems.length} problem(s) in ${files.length} file(s)`], code: problems.length > 0 ? 1 : 0 };
}

export interface CachedRun {
  lines: string[];
  code: number;
  reused: Set<string>;
}

/** A run through the cache as the command line makes it (a new process: the cache read from its file), noting the units it reused. */
async function cachedRun(dir: string, cacheDir: string, target: string | null): Promise<CachedRun> {
  const cache = fileUnitCache(dir, cacheDir);
  const reused = new Set<string>();
  const counting: UnitCache = {
    reuse: (unit, fingerprint) => {
      const found = cache.reuse(unit, fingerprint);
      if (found) reused.add(unit);
      return found;
    },
    keep: (unit, stored) => cache.keep(unit, stored),
    valueOf: (unit) => cache.valueOf(unit),
    earlier: (read) => cache.earlier(read),
    save: () => cache.save(),
  };
  const result = await printed(dir, target, counting);
  cache.save();
  return { ...result, reused };
}

/**
 * A copy's check through a fresh cache, each run compared with the uncached run: `same(target)` returns the cached
 * run. `beforeCompare` is called between the cached run and the uncached one (what the cached run alone did).
 */
export function checkedBothWays(dir: string, beforeCompare?: () => void): (target: string | null) => Promise<CachedRun> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'unit-cache-'));
  cacheDirs.push(cacheDir);
  return async (target) => {
    const cached = await cachedRun(dir, cacheDir, target);
    beforeCompare?.();
    expect({ lines: cached.lines, code: cached.code }).toEqual(await printed(dir, target));
    return cached;
  };
}
