import { renderNodes, type ResolvedNode } from '../../../src/engine/renderPage.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Page, ViewNode } from '../../../src/model/flowTypes.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { readsFact } from '../../../src/engine/references/queries.ts';
import type { CaseExpectation } from './flowCase.ts';

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out));
  return out;
}

function walkRendered(nodes: readonly ResolvedNode[], visit: (node: ResolvedNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walkRendered(node.children, visit);
  }
}

function walkAuthored(nodes: readonly ViewNode[], visit: (node: ViewNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walkAuthored(node.children ?? [], visit);
  }
}

/** The rendered tree of a page under these facts (the runtime's one mapper, src/engine/renderPage.ts). */
export function renderedPage(page: Page, facts: object, flows: FlowSet): ResolvedNode[] {
  return renderNodes(page.body, { facts: facts as never, texts: flows.texts }, '', page.pageNodes);
}

/**
 * What the page must show for an outcome, derived from the flows, never
 * written by hand: the test ids of the nodes whose `when` reads the outcome's
 * fact (`decisions.<table>`, `redirects.<table>`...), visible when the mapper
 * renders them under these facts and absent when it does not; and the
 * outcome's shopper texts that the rendered page carries.
 */
export function expectationsFor(page: Page, facts: object, flows: FlowSet, factPrefix: string, outcomeTexts: readonly string[]): CaseExpectation {
  const rendered = renderedPage(page, facts, flows);
  const shownIds = new Set<string>();
  const shownStrings = new Set<string>();
  walkRendered(rendered, (node) => {
    if (node.testId) shownIds.add(node.testId);
    strings(node.props, shownStrings);
  });
  const visibleTestIds: string[] = [];
  const absentTestIds: string[] = [];
  walkAuthored(page.body, (node) => {
    if (!node.testId || !readsFact(referencesIn(node.when), factPrefix)) return;
    const list = shownIds.has(node.testId) ? visibleTestIds : absentTestIds;
    if (!list.includes(node.testId)) list.push(node.testId);
  });
  // A text with markup is rendered as rich text; a blank one shows nothing to find.
  const texts = [...new Set(outcomeTexts)].filter((text) => text.trim() !== '' && !text.includes('<') && shownStrings.has(text));
  return { visibleTestIds, absentTestIds: absentTestIds.filter((id) => !visibleTestIds.includes(id)), texts };
}

export function isEmptyExpectation(expectation: CaseExpectation): boolean {
  return (
    expectation.visibleTestIds.length + expectation.absentTestIds.length + expectation.texts.length + (expectation.emitted?.length ?? 0) === 0 &&
    expectation.url === undefined
  );
}
