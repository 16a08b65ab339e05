/**
 * Runs a TypeScript tool from a bundle of its own code (issue 20 item 4:
 * `npm run flows:check` at most 1 s of CPU). Through tsx every run loads each
 * of the tool's ~130 modules through loader hooks on a second thread, about
 * 0.6 s of CPU before the check starts; one bundled file costs a fraction.
 *
 * The bundle (esbuild, our code only: packages are imported from
 * node_modules as usual) is kept in node_modules/.cache/storeflow/bin with
 * a hash of each file it was built from, and built again when any of them
 * changed, so an edit to a tool or to the engine code it uses is never run
 * stale. Usage: `node tools/bin/bundled.mjs tools/<tool>.ts [args...]`.
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
/** What the bundle depends on besides the files esbuild reads: this runner's options, the TypeScript settings, esbuild itself. */
const buildInputs = ['tools/bin/bundled.mjs', 'tsconfig.json', 'node_modules/esbuild/package.json'];

const hashOf = (path) => (existsSync(path) ? createHash('sha1').update(readFileSync(path)).digest('hex') : 'missing');

/** The bundle is current when every file it was built from has the hash it had then. */
function isCurrent() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return Object.entries(inputs).every(([path, hash]) => hashOf(join(root, path)) === hash);
  } catch {
    return false;
  }
}

if (!isCurrent()) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${bundle}.${process.pid}.tmp.mjs`;
  const result = await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
    // Input paths relative to the repository (the hashes are read from there), wherever the tool is started.
    absWorkingDir: root,
    // The tools find the repository from their own address (tools/repoPath.ts): the bundle answers as the entry would.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  });
  const paths = [...Object.keys(result.metafile.inputs), ...buildInputs];
  const inputs = Object.fromEntries(paths.map((path) => [path, hashOf(join(root, path))]));
  // Written aside, then renamed: a parallel run never reads half a file. A list with an input it could not read
  // would match for ever ("missing" = "missing"), so it is not kept: the next run builds again.
  renameSync(partial, bundle);
  if (Object.values(inputs).includes('missing')) rmSync(inputsFile, { force: true });
  else writeFileSync(inputsFile, JSON.stringify(inputs));
}

// The hash of every file the bundle was built from (checked just above): the tool's code version for caches of its
// results (tools/flowcheck/unitCache.ts), without hashing the sources a second time.
if (existsSync(inputsFile)) globalThis.storeflowBundleHash = createHash('sha1').update(readFileSync(inputsFile)).digest('hex');

// The tool reads its own arguments from process.argv.slice(2), as when run by tsx.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(bundle).href);
