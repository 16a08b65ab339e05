/**
 * Runs a TypeScript tool from a bundle of its own code (issue 20 item 4:
 * `npm run flows:check` at most 1 s of CPU). Through tsx every run loads each
 * of the tool's ~130 modules through loader hooks on a second thread, about
 * 0.6 s of CPU before the check starts; one bundled file costs a fraction.
 *
 * The bundle (esbuild, our code only: packages are imported from
 * node_modules as usual) is kept in node_modules/.cache/storeflow/bin with
 * a list of the files it was built from, and built again when any of them
 * changed (tools/bin/bundleCache.mjs: the bundle is named by its content's
 * hash and the list by that name, so a run imports exactly the bundle whose
 * list it checked, whatever a parallel run builds meanwhile). The hashes are
 * those of the bytes esbuild bundled (tools/bin/bundleBuild.mjs); a file
 * edited while esbuild ran differs from them after the build, and then no
 * list is kept: the next run builds again. A file whose size, mtime and
 * ctime are those recorded is not read again (session 36: hashing the ~90
 * inputs was about 0.01 s of every run), any other is hashed and compared
 * (tests/tools/bundledFreshness.test.ts, tests/tools/bundledRace.test.ts).
 * Usage: `node tools/bin/bundled.mjs tools/<tool>.ts [args...]`.
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleCache, checkedBundle, storedBundle } from './bundleCache.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = resolve(process.argv[2] ?? '');
// Only a tool at the top of tools/: the bundle gives every module the entry's address as import.meta.url (below), and
// tools/repoPath.ts finds the repository one folder above it.
if (!process.argv[2] || !existsSync(entry) || dirname(entry) !== join(root, 'tools') || !entry.endsWith('.ts')) {
  console.error('usage: node tools/bin/bundled.mjs tools/<tool>.ts [args...]');
  process.exit(2);
}
const cache = bundleCache(root, join(root, 'node_modules/.cache/storeflow/bin'), basename(entry, '.ts'));
/** What the bundle depends on besides the files esbuild loads: this runner's options, the TypeScript settings, esbuild itself. */
const buildInputs = ['tools/bin/bundled.mjs', 'tools/bin/bundleBuild.mjs', 'tools/bin/bundleCache.mjs', 'tsconfig.json', 'node_modules/esbuild/package.json'];
/**
 * The packages the tool imports on every run, put in the bundle: Node loads an ES module faster than a CommonJS
 * package imported from one (no export scan of the package's code; jsonc-parser's ES build is taken), about 0.02 s of
 * every run (session 36). Any other package stays in node_modules, loaded when used (ajv: tools/flowcheck/schemas.ts).
 * Their files are inputs like ours, and so is each one's package.json (which file esbuild takes, "module" or "main",
 * is read there): an upgrade builds again.
 */
const inlinedPackages = ['jsonc-parser', 'json-logic-js'];

let bundle = checkedBundle(cache);
if (!bundle) {
  const { buildBundle } = await import('./bundleBuild.mjs');
  mkdirSync(cache.dir, { recursive: true });
  const partial = join(cache.dir, `${cache.name}.${process.pid}.tmp.mjs`);
  const packageFiles = inlinedPackages.map((name) => `node_modules/${name}/package.json`).filter((path) => existsSync(join(root, path)));
  const bundled = await buildBundle({ root, entry, outfile: partial, inlinedPackages, buildInputs: [...buildInputs, ...packageFiles] });
  bundle = storedBundle(cache, partial, bundled);
}
// The content of every file the bundle was built from (stats left out: a file touched is the same code): the tool's
// code version for caches of its results (tools/flowcheck/unitCache.ts), without hashing the sources a second time.
globalThis.storeflowBundleHash = bundle.codeVersion;

// The tool reads its own arguments from process.argv.slice(2), as when run by tsx.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(bundle.file).href);
