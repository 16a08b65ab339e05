/**
 * Builds a tool's bundle for tools/bin/bundled.mjs (imported only when it builds) and says what the bundle was built
 * from: for each file esbuild read, the hash of the very bytes it was handed (read and hashed here, in an onLoad
 * plugin), not of the file as it is after the build. A file edited while esbuild ran then shows as a hash that differs
 * from the file's, whatever the file clocks say (tests/tools/bundledFreshness.test.ts).
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { hashOf, sha1 } from './bundleCache.mjs';

/** The loader esbuild gives each extension by default, for the extensions a tool's code uses. */
const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json' };

/**
 * Bundles `entry` (absolute) into `outfile` and answers what it was built from: repository-relative path -> hash.
 * Every input esbuild listed has the hash of the bytes it bundled ("unread" when esbuild read it itself: an extension
 * not in `loaders`, which never matches a file's hash); each of `buildInputs` (read by esbuild or by the runner
 * outside the plugin: settings, package.json files) is hashed before the build starts, and is the same after it
 * unless it was edited meanwhile. `plugins` run after ours (tests use one to edit a file during the build).
 */
export async function buildBundle({ root, entry, outfile, inlinedPackages, buildInputs, plugins = [] }) {
  const before = buildInputs.map((path) => [path, hashOf(join(root, path))]);
  const loaded = new Map();
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    plugins: [
      {
        name: 'packages-external',
        setup(builder) {
          // A bare name (a package or a Node module): left to Node at run time unless it is one of inlinedPackages.
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            inlinedPackages.some((name) => path === name || path.startsWith(`${name}/`)) ? undefined : { path, external: true },
          );
        },
      },
      {
        name: 'hashed-load',
        setup(builder) {
          builder.onLoad({ filter: /.*/, namespace: 'file' }, ({ path }) => {
            const loader = loaders[extname(path)];
            if (!loader) return undefined;
            const contents = readFileSync(path);
            loaded.set(path, sha1(contents));
            return { contents, loader };
          });
        },
      },
      ...plugins,
    ],
    metafile: true,
    logLevel: 'error',
    // Input paths relative to the repository (the hashes are read from there), wherever the tool is started.
    absWorkingDir: root,
    // The tools find the repository from their own address (tools/repoPath.ts): the bundle answers as the entry would.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  });
  const read = Object.keys(result.metafile.inputs).map((path) => [path, loaded.get(resolve(root, path)) ?? 'unread']);
  return Object.fromEntries([...read, ...before]);
}
