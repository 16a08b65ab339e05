/**
 * Issue 19 item 7, the changes panel: what the studio wrote survives a
 * restart of the dev server (a new Changes on the same project), so the
 * analyst's saved work can be committed; a file changed by hand after the
 * studio's save is still refused, and the record is never a change itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Changes } from '../../studio/server/changes.ts';
import type { Workspace } from '../../studio/server/workspace.ts';
import { WrittenRecord } from '../../studio/server/writtenRecord.ts';

let root: string;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const write = (path: string, text: string): void => writeFileSync(join(root, path), text);
// Commits read only the project's root from the workspace (the flows are for the changes list).
const changesOn = (): Changes => new Changes({ root } as Workspace);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-written-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'studio test');
  git('config', 'user.email', 'studio@test.invalid');
  mkdirSync(join(root, 'flows/lists'), { recursive: true });
  write('flows/lists/plumbing.json', '{ "a": 1 }\n');
  write('flows/texts.json', '{ "t": "x" }\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the record of what the studio wrote', () => {
  it('survives a restart: files saved before it are committed after it', async () => {
    write('flows/lists/plumbing.json', '{ "a": 2 }\n');
    write('flows/texts.json', '{ "t": "y" }\n');
    await changesOn().wrote(['flows/lists/plumbing.json', 'flows/texts.json']);
    const afterRestart = changesOn();
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('M flows/lists/plumbing.json\n M flows/texts.json'.trim());
    const done = await afterRestart.commit({ branch: 'saved-before-restart', message: 'two saves' });
    expect(done).toMatchObject({ status: 'committed', files: ['flows/lists/plumbing.json', 'flows/texts.json'] });
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n')).toEqual(['flows/lists/plumbing.json', 'flows/texts.json']);
  });

  it('still refuses, after a restart, a file changed by hand after the studio saved it', async () => {
    write('flows/texts.json', '{ "t": "y" }\n');
    await changesOn().wrote(['flows/texts.json']);
    write('flows/texts.json', '{ "t": "by hand" }\n');
    expect(await changesOn().commit({ branch: 'by-hand', message: 'x' })).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/flows\/texts.json \(changed after the studio wrote it\)/),
    });
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
  });

  it('claims nothing after a commit: a later change by hand is refused', async () => {
    write('flows/texts.json', '{ "t": "y" }\n');
    await changesOn().wrote(['flows/texts.json']);
    expect(await changesOn().commit({ branch: 'first-change', message: 'y' })).toMatchObject({ status: 'committed' });
    write('flows/texts.json', '{ "t": "x" }\n');
    expect(await changesOn().commit({ branch: 'first-change', message: 'back' })).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/did not make.*flows\/texts.json/),
    });
  });

  it('lives in the git directory, never in the working tree', async () => {
    write('flows/texts.json', '{ "t": "y" }\n');
    await changesOn().wrote(['flows/texts.json']);
    expect(existsSync(join(root, '.git/storeflow-studio-written.json'))).toBe(true);
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('M flows/texts.json');
  });
});

describe('when the record cannot be kept on disk', () => {
  it('a save still lands: the record is kept in memory and said in the log, never thrown (the file is on disk already)', async () => {
    // A project that is no git repository: `git rev-parse --git-path` fails, as with no git or a read-only git directory.
    const plain = mkdtempSync(join(tmpdir(), 'studio-no-git-'));
    try {
      const record = new WrittenRecord(plain);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(record.set(new Map([['flows/texts.json', 'hash-1']]))).resolves.toBeUndefined();
      expect(await record.hashOf('flows/texts.json')).toBe('hash-1');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept in memory only/));
      await expect(record.clear()).resolves.toBeUndefined();
      warn.mockRestore();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
