import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoPath } from '../repoPath.ts';
import type { AnalysisContext, Gap, ShadowedRow } from './analyseTable.ts';
import type { FirstMatchTable } from './firstMatchTables.ts';
import { textsReached } from './textsReached.ts';
import { sha1 } from '../sha1.ts';

/**
 * The table analysis is most of what `flows:check` costs (issue 20 item 4: all
 * flows in about 1 s of CPU, one file in 300 ms with the rest from a cache).
 * Its result depends only on the table's rows, its `complete` mark, the facts
 * vocabulary, the blank facts the analysis starts from, and the analyser's own
 * code; so it is remembered under a hash of those, and a table whose inputs did
 * not change is not searched again. The texts are the one input not hashed
 * whole: the key holds only what of them the table's conditions reach
 * (textsReached.ts), and the values the analysis read are kept with its result
 * and compared on use (AnalysisSummary.texts). A wrong cache entry cannot
 * survive an edit of any input: each is in the key or compared on use.
 */
export interface AnalysisSummary {
  shadowed: ShadowedRow[];
  gap: Gap | null;
  /** The texts the analysis read (key -> value): the key holds only the names the table's conditions reach, so each value is compared on use. */
  texts?: Record<string, unknown>;
}

export interface AnalysisCache {
  get(key: string): AnalysisSummary | undefined;
  set(key: string, summary: AnalysisSummary): void;
}

/** Stands for the texts in the shared key: each table's key holds what of them its conditions reach (textsReached). */
const textsPerTable = "(texts: in each table's key)";

/**
 * What the analysis of every table in one run shares: the vocabulary and the blank facts, without their texts (a
 * text's value is compared when a table's analysis read it: AnalysisSummary.texts; its name is in the key of each
 * table whose conditions name it: analysisKey), so editing one text, or renaming one no table names, does not
 * analyse every table again. The vocabulary's texts are left out too: texts are a constant root (read by value,
 * src/logic/conditionFacts.ts), so no domain is taken from their schema.
 */
export function contextKey(context: AnalysisContext): string {
  const blank = context.blank as Record<string, unknown>;
  const { vocabulary } = context;
  const properties = vocabulary.properties && 'texts' in vocabulary.properties ? { ...vocabulary.properties, texts: textsPerTable } : vocabulary.properties;
  return sha1(
    JSON.stringify([
      { ...vocabulary, properties },
      { ...blank, texts: textsPerTable },
    ]),
  );
}

/** The key of one table's analysis within a context (`blank`: the context's blank facts). */
export function analysisKey(table: FirstMatchTable, context: string, blank: object): string {
  const texts = textsReached(table, (blank as Record<string, unknown>).texts);
  return sha1(JSON.stringify([context, table.kind, table.complete, table.rows.map((row) => [row.id, row.when ?? null]), texts]));
}

/** A cache for one process (the studio's server keeps one across edits). */
export function memoryAnalysisCache(): AnalysisCache {
  const entries = new Map<string, AnalysisSummary>();
  return { get: (key) => entries.get(key), set: (key, summary) => void entries.set(key, summary) };
}

/** The code whose change must empty the cache: the analyser and the engine's logic and facts it evaluates with. */
const analyserSources = ['tools/tables', 'tools/flowcheck/checkFacts.ts', 'src/logic', 'src/engine/blankFacts.ts', 'src/engine/path.ts'];

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => sourceFiles(join(path, name)));
}

function analyserVersion(): string {
  const files = analyserSources.flatMap((source) => sourceFiles(repoPath(source))).filter((file) => /\.tsx?$/.test(file));
  return sha1(files.map((file) => `${file}\n${readFileSync(file, 'utf8')}`).join('\n'));
}

interface CacheFile {
  version: string;
  entries: Record<string, AnalysisSummary>;
}

/**
 * The cache `flows:check` keeps between runs, in node_modules/.cache (never
 * committed; a fresh clone starts without it). Only the entries a run used
 * are written back, so it holds the current tables and no history.
 */
export function fileAnalysisCache(path = repoPath('node_modules/.cache/storeflow/table-analysis.json')): AnalysisCache & { save(): void } {
  const version = analyserVersion();
  let stored: Record<string, AnalysisSummary> = {};
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as CacheFile;
    if (file.version === version && file.entries && typeof file.entries === 'object') stored = file.entries;
  } catch {
    // No cache yet, or an unreadable one: every table is analysed.
  }
  const used: Record<string, AnalysisSummary> = {};
  let changed = false;
  return {
    get(key) {
      const summary = stored[key];
      if (summary) used[key] = summary;
      return summary;
    },
    set(key, summary) {
      used[key] = summary;
      changed = true;
    },
    save() {
      // A run that looked nothing up (flows:check reused the analyses whole: tools/flowcheck/unitCache.ts) keeps the file as it is.
      if (!changed && (Object.keys(used).length === 0 || Object.keys(used).length === Object.keys(stored).length)) return;
      try {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, JSON.stringify({ version, entries: used } satisfies CacheFile));
      } catch {
        // A read-only checkout still checks; it only analyses every table each time.
      }
    },
  };
}
