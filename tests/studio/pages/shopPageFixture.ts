/**
 * The shop page file as the pages view's condition tests open it (nodeCondition, handlerCondition, propCases): the
 * flows and studio context holding only the texts a test names, the facts vocabulary the condition builder and
 * flows:check's logic checks read, and the navigator item and file answer of the page.
 */
import { readFileSync } from 'node:fs';
import type { ContextAnswer, FileAnswer, NavItem } from '../../../studio/shared/api.ts';
import type { PagesAnswer } from '../../../studio/shared/pages.ts';
import { tableContextOf } from '../../../studio/shared/tables/tableContext.ts';
import { repoPath } from '../../../tools/repoPath.ts';

export const pageFile = 'flows/journeys/shop/shop.json';

/** The pages API's answer: the one shop page, in the sales layout. */
export const shopPages: PagesAnswer = {
  journeys: ['shop'],
  layouts: ['sales'],
  pages: [{ journey: 'shop', page: 'shop', route: 'shop', title: 'Shop', file: pageFile, layout: 'sales' }],
};

/** Flows with these texts and nothing else, the studio context over them, and its facts vocabulary. */
export function shopContext(texts: Record<string, string>) {
  const flows = { journeys: {}, decisions: {}, redirectTables: {}, errorTables: {}, lists: {}, switches: {}, settings: {}, texts };
  const context = {
    flows,
    translationFiles: {},
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
