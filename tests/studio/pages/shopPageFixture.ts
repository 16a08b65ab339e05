/**
 * The shop page file as the pages view's condition tests open it (nodeCondition, nodeAddCondition, handlerCondition,
 * propCases): the flows and studio context holding only the texts a test names, the facts vocabulary the condition
 * builder and flows:check's logic checks read, the navigator item and file answer of the page, the studio's API for
 * it answered by MSW (serveShopPage), and the steps that open it (openShopPage, draftInJsonTab).
 */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PagesApi } from '../../../studio/client/pages/PagesView.tsx';
import { StudioApp } from '../../../studio/client/shell/StudioApp.tsx';
import type { CheckRequest, ContextAnswer, FileAnswer, NavItem, SaveRequest } from '../../../studio/shared/api.ts';
import type { PagesAnswer, PageTreeAnswer, PageTreeNode } from '../../../studio/shared/pages.ts';
import { tableContextOf } from '../../../studio/shared/tables/tableContext.ts';
import { repoPath } from '../../../tools/repoPath.ts';

type User = ReturnType<typeof userEvent.setup>;

/**
 * The per-test time-out of the files that open the shop page through the shell (each sets it: vi.setConfig). Such a
 * test renders StudioApp and the pages view in jsdom, React in development mode: 1.2 to 3.7 s at a load average of 5 to
 * 9 on the shared 2-core machine (`npx vitest run tests/studio --reporter=verbose`: propCases' first test through the
 * shell 3.6 s, handlerCondition's examples forms 3.7 s), a quarter of it Testing Library's role matching (a CPU profile
 * of propCases). Above a load of about 11 they were seen to pass Vitest's 5 s and fail with nothing wrong; a real
 * failure still fails at once (a findBy gives up after 1 s).
 */
export const shellTestTimeout = 30_000;

export const pageFile = 'flows/journeys/shop/shop.json';

/** The pages API's answer: the one shop page, in the sales layout. */
export const shopPages: PagesAnswer = {
  journeys: ['shop'],
  layouts: ['sales'],
  pages: [{ journey: 'shop', page: 'shop', route: 'shop', title: 'Shop', file: pageFile, layout: 'sales' }],
};

/** The English texts file every text of `shopContext` is written in, and its Spanish twin. */
export const textsFile = 'flows/texts/sales.json';
export const spanishFile = 'flows/texts/es/sales.json';

/**
 * Flows with these texts and nothing else (and, given `spanish`, their Spanish words, all in spanishFile), the studio
 * context over them, and its facts vocabulary.
 */
export function shopContext(texts: Record<string, string>, spanish?: Record<string, string>) {
  const flows = {
    journeys: {},
    decisions: {},
    redirectTables: {},
    errorTables: {},
    lists: {},
    switches: {},
    settings: {},
    texts,
    ...(spanish ? { translations: { es: spanish } } : {}),
  };
  const context = {
    flows,
    translationFiles: spanish ? { es: Object.fromEntries(Object.keys(spanish).map((key) => [key, spanishFile])) } : {},
    factsSchema: JSON.parse(readFileSync(repoPath('schemas/facts.schema.json'), 'utf8')) as unknown,
    answerSchemas: {},
    manifest: { adapters: {} },
    kindSchemas: {},
    defs: {},
  } as unknown as ContextAnswer;
  return { flows, context, vocabulary: tableContextOf(context).vocabulary };
}

/** The navigator's one item and the API's answer for the page file holding `data`. */
export function shopFile(data: unknown): { items: NavItem[]; file: FileAnswer } {
  return {
    items: [{ key: pageFile, kind: 'page', name: 'shop', file: pageFile, pointer: '' }],
    file: { path: pageFile, kind: 'page', text: `${JSON.stringify(data)}\n`, data, hash: 'on-disk', problems: [] },
  };
}

/** The shop page's tree: `nodes`, each a node of the page file itself at `pointer` with nothing else to say (no `when`, no children). */
export function shopTree(nodes: (Pick<PageTreeNode, 'key' | 'component' | 'texts'> & { pointer: string })[]): PageTreeAnswer {
  return {
    page: shopPages.pages[0] as PageTreeAnswer['page'],
    nodes: nodes.map(({ pointer, ...node }) => ({ ...node, conditional: false, origin: { kind: 'page', id: 'shop', file: pageFile, pointer }, children: [] })),
  };
}

/** The pages view's API (PagesView's `api`, the view rendered without the shell): the shop page, its tree `tree`. */
export function shopPagesApi(tree: PageTreeAnswer): PagesApi {
  return { pages: async () => shopPages, pageTree: async () => tree };
}

