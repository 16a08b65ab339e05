import type { Journey } from '../../../src/model/flowTypes.ts';
import type { FlowFile } from '../flowFile.ts';
import { didYouMean } from '../suggest.ts';
import { collectPages, type PageIndex } from './collectPages.ts';
import { refOf, type AuthoredPage, type AuthoredParts, type Json, type JsonObject } from './authoredParts.ts';
import { isRecord } from '../../isRecord.ts';
import { linkLogic } from './linkLogic.ts';
import { SourceMap } from './sourceMap.ts';

/** A composition problem, located in an authored file. */
export interface ComposeIssue {
  file: FlowFile;
  at: (string | number)[];
  message: string;
}

type FragmentKind = 'nodes' | 'handlers' | 'effects' | 'value';

/** Where expansion is: the file being read and, inside a fragment, its parameter values. */
interface Scope {
  file: FlowFile;
  params: Map<string, Json> | null;
  fragments: readonly string[];
  /** Parameters the use left out (already reported at the use): their uses inside the fragment are not blamed again. */
  missing?: ReadonlySet<string>;
}

/** Layouts name "none" for a page that stands alone (a hand-off page, an error page). */
export const noLayout = 'none';

/** Composes the journeys one at a time: flows:check composes only the journeys its units read (issue 20 item 4). */
export interface JourneyComposer {
  /** Every page by journey, with its route: known before any journey is composed. */
  index: PageIndex;
  /** The pages' own issues: a page file naming no journey, a page id used twice in one journey. */
  pageIssues: ComposeIssue[];
  /** One journey of `parts.journeys`, composed, with the issues found composing it (call once per journey). */
  compose(id: string): { journey: Journey; issues: ComposeIssue[] };
}

/**
 * Turns authored journeys (layouts, fragments, page files, links) into the
 * journeys the runtime interprets (schemas/expanded-journey.schema.json).
 * Pure and deterministic. Each page is: the layout's body with the page's body
 * in its slot; the layout's onEnter effects, then the page's; for each event,
 * the page's handlers, else the journey's, else the layout's. Fragments are
 * inlined with their parameters filled; links become addresses under the
 * shopper's base path. Every built object remembers where it was written
 * (SourceMap), so later checks point at the authored place.
 */
export function composeJourneys(
  parts: AuthoredParts,
  sourceMap: SourceMap = new SourceMap(),
): { journeys: Record<string, Journey>; sourceMap: SourceMap; issues: ComposeIssue[] } {
  const composer = journeyComposer(parts, sourceMap);
  const issues = [...composer.pageIssues];
  const journeys: Record<string, Journey> = {};
  for (const id of parts.journeys.keys()) {
    const { journey, issues: found } = composer.compose(id);
    journeys[id] = journey;
    issues.push(...found);
  }
  return { journeys, sourceMap, issues };
}

/**
 * composeJourneys one journey at a time. A journey's composition reads its own journey and page files, the layouts
 * and fragments, and the other pages' ids and routes (links): nothing of another journey's composition.
 */
