import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { firstMatch } from '../../../src/engine/firstMatch.ts';
import { parseRoute } from '../../../src/engine/routing.ts';
import type { ResolvedNode } from '../../../src/engine/renderPage.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Page } from '../../../src/model/flowTypes.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { caseSetup } from './caseSetup.ts';
import { allPages } from './decisionCases.ts';
import { entryCalls } from './entryPages.ts';
import { renderedPage } from './expectations.ts';
import type { CaseOutcome, CaseStep, FlowCase } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { stayOnPage } from './stayOnPage.ts';
import { findControl, roleOf } from './trigger.ts';

type Record_ = Record<string, unknown>;

/** The level-1 headings the mapper renders for the page under these facts: what a shopper reads first there. */
function headings(nodes: readonly ResolvedNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.component === 'Heading' && node.props.level === 1 && typeof node.props.text === 'string' && node.props.text.trim() !== ''
      ? [node.props.text]
      : []),
    ...headings(node.children),
  ]);
}

/** Rendered links to our own pages: their label and address. */
function links(nodes: readonly ResolvedNode[]): { node: ResolvedNode; href: string }[] {
  return nodes.flatMap((node) => [
    ...(typeof node.props.href === 'string' && node.props.href.startsWith('/sales/') && roleOf[node.component] ? [{ node, href: node.props.href }] : []),
    ...links(node.children),
  ]);
}

interface Visit {
  key: string;
  page: Page;
  /** Example facts that keep the shopper on every page of the path (answers borrowed on the way). */
  facts: Record_;
  /** Base path and query of this page's address (a link may change them). */
  url: Record_;
  steps: CaseStep[];
  /** The start page's route: where the case opens. */
  root: string;
}

/**
 * The shortest path to every page (breadth-first over the journey graph):
 * each journey's start page is opened as a signed-out desktop visitor; an
 * edge is a click on a rendered link to one of our pages, or on the control
 * whose event's winning handler goes to a page straight away (no call
 * between). The case ends on the page's address and its level-1 heading. A
 * page no path reaches is listed with the reason. Returned per journey.
 */
