/** Issue 19 item 8: the studio writes only files under flows/, whatever path or link it is given. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flowFilePath, PathRefused } from '../../studio/server/paths.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-paths-'));
const outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
mkdirSync(join(root, 'flows/lists'), { recursive: true });
writeFileSync(join(root, 'flows/lists/card.json'), '{}');
writeFileSync(join(root, 'package.json'), '{}');
writeFileSync(join(outside, 'secret.json'), '{}');
symlinkSync(join(outside, 'secret.json'), join(root, 'flows/lists/link.json'));
symlinkSync(outside, join(root, 'flows/away'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('flowFilePath', () => {
  it('gives the path of a flow file, existing or new', () => {
    expect(flowFilePath(root, 'flows/lists/card.json')).toBe(join(root, 'flows/lists/card.json'));
    expect(flowFilePath(root, 'flows/lists/new-list.json')).toBe(join(root, 'flows/lists/new-list.json'));
    expect(flowFilePath(root, 'flows/journeys/cart/newpage.json')).toBe(join(root, 'flows/journeys/cart/newpage.json'));
  });

  it.each([
    ['flows/../package.json', 'traversal'],
    ['flows/lists/../../package.json', 'traversal'],
    ['package.json', 'outside flows/'],
    ['/etc/passwd', 'absolute'],
    ['flows/lists/card.js', 'not JSON'],
    ['flows/.hidden.json', 'hidden name'],
    ['flows\\lists\\card.json', 'backslashes'],
    ['flows/lists/card.json\u0000.txt', 'NUL byte'],
  ])('refuses %s (%s)', (path) => {
    expect(() => flowFilePath(root, path)).toThrow(PathRefused);
  });

  it('refuses a path that is not a string', () => {
    expect(() => flowFilePath(root, 42)).toThrow(PathRefused);
    expect(() => flowFilePath(root, undefined)).toThrow(PathRefused);
  });

  it('refuses a symbolic link that leaves flows/, to a file or through a folder', () => {
    expect(() => flowFilePath(root, 'flows/lists/link.json')).toThrow(/leads outside flows/);
    expect(() => flowFilePath(root, 'flows/away/secret.json')).toThrow(/leads outside flows/);
    expect(() => flowFilePath(root, 'flows/away/new.json')).toThrow(/leads outside flows/);
  });
});
