import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesUnder } from '../filesUnder.ts';
import { repoPath } from '../repoPath.ts';
import type { Problem } from './problem.ts';
import { sha1 } from '../sha1.ts';

/**
 * The check units' problems kept between `flows:check` runs (issue 20 item 4),
 * next to the table analyses in node_modules/.cache/storeflow/. A unit (one
 * file's syntax and schema, one journey's checks, one table's...) is stored
 * with the fingerprint of everything it read (tools/flowcheck/trackedFlows.ts);
 * a later run reuses its problems only when every one of those is unchanged,
 * and only under the same checker: the version below covers the checker's
 * code, the schemas and generated manifests it reads, the packages and the
 * working directory (problems name files relative to it). So the studio's
 * idea (studio/server/recheckPlan.ts: run again only what an edit reaches)
 * works across processes without a plan per kind of edit: what an edit
 * reaches is what reads it.
 */
export interface StoredUnit {
  reads: Record<string, string>;
  problems: Problem[];
  /** What a unit that finds no problems but a value other units read gives (one journey's page edges: tools/flowcheck/pageGraph.ts). */
  value?: unknown;
}

export interface UnitCache {
  /** The unit's problems from an earlier run, when everything it read then still has the same fingerprint. */
  reuse(unit: string, fingerprint: (read: string) => string): Problem[] | undefined;
  keep(unit: string, stored: StoredUnit): void;
  /** The value of a unit reused or kept in this run. */
  valueOf(unit: string): unknown;
  /**
   * The fingerprint the cache holds for a read. Every read in the file has the fingerprint the run that wrote it
   * gave it (a unit is kept only with fingerprints checked or taken in that run), so while what decides a read is
   * unchanged, this is its fingerprint now (tools/flowcheck/checkFlows.ts: the composed journeys).
   */
  earlier(read: string): string | undefined;
  save(): void;
}

/** The fingerprint of a flow file's text (`text:<path>` reads). */
export function textHash(text: string): string {
  return sha1(text);
}

/**
 * The checker's code. `tools/bin/bundled.mjs` (how `npm run flows:check` runs) hands over the hash of every
 * file its bundle was built from; run any other way (tsx, tests) the sources are hashed here.
 */
function codeVersion(): string {
  const fromBundle = (globalThis as { storeflowBundleHash?: unknown }).storeflowBundleHash;
  if (typeof fromBundle === 'string') return fromBundle;
  const files = ['tools', 'src'].flatMap((folder) => filesUnder(repoPath(folder), ['.ts', '.tsx', '.mjs']));
  return sha1(files.map((file) => `${file}\n${sha1(readFileSync(file))}`).join('\n'));
}

/** Everything besides the flow files that a unit's problems depend on. */
function checkerVersion(): string {
  const inputs = [...filesUnder(repoPath('schemas')), repoPath('package-lock.json')];
  return sha1([codeVersion(), process.version, process.cwd(), ...inputs.map((file) => `${file}\n${sha1(readFileSync(file))}`)].join('\n'));
}

/** On disk each read is written once (units share most of theirs: the texts, the settings...), units name them by index. */
interface CacheFile {
  version: string;
  reads: string[];
  hashes: string[];
  units: Record<string, { reads: number[]; problems: Problem[]; value?: unknown }>;
}

/**
 * The cache of one checked folder (`flows/`, or a copy checked on its own): one file per folder, so checking a copy
 * does not push out the entries of flows/. Only the units of the last run are written back.
 */
export function fileUnitCache(folder: string, cacheDir = repoPath('node_modules/.cache/storeflow/flows-check')): UnitCache {
  const path = join(cacheDir, `${sha1(`${process.cwd()}\n${folder}`)}.json`);
  const version = checkerVersion();
  let stored: CacheFile = { version, reads: [], hashes: [], units: {} };
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as CacheFile;
    if (file.version === version && Array.isArray(file.reads) && Array.isArray(file.hashes) && file.units && typeof file.units === 'object') stored = file;
  } catch {
    // No cache yet, or an unreadable one: every unit runs.
  }
  /** Whether each stored read still has its stored fingerprint, found on first need. */
  const unchanged: (boolean | undefined)[] = [];
  const kept = new Map<string, StoredUnit | CacheFile['units'][string]>();
  let changed = false;
  let readIndex: Map<string, number> | null = null;
  return {
    earlier(read) {
      readIndex ??= new Map(stored.reads.map((name, index) => [name, index]));
      const index = readIndex.get(read);
      return index === undefined ? undefined : stored.hashes[index];
    },
    reuse(unit, fingerprint) {
      const earlier = stored.units[unit];
      if (!earlier) return undefined;
      for (const index of earlier.reads) {
        unchanged[index] ??= fingerprint(stored.reads[index] as string) === stored.hashes[index];
        if (!unchanged[index]) return undefined;
      }
      kept.set(unit, earlier);
      return earlier.problems;
    },
    keep(unit, entry) {
      kept.set(unit, entry);
      changed = true;
    },
    valueOf(unit) {
      return kept.get(unit)?.value;
    },
    save() {
      if (!changed && kept.size === Object.keys(stored.units).length) return;
      const file: CacheFile = { version, reads: [], hashes: [], units: {} };
      const indexOf = new Map<string, number>();
      const index = (read: string, hash: string): number => {
        let at = indexOf.get(read);
        if (at === undefined) {
          indexOf.set(read, (at = file.reads.length));
          file.reads.push(read);
          file.hashes.push(hash);
        }
        return at;
      };
      for (const [unit, entry] of kept) {
        const reads = Array.isArray(entry.reads)
          ? entry.reads.map((at) => index(stored.reads[at] as string, stored.hashes[at] as string))
          : Object.entries(entry.reads).map(([read, hash]) => index(read, hash));
        file.units[unit] = { reads, problems: entry.problems, ...(entry.value === undefined ? {} : { value: entry.value }) };
      }
      try {
        mkdirSync(dirname(path), { recursive: true });
        // Written aside, then renamed: a parallel run never reads half a file.
        const partial = `${path}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify(file));
        renameSync(partial, path);
      } catch {
        // A read-only checkout still checks; it only runs every unit each time.
      }
    },
  };
}
