/**
 * The bundles tools/bin/bundled.mjs keeps, and the list that says which one is current (issue 20 item 4).
 *
 * Each bundle is written under a name that holds the hash of its content (`<tool>.<sha1>.mjs`), and is never written
 * again with other bytes: the list of inputs names the file it vouches for, and a run imports exactly the file named
 * by the list it checked. A parallel run that builds meanwhile writes another file and another list; it cannot put
 * other code under the name this run is about to import (with one fixed name it could: tests/tools/bundledRace.test.ts).
 *
 * An input is recorded with its content's hash and its size, mtime and ctime; while the stat is the one recorded
 * the file is not read again (any write moves the ctime, which no tool can set back). An input whose mtime or ctime
 * is not older than the moment the recording started (racy: it may change again within the same clock tick, keeping
 * its stat) is recorded by its hash only and read on every run until a later recording finds it older. That moment
 * is the mtime of a file this recording writes first, so the file clocks are compared with the filesystem's own
 * clock rather than with Node's (which runs ahead of the coarse clock files are stamped with, hence the 2 s margin
 * this replaces): a write after that file's gets a stamp no earlier than its own, so the only racy inputs are those
 * written in the recording's own clock tick. It assumes the cache (node_modules/.cache) and the sources share a
 * filesystem, as in every checkout; a clock set back fools it, as it fools git's racy-index check.
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The list's layout; a list of another layout (an older runner's) is not read: the bundle is built again. */
const layout = 4;
/**
 * Old bundles kept besides the one the list names: a run that checked a list just before a parallel build replaced
 * it imports the bundle that list named, a few milliseconds later. A file goes only when at least this many newer
 * ones exist and it is over a minute old. The count is what keeps a checked bundle, not the age (the current bundle
 * is usually hours old): a list is only written for a bundle that matches the sources as they are then, and a build
 * of the same sources has the same bytes, so it is renamed onto that very name with a fresh mtime. A bundle a list
 * names is thus the newest of its tool's (unless builds of other sources finish between its build and its list), and
 * three whole builds would have to finish between a run's check and its import to remove it. The minute keeps a
 * parallel build's partial file while esbuild writes it, and a bundle just built until its own run has imported it.
 */
const keptBundles = 3;
const staleMs = 60_000;

export const sha1 = (bytes) => createHash('sha1').update(bytes).digest('hex');

/** A file's content hash, or "missing" when it cannot be read. */
export function hashOf(path) {
  try {
    return sha1(readFileSync(path));
  } catch {
    return 'missing';
  }
}
/** The stat fields named in `fields` (an input's: size, mtime, ctime; a bundle's identity: inode, size, mtime), or null. */
const statFields = (path, fields) => {
  try {
    const stat = statSync(path);
    return Object.fromEntries(fields.map((field) => [field, stat[field]]));
  } catch {
    return null;
  }
};
const statOf = (path) => statFields(path, ['size', 'mtimeMs', 'ctimeMs']);
const sameStat = (a, b) => a !== null && b !== null && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
/** The bundle file a list names: its name, and the inode, size and mtime it had when the list was written. */
const identityOf = (dir, file) => {
  const stat = statFields(join(dir, file), ['ino', 'size', 'mtimeMs']);
  return stat && { file, ...stat };
};
const sameIdentity = (a, b) => a !== null && !!b && a.file === b.file && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** The tool's code version handed to its caches: the hash of every input's content as bundled. */
export const codeVersionOf = (hashes) => sha1(hashes.map(([path, hash]) => `${path}\n${hash}`).join('\n'));

/** Where one tool's bundles and list are: `root` the repository, `dir` the cache folder, `name` the tool's. */
export function bundleCache(root, dir, name) {
  return { root, dir, name, inputsFile: join(dir, `${name}.inputs.json`) };
}

/**
 * One input as recorded: its content's hash, and its stat unless the file changed at or after `since` (the
 * recording's start, by the file clock): then only the hash, read each run.
 */
export function entryOf(root, path, since) {
  const stat = statOf(join(root, path));
  const hash = hashOf(join(root, path));
  const racy = stat === null || Math.max(stat.mtimeMs, stat.ctimeMs) >= since;
  return racy ? { hash } : { hash, ...stat };
}

/**
 * Writes a list: first an empty file whose mtime is the recording's start, then `entries(since)` (each input statted
 * after that start), then the list into that file, renamed into place (a parallel run never reads half a list).
 * `entries` answers null when no list is to be kept: nothing is written then.
 */