export function journeyComposer(parts: AuthoredParts, sourceMap: SourceMap): JourneyComposer {
  const pageIssues: ComposeIssue[] = [];
  const index = collectPages(parts, pageIssues);
  /** The issues of the journey being composed. */
  let issues: ComposeIssue[] = [];

  const issue = (file: FlowFile, at: (string | number)[], message: string): void => {
    issues.push({ file, at, message });
  };

  // A plain value (string, number, boolean, null) is kept as it is, with no path of its own: only the objects and
  // lists built here are registered, and a path copied for each of the 16 000 plain values a run composes (beside
  // 25 000 objects) was garbage at once (issue 20 item 4, docs/performance.md "flows:check (session 41)").
  function value(input: Json | undefined, at: (string | number)[], scope: Scope): Json | undefined {
    if (input === undefined || input === null || typeof input !== 'object') return input;
    if (Array.isArray(input))
      return sourceMap.register(
        input.map((item, i) => (item !== null && typeof item === 'object' ? (value(item, [...at, i], scope) as Json) : item)),
        { file: scope.file, at },
      );
    const param = refOf(input, 'param');
    if (param !== null && Object.keys(input).length === 1) return paramValue(param, at, scope);
    if (refOf(input, 'fragment') !== null) return useFragment('value', input, at, scope)[0];
    const link = refOf(input, 'link');
    if (link !== null) return sourceMap.register(linkValue(link, input, at, scope), { file: scope.file, at });
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(input)) {
      const expanded = item !== null && typeof item === 'object' ? value(item, [...at, key], scope) : item;
      if (expanded !== undefined) out[key] = expanded;
    }
    return sourceMap.register(out, { file: scope.file, at });
  }

  function paramValue(name: string, at: (string | number)[], scope: Scope): Json | undefined {
    if (!scope.params) {
      issue(scope.file, at, `{"param": "${name}"} is only meaningful inside a fragment (flows/fragments/). Fix: write the value itself here.`);
      return undefined;
    }
    if (!scope.params.has(name)) {
      if (scope.missing?.has(name)) return undefined;
      issue(
        scope.file,
        at,
        `unknown parameter "${name}" of fragment "${scope.fragments.at(-1)}".${didYouMean(name, scope.params.keys())} Fix: declare it under "params" or use a declared one.`,
      );
      return undefined;
    }
    return scope.params.get(name);
  }

  function linkValue(link: string, input: JsonObject, at: (string | number)[], scope: Scope): Json {
    const route = index.routeOf(link);
    if (route === null) {
      issue(
        scope.file,
        [...at, 'link'],
        `unknown page "${link}" in link.${didYouMean(link, index.pageIds())} Fix: name a page id of a journey (e.g. "shop" or "checkout.expresscheckout").`,
      );
      return { logic: '' };
    }
    return linkLogic(route, isRecord(input.query) ? input.query : {});
  }

  /** `slot` gets where its nodes go: the list being built (its length is their first index) and the slot's place. */
  function nodes(list: Json | undefined, at: (string | number)[], scope: Scope, slot?: (into: Json[], here: (string | number)[]) => Json[]): Json[] {
    const out: Json[] = [];
    (Array.isArray(list) ? list : []).forEach((node, i) => {
      const here = [...at, i];
      if (refOf(node, 'fragment') !== null) {
        out.push(...useFragment('nodes', node as JsonObject, here, scope));
      } else if (refOf(node, 'slot') !== null) {
        if (slot) out.push(...slot(out, here));
        else issue(scope.file, here, 'a {"slot": "page"} node belongs in a layout body only. Fix: remove it.');
      } else if (isRecord(node)) {
        const { children, ...rest } = node;
        const copy = value(rest, here, scope) as JsonObject;
        if (children !== undefined)
          copy.children = sourceMap.register(nodes(children, [...here, 'children'], scope, slot), { file: scope.file, at: [...here, 'children'] });
        out.push(copy);
      }
    });
    return out;
  }

  function effects(list: Json | undefined, at: (string | number)[], scope: Scope): Json[] {
    const out: Json[] = [];
    (Array.isArray(list) ? list : []).forEach((effect, i) => {
      const here = [...at, i];
      if (refOf(effect, 'fragment') !== null) out.push(...useFragment('effects', effect as JsonObject, here, scope));
      else out.push(value(effect, here, scope) as Json);
    });
    return out;
  }

  function handlers(list: Json | undefined, at: (string | number)[], scope: Scope): Json[] {
    const out: Json[] = [];
    (Array.isArray(list) ? list : []).forEach((handler, i) => {
      const here = [...at, i];
      if (refOf(handler, 'fragment') !== null) {
        out.push(...useFragment('handlers', handler as JsonObject, here, scope));
      } else if (isRecord(handler)) {
        const { effects: list, ...rest } = handler;
        const copy = value(rest, here, scope) as JsonObject;
        copy.effects = sourceMap.register(effects(list, [...here, 'effects'], scope), { file: scope.file, at: [...here, 'effects'] });
        out.push(copy);
      }
    });
    return out;
  }

  function useFragment(kind: FragmentKind, use: JsonObject, at: (string | number)[], scope: Scope): Json[] {
    const id = use.fragment as string;
    const fragment = parts.fragments.get(id);
    if (!fragment) {
      issue(
        scope.file,
        [...at, 'fragment'],
        `unknown fragment "${id}".${didYouMean(id, parts.fragments.keys())} Fix: name a file's id under flows/fragments/ or add that fragment.`,
      );
      return kind === 'value' ? [null] : [];
    }
    if (scope.fragments.includes(id)) {
      issue(scope.file, [...at, 'fragment'], `fragment "${id}" uses itself (${[...scope.fragments, id].join(' -> ')}). Fix: break the cycle.`);
      return kind === 'value' ? [null] : [];
    }
    const holds = (['nodes', 'handlers', 'effects', 'value'] as const).find((k) => (k === 'value' ? k in fragment.data : Array.isArray(fragment.data[k])));
    if (holds !== kind) {
      issue(
        scope.file,
        [...at, 'fragment'],
        `fragment "${id}" holds ${holds === 'value' ? 'a value' : (holds ?? 'nothing')}, but is used where ${kind === 'value' ? 'a value goes' : `${kind} go`}. Fix: use a fragment of ${kind === 'value' ? 'a value' : kind} here.`,
      );
      return kind === 'value' ? [null] : [];
    }
    const declared = isRecord(fragment.data.params) ? fragment.data.params : {};
    const given = isRecord(use.params) ? use.params : {};
    const params = new Map<string, Json>();
    for (const [name, item] of Object.entries(given)) {
      if (!(name in declared))
        issue(
          scope.file,
          [...at, 'params', name],
          `fragment "${id}" has no parameter "${name}".${didYouMean(name, Object.keys(declared))} Its parameters: ${Object.keys(declared).join(', ') || 'none'}.`,
        );
      else params.set(name, value(item, [...at, 'params', name], scope) as Json);
    }
    const fragmentScope: Scope = { file: fragment.file, params: null, fragments: [...scope.fragments, id] };
    const missing = new Set<string>();
    for (const [name, declaration] of Object.entries(declared)) {
      if (params.has(name)) continue;
      if (isRecord(declaration) && 'default' in declaration) params.set(name, value(declaration.default, ['params', name, 'default'], fragmentScope) as Json);
      else {
        missing.add(name);
        issue(
          scope.file,
          [...at, 'params'],
          `fragment "${id}" needs parameter "${name}" (${isRecord(declaration) ? String(declaration.description) : ''}). Fix: add "params": { "${name}": ... }.`,
        );
      }
    }
    const inner: Scope = { ...fragmentScope, params, missing };
    if (kind === 'nodes') return nodes(fragment.data.nodes, ['nodes'], inner);
    if (kind === 'handlers') return handlers(fragment.data.handlers, ['handlers'], inner);
    if (kind === 'effects') return effects(fragment.data.effects, ['effects'], inner);
    return [value(fragment.data.value, ['value'], inner) as Json];
  }

  function composePage(page: AuthoredPage, journey: JsonObject): JsonObject {
    const data = page.data;
    const pageScope: Scope = { file: page.file, params: null, fragments: [] };
    const layoutId = (data.layout ?? journey.layout) as string | undefined;
    const layout = layoutId && layoutId !== noLayout ? parts.layouts.get(layoutId) : undefined;
    if (layoutId && layoutId !== noLayout && !layout) {
      const where =
        data.layout !== undefined
          ? { file: page.file, at: [...page.at, 'layout'] }
          : { file: parts.journeys.get(page.journey)?.file as FlowFile, at: ['layout'] };
      issue(
        where.file,
        where.at,
        `unknown layout "${layoutId}".${didYouMean(layoutId, parts.layouts.keys())} Fix: name a file's id under flows/layouts/, or "${noLayout}".`,
      );
    }
    const layoutScope: Scope | null = layout ? { file: layout.file, params: null, fragments: [] } : null;
    const ownBody = (): Json[] => nodes(data.body, [...page.at, 'body'], pageScope);
    // Where the page's own nodes land among the layout's (a slot at the top of the layout's body, used once):
    // the runtime keys the layout's nodes after them by their place after the page (src/engine/renderKeys.ts).
    const placed: { from: number; count: number; top: boolean }[] = [];
    const slotted = (into: Json[], here: (string | number)[]): Json[] => {
      const own = ownBody();
      placed.push({ from: into.length, count: own.length, top: here.length === 2 });
      return own;
    };
    const body = layout && layoutScope ? nodes(layout.data.body, ['body'], layoutScope, slotted) : ownBody();
    const onEnter = [
      ...(layout && layoutScope ? effects(layout.data.onEnter, ['onEnter'], layoutScope) : []),
      ...effects(data.onEnter, [...page.at, 'onEnter'], pageScope),
    ];
    const on = composeHandlers(page, journey, layout, layoutScope, pageScope);
    const out: JsonObject = { route: data.route as Json };
    if (data.entry !== undefined) out.entry = data.entry;
    out.title = value(data.title, [...page.at, 'title'], pageScope) as Json;
    if (data.analytics !== undefined) out.analytics = value(data.analytics, [...page.at, 'analytics'], pageScope) as Json;
    if (onEnter.length > 0) out.onEnter = sourceMap.register(onEnter, { file: page.file, at: [...page.at, 'onEnter'] });
    if (Object.keys(on).length > 0) out.on = on;
    out.body = sourceMap.register(body, { file: page.file, at: [...page.at, 'body'] });
    const [slot] = placed;
    if (placed.length === 1 && slot?.top) out.pageNodes = { from: slot.from, count: slot.count };
    return sourceMap.register(out, { file: page.file, at: page.at });
  }

  function composeHandlers(
    page: AuthoredPage,
    journey: JsonObject,
    layout: { file: FlowFile; data: JsonObject } | undefined,
    layoutScope: Scope | null,
    pageScope: Scope,
  ): JsonObject {
    const journeyFile = parts.journeys.get(page.journey)?.file as FlowFile;
    const levels: [JsonObject, Scope, (string | number)[]][] = [[isRecord(page.data.on) ? page.data.on : {}, pageScope, [...page.at, 'on']]];
    if (isRecord(journey.on)) levels.push([journey.on, { file: journeyFile, params: null, fragments: [] }, ['on']]);
    if (layout && layoutScope && isRecord(layout.data.on)) levels.push([layout.data.on, layoutScope, ['on']]);
    const out: JsonObject = {};
    const events = [...new Set(levels.flatMap(([on]) => Object.keys(on)))];
    for (const event of events) {
      const [on, scope, at] = levels.find(([candidate]) => event in candidate) as [JsonObject, Scope, (string | number)[]];
      out[event] = sourceMap.register(handlers(on[event], [...at, event], scope), { file: scope.file, at: [...at, event] });
    }
    return sourceMap.register(out, { file: page.file, at: [...page.at, 'on'] });
  }

  function compose(id: string): { journey: Journey; issues: ComposeIssue[] } {
    const { file, data } = parts.journeys.get(id) as { file: FlowFile; data: JsonObject };
    issues = [];
    const journey = sourceMap.building(() => {
      const pages: JsonObject = {};
      // Each page remembers the files it was built from too: flows:check keeps one page's checks by them.
      for (const page of index.pagesOf(id)) pages[page.id] = sourceMap.building(() => composePage(page, data));
      const journey: JsonObject = { $schema: data.$schema as Json, id, start: data.start as Json, pages: sourceMap.register(pages, { file, at: ['pages'] }) };
      if (data.description !== undefined) journey.description = data.description;
      return sourceMap.register(journey, { file, at: [] }) as unknown as Journey;
    });
    return { journey, issues };
  }

  return { index, pageIssues, compose };
}

export type { PageIndex };
