// @vitest-environment node
/**
 * tools/bin/bundleCache.mjs, the bundles of tools/bin/bundled.mjs (issue 20 item 4). A run checks the list of inputs,
 * then imports the bundle; a parallel run may build and put its own bundle and list in place between the two. With one
 * bundle file per tool, the run then imported code its check had not vouched for. Each bundle now has its content's
 * hash in its name and the list names it: the run imports the very file it checked, and the parallel build's clean-up
 * leaves that file alone. Driven through the module's functions, on a small repository of its own.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleCache, checkedBundle, entryOf, pruneBundles, storedBundle, type Bundle, type BundleCache } from '../../tools/bin/bundleCache.mjs';

let root = '';
let cache: BundleCache;
let builds = 0;

/** What esbuild would write and report: a bundle that exports `word`, built from tools/lib/word.ts as it is now. */
function build(word: string): Bundle {
  const source = `export const word = '${word}';\n`;
  writeFileSync(join(root, 'tools/lib/word.ts'), source);
  const partial = join(cache.dir, `probe.${process.pid}.tmp.mjs`);
  writeFileSync(partial, `export const word = ${JSON.stringify(word)}; // build ${++builds}\n`);
  const bundled = { 'tools/lib/word.ts': entryOf(root, 'tools/lib/word.ts', Infinity).hash };
  return storedBundle(cache, partial, bundled);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bundled-race-'));
  mkdirSync(join(root, 'tools/lib'), { recursive: true });
  cache = bundleCache(root, join(root, 'cache'), 'probe');
  mkdirSync(cache.dir);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

// Each test has 60 s, as in bundledFreshness.test.ts: the first one took 5146 ms once on a loaded machine (vitest's 5 s default).
describe('tools/bin/bundleCache.mjs: a run imports the bundle it checked', () => {
  it('imports the checked bundle even when a parallel run builds another between the check and the import', async () => {
    const built = build('one');
    const checked = checkedBundle(cache);
    expect(checked).toEqual(built);
    // A parallel run: word.ts edited, built, its bundle and list put in place (and its clean-up run).
    const parallel = build('two');
    const imported = (await import(pathToFileURL(checked?.file ?? '').href)) as { word: string };
    expect(imported.word).toBe('one');
    expect(parallel.file).not.toBe(checked?.file);
    expect(parallel.codeVersion).not.toBe(checked?.codeVersion);
    // The next run checks the parallel run's list, and takes its bundle.
    expect(checkedBundle(cache)).toEqual(parallel);
  }, 60_000);

  it('keeps the bundle the list names, the three newest others and anything less than a minute old', () => {
    const files = ['one', 'two', 'three', 'four', 'five', 'six'].map((word) => build(word).file);
    const hourAgo = new Date(Date.now() - 3_600_000);
    // The first five built an hour ago, oldest first; the sixth is the current one.
    files.slice(0, 5).forEach((file, index) => utimesSync(file, new Date(hourAgo.getTime() + index * 1000), new Date(hourAgo.getTime() + index * 1000)));
    const crashed = join(cache.dir, 'probe.12345.tmp.mjs');
    writeFileSync(crashed, '');
    utimesSync(crashed, hourAgo, hourAgo);
    const left = (): string[] => readdirSync(cache.dir).filter((file) => file.endsWith('.mjs'));

    // Half a minute after the first was built, nothing is old enough to go.
    pruneBundles(cache, basename(files[0] ?? ''), hourAgo.getTime() + 30_000);
    expect(left()).toHaveLength(7);
    pruneBundles(cache, basename(files[5] ?? ''));
    // The current one and the three newest others (the fifth, fourth and third); the two oldest and the crashed
    // build's partial file are gone.
    expect(left().sort()).toEqual([files[2], files[3], files[4], files[5]].map((file) => basename(file ?? '')).sort());
    expect(checkedBundle(cache)).toMatchObject({ file: files[5] });
  }, 60_000);
});

describe('tools/bin/bundleCache.mjs: racy inputs, by the file clock', () => {
  it('records an input changed at or after the recording started by its hash only, and an older one with its stat', () => {
    const path = 'tools/lib/word.ts';
    writeFileSync(join(root, path), "export const word = 'one';\n");
    const { mtimeMs, ctimeMs, size } = statSync(join(root, path));
    const changed = Math.max(mtimeMs, ctimeMs);
    expect(entryOf(root, path, changed)).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown });
    expect(entryOf(root, path, changed + 0.001)).toMatchObject({ size, mtimeMs, ctimeMs });
  }, 60_000);
});