function record(cache, identity, entries) {
  const partial = `${cache.inputsFile}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, '');
    const files = entries(statSync(partial).mtimeMs);
    if (files === null) return false;
    writeFileSync(partial, JSON.stringify({ layout, bundle: identity, files }));
    renameSync(partial, cache.inputsFile);
    return true;
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The bundle the list in place names, or null. */
function listedBundle(cache) {
  try {
    return JSON.parse(readFileSync(cache.inputsFile, 'utf8')).bundle ?? null;
  } catch {
    return null;
  }
}

/**
 * The current bundle, `{ file, codeVersion }`, or null when it must be built: the list names an existing bundle
 * file, the one it was written with, and every file that bundle was built from has the content it had then. A file
 * whose stat is the one recorded is taken as unchanged without reading it; any other is hashed, and when its content
 * is the same after all (a file touched, checked out again, copied by `cp -al`) the list is written again with its
 * new stat, so the next run does not hash it again. The caller imports `file`, the bundle this list vouches for,
 * whatever a parallel build writes meanwhile.
 */
export function checkedBundle(cache) {
  try {
    const recorded = JSON.parse(readFileSync(cache.inputsFile, 'utf8'));
    if (recorded.layout !== layout || !recorded.files || typeof recorded.files !== 'object' || typeof recorded.bundle?.file !== 'string') return null;
    if (!sameIdentity(identityOf(cache.dir, recorded.bundle.file), recorded.bundle)) return null;
    const changed = [];
    for (const [path, entry] of Object.entries(recorded.files)) {
      if (sameStat(statOf(join(cache.root, path)), entry.size === undefined ? null : entry)) continue;
      if (hashOf(join(cache.root, path)) !== entry.hash) return null;
      changed.push(path);
    }
    const hashes = Object.entries(recorded.files).map(([path, entry]) => [path, entry.hash]);
    if (changed.length > 0) {
      try {
        record(cache, recorded.bundle, (since) => {
          const files = { ...recorded.files };
          for (const path of changed) files[path] = entryOf(cache.root, path, since);
          // Edited since it was hashed above, or a parallel run has put another list in place: this one is not kept.
          if (changed.some((path) => files[path].hash !== recorded.files[path].hash)) return null;
          return sameIdentity(identityOf(cache.dir, recorded.bundle.file), listedBundle(cache)) ? files : null;
        });
      } catch {
        // A read-only cache only hashes again next run.
      }
    }
    return { file: join(cache.dir, recorded.bundle.file), codeVersion: codeVersionOf(hashes) };
  } catch {
    return null;
  }
}

/**
 * Puts a bundle built at `partial` in place under its content's name and records what it was built from
 * (`bundled`: path -> hash of the bytes esbuild read). Each input is recorded as it is now, its stat read before its
 * content: one whose content is not the one bundled (edited while esbuild ran, or missing: "missing" = "missing"
 * would match for ever) means no list is kept, and the next run builds again. Answers the bundle to import and the
 * code version of the bytes bundled, whatever the files hold now.
 */
export function storedBundle(cache, partial, bundled) {
  const file = `${cache.name}.${hashOf(partial)}.mjs`;
  renameSync(partial, join(cache.dir, file));
  const identity = identityOf(cache.dir, file);
  const kept =
    identity !== null &&
    record(cache, identity, (since) => {
      const files = Object.fromEntries(Object.keys(bundled).map((path) => [path, entryOf(cache.root, path, since)]));
      return Object.entries(bundled).every(([path, hash]) => hash !== 'missing' && files[path].hash === hash) ? files : null;
    });
  if (!kept) rmSync(cache.inputsFile, { force: true });
  pruneBundles(cache, file);
  return { file: join(cache.dir, file), codeVersion: codeVersionOf(Object.entries(bundled)) };
}

/**
 * Removes the tool's old bundles (and a crashed build's partial files, and the single bundle of layout 3), never
 * `current` nor the newest `keptBundles` others, nor anything changed within the last minute.
 */
export function pruneBundles(cache, current, now = Date.now()) {
  const escaped = cache.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ours = new RegExp(`^${escaped}(\\.[0-9a-f]{40}|\\.\\d+\\.tmp|)\\.mjs$`);
  const old = readdirSync(cache.dir)
    .filter((file) => file !== current && ours.test(file))
    .map((file) => ({ file, mtimeMs: statOf(join(cache.dir, file))?.mtimeMs ?? now }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { file, mtimeMs } of old.slice(keptBundles)) {
    if (now - mtimeMs > staleMs) rmSync(join(cache.dir, file), { force: true });
  }
}
