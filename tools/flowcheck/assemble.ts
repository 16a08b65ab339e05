import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import type { ContentFile, ListsFile, SettingsFile, SwitchesFile, TextsFile } from '../../src/model/flowTypes.ts';
import type { AuthoredParts, JsonObject } from './compose/authoredParts.ts';
import { composeJourneys, journeyComposer, type ComposeIssue } from './compose/composeJourneys.ts';
import { expandTableFragments } from './compose/tableFragments.ts';
import { SourceMap } from './compose/sourceMap.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { Problem } from './problem.ts';
import type { FlowKind } from './schemas.ts';
import { givePageRoutes, type PageRoutes } from './pageRoutes.ts';

export interface TypedFile {
  file: FlowFile;
  kind: FlowKind;
}

/** Where each named thing was defined, so later checks can point at it. */
export interface Origins {
  journeys: Map<string, FlowFile>;
  decisions: Map<string, FlowFile>;
  errorTables: Map<string, FlowFile>;
  redirectTables: Map<string, FlowFile>;
  texts: Map<string, FlowFile>;
  /** language -> text key -> the translation file that defines it. */
  translations: Map<string, Map<string, FlowFile>>;
  lists: Map<string, FlowFile>;
  settings: Map<string, FlowFile>;
  /** Content key (`creditcardmlp`, `es/creditcardmlp`, as in flows.content) -> its file. */
  content: Map<string, FlowFile>;
  /** Composed journeys point back at the page files, layouts and fragments they were built from. */
  sourceMap: SourceMap | null;
}

export function emptyOrigins(): Origins {
  return {
    journeys: new Map(),
    decisions: new Map(),
    errorTables: new Map(),
    redirectTables: new Map(),
    texts: new Map(),
    translations: new Map(),
    lists: new Map(),
    settings: new Map(),
    content: new Map(),
    sourceMap: null,
  };
}

function problemAt(file: FlowFile, segments: (string | number)[], message: string): Problem {
  const { line, column } = locate(file, segments);
  return { file: file.path, line, column, pointer: segments.map((segment) => `/${segment}`).join(''), message };
}

/** Kinds whose files each define one thing, by id: where it goes and what to call it in messages. */
const singleKinds = {
  decisionTable: ['decisions', 'decision table'],
  errorTable: ['errorTables', 'error table'],
  redirectTable: ['redirectTables', 'redirect table'],
} as const;

export type Composition = ReturnType<typeof composeJourneys>;

export interface Assembled {
  flows: FlowSet;
  origins: Origins;
  /** Names defined twice, and misused table fragments and the composition's problems unless it is lazy. */
  problems: Problem[];
  /** When lazy, the misused table fragments (expanding every table not yet expanded); else none (they are in `problems`). */
  tableProblems: () => Problem[];
  /** The composed journeys (composed on first use when lazy). */
  composition: Composition;
  /** When lazy, the composition's problems (composing every journey not yet composed); else none (they are in `problems`). */
  compositionProblems: () => Problem[];
  /** When lazy: the pages' own problems (a page file naming no journey, a page id used twice), composing nothing. */
  pageProblems: () => Problem[];
  /** When lazy: the problems of composing one journey (composing it if not yet done). */
  journeyProblems: (id: string) => Problem[];
  /** The journeys' ids in the order of Object.keys(flows.journeys), known without composing them. */
  journeyIds: string[];
  /** What decides each journey's composition, for flows:check's fingerprints (tools/flowcheck/trackedFlows.ts runFingerprints). */
  compositionInputs: CompositionInputs;
}

/**
 * A journey's composition reads its own files (its journey file and the page files naming it), the layouts and
 * fragments, and every page's journey, id and route (links, and which page file wins when an id is used twice).
 */
export interface CompositionInputs {
  /** Every layout and fragment file. */
  shared: FlowFile[];
  /** Every page's journey, id, route and file, and the journeys' ids, as one text. */
  pageIndex: string;
  /** The journey file of `id` and the page files naming it. */
  own: (id: string) => FlowFile[];
}

/**
 * Merges valid files into one FlowSet; a name defined twice is a problem at its second place. Journeys are composed (compose/).
 * `composed`: the journeys composed by an earlier run over the same journey, page, layout and fragment files (the
 * flow studio's re-check after a table or value edit), used instead of composing them again.
 * `lazy`: each journey is composed when it is first read from `flows.journeys` (flows:check, whose cached units often
 * need no journey and after an edit one: issue 20 item 4), and their problems are left to `pageProblems` and
 * `journeyProblems`; each decision, error and redirect table is expanded (its value fragments put in) when first read,
 * its misused fragments left to `tableProblems`. Which pages exist and their routes are known before that (tools/flowcheck/pageRoutes.ts).
 */