/**
 * The studio's API as StudioApp asks it, answered by MSW for the test file: the shop page file holding `data`, its
 * tree `tree`, the context and texts of `shop` (shopContext; every text in flows/texts/sales.json), and each check of
 * a draft answered with `problems(draft)`, flows:check's own checks as the test names them; textsFile and
 * spanishFile (shopContext's words) as files, and each save answered as saved. Gives the checks and saves asked, in
 * order, emptied after each test, and `answerWith`: for the test running, another file and tree.
 */
export function serveShopPage<Draft>({
  data,
  tree,
  shop,
  problems,
}: {
  data: Draft;
  tree: PageTreeAnswer;
  shop: ReturnType<typeof shopContext>;
  problems: (draft: Draft) => unknown[];
}): { checked: CheckRequest[]; saved: SaveRequest[]; answerWith: (data: unknown, tree: PageTreeAnswer) => void } {
  const api = `${window.location.origin}/__studio/api`;
  const { items, file } = shopFile(data);
  const textKeys = Object.fromEntries(Object.keys(shop.flows.texts).map((key) => [key, textsFile]));
  const textFiles: Record<string, FileAnswer> = {
    [textsFile]: { path: textsFile, kind: 'texts', text: '{}\n', data: { texts: shop.flows.texts }, hash: 'texts-on-disk', problems: [] },
    [spanishFile]: {
      path: spanishFile,
      kind: 'texts',
      text: '{}\n',
      data: { locale: 'es', texts: shop.flows.translations?.es ?? {} },
      hash: 'spanish-on-disk',
      problems: [],
    },
  };
  const checked: CheckRequest[] = [];
  const saved: SaveRequest[] = [];
  const server = setupServer(
    http.get(`${api}/items`, () => HttpResponse.json({ items })),
    http.get(`${api}/context`, () => HttpResponse.json(shop.context)),
    http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
    http.get(`${api}/file`, ({ request }) => HttpResponse.json(textFiles[new URL(request.url).searchParams.get('path') ?? ''] ?? file)),
    http.get(`${api}/texts-index`, () => HttpResponse.json({ textKeys, textUses: {}, missingTextKeys: [] })),
    http.get(`${api}/uses`, () => HttpResponse.json({ name: 'shop', kind: 'page', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] })),
    http.get(`${api}/pages`, () => HttpResponse.json(shopPages)),
    http.get(`${api}/page-tree`, () => HttpResponse.json(tree)),
    http.post(`${api}/check`, async ({ request }) => {
      const body = (await request.json()) as CheckRequest;
      checked.push(body);
      return HttpResponse.json({ path: body.path, problems: problems(body.draft as Draft), ms: 1 });
    }),
    // After a save the shell asks for the tests it generated (GeneratedStatus).
    http.get(`${api}/generated`, () => HttpResponse.json({ files: [], ms: 1 })),
    http.post(`${api}/save`, async ({ request }) => {
      const body = (await request.json()) as SaveRequest;
      saved.push(body);
      return HttpResponse.json({ status: 'saved', path: body.path, text: JSON.stringify(body.draft), hash: 'after', problems: [], generating: true, ms: 1 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    checked.length = 0;
    saved.length = 0;
  });
  afterAll(() => server.close());
  const answerWith = (data: unknown, tree: PageTreeAnswer): void =>
    server.use(
      http.get(`${api}/file`, () => HttpResponse.json(shopFile(data).file)),
      http.get(`${api}/page-tree`, () => HttpResponse.json(tree)),
    );
  return { checked, saved, answerWith };
}

/**
 * The studio (StudioApp, over serveShopPage) opened on the shop page from the navigator (the page's own item, when
 * the first click opened the Pages group); the pages view's element of `role` named `name` once it shows.
 */
export async function openShopPage(user: User, role: 'button' | 'heading', name: string | RegExp): Promise<HTMLElement> {
  render(createElement(StudioApp));
  const first = await screen.findByRole('treeitem', { name: /Pages|shop/ });
  await user.click(first);
  // A group (it has aria-expanded) opened: the page is its item. Asked of the item clicked, not by a query over the
  // whole studio for the view's element (about 0.2 s of jsdom's role matching at each opening).
  if (first.hasAttribute('aria-expanded'))
    await user.click(await within(first.closest('[role="tree"]') as HTMLElement).findByRole('treeitem', { name: 'shop' }));
  return screen.findByRole(role, { name });
}

/** The open page's draft replaced by `data` in the JSON tab (typed, not saved), then back to the pages view. */
export async function draftInJsonTab(user: User, data: unknown): Promise<void> {
  const pagesTab = screen.getAllByRole('tab', { selected: true })[0] as HTMLElement;
  await user.click(screen.getByRole('tab', { name: 'JSON' }));
  fireEvent.change(within(screen.getByRole('tabpanel', { name: 'JSON' })).getByRole('textbox'), { target: { value: JSON.stringify(data, null, 2) } });
  await user.click(pagesTab);
}
