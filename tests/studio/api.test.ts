/**
 * Issue 19 items 2, 7, 8: the studio's API over HTTP against a temp copy of
 * the project (tests/studio/projectCopy.ts): the navigator's items and search,
 * a check that refuses at the field and writes nothing, a save in the house
 * format that leaves flows:check and flows:tests --check passing, a conflict,
 * and writes refused for their origin or path.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { createStudioApi } from '../../studio/server/api.ts';
import { Workspace } from '../../studio/server/workspace.ts';
import type {
  ChangesAnswer,
  CheckAnswer,
  CommitAnswer,
  CommitRequest,
  FileAnswer,
  GeneratedAnswer,
  ItemsAnswer,
  NavItem,
  SaveAnswer,
  SearchAnswer,
  StatusAnswer,
  UsesAnswer,
} from '../../studio/shared/api.ts';
import { projectCopy } from './projectCopy.ts';
import { localServer, type LocalServer } from './localServer.ts';

const project = projectCopy();
let server: LocalServer;
const afterSaves: string[] = [];
let base: string;

beforeAll(async () => {
  const workspace = new Workspace(project.root);
  await workspace.load();
  // Regenerating every case takes minutes on a loaded machine: here the save's follow-up is recorded;
  // studio/e2e/studio.spec.ts runs the real one (regenerateCases) and checks flows:tests --check on its copy.
  const api = createStudioApi(workspace, async (saved) => {
    afterSaves.push(saved.current().flows.texts['plumbing.cancelledCase'] ?? '');
    return [];
  });
  server = await localServer((request, response) => void api.handle(request, response));
  base = server.base;
}, 60_000);
afterAll(() => {
  server.close();
  project.remove();
});

const get = async <T>(path: string): Promise<T> => (await fetch(`${base}/__studio/api${path}`)).json() as Promise<T>;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/__studio/api${path}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'x-storeflow-studio': '1', ...headers },
    body: JSON.stringify(body),
  });
const onDisk = (path: string): string => readFileSync(join(project.root, path), 'utf8');
/** A flow file as the studio reads it, changed by `edit`: the draft a check or save sends, and the hash a save names. */
async function edited<T>(path: string, edit: (data: T) => void): Promise<{ draft: T; baseHash: string }> {
  const file = await get<FileAnswer>(`/file?path=${path}`);
  const draft = structuredClone(file.data) as T;
  edit(draft);
  return { draft, baseHash: file.hash };
}
const flat = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);