export function pageCases(flows: FlowSet, manifest: RegistryManifest): Map<string, CaseOutcome[]> {
  const pages = allPages(flows);
  const byKey = new Map(pages.map((entry) => [`${entry.journeyId}.${entry.pageId}`, entry]));
  const byRoute = new Map(pages.map((entry) => [entry.page.route, `${entry.journeyId}.${entry.pageId}`]));
  const reached = new Map<string, Visit>();
  const why = new Map<string, string>();
  const setupOf = (page: Page, url: Record_) => (candidate: Record_) => caseSetup(mergeFacts(candidate, { url }), page.route, flows, manifest).setup;
  const queue: Visit[] = [];
  const open = (key: string, page: Page): void => {
    const facts = stayOnPage(page, {}, flows, setupOf(page, {}));
    if (typeof facts === 'string') why.set(key, facts);
    else {
      const visit: Visit = { key, page, facts, url: {}, steps: [{ kind: 'load' }], root: page.route };
      reached.set(key, visit);
      queue.push(visit);
    }
  };
  const explore = (): void => {
    while (queue.length > 0) {
      const visit = queue.shift() as Visit;
      const [journeyId = ''] = visit.key.split('.');
      const facts = pageFacts(flows, setupOf(visit.page, visit.url)(visit.facts), mergeFacts(visit.facts, { url: visit.url }));
      const rendered = renderedPage(visit.page, facts, flows);
      const edges: { key: string; url: Record_; step: CaseStep; facts?: Record_ }[] = [];
      for (const { node, href } of links(rendered)) {
        const [pathname = '', search = ''] = href.split('?');
        const route = parseRoute(pathname);
        const key = byRoute.get(route.pageName) ?? [...byRoute].find(([each]) => pathname.endsWith(`/${each}.html`))?.[1];
        if (key && typeof node.props.label === 'string') {
          const url = { basePath: route.basePath ?? '/sales/digital/', ...(search ? { query: Object.fromEntries(new URLSearchParams(search)) } : {}) };
          edges.push({ key, url, step: { kind: 'click', role: roleOf[node.component] ?? 'link', name: node.props.label } });
        }
      }
      for (const [event, handlers] of Object.entries(visit.page.on ?? {})) {
        // The handler that wins for this shopper, then each conditioned one under its own examples' facts (what a
        // shopper must be given, through the set-up, for that handler to win: an employee's offer answer, say).
        const tries: { facts: Record_; shown: object; rendered: readonly ResolvedNode[] }[] = [{ facts: visit.facts, shown: facts, rendered }];
        for (const handler of handlers) {
          for (const example of (handler as { examples?: { facts: Record_ }[] }).examples ?? []) {
            const given = mergeFacts(visit.facts, example.facts);
            if (caseSetup(mergeFacts(given, { url: visit.url }), visit.page.route, flows, manifest).reasons.length > 0) continue;
            const shown = pageFacts(flows, setupOf(visit.page, visit.url)(given), mergeFacts(given, { url: visit.url }));
            if (firstMatch(handlers, shown).row === handler) tries.push({ facts: given, shown, rendered: renderedPage(visit.page, shown, flows) });
          }
        }
        for (const attempt of tries) {
          const effects = firstMatch(handlers, attempt.shown).row?.effects ?? [];
          const goto = effects.find((effect): effect is { goto: string } => 'goto' in effect);
          if (!goto || effects.some((effect) => 'call' in effect)) continue;
          const key = goto.goto.includes('.') ? goto.goto : `${journeyId}.${goto.goto}`;
          const control = findControl(attempt.rendered, event);
          if (control && typeof control.props.label === 'string') {
            edges.push({
              key,
              url: { basePath: visit.url.basePath ?? '/sales/digital/' },
              step: { kind: 'click', role: roleOf[control.component] ?? 'button', name: control.props.label },
              ...(attempt.facts === visit.facts ? {} : { facts: attempt.facts }),
            });
          } else if (!why.has(key)) why.set(key, `no button or link on ${visit.page.route} raises ${event} for a signed-out visitor`);
        }
      }
      for (const edge of edges) {
        const next = byKey.get(edge.key);
        if (!next || reached.has(edge.key)) continue;
        const kept = stayOnPage(next.page, edge.facts ?? visit.facts, flows, setupOf(next.page, edge.url));
        if (typeof kept === 'string') {
          why.set(edge.key, kept);
          continue;
        }
        const added: Visit = { key: edge.key, page: next.page, facts: kept, url: edge.url, steps: [...visit.steps, edge.step], root: visit.root };
        reached.set(edge.key, added);
        queue.push(added);
      }
    }
  };
  // First from each journey's start; then an entry page no path reaches is opened directly (its shortest path from outside), and explored from.
  for (const journey of Object.values(flows.journeys)) {
    const start = journey.pages[journey.start];
    if (start) open(`${journey.id}.${journey.start}`, start);
  }
  explore();
  for (const entry of pages) {
    const key = `${entry.journeyId}.${entry.pageId}`;
    if (reached.has(key) || !entry.page.entry) continue;
    open(key, entry.page);
    explore();
  }
  const out = new Map<string, CaseOutcome[]>();
  for (const entry of pages) {
    const key = `${entry.journeyId}.${entry.pageId}`;
    const visit = reached.get(key);
    const list = out.get(entry.journeyId) ?? [];
    out.set(entry.journeyId, list);
    if (!visit) {
      list.push({
        ok: false,
        unexpressed: { title: `page ${key}`, reason: why.get(key) ?? 'no path of links and plain goto controls reaches it from a journey start' },
      });
      continue;
    }
    const { setup } = caseSetup(visit.facts, visit.root, flows, manifest);
    const { setup: last } = caseSetup(mergeFacts(visit.facts, { url: visit.url }), entry.page.route, flows, manifest);
    // The mock's own answers are not known here: only a heading the page shows whatever its calls answer (as given, or failed) is expected.
    const seen = mergeFacts(visit.facts, { url: visit.url });
    const calls = Object.fromEntries(
      entryCalls({ journeyId: entry.journeyId, pageId: entry.pageId, page: entry.page }).map((adapter) => [adapter, { status: 'error' }]),
    );
    const failed = { ...seen, answers: {}, calls };
    const whenFailed = headings(renderedPage(entry.page, pageFacts(flows, last, failed), flows));
    const shown = headings(renderedPage(entry.page, pageFacts(flows, last, seen), flows)).filter((text) => whenFailed.includes(text));
    const flowCase: FlowCase = {
      title:
        visit.steps.length === 1
          ? `page ${key} (opened directly)`
          : `page ${key} (${visit.steps.length - 1} click${visit.steps.length === 2 ? '' : 's'} from ${visit.root})`,
      source: `flows/journeys/${entry.journeyId}.json pages.${entry.pageId}`,
      setup,
      steps: visit.steps,
      expect: { visibleTestIds: [], absentTestIds: [], texts: shown.slice(0, 1), url: last.path.split('?')[0] ?? last.path },
    };
    list.push({ ok: true, flowCase });
  }
  return out;
}
