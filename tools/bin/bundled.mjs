/**
 * Runs a TypeScript tool from a bundle of its own code (issue 20 item 4:
 * `npm run flows:check` at most 1 s of CPU). Through tsx every run loads each
 * of the tool's ~130 modules through loader hooks on a second thread, about
 * 0.6 s of CPU before the check starts; one bundled file costs a fraction.
 *
 * The bundle (esbuild, our code only: packages are imported from
 * node_modules as usual) is kept in node_modules/.cache/storeflow/bin with
 * a hash of each file it was built from, and built again when any of them
 * changed. The hashes are those of the bytes esbuild bundled
 * (tools/bin/bundleBuild.mjs); a file edited while esbuild ran differs from
 * them after the build, and then no list is kept: the next run builds again.
 * The list also names the bundle it belongs to (inode, size, mtime), and is
 * used only with that bundle: a parallel run's newer bundle is not paired with
 * an older list. Each file's size, mtime and ctime are kept too: a file whose
 * stat is the one recorded is not read again (session 36: hashing the ~90
 * inputs was about 0.01 s of every run), any other is hashed and compared
 * (tests/tools/bundledFreshness.test.ts).
 * Usage: `node tools/bin/bundled.mjs tools/<tool>.ts [args...]`.
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = resolve(process.argv[2] ?? '');
// Only a tool at the top of tools/: the bundle gives every module the entry's address as import.meta.url (below), and
// tools/repoPath.ts finds the repository one folder above it.
if (!process.argv[2] || !existsSync(entry) || dirname(entry) !== join(root, 'tools') || !entry.endsWith('.ts')) {
  console.error('usage: node tools/bin/bundled.mjs tools/<tool>.ts [args...]');
  process.exit(2);
}
const cacheDir = join(root, 'node_modules/.cache/storeflow/bin');
const name = basename(entry, '.ts');
const bundle = join(cacheDir, `${name}.mjs`);
const inputsFile = join(cacheDir, `${name}.inputs.json`);
/** What the bundle depends on besides the files esbuild loads: this runner's options, the TypeScript settings, esbuild itself. */
const buildInputs = ['tools/bin/bundled.mjs', 'tools/bin/bundleBuild.mjs', 'tsconfig.json', 'node_modules/esbuild/package.json'];
/**
 * The packages the tool imports on every run, put in the bundle: Node loads an ES module faster than a CommonJS
 * package imported from one (no export scan of the package's code; jsonc-parser's ES build is taken), about 0.02 s of
 * every run (session 36). Any other package stays in node_modules, loaded when used (ajv: tools/flowcheck/schemas.ts).
 * Their files are inputs like ours, and so is each one's package.json (which file esbuild takes, "module" or "main",
 * is read there): an upgrade builds again.
 */
const inlinedPackages = ['jsonc-parser', 'json-logic-js'];
/** The inputs file's layout; a file of another layout (an older runner's) is not read: the bundle is built again. */
const layout = 3;
/**
 * A file changed less than this before its stat was recorded may change again with the same stat (timestamps move
 * in clock ticks): such an entry is marked racy and its content hashed on every run until it is recorded older.
 */
const racyMs = 2000;

const hashOf = (path) => {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return 'missing';
  }
};
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
/** Which bundle file a list belongs to: its inode, size and mtime (kept by the rename that puts it in place). */
const identityOf = (path) => statFields(path, ['ino', 'size', 'mtimeMs']);
const sameIdentity = (a, b) => a !== null && !!b && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
/** The tool's code version handed to its caches: the hash of every input's content as bundled. */
const codeVersionOf = (hashes) =>
  createHash('sha1')
    .update(hashes.map(([path, hash]) => `${path}\n${hash}`).join('\n'))
    .digest('hex');

/**
 * One input as recorded: its content's hash, and its stat unless the file changed within racyMs of `recordedAt`
 * (then only the hash, checked each run).
 */
function entryOf(path, recordedAt) {
  const stat = statOf(join(root, path));
  const hash = hashOf(join(root, path));
  const racy = stat === null || Math.max(stat.mtimeMs, stat.ctimeMs) > recordedAt - racyMs;
  return racy ? { hash } : { hash, ...stat };
}

/** Written aside, then renamed: a parallel run never reads half a file. */
function writeInputs(bundleIdentity, files) {
  const partial = `${inputsFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ layout, bundle: bundleIdentity, files }));
  renameSync(partial, inputsFile);
}

/**
 * The recorded inputs when the bundle is current: every file it was built from has the content it had then. A file
 * whose size, mtime and ctime are those recorded is taken as unchanged without reading it (any write moves its
 * ctime, which no tool can set back); any other is hashed, and when its content is the same after all (a file
 * touched, checked out again, copied by `cp -al`) its new stat is recorded, so the next run does not hash it again.
 */
function currentInputs() {
  try {
    const recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
    if (recorded.layout !== layout || !recorded.files || typeof recorded.files !== 'object') return null;
    // The list says which bundle it was written with: another one (a parallel run's build) is not vouched for by it.
    if (!sameIdentity(identityOf(bundle), recorded.bundle)) return null;
    const recordedAt = Date.now();
    let restat = false;
    const files = {};
    for (const [path, entry] of Object.entries(recorded.files)) {
      if (sameStat(statOf(join(root, path)), entry.size === undefined ? null : entry)) {
        files[path] = entry;
        continue;
      }
      const now = entryOf(path, recordedAt);
      if (now.hash !== entry.hash) return null;
      files[path] = now;
      restat ||= now.size !== undefined;
    }
    // Only while the bundle is still the list's: a parallel run may have built another meanwhile.
    if (restat && sameIdentity(identityOf(bundle), recorded.bundle)) {
      try {
        writeInputs(recorded.bundle, files);
      } catch {
        // A read-only cache only hashes again next run.
      }
    }
    return files;
  } catch {
    return null;
  }
}

const inputs = currentInputs();
if (inputs) {
  // The content of every file the bundle was built from (checked just above, stats left out: a file touched is the
  // same code): the tool's code version for caches of its results (tools/flowcheck/unitCache.ts), without hashing
  // the sources a second time.
  globalThis.storeflowBundleHash = codeVersionOf(Object.entries(inputs).map(([path, input]) => [path, input.hash]));
} else {
  const { buildBundle } = await import('./bundleBuild.mjs');
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${bundle}.${process.pid}.tmp.mjs`;
  const packageFiles = inlinedPackages.map((name) => `node_modules/${name}/package.json`).filter((path) => existsSync(join(root, path)));
  const bundled = await buildBundle({ root, entry, outfile: partial, inlinedPackages, buildInputs: [...buildInputs, ...packageFiles] });
  // The code version is that of the bytes bundled, whatever the files hold now.
  globalThis.storeflowBundleHash = codeVersionOf(Object.entries(bundled));
  // Each input as it is now, its stat read before its content: one whose content is not the one bundled (edited
  // while esbuild ran, or missing: "missing" = "missing" would match for ever) means no list is kept, and the next
  // run builds again.
  const recordedAt = Date.now();
  const files = {};
  let kept = true;
  for (const [path, hash] of Object.entries(bundled)) {
    files[path] = entryOf(path, recordedAt);
    kept &&= hash !== 'missing' && files[path].hash === hash;
  }
  const bundleIdentity = identityOf(partial);
  renameSync(partial, bundle);
  if (kept && bundleIdentity) writeInputs(bundleIdentity, files);
  else rmSync(inputsFile, { force: true });
}

// The tool reads its own arguments from process.argv.slice(2), as when run by tsx.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(bundle).href);
