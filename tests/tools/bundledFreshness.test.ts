// @vitest-environment node
/**
 * tools/bin/bundled.mjs decides its bundle is current from each input's size, mtime and ctime as recorded at build
 * time, hashing only an input whose stat changed (issue 20 item 4). A file touched but unchanged must be accepted (and
 * its new stat recorded), a changed one must build again, whatever its size and mtime say; an input missing at build
 * time, or edited while esbuild ran, means nothing is kept; a list is used only with the bundle it names, as it was
 * written. Run on a small repository of its own: the runner, a tool and the module it imports.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

let root = '';
const cacheDir = (): string => join(root, 'node_modules/.cache/storeflow/bin');
const inputsFile = (): string => join(cacheDir(), 'probe.inputs.json');
/** The bundle the list names (tools/bin/bundleCache.mjs: one file per content, `probe.<sha1>.mjs`). */
const bundle = (): string => join(cacheDir(), (JSON.parse(readFileSync(inputsFile(), 'utf8')) as { bundle: { file: string } }).bundle.file);
const word = (): string => join(root, 'tools/lib/word.ts');

/** The bundle files in the cache, each with its inode. */
function bundles(): Map<string, number> {
  if (!existsSync(cacheDir())) return new Map();
  return new Map(
    readdirSync(cacheDir())
      .filter((file) => /^probe\.[0-9a-f]{40}\.mjs$/.test(file))
      .map((file) => [file, statSync(join(cacheDir(), file)).ino]),
  );
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The tool's output, and whether the run built a bundle (written aside and renamed: a new file, or a new inode). */
function run(): { out: string; built: boolean } {
  const before = bundles();
  const out = execFileSync(process.execPath, ['tools/bin/bundled.mjs', 'tools/probe.ts'], { cwd: root, encoding: 'utf8' });
  return { out, built: [...bundles()].some(([file, ino]) => before.get(file) !== ino) };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bundled-fresh-'));
  mkdirSync(join(root, 'tools/bin'), { recursive: true });
  copyFileSync(repoPath('tools/bin/bundled.mjs'), join(root, 'tools/bin/bundled.mjs'));
  copyFileSync(repoPath('tools/bin/bundleBuild.mjs'), join(root, 'tools/bin/bundleBuild.mjs'));
  copyFileSync(repoPath('tools/bin/bundleCache.mjs'), join(root, 'tools/bin/bundleCache.mjs'));
  copyFileSync(repoPath('tsconfig.json'), join(root, 'tsconfig.json'));
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(repoPath('node_modules/esbuild'), join(root, 'node_modules/esbuild'));
  write(
    join(root, 'tools/probe.ts'),
    "import { word } from './lib/word.ts';\nconsole.log(word, (globalThis as { storeflowBundleHash?: string }).storeflowBundleHash);\n",
  );
  write(word(), "export const word = 'one';\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('tools/bin/bundled.mjs: is the bundle current?', () => {
  it('reuses the bundle while nothing changed, and a file touched but unchanged keeps it (and the code version)', () => {
    const first = run();
    expect(first.built).toBe(true);
    expect(first.out).toMatch(/^one [0-9a-f]{40}\n$/);
    expect(run()).toEqual({ out: first.out, built: false });

    const now = new Date();
    utimesSync(word(), now, now);
    expect(run()).toEqual({ out: first.out, built: false });
    // Recorded again with its new stat at once (the file clock says the touch came before that recording, whatever
    // Node's clock says): from now on it is not read to know it is unchanged.
    const recorded = JSON.parse(readFileSync(inputsFile(), 'utf8')) as { files: Record<string, { size?: number; mtimeMs?: number }> };
    expect(recorded.files['tools/lib/word.ts']).toMatchObject({ size: statSync(word()).size, mtimeMs: statSync(word()).mtimeMs });
  }, 60_000);

  it('builds again after an edit that keeps the size and puts the mtime back', () => {
    // A whole second: set back exactly below (a Date holds milliseconds, a file's mtime finer).
    const minuteAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(word(), minuteAgo, minuteAgo);
    run();
    expect(run().built).toBe(false);
    const recorded = JSON.parse(readFileSync(inputsFile(), 'utf8')) as { files: Record<string, { mtimeMs?: number }> };
    expect(recorded.files['tools/lib/word.ts']?.mtimeMs).toBe(minuteAgo.getTime());
    writeFileSync(word(), "export const word = 'two';\n");
    utimesSync(word(), minuteAgo, minuteAgo);
    expect(statSync(word()).mtimeMs).toBe(minuteAgo.getTime());
    const edited = run();
    expect(edited.built).toBe(true);
    expect(edited.out).toMatch(/^two /);
  }, 60_000);

  it('records an input written just before the build by its stat too, and an edit of the same size right after builds again', () => {
    const first = run();
    // word.ts was written before the recording started, by the file clock: a later edit gets a later mtime.
    const recorded = JSON.parse(readFileSync(inputsFile(), 'utf8')) as { files: Record<string, object> };
    expect(recorded.files['tools/lib/word.ts']).toMatchObject({ size: statSync(word()).size, mtimeMs: statSync(word()).mtimeMs });
    writeFileSync(word(), "export const word = 'won';\n");
    const edited = run();
    expect(edited).toMatchObject({ built: true });
    expect(edited.out).toMatch(/^won /);
    expect(edited.out).not.toBe(first.out);
  }, 60_000);

  it('builds again after an edit of another size, and when an input is gone', () => {
    run();
    writeFileSync(word(), "export const word = 'three';\n");
    expect(run()).toMatchObject({ built: true, out: expect.stringMatching(/^three /) as unknown });
    rmSync(join(root, 'tsconfig.json'));
    expect(run().built).toBe(true);
  }, 60_000);

  it('keeps no list of inputs when one was missing at build time: every run builds', () => {
    rmSync(join(root, 'tsconfig.json'));
    expect(run().built).toBe(true);
    expect(existsSync(inputsFile())).toBe(false);
    expect(run().built).toBe(true);
  }, 60_000);

  it('puts json-logic-js in the bundle, its code an input like ours: a change to the package builds again', () => {
    cpSync(repoPath('node_modules/json-logic-js'), join(root, 'node_modules/json-logic-js'), { recursive: true });
    write(join(root, 'tools/probe.ts'), "import jsonLogic from 'json-logic-js';\nconsole.log(jsonLogic.apply({ '+': [1, 2] }));\n");
    expect(run()).toEqual({ out: '3\n', built: true });
    expect(readFileSync(bundle(), 'utf8')).not.toMatch(/from ["']json-logic-js["']/);
    expect(run().built).toBe(false);
    const logic = join(root, 'node_modules/json-logic-js/logic.js');
    writeFileSync(
      logic,
      readFileSync(logic, 'utf8').replace('jsonLogic.apply = function(logic, data) {', 'jsonLogic.apply = function(logic, data) {\n    return 4;'),
    );
    expect(run()).toEqual({ out: '4\n', built: true });
    expect(run().built).toBe(false);
    // Its package.json says which of its files esbuild takes: an input too.
    const manifest = join(root, 'node_modules/json-logic-js/package.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('{', '{\n  "x-edited": true,'));
    expect(run()).toEqual({ out: '4\n', built: true });
  }, 60_000);

  it('keeps no list when an input is edited while esbuild builds: the code version is the bundled one, the next run builds again', () => {
    // The runner's build, with a plugin that edits word.ts once esbuild has read it (at the end of the first build).
    copyFileSync(repoPath('tools/bin/bundleBuild.mjs'), join(root, 'tools/bin/realBundleBuild.mjs'));
    write(
      join(root, 'tools/bin/bundleBuild.mjs'),
      [
        "import { existsSync, writeFileSync } from 'node:fs';",
        "import { buildBundle as build } from './realBundleBuild.mjs';",
        'const editing = { name: "edit-during-build", setup(builder) { builder.onEnd(() => {',
        `  if (!existsSync(${JSON.stringify(join(root, 'edited'))})) {`,
        `    writeFileSync(${JSON.stringify(word())}, "export const word = 'two';\\n");`,
        `    writeFileSync(${JSON.stringify(join(root, 'edited'))}, '');`,
        '  }',
        '}); } };',
        'export const buildBundle = (options) => build({ ...options, plugins: [editing] });',
        '',
      ].join('\n'),
    );
    const during = run();
    expect(during).toMatchObject({ built: true, out: expect.stringMatching(/^one [0-9a-f]{40}\n$/) as unknown });
    expect(readFileSync(word(), 'utf8')).toBe("export const word = 'two';\n");
    expect(existsSync(inputsFile())).toBe(false);
    expect(run()).toMatchObject({ built: true, out: expect.stringMatching(/^two /) as unknown });
    expect(run().built).toBe(false);
    // Built again from 'one': the same code version as the bundle built while word.ts changed.
    writeFileSync(word(), "export const word = 'one';\n");
    expect(run()).toEqual({ out: during.out, built: true });
  }, 60_000);

  it('uses a list only with the bundle file it names, as it was written (not another file put under its name)', () => {
    const first = run();
    // Other code renamed into place under the name the list gives, and the list left as it was.
    const other = `${bundle()}.other`;
    expect(readFileSync(bundle(), 'utf8')).toContain('"one"');
    writeFileSync(other, readFileSync(bundle(), 'utf8').replace('"one"', '"uno"'));
    renameSync(other, bundle());
    expect(run()).toEqual({ out: first.out, built: true });
    expect(run().built).toBe(false);
    // The list names a bundle that is gone: built again.
    rmSync(bundle());
    expect(run()).toEqual({ out: first.out, built: true });
  }, 60_000);

  it('does not read a list of inputs of another layout (an older runner wrote it)', () => {
    run();
    writeFileSync(inputsFile(), JSON.stringify({ 'tools/probe.ts': 'x' }));
    expect(run().built).toBe(true);
    expect(run().built).toBe(false);
  }, 60_000);
});