export function assemble(files: readonly TypedFile[], composed?: Composition, { lazy = false }: { lazy?: boolean } = {}): Assembled {
  // Fragments first: tables and journeys use them.
  const fragments = new Map<string, { file: FlowFile; data: JsonObject }>();
  for (const { file, kind } of files) if (kind === 'fragment') fragments.set(String((file.data as JsonObject).id), { file, data: file.data as JsonObject });
  const tableIssues: ComposeIssue[] = [];
  /** When lazy, each table's expansion, run when the table is first read (or its problems asked for), in file order. */
  const tableExpansions: (() => ComposeIssue[])[] = [];
  const sourceMap = new SourceMap(); // tables' fragment uses and composed journeys alike
  const flows = emptyFlowSet();
  const origins = emptyOrigins();
  const problems: Problem[] = [];
  const firstDefinition = new Map<string, string>();

  function claim(file: FlowFile, segments: (string | number)[], kind: string, name: string): boolean {
    const key = `${kind}:${name}`;
    const earlier = firstDefinition.get(key);
    if (earlier !== undefined) {
      problems.push(problemAt(file, segments, `duplicate ${kind} "${name}": already defined in ${earlier}. Fix: rename one of them or remove the copy.`));
      return false;
    }
    firstDefinition.set(key, file.path);
    return true;
  }

  const authored: AuthoredParts = { journeys: new Map(), pageFiles: [], layouts: new Map(), fragments: new Map() };
  for (const { file, kind } of files) {
    const data = file.data as Record<string, unknown>;
    switch (kind) {
      case 'journey':
      case 'layout':
      case 'fragment': {
        const [slot, label] = ({ journey: ['journeys', 'journey'], layout: ['layouts', 'layout'], fragment: ['fragments', 'fragment'] } as const)[kind];
        if (claim(file, ['id'], label, String(data.id))) authored[slot].set(String(data.id), { file, data: data as JsonObject });
        if (kind === 'journey') origins.journeys.set(String(data.id), file);
        break;
      }
      case 'page':
        authored.pageFiles.push({ file, data: data as JsonObject });
        break;
      case 'decisionTable':
      case 'errorTable':
      case 'redirectTable': {
        // Files that hold one named thing each: claimed by their id.
        const [slot, label] = singleKinds[kind];
        const id = String(data.id);
        if (claim(file, ['id'], label, id)) {
          const issues: ComposeIssue[] = [];
          const expand = (): unknown => sourceMap.building(() => expandTableFragments(data as JsonObject, file, fragments, issues, sourceMap), { alone: true });
          if (lazy) {
            // flows:check: a run whose table units are all cached reads no table (about 0.04 s of every run expanded them).
            let expanded: { table: unknown } | null = null;
            const table = (): unknown => (expanded ??= { table: expand() }).table;
            Object.defineProperty(flows[slot], id, { get: table, enumerable: true, configurable: true });
            tableExpansions.push(() => {
              table();
              return issues;
            });
          } else {
            (flows[slot] as Record<string, unknown>)[id] = expand();
            tableIssues.push(...issues);
          }
          origins[slot].set(id, file);
        }
        break;
      }
      case 'lists':
        for (const [id, list] of Object.entries((data as unknown as ListsFile).lists)) {
          if (claim(file, ['lists', id], 'list', id)) {
            flows.lists[id] = list.items;
            origins.lists.set(id, file);
          }
        }
        break;
      case 'switches':
        for (const [name, definition] of Object.entries((data as unknown as SwitchesFile).switches)) {
          if (claim(file, ['switches', name], 'switch', name)) flows.switches[name] = definition;
        }
        break;
      case 'settings':
        for (const [name, setting] of Object.entries((data as unknown as SettingsFile).settings)) {
          if (claim(file, ['settings', name], 'setting', name)) {
            flows.settings[name] = setting.value;
            origins.settings.set(name, file);
          }
        }
        break;
      case 'texts': {
        const { locale, texts } = data as unknown as TextsFile;
        // A translation file (flows/texts/<language>/) fills that language's texts; the others are the English source.
        const target = locale ? ((flows.translations ??= {})[locale] ??= {}) : flows.texts;
        const where = locale ? (origins.translations.get(locale) ?? origins.translations.set(locale, new Map()).get(locale)) : origins.texts;
        for (const [key, text] of Object.entries(texts)) {
          if (claim(file, ['texts', key], locale ? `${locale} text key` : 'text key', key)) {
            target[key] = text;
            where?.set(key, file);
          }
        }
        break;
      }
      case 'content': {
        const content = data as unknown as ContentFile;
        // A translation (flows/content/<language>/) is the same content for another language's shopper.
        const key = content.locale ? `${content.locale}/${content.id}` : content.id;
        if (claim(file, ['id'], content.locale ? `${content.locale} content` : 'content', key)) {
          flows.content[key] = content.content;
          origins.content.set(key, file);
        }
        break;
      }
    }
  }
  for (const issue of tableIssues) problems.push(problemAt(issue.file, issue.at, issue.message));
  const inputs = compositionInputsOf(files, authored);
  let composition = composed;
  const compose = (): Composition => (composition ??= composeJourneys(authored, sourceMap));
  const asProblems = (issues: readonly ComposeIssue[]): Problem[] => issues.map((issue) => problemAt(issue.file, issue.at, issue.message));
  const tableProblems = (): Problem[] => asProblems(tableExpansions.flatMap((expansion) => expansion()));
  // Journeys are composed into `sourceMap`, where the tables already are: known before any journey is read.
  origins.sourceMap = composed?.sourceMap ?? sourceMap;
  if (lazy && !composed) {
    const composer = journeyComposer(authored, sourceMap);
    const composedOnes = new Map<string, ReturnType<typeof composer.compose>>();
    const composeOne = (id: string): ReturnType<typeof composer.compose> => {
      let one = composedOnes.get(id);
      if (one === undefined) composedOnes.set(id, (one = composer.compose(id)));
      return one;
    };
    // One property per journey, in the order composeJourneys writes them; each composes its journey when first read.
    const journeys: Record<string, unknown> = {};
    for (const id of authored.journeys.keys()) Object.defineProperty(journeys, id, { get: () => composeOne(id).journey, enumerable: true, configurable: true });
    flows.journeys = journeys as FlowSet['journeys'];
    givePageRoutes(flows, authoredRoutes(authored, composer.index));
    const journeyIds = Object.keys(journeys);
    const journeyProblems = (id: string): Problem[] => asProblems(composeOne(id).issues);
    const pageProblems = (): Problem[] => asProblems(composer.pageIssues);
    return {
      flows,
      origins,
      problems,
      tableProblems,
      get composition() {
        return {
          journeys: Object.fromEntries(journeyIds.map((id) => [id, composeOne(id).journey])),
          sourceMap,
          issues: [...composer.pageIssues, ...journeyIds.flatMap((id) => composeOne(id).issues)],
        };
      },
      compositionProblems: () => [...pageProblems(), ...[...authored.journeys.keys()].flatMap(journeyProblems)],
      pageProblems,
      journeyProblems,
      journeyIds,
      compositionInputs: inputs,
    };
  }
  flows.journeys = compose().journeys;
  problems.push(...asProblems(compose().issues));
  return {
    flows,
    origins,
    problems,
    tableProblems,
    composition: compose(),
    compositionProblems: () => [],
    pageProblems: () => [],
    journeyProblems: () => [],
    journeyIds: Object.keys(flows.journeys),
    compositionInputs: inputs,
  };
}

