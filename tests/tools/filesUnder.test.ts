import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../tools/filesUnder.ts';

const root = mkdtempSync(join(tmpdir(), 'storeflow-files-under-'));
for (const file of ['b.ts', 'a/z.json', 'a/y.tsx', 'a.ts', 'c/d/e.mjs', 'notes.md', 'node_modules/lib/index.ts', 'c/node_modules/x.ts']) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), '');
}
symlinkSync(join(root, 'a'), join(root, 'linked'), 'dir');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('filesUnder (the tools’ one directory walk)', () => {
  it('lists every file, names sorted at each level, so a hash of the list is stable; never node_modules, nor a linked folder', () => {
    expect(filesUnder(root).map((file) => file.slice(root.length + 1))).toEqual(['a/y.tsx', 'a/z.json', 'a.ts', 'b.ts', 'c/d/e.mjs', 'notes.md']);
  });

  it('keeps only the endings asked for, and takes a file for itself', () => {
    expect(filesUnder(root, ['.ts', '.tsx']).map((file) => file.slice(root.length + 1))).toEqual(['a/y.tsx', 'a.ts', 'b.ts']);
    expect(filesUnder(join(root, 'notes.md'))).toEqual([join(root, 'notes.md')]);
    expect(filesUnder(join(root, 'notes.md'), ['.ts'])).toEqual([]);
  });
});
