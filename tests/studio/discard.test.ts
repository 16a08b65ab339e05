/**
 * The Changes panel's "Discard changes" over HTTP (studio/server/discard.ts, POST /discard; studio/README.md
 * "Changes"), against a temp copy of the project in its own git repository (tests/studio/projectCopy.ts): a saved
 * change goes back to what the last commit holds, a file new since the last commit is deleted, the server holds the
 * flows as they now are and the generated cases follow; a path outside flows/ (or leading out of it), a write without
 * the studio's header and a file with no change are refused with nothing touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApi } from '../../studio/server/api.ts';
import { Workspace } from '../../studio/server/workspace.ts';
import type { ChangesAnswer, DiscardAnswer, FileAnswer, ItemsAnswer, NavItem, SaveAnswer } from '../../studio/shared/api.ts';
import { localServer, type LocalServer } from './localServer.ts';
import { projectCopy } from './projectCopy.ts';

const project = projectCopy();
let server: LocalServer;
/** How many times the cases were regenerated (the real regeneration is studio/e2e's: minutes here). */
let regenerated = 0;

beforeAll(async () => {
  const workspace = new Workspace(project.root);
  await workspace.load();
  const api = createStudioApi(workspace, async () => {
    regenerated += 1;
    return [];
  });
  server = await localServer((request, response) => void api.handle(request, response));
}, 60_000);
afterAll(() => {
  server.close();
  project.remove();
});

const get = async <T>(path: string): Promise<T> => (await fetch(`${server.base}/__studio/api${path}`)).json() as Promise<T>;
const post = (path: string, body: unknown, headers: Record<string, string> = { 'x-storeflow-studio': '1' }) =>
  fetch(`${server.base}/__studio/api${path}`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const discard = async (path: string): Promise<DiscardAnswer> => (await (await post('/discard', { path })).json()) as DiscardAnswer;
const onDisk = (path: string): string => readFileSync(join(project.root, path), 'utf8');
const atHead = (path: string): string => execFileSync('git', ['show', `HEAD:${path}`], { cwd: project.root, encoding: 'utf8' });
const flat = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe('POST /discard', { timeout: 180_000 }, () => {
  it('puts a saved file back as the last commit holds it, and the server holds it so', async () => {
    const path = 'flows/lists/card.json';
    const file = await get<FileAnswer>(`/file?path=${path}`);
    const draft = structuredClone(file.data) as { lists: Record<string, { items: string[] }> };
    draft.lists.cardBankHosts?.items.push('other-bank.example');
    const saved = (await (await post('/save', { path, draft, baseHash: file.hash })).json()) as SaveAnswer;
    expect(saved.status).toBe('saved');
    expect((await get<ChangesAnswer>('/changes')).files).toContain(path);
    const casesBefore = regenerated;

    expect(await discard(path)).toEqual({ status: 'restored', path });
    expect(onDisk(path)).toBe(atHead(path));
    const served = await get<FileAnswer>(`/file?path=${path}`);
    expect(served.text).toBe(atHead(path));
    expect(served.data).toEqual(file.data);
    expect((await get<ChangesAnswer>('/changes')).files).not.toContain(path);
    await get('/generated');
    expect(regenerated).toBe(casesBefore + 1);
  });

  it('deletes a file new since the last commit, and the navigator no longer lists it', async () => {
    const path = 'flows/lists/scratch.json';
    const draft = { $schema: '../../schemas/list.schema.json', lists: { scratchHosts: { description: 'A list for the test.', items: ['a.example'] } } };
    const saved = (await (await post('/save', { path, draft, baseHash: '' })).json()) as SaveAnswer;
    expect(saved.status).toBe('saved');
    expect(flat((await get<ItemsAnswer>('/items')).items).map((item) => item.file)).toContain(path);
    expect((await get<ChangesAnswer>('/changes')).newFiles).toEqual([path]);

    expect(await discard(path)).toEqual({ status: 'deleted', path });
    expect(existsSync(join(project.root, path))).toBe(false);
    expect(flat((await get<ItemsAnswer>('/items')).items).map((item) => item.file)).not.toContain(path);
    expect((await fetch(`${server.base}/__studio/api/file?path=${path}`)).status).toBe(404);
  });

  it('refuses a file with no change, and leaves it as it is', async () => {
    const path = 'flows/lists/channels.json';
    const before = onDisk(path);
    expect(await discard(path)).toEqual({ status: 'refused', reason: `${path} has no changes since the last commit: there is nothing to discard.` });
    expect(onDisk(path)).toBe(before);
  });

  it.each([
    ['package.json', 'outside flows/'],
    ['flows/../package.json', 'traversal'],
    ['../package.json', 'above the root'],
    ['e2e/generated/decision-cardLanding.cases.json', 'the generated cases: written from the flows, not discarded on their own'],
    ['/etc/hostname', 'absolute'],
  ])('refuses %s (%s) and touches nothing', async (path) => {
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: project.root, encoding: 'utf8' });
    const answer = await post('/discard', { path });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: expect.stringMatching(/not a flow file/) });
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: project.root, encoding: 'utf8' })).toBe(status);
  });

  it('refuses a discard without the studio header (a form of another site), with the change kept', async () => {
    const path = 'flows/lists/card.json';
    const file = await get<FileAnswer>(`/file?path=${path}`);
    const draft = structuredClone(file.data) as { lists: Record<string, { items: string[] }> };
    draft.lists.cardBankHosts?.items.push('kept.example');
    expect(((await (await post('/save', { path, draft, baseHash: file.hash })).json()) as SaveAnswer).status).toBe('saved');
    const changed = onDisk(path);
    expect((await post('/discard', { path }, {})).status).toBe(403);
    expect(onDisk(path)).toBe(changed);
    expect(await discard(path)).toEqual({ status: 'restored', path });
  });
});
