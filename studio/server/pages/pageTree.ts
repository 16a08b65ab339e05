import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Journey } from '../../../src/model/flowTypes.ts';
import { bodyKey, type PageNodes } from '../../../src/engine/renderKeys.ts';
import { assemble, type Origins, type TypedFile } from '../../../tools/flowcheck/assemble.ts';
import { noLayout } from '../../../tools/flowcheck/compose/composeJourneys.ts';
import { kindOf } from '../../../tools/flowcheck/schemas.ts';
import { isRecord } from '../../../tools/isRecord.ts';
import type {
  HandlerExample,
  HandlerOrigin,
  NodeOrigin,
  NodeText,
  PageHandler,
  PageSummary,
  PageTreeAnswer,
  PageTreeNode,
  PagesAnswer,
  PropCases,
} from '../../shared/pages.ts';

/** The composed flows with the source map that says where each composed object was written (tools/flowcheck/assemble). */
export interface ComposedFlows {
  flows: FlowSet;
  origins: Origins;
}

export function composeFlows(files: readonly TypedFile[]): ComposedFlows {
  const { flows, origins } = assemble(files);
  return { flows, origins };
}

/** The {"text": key} values of a node's props (not of its children), with the prop they sit in. */
function textsOfProps(props: unknown): NodeText[] {
  const found: NodeText[] = [];
  const walk = (value: unknown, prop: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, prop));
    else if (isRecord(value)) {
      if (typeof value.text === 'string') found.push({ prop, key: value.text });
      for (const [key, item] of Object.entries(value)) if (key !== 'text') walk(item, prop);
    }
  };
  for (const [prop, value] of Object.entries(isRecord(props) ? props : {})) walk(value, prop);
  return found;
}

/** The node's props given as cases ({"cases": [{when, value}], "else": value}). */
function casesOfProps(props: unknown): PropCases[] {
  return Object.entries(isRecord(props) ? props : {}).flatMap(([prop, value]) =>
    isRecord(value) && Array.isArray(value.cases)
      ? [
          {
            prop,
            cases: value.cases.map((entry) => ({ when: isRecord(entry) ? entry.when : undefined, value: isRecord(entry) ? entry.value : undefined })),
            else: value.else,
          },
        ]
      : [],
  );
}