// Each check runs every flows:check check (seconds on a loaded 2-core machine); the save also regenerates e2e/generated/.
describe('studio API', { timeout: 180_000 }, () => {
  it('lists every flow item by kind, with pages under their journey and entries under their file', async () => {
    const { items } = await get<ItemsAnswer>('/items');
    const kinds = new Set(items.map((item) => item.kind));
    for (const kind of ['journey', 'layout', 'fragment', 'decisionTable', 'errorTable', 'redirectTable', 'lists', 'switches', 'settings', 'texts'])
      expect(kinds).toContain(kind);
    const all = flat(items);
    expect(all.find((item) => item.name === 'deviceType')).toMatchObject({ kind: 'decisionTable', uses: { kind: 'table', name: 'deviceType' } });
    expect(all.find((item) => item.name === 'cardBankHosts')).toMatchObject({ kind: 'lists', pointer: '/lists/cardBankHosts' });
    const checkout = items.find((item) => item.kind === 'journey' && item.name === 'checkout');
    expect(checkout?.children?.map((child) => child.name)).toContain('checkout.e911');
  });

  it('answers the status of the flows on disk: every file, and no problem (the home page)', async () => {
    const status = await get<StatusAnswer>('/status');
    const flowFiles = (readdirSync(join(project.root, 'flows'), { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => name.endsWith('.json'));
    expect(status).toEqual({ files: flowFiles.length, problems: [] });
  });

  it('names the code that reads a table or setting by name, and no code for a fragment', async () => {
    expect((await get<UsesAnswer>('/uses?kind=table&name=deviceType')).code).toContain('src/runtime/facts/derivedFacts.ts');
    expect((await get<UsesAnswer>('/uses?kind=setting&name=analyticsRetryMs')).code).toContain('src/app/main.tsx');
    expect((await get<UsesAnswer>('/uses?kind=fragment&name=loader')).code).toEqual([]);
  });

  it("says by which tables a switch reaches its pages (impactOf's routes)", async () => {
    const { pages, routes } = await get<UsesAnswer>('/uses?kind=switch&name=FF_LIVE_PERSON_CHAT');
    expect(routes).toContainEqual({ via: ['decision chatCheck'], place: 'onEnter', pages: expect.arrayContaining([pages[0]]) as unknown });
  });

  it('searches by id, by text and by fact name', async () => {
    expect((await get<SearchAnswer>('/search?q=deviceType')).keys).toContain('flows/decisions/device-type.json');
    expect((await get<SearchAnswer>('/search?q=chat%20now')).keys).toContain('flows/texts/chat.json#/texts/chat.open');
    expect((await get<SearchAnswer>('/search?q=native.appVersion')).keys).toContain('flows/decisions/native-tab-bar.json');
  });

  it('finds a file of texts by its name, not by words spread over two of its texts', async () => {
    // plumbing.json has "chat" in one text and "now" in another: no text of it matches, so neither does the file.
    const plumbing = JSON.stringify(JSON.parse(onDisk('flows/texts/plumbing.json')).texts).toLowerCase();
    expect(plumbing).toContain('chat');
    expect(plumbing).toContain('now');
    expect((await get<SearchAnswer>('/search?q=chat%20now')).keys).not.toContain('flows/texts/plumbing.json');
    expect((await get<SearchAnswer>('/search?q=plumbing')).keys).toContain('flows/texts/plumbing.json');
  });

  it('refuses an invalid value at its field and writes nothing', async () => {
    const path = 'flows/settings/channels.json';
    const before = onDisk(path);
    const { draft, baseHash } = await edited<{ settings: Record<string, { value: unknown }> }>(path, (data) => {
      (data.settings.analyticsRetryMs as { value: unknown }).value = '2s';
    });
    const checked = (await (await post('/check', { path, draft })).json()) as CheckAnswer;
    expect(checked.problems.some((problem) => problem.file === path && problem.pointer.startsWith('/settings/analyticsRetryMs'))).toBe(true);
    const saved = (await (await post('/save', { path, draft, baseHash })).json()) as SaveAnswer;
    expect(saved.status).toBe('invalid');
    expect(onDisk(path)).toBe(before);
  });

  it("refuses to save a switch whose description is blank (the JSON tab's way round the field), in flows:check's words", async () => {
    const path = 'flows/switches/throttle.json';
    const before = onDisk(path);
    const draft = await edited<{ switches: Record<string, { description: string }> }>(path, (data) => {
      (data.switches.EA_BAU as { description: string }).description = ' ';
    });
    const saved = (await (await post('/save', { path, ...draft })).json()) as SaveAnswer;
    // Before: saved (the schema let a blank description through).
    expect(saved).toMatchObject({
      status: 'invalid',
      problems: [
        {
          pointer: '/switches/EA_BAU/description',
          message: expect.stringMatching(/^must be words that say what the switch does \(not empty, not only spaces\)/),
        },
      ],
    });
    expect(onDisk(path)).toBe(before);
  });

  it('checks a new text with its Spanish words as companion: alone it lacks them, with them it is whole', async () => {
    const path = 'flows/texts/savings.json';
    const spanishPath = 'flows/texts/es/savings.json';
    const withText = (file: FileAnswer, text: string) => ({
      ...(file.data as object),
      texts: { ...(file.data as { texts: object }).texts, 'savings.accountLocked': text },
    });
    const english = withText(await get<FileAnswer>(`/file?path=${path}`), 'Your account is locked.');
    const alone = (await (await post('/check', { path, draft: english })).json()) as CheckAnswer;
    expect(alone.problems).toContainEqual(
      expect.objectContaining({ file: path, pointer: '/texts/savings.accountLocked', message: expect.stringContaining('"es"') }),
    );
    const spanish = withText(await get<FileAnswer>(`/file?path=${spanishPath}`), 'Tu cuenta está bloqueada.');
    const paired = (await (await post('/check', { path, draft: english, companions: [{ path: spanishPath, draft: spanish }] })).json()) as CheckAnswer;
    expect(paired.problems.filter((problem) => problem.file === path || problem.file === spanishPath)).toEqual([]);
    // A companion outside flows/ is refused like any path.
    const outside = await post('/check', { path, draft: english, companions: [{ path: '../package.json', draft: {} }] });
    expect(outside.ok).toBe(false);
  });

  it('saves a valid change in the house format, the flows stay green and the generated cases follow', async () => {
    const path = 'flows/texts/plumbing.json';
    const file = await get<FileAnswer>(`/file?path=${path}`);
    const draft = structuredClone(file.data) as { texts: Record<string, string> };
    draft.texts['plumbing.cancelledCase'] = 'This order was cancelled. Call us and we will sort it out.';
    const saved = (await (await post('/save', { path, draft, baseHash: file.hash })).json()) as SaveAnswer;
    expect(saved.status).toBe('saved');
    const text = onDisk(path);
    expect(text).toContain('"plumbing.cancelledCase": "This order was cancelled. Call us and we will sort it out."');
    // Only the one line changed: key order and every other entry kept, house layout.
    const changed = text.split('\n').filter((line, index) => line !== file.text.split('\n')[index]);
    expect(changed).toHaveLength(1);
    // The generated cases are brought up to date from the flows as saved.
    await get<GeneratedAnswer>('/generated');
    expect(afterSaves).toEqual(['This order was cancelled. Call us and we will sort it out.']);
    const { problems } = await checkFlows([join(project.root, 'flows')]);
    expect(problems).toEqual([]);
  });

  it("lists the change against the last commit and commits only the studio's own changes, on the branch named", async () => {
    const changes = (await get<ChangesAnswer>('/changes')) as ChangesAnswer;
    expect(changes.branch).toBe('main');
    expect(changes.files).toContain('flows/texts/plumbing.json');
    expect(changes.lines).toContainEqual(expect.stringMatching(/^text plumbing.cancelledCase changed: .* -> "This order was cancelled/));
    const commit = async (body: CommitRequest) => (await (await post('/commit', body)).json()) as CommitAnswer;
    expect(await commit({ branch: 'main', message: 'x' })).toMatchObject({ status: 'refused', reason: expect.stringMatching(/branch of your own/) });
    expect(await commit({ branch: '--force', message: 'x' })).toMatchObject({ status: 'refused', reason: expect.stringMatching(/not a branch name/) });
    expect(await commit({ branch: 'cancelled-text', message: ' ' })).toMatchObject({ status: 'refused', reason: expect.stringMatching(/write a message/) });
    writeFileSync(join(project.root, 'notes.txt'), 'a file the studio did not write');
    expect(await commit({ branch: 'cancelled-text', message: 'Kinder cancelled-order text' })).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/changes the studio did not make.*notes.txt/),
    });
    rmSync(join(project.root, 'notes.txt'));
    const done = await commit({ branch: 'cancelled-text', message: 'Kinder cancelled-order text' });
    expect(done).toMatchObject({ status: 'committed', branch: 'cancelled-text', files: expect.arrayContaining(['flows/texts/plumbing.json']) });
    const git = (...args: string[]) => execFileSync('git', args, { cwd: project.root, encoding: 'utf8' }).trim();
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('cancelled-text');
    expect(git('log', '-1', '--format=%s')).toBe('Kinder cancelled-order text');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('remote')).toBe('');
  });

  it('never overwrites a file changed on disk since it was opened: both versions come back', async () => {
    const path = 'flows/switches/card.json';
    const file = await get<FileAnswer>(`/file?path=${path}`);
    const answer = (await (await post('/save', { path, draft: file.data, baseHash: 'not-the-hash-on-disk' })).json()) as SaveAnswer;
    expect(answer.status).toBe('conflict');
    if (answer.status === 'conflict') expect(answer.disk.text).toBe(onDisk(path));
  });

  it('refuses a cross-origin write and a path outside flows/', async () => {
    const path = 'flows/switches/card.json';
    const file = await get<FileAnswer>(`/file?path=${path}`);
    const crossSite = await post('/save', { path, draft: {}, baseHash: file.hash }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(onDisk(path)).toBe(file.text);
    const traversal = await post('/save', { path: 'flows/../package.json', draft: {}, baseHash: '' });
    expect(traversal.status).toBe(403);
    expect(await traversal.json()).toMatchObject({ error: expect.stringMatching(/not a flow file/) });
  });
});
