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

  it('is null for a page that does not exist', () => {
    expect(pageTreeOf(composed, files, 'shop', 'nowhere')).toBeNull();
  });
});
