import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectFlowPaths, readFlowFile } from '../../../tools/flowcheck/flowFile.ts';
import type { TypedFile } from '../../../tools/flowcheck/assemble.ts';
import { repoPath } from '../../../tools/repoPath.ts';
import { composeFlows, pageTreeOf, pagesOf, typedFiles, type ComposedFlows } from '../../../studio/server/pages/pageTree.ts';
import type { PageTreeNode } from '../../../studio/shared/pages.ts';

let files: TypedFile[];
let composed: ComposedFlows;

beforeAll(async () => {
  const paths = await collectFlowPaths([repoPath('flows')]);
  const read = await Promise.all(paths.map(async (path) => (await readFlowFile(relative(repoPath('.'), path))).file));
  files = typedFiles(read.map((file) => ({ file })));
  composed = composeFlows(files);
});

function flat(nodes: readonly PageTreeNode[]): PageTreeNode[] {
  return nodes.flatMap((node) => [node, ...flat(node.children)]);
}

describe('the pages view on the real flows', () => {
  it('lists every page with its file and layout', () => {
    const { pages, layouts } = pagesOf(composed, files);
    expect(pages.find((page) => page.journey === 'shop' && page.page === 'shop')).toMatchObject({
      route: 'shop',
      file: 'flows/journeys/shop/shop.json',
      layout: 'sales',
    });
    expect(pages.find((page) => page.page === 'creditcardmlp')).toMatchObject({ journey: 'card', file: 'flows/journeys/card.json' });
    expect(layouts).toEqual(['sales', 'salesNavOnly', 'site']);
  });

  it('marks each node of a composed page with the layout, fragment or page file it was written in', () => {
    const tree = pageTreeOf(composed, files, 'shop', 'shop');
    expect(tree).not.toBeNull();
    const nodes = flat(tree?.nodes ?? []);
    const kinds = new Set(nodes.map((node) => node.origin?.kind));
    expect(kinds).toEqual(new Set(['fragment', 'page']));
    const back = nodes.find((node) => node.origin?.id === 'backLink');
    expect(back?.origin).toMatchObject({ kind: 'fragment', file: 'flows/fragments/backLink.json' });
    const own = nodes.filter((node) => node.origin?.kind === 'page');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((node) => node.origin?.file === 'flows/journeys/shop/shop.json' && node.origin.pointer.startsWith('/body/'))).toBe(true);
    // Keys are the runtime's render keys (src/engine/renderKeys.ts): the layout's nodes before the page by place,
    // the page's own from "p0", the layout's after the page from "a0".
    const top = tree?.nodes ?? [];
    expect(top.filter((node) => node.origin?.kind === 'page').map((node) => node.key)).toEqual(['p0', 'p1', 'p2']);
    expect(top.slice(0, 6).map((node) => node.key)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(top.slice(-2).map((node) => [node.key, node.component])).toEqual([
      ['a0', 'ChatPropositions'],
      ['a1', 'SiteFooter'],
    ]);
  });

  it('gives a layout node after the page the same key on every page of the layout', () => {
    const footerKey = (page: string) => pageTreeOf(composed, files, 'shop', page)?.nodes.find((node) => node.component === 'SiteFooter')?.key;
    expect(['shop', 'gridwall', 'pdp', 'expresscart'].map(footerKey)).toEqual(['a1', 'a1', 'a1', 'a1']);
  });

  it('names the texts a node shows', () => {
    const nodes = flat(pageTreeOf(composed, files, 'shop', 'shop')?.nodes ?? []);
    const withTexts = nodes.filter((node) => node.texts.length > 0);
    expect(withTexts.length).toBeGreaterThan(0);
    for (const node of withTexts) for (const { key } of node.texts) expect(composed.flows.texts[key], key).toBeTypeOf('string');
  });

  it("gives each conditional node its when, as written at the node's place in its file", () => {
    const nodes = flat(pageTreeOf(composed, files, 'card', 'creditcardmlp')?.nodes ?? []).filter((node) => node.origin?.file === 'flows/journeys/card.json');
    const conditional = nodes.filter((node) => node.conditional);
    expect(conditional.length).toBeGreaterThan(3);
    const card = files.find(({ file }) => file.path === 'flows/journeys/card.json')?.file.data;
    for (const node of conditional) {
      const written = (node.origin?.pointer ?? '')
        .split('/')
        .slice(1)
        .reduce<unknown>((at, segment) => (at as Record<string, unknown>)[segment], card);
      expect(node.when, node.origin?.pointer).toEqual((written as { when: unknown }).when);
    }
    expect(nodes.filter((node) => !node.conditional).every((node) => node.when === undefined)).toBe(true);
  });

  it("lists the page's handlers event by event, each with the file and place it was written in: the page, its layout or a fragment", () => {
    const handlers = pageTreeOf(composed, files, 'shop', 'gridwall')?.handlers ?? [];
    const saved = handlers.filter((handler) => handler.event === 'FAVORITE_SAVED');
    expect(saved.map((handler) => [handler.index, handler.origin?.file, handler.origin?.pointer])).toEqual([
      [0, 'flows/journeys/shop/gridwall.json', '/on/FAVORITE_SAVED/0'],
      [1, 'flows/journeys/shop/gridwall.json', '/on/FAVORITE_SAVED/1'],
    ]);
    expect(saved[0]?.examples.map((example) => example.name)).toEqual(['answers.addWishlist.errors not empty']);
    expect(saved[0]?.effects).toEqual(['set error']);
    // The effects as written (an effect fragment not filled in): the studio knows the draft's handler by them.
    expect(saved[1]?.writtenEffects).toEqual([{ fragment: 'confirmationBanner', params: { message: { text: 'sales.wishlist.saved' } } }]);
    expect(handlers.find((handler) => handler.event === 'HISTORY_BACK')?.origin).toMatchObject({
      kind: 'fragment',
      id: 'backLinkPressed',
      file: 'flows/fragments/backLinkPressed.json',
      pointer: '/handlers/0',
    });
    expect(handlers.find((handler) => handler.event === 'SMART_BANNER_CLOSED')?.origin).toMatchObject({
      kind: 'layout',
      id: 'sales',
      file: 'flows/layouts/sales.json',
    });
    const inline = pageTreeOf(composed, files, 'savings', 'openbankmlp')?.handlers?.find((handler) => handler.event === 'APPLICATION_READY');
    expect(inline?.origin).toMatchObject({ kind: 'page', file: 'flows/journeys/savings.json', pointer: '/pages/openbankmlp/on/APPLICATION_READY/0' });
  });

  it("gives a node its props given as cases, as written at the node's place in its file", () => {
    const nodes = flat(pageTreeOf(composed, files, 'shop', 'shop')?.nodes ?? []).filter((node) => node.cases !== undefined);
    const shop = files.find(({ file }) => file.path === 'flows/journeys/shop/shop.json')?.file.data;
    const own = nodes.filter((node) => node.origin?.file === 'flows/journeys/shop/shop.json');
    expect(own.length).toBeGreaterThan(0);
    for (const node of own) {
      const written = (node.origin?.pointer ?? '')
        .split('/')
        .slice(1)
        .reduce<unknown>((at, segment) => (at as Record<string, unknown>)[segment], shop) as { props: Record<string, { cases: unknown; else: unknown }> };
      for (const { prop, cases, else: otherwise } of node.cases ?? []) expect({ cases, else: otherwise }).toEqual(written.props[prop]);
    }
  });

  it('is null for a page that does not exist', () => {
    expect(pageTreeOf(composed, files, 'shop', 'nowhere')).toBeNull();
  });
});