/** The route table (tools/flowcheck/pageRoutes.ts) of the journeys composeJourneys would write, from the authored pages. */
function authoredRoutes(authored: AuthoredParts, index: ReturnType<typeof journeyComposer>['index']): PageRoutes {
  const journeys: Record<string, { id: string; pages: Record<string, { route: unknown }> }> = {};
  for (const id of authored.journeys.keys()) {
    const pages: Record<string, { route: unknown }> = {};
    for (const page of index.pagesOf(id)) pages[page.id] = { route: page.data.route };
    journeys[id] = { id, pages };
  }
  return { journeys } as unknown as PageRoutes;
}

function compositionInputsOf(files: readonly TypedFile[], authored: AuthoredParts): CompositionInputs {
  const shared = files.filter(({ kind }) => kind === 'layout' || kind === 'fragment').map(({ file }) => file);
  const pages: unknown[] = [];
  for (const [journeyId, { file, data }] of authored.journeys)
    for (const [id, page] of Object.entries((data.pages ?? {}) as Record<string, { route?: unknown }>)) pages.push([journeyId, id, page?.route, file.path]);
  for (const { file, data } of authored.pageFiles) pages.push([data.journey, data.id, data.route, file.path]);
  return {
    shared,
    pageIndex: JSON.stringify([[...authored.journeys.keys()], pages]),
    own: (id) => {
      const journey = authored.journeys.get(id)?.file;
      return [...(journey ? [journey] : []), ...authored.pageFiles.filter(({ data }) => String(data.journey) === id).map(({ file }) => file)];
    },
  };
}