function pointer(at: readonly (string | number)[]): string {
  return at.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

function originOf(composed: ComposedFlows, journey: Journey, at: (string | number)[], pageId: string): NodeOrigin | null {
  const origin = composed.origins.sourceMap?.locate(journey, at);
  if (!origin) return null;
  const data = origin.file.data as { $schema?: string; id?: string };
  const kind = kindOf(data.$schema);
  if (kind === 'layout' || kind === 'fragment') return { kind, id: String(data.id), file: origin.file.path, pointer: pointer(origin.at) };
  return { kind: 'page', id: pageId, file: origin.file.path, pointer: pointer(origin.at) };
}

function treeOf(
  composed: ComposedFlows,
  journey: Journey,
  pageId: string,
  nodes: unknown,
  at: (string | number)[],
  keyPrefix: string,
  pageNodes?: PageNodes,
): PageTreeNode[] {
  return (Array.isArray(nodes) ? nodes : []).map((node: Record<string, unknown>, index) => {
    const here = [...at, index];
    // The runtime's keys (src/engine/renderKeys.ts), so the preview finds the node by it.
    const key = keyPrefix === '' ? bodyKey(index, pageNodes) : `${keyPrefix}${index}`;
    const out: PageTreeNode = {
      key,
      component: String(node.component),
      conditional: node.when !== undefined,
      texts: textsOfProps(node.props),
      origin: originOf(composed, journey, here, pageId),
      children: treeOf(composed, journey, pageId, node.children, [...here, 'children'], `${key}.`),
    };
    if (typeof node.testId === 'string') out.testId = node.testId;
    // As written (a condition fragment not filled in), as the editor reads and writes it in the file's draft.
    const located = composed.origins.sourceMap?.locate(journey, here);
    const written = located ? valueIn(located.file.data, located.at) : node;
    const cases = casesOfProps(isRecord(written) ? written.props : node.props);
    if (cases.length > 0) out.cases = cases;
    if (node.when !== undefined) out.when = node.when;
    return out;
  });
}

/** An effect in short: its kind and what it names ("goto gridwall", "call addWishlist", "set error"). */
function effectWords(effect: unknown): string {
  if (!isRecord(effect)) return JSON.stringify(effect);
  for (const kind of ['call', 'goto', 'action', 'set', 'track', 'fragment']) {
    const named = effect[kind];
    if (named !== undefined) return typeof named === 'string' ? `${kind} ${named}` : kind;
  }
  return effect.redirect !== undefined ? 'redirect' : Object.keys(effect).join(', ');
}

/** The value at `at` inside parsed JSON. */
function valueIn(data: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>(
    (container, segment) => (isRecord(container) || Array.isArray(container) ? (container as Record<string, unknown>)[segment] : undefined),
    data,
  );
}

/** The page's handlers, event by event, each with the file and place it was written in and the effects written there. */
function handlersOf(composed: ComposedFlows, journey: Journey, pageId: string): PageHandler[] {
  const on = (journey.pages[pageId]?.on ?? {}) as Record<string, unknown[]>;
  return Object.entries(on).flatMap(([event, handlers]) =>
    handlers.map((handler, index) => {
      const at = ['pages', pageId, 'on', event, index];
      const located = composed.origins.sourceMap?.locate(journey, at);
      let origin: HandlerOrigin | null = originOf(composed, journey, at, pageId);
      // The journey file's own `on` (every page of the journey), not a page inline in it.
      if (origin && located && kindOf((located.file.data as { $schema?: string }).$schema) === 'journey' && located.at[0] === 'on') {
        origin = { ...origin, kind: 'journey', id: journey.id };
      }
      const written = handler as { when?: unknown; examples?: HandlerExample[]; effects?: unknown[]; note?: string };
      const out: PageHandler = {
        event,
        index,
        examples: written.examples ?? [],
        effects: (written.effects ?? []).map(effectWords),
        origin,
      };
      if (written.when !== undefined) out.when = written.when;
      if (typeof written.note === 'string') out.note = written.note;
      if (located) out.writtenEffects = (valueIn(located.file.data, located.at) as { effects?: unknown } | undefined)?.effects;
      return out;
    }),
  );
}

function titleOf(flows: FlowSet, title: unknown, fallback: string): string {
  if (typeof title === 'string') return title;
  if (isRecord(title) && typeof title.text === 'string') return flows.texts[title.text] ?? title.text;
  return fallback;
}

/** Every page of every journey, with the file it is written in and its layout. */
export function pagesOf(composed: ComposedFlows, files: readonly TypedFile[]): PagesAnswer {
  const { flows } = composed;
  const pages: PageSummary[] = [];
  for (const journey of Object.values(flows.journeys)) {
    const journeyData = files.find(({ kind, file }) => kind === 'journey' && (file.data as { id?: string }).id === journey.id)?.file.data as
      { layout?: string } | undefined;
    for (const [pageId, page] of Object.entries(journey.pages)) {
      const origin = composed.origins.sourceMap?.locate(journey, ['pages', pageId]);
      const authored = origin?.file.data as { layout?: string; pages?: Record<string, { layout?: string }> } | undefined;
      const layout = (origin && origin.at.length > 0 ? authored?.pages?.[pageId]?.layout : authored?.layout) ?? journeyData?.layout ?? noLayout;
      pages.push({
        journey: journey.id,
        page: pageId,
        route: page.route,
        title: titleOf(flows, page.title, page.route),
        file: origin?.file.path ?? '',
        layout,
      });
    }
  }
  const layouts = files.filter(({ kind }) => kind === 'layout').map(({ file }) => String((file.data as { id?: string }).id));
  return { pages, layouts: layouts.sort(), journeys: Object.keys(flows.journeys).sort() };
}

/** One composed page as a tree, each node with the file and place it was written in; null for an unknown page. */
export function pageTreeOf(composed: ComposedFlows, files: readonly TypedFile[], journeyId: string, pageId: string): PageTreeAnswer | null {
  const journey = composed.flows.journeys[journeyId];
  const page = journey?.pages[pageId];
  if (!journey || !page) return null;
  const summary = pagesOf(composed, files).pages.find((entry) => entry.journey === journeyId && entry.page === pageId) as PageSummary;
  return {
    page: summary,
    nodes: treeOf(composed, journey, pageId, page.body, ['pages', pageId, 'body'], '', page.pageNodes),
    handlers: handlersOf(composed, journey, pageId),
  };
}

/** The typed files of parsed flow files: the ones whose $schema names a flow kind. */
export function typedFiles(files: Iterable<{ file: TypedFile['file'] }>): TypedFile[] {
  const typed: TypedFile[] = [];
  for (const { file } of files) {
    const kind = kindOf((file.data as { $schema?: unknown } | null)?.$schema);
    if (kind) typed.push({ file, kind });
  }
  return typed;
}
