/**
 * Issue 19 items 5, 6 and 11 ("add a page from a layout with a heading and a
 * back link"): the typed editors' routes over HTTP against a temp copy of the
 * project, and a new page written through the studio's save path, after
 * which flows:check and flows:tests --check pass on the copy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFlows } from '../../../tools/flowcheck/checkFlows.ts';
import { readRegistryManifest } from '../../../tools/flowcheck/registryManifest.ts';
import { compareCases } from '../../../tools/qa/testgen/syncCases.ts';
import { createStudioApi } from '../../../studio/server/api.ts';
import { regenerateCases } from '../../../studio/server/afterSave.ts';
import { Workspace } from '../../../studio/server/workspace.ts';
import type { FileAnswer, SaveAnswer, SaveRequest } from '../../../studio/shared/api.ts';
import type { TextsIndexAnswer } from '../../../studio/shared/editors.ts';
import type { PageTreeAnswer, PagesAnswer } from '../../../studio/shared/pages.ts';
import { planNewPage } from '../../../studio/client/pages/newPage.ts';
import { projectCopy } from '../projectCopy.ts';
import { localServer, type LocalServer } from '../localServer.ts';

const project = projectCopy();
let server: LocalServer;
let base: string;

beforeAll(async () => {
  const workspace = new Workspace(project.root);
  await workspace.load();
  const api = createStudioApi(workspace, regenerateCases);
  // Saves run a whole flows:check and regenerate cases: a keep-alive longer than localServer's default.
  server = await localServer((request, response) => void api.handle(request, response), 300_000);
  base = server.base;
}, 60_000);
afterAll(() => {
  server.close();
  project.remove();
});

const get = async <T>(path: string): Promise<T> => (await fetch(`${base}/__studio/api${path}`)).json() as Promise<T>;
const save = async (path: string, draft: unknown, baseHash: string, companions?: SaveRequest['companions']): Promise<SaveAnswer> =>
  (await fetch(`${base}/__studio/api/save`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'x-storeflow-studio': '1' },
    body: JSON.stringify({ path, draft, baseHash, companions }),
  }).then((response) => response.json())) as SaveAnswer;

describe('typed editor routes', { timeout: 240_000 }, () => {
  it('index the texts: the file of each key, where it is used, none missing', async () => {
    const index = await get<TextsIndexAnswer>('/texts-index');
    expect(index.textKeys['common.goBack']).toBe('flows/texts/common.json');
    expect(index.textUses['common.loading']).toContain('code src/view/PageView.tsx');
    expect(index.textUses['sales.shop.heading']?.some((use) => use.startsWith('page shop.shop'))).toBe(true);
    expect(index.missingTextKeys).toEqual([]);
  });

  it('answer a page tree, and 404 for a page that does not exist', async () => {
    const tree = await get<PageTreeAnswer>('/page-tree?journey=card&page=creditcardmlp');
    expect(tree.page).toMatchObject({ journey: 'card', page: 'creditcardmlp', file: 'flows/journeys/card.json' });
    expect(tree.nodes.some((node) => node.origin?.kind === 'page' && node.origin.pointer.startsWith('/pages/creditcardmlp/body/'))).toBe(true);
    expect((await fetch(`${base}/__studio/api/page-tree?journey=card&page=nowhere`)).status).toBe(404);
  });

  it('add a page from a layout with a heading and a back link through the save path; the flows stay valid', async () => {
    const known = await get<PagesAnswer>('/pages');
    const { textKeys } = await get<TextsIndexAnswer>('/texts-index');
    const planned = planNewPage(
      {
        journey: 'shop',
        id: 'storeHours',
        route: 'store-hours',
        layout: 'site',
        heading: 'Our store hours',
        backTo: 'shop.shop',
        backLabel: 'Back to the shop',
        spanishHeading: 'Nuestro horario',
        spanishBackLabel: 'Volver a la tienda',
        textsFile: 'flows/texts/sales.json',
      },
      known,
      textKeys,
    );
    if (!planned.ok) throw new Error(JSON.stringify(planned.problems));
    const texts = await get<FileAnswer>(`/file?path=${planned.plan.texts.path}`);
    // No Spanish file holds the new keys yet (none given to planNewPage): their Spanish goes to the twin, one file.
    const [translation] = planned.plan.translations;
    if (!translation || planned.plan.translations.length !== 1) throw new Error(JSON.stringify(planned.plan.translations));
    const spanish = await get<FileAnswer>(`/file?path=${translation.path}`);
    const withTexts = (file: FileAnswer, add: Record<string, string>) => ({
      ...(file.data as object),
      texts: { ...(file.data as { texts: object }).texts, ...add },
    });
    // English alone is refused: a text needs both languages, so the two files are saved together.
    expect((await save(planned.plan.texts.path, withTexts(texts, planned.plan.texts.add), texts.hash)).status).toBe('invalid');
    const savedTexts = await save(planned.plan.texts.path, withTexts(texts, planned.plan.texts.add), texts.hash, [
      { path: translation.path, draft: withTexts(spanish, translation.add), baseHash: spanish.hash },
    ]);
    expect(savedTexts.status).toBe('saved');
    expect(existsSync(join(project.root, planned.plan.page.path))).toBe(false);
    const savedPage = await save(planned.plan.page.path, planned.plan.page.data, '');
    expect(savedPage).toMatchObject({ status: 'saved' });
    const onDisk = JSON.parse(readFileSync(join(project.root, planned.plan.page.path), 'utf8'));
    expect(onDisk).toEqual(planned.plan.page.data);
    const tree = await get<PageTreeAnswer>('/page-tree?journey=shop&page=storeHours');
    expect(tree.nodes.filter((node) => node.origin?.kind === 'page').map((node) => node.component)).toEqual(['Heading', 'TextLink']);
    // The cases are brought up to date after the save answered: GET /generated waits for it.
    await get('/generated');
    const { problems, flows } = await checkFlows([join(project.root, 'flows')]);
    expect(problems).toEqual([]);
    const sync = await compareCases(flows, readRegistryManifest(), join(project.root, 'flows'), join(project.root, 'e2e/generated'));
    expect(sync.drift).toEqual([]);
  });
});
