import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Journey, ViewNode } from '../../src/model/flowTypes.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { readCodeReads, splitFlows } from './splitFlows.ts';
import { journeyTextLoadersExport, languageLoadersExport, textsIn } from './languageTexts.ts';
import type { Language } from '../../src/model/language.ts';

/** A row, default or handler without the analyst's note and worked examples (flows:check reads them; the browser never does). */
function withoutNotes<T extends { note?: unknown; examples?: unknown }>({ note: _note, examples: _examples, ...rest }: T): Omit<T, 'note' | 'examples'> {
  return rest;
}

function stripNode(node: ViewNode): ViewNode {
  const { note: _note, children, ...rest } = node;
  return children ? { ...rest, children: children.map(stripNode) } : rest;
}

/**
 * The flows the browser needs: the analysts' documentation (descriptions,
 * notes, decision examples, $schema lines) stays in the repository and in
 * flows:check, out of the start-up bundle. Only structural places are
 * stripped, so a prop or a content field that happens to be called
 * `description` is kept. The fields go, not just their values (a table's
 * `$schema`, `note` and `examples`, a switch's `description`): the result is
 * typed as the authored FlowSet, and the browser's code reads none of them.
 */
export function runtimeFlows(flows: FlowSet): FlowSet {
  const journeys = Object.fromEntries(
    Object.entries(flows.journeys).map(([id, { $schema: _schema, description: _description, ...journey }]) => [
      id,
      {
        ...journey,
        pages: Object.fromEntries(
          Object.entries(journey.pages).map(([pageId, page]) => [
            pageId,
            {
              ...page,
              body: page.body.map(stripNode),
              ...(page.on
                ? {
                    on: Object.fromEntries(Object.entries(page.on).map(([event, handlers]) => [event, handlers.map(withoutNotes)])),
                  }
                : {}),
            },
          ]),
        ),
      },
    ]),
  ) as FlowSet['journeys'];
  const decisions = Object.fromEntries(
    Object.entries(flows.decisions).map(([id, { $schema: _schema, description: _description, ...table }]) => [
      id,
      {
        ...table,
        rows: table.rows.map(withoutNotes),
        default: withoutNotes(table.default),
      },
    ]),
  ) as unknown as FlowSet['decisions'];
  const errorTables = Object.fromEntries(
    Object.entries(flows.errorTables).map(([id, { $schema: _schema, description: _description, ...table }]) => [
      id,
      {
        ...table,
        rows: table.rows.map(withoutNotes),
        default: withoutNotes(table.default),
      },
    ]),
  ) as unknown as FlowSet['errorTables'];
  const redirectTables = Object.fromEntries(
    Object.entries(flows.redirectTables).map(([id, { $schema: _schema, description: _description, ...table }]) => [
      id,
      { ...table, rows: table.rows.map(withoutNotes) },
    ]),
  ) as unknown as FlowSet['redirectTables'];
  const switches = Object.fromEntries(
    Object.entries(flows.switches).map(([name, definition]) => [name, { default: definition.default }]),
  ) as unknown as FlowSet['switches'];
  // Authored content is served by the content service (the mocks read flows/content), never bundled.
  // Translations travel in their own chunks, to the shoppers who read them (languageTexts.ts).
  const { translations: _translations, ...source } = flows;
  return { ...source, journeys, decisions, errorTables, redirectTables, switches, content: {} };
}

function jsonModule(value: unknown): string {
  // JSON.parse of a string is the fastest way for browsers to load a large object.
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/** Every flow in one module (dev server: edits hot-apply as one unit); another language's texts are one module of their own. */
export function flowsModule(flows: FlowSet): string {
  return [
    `export default ${jsonModule(runtimeFlows(flows))};`,
    'export const journeyLoaders = {};',
    'export const journeyTextLoaders = {};',
    languageLoadersExport(),
  ].join('\n');
}

const splits = new WeakMap<FlowSet, ReturnType<typeof splitFlows>>();

/** The journeys as they ship (stripped), as JSON: what splitFlows searches for the names each one reads. */
function journeyJson(runtime: FlowSet): Record<string, string> {
  return Object.fromEntries(Object.entries(runtime.journeys).map(([id, journey]) => [id, JSON.stringify(journey)]));
}

/** Where each decision table, list, setting and text ships: start-up, or one journey's chunk (splitFlows). */
export function splitRuntimeFlows(flows: FlowSet): ReturnType<typeof splitFlows> {
  // The core module and every journey module ask for the same split of the same checked flows: compute it once.
  const known = splits.get(flows);
  if (known) return known;
  const runtime = runtimeFlows(flows);
  const split = splitFlows(runtime, journeyJson(runtime), readCodeReads(Object.keys(runtime.decisions)));
  splits.set(flows, split);
  return split;
}

/**
 * Everything but the journeys and what only one journey reads, plus an index
 * of their pages and one loader per journey: each journey is a chunk of its
 * own, fetched when needed.
 */
export function coreFlowsModule(flows: FlowSet, journeyPrefix: string): string {
  const runtime = runtimeFlows(flows);
  const { core } = splitRuntimeFlows(flows);
  const lazyJourneys = Object.fromEntries(
    Object.values(runtime.journeys).map((journey) => [
      journey.id,
      Object.fromEntries(Object.entries(journey.pages).map(([pageId, page]) => [pageId, page.route])),
    ]),
  );
  const loaders = Object.keys(runtime.journeys)
    .map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${journeyPrefix}${id}`)}),`)
    .join('\n');
  return [
    `export default ${jsonModule({ ...runtime, ...core, journeys: {}, lazyJourneys })};`,
    `export const journeyLoaders = {\n${loaders}\n};`,
    journeyTextLoadersExport(Object.keys(runtime.journeys)),
    languageLoadersExport(),
  ].join('\n');
}

/**
 * The texts of one language: those start-up reads (`journeyId` null; in dev,
 * where nothing is split, every text), or those only one journey reads.
 */
export function languageTextsModule(flows: FlowSet, language: Language, journeyId: string | null, split: boolean): string {
  const { core, byJourney } = splitRuntimeFlows(flows);
  const keys = journeyId !== null ? Object.keys(byJourney[journeyId]?.texts ?? {}) : Object.keys(split ? core.texts : flows.texts);
  return `export default ${jsonModule(textsIn(flows, language, keys))};`;
}

/** A journey's chunk: the journey, and the decision tables, lists and settings only it reads (JourneyChunk); its texts are a chunk per language (languageTextsModule). */
export function journeyModule(journey: Journey, flows: FlowSet): string {
  const stripped = runtimeFlows({ ...emptyFlowSet(), journeys: { [journey.id]: journey } }).journeys[journey.id];
  const { texts: _texts, ...extras } = splitRuntimeFlows(flows).byJourney[journey.id] ?? { decisions: {}, lists: {}, settings: {}, texts: {} };
  return [`export default ${jsonModule(stripped)};`, ...Object.entries(extras).map(([kind, value]) => `export const ${kind} = ${jsonModule(value)};`)].join(
    '\n',
  );
}
