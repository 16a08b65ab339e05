import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Journey, ViewNode } from '../../src/model/flowTypes.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { readCodeKeys } from '../flowcheck/codeKeysCheck.ts';

function stripNode(node: ViewNode): ViewNode {
  const { note: _note, children, ...rest } = node;
  return children ? { ...rest, children: children.map(stripNode) } : rest;
}

/**
 * The flows the browser needs: the analysts' documentation (descriptions,
 * notes, decision examples, $schema lines) stays in the repository and in
 * flows:check, out of the start-up bundle. Only structural places are
 * stripped, so a prop or a content field that happens to be called
 * `description` is kept.
 */
export function runtimeFlows(flows: FlowSet): FlowSet {
  const journeys = Object.fromEntries(
    Object.entries(flows.journeys).map(([id, { $schema: _schema, description: _description, ...journey }]) => [
      id,
      {
        ...journey,
        $schema: '',
        pages: Object.fromEntries(
          Object.entries(journey.pages).map(([pageId, page]) => [
            pageId,
            {
              ...page,
              body: page.body.map(stripNode),
              ...(page.on
                ? {
                    on: Object.fromEntries(
                      Object.entries(page.on).map(([event, handlers]) => [event, handlers.map(({ note: _note, examples: _examples, ...handler }) => handler)]),
                    ),
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
        $schema: '',
        rows: table.rows.map(({ note: _note, examples: _examples, ...row }) => ({ ...row, examples: [] })),
        default: { ...table.default, note: undefined, examples: [] },
      },
    ]),
  ) as unknown as FlowSet['decisions'];
  const errorTables = Object.fromEntries(
    Object.entries(flows.errorTables).map(([id, { $schema: _schema, description: _description, ...table }]) => [
      id,
      { ...table, $schema: '', rows: table.rows.map(({ note: _note, examples: _examples, ...row }) => row), default: { ...table.default, note: undefined } },
    ]),
  ) as unknown as FlowSet['errorTables'];
  const redirectTables = Object.fromEntries(
    Object.entries(flows.redirectTables).map(([id, { $schema: _schema, description: _description, ...table }]) => [
      id,
      { ...table, $schema: '', rows: table.rows.map(({ note: _note, examples: _examples, ...row }) => ({ ...row, examples: [] })) },
    ]),
  ) as unknown as FlowSet['redirectTables'];
  const switches = Object.fromEntries(Object.entries(flows.switches).map(([name, definition]) => [name, { description: '', default: definition.default }]));
  // Authored content is served by the content service (the mocks read flows/content), never bundled.
  return { ...flows, journeys, decisions, errorTables, redirectTables, switches, content: {} };
}

function jsonModule(value: unknown): string {
  // JSON.parse of a string is the fastest way for browsers to load a large object.
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/** Every flow in one module (dev server: edits hot-apply as one unit). */
export function flowsModule(flows: FlowSet): string {
  return `export default ${jsonModule(runtimeFlows(flows))};\nexport const journeyLoaders = {};`;
}

/**
 * Everything but the journeys, plus an index of their pages and one loader
 * per journey: each journey is a chunk of its own, fetched when needed.
 */
export function coreFlowsModule(flows: FlowSet, journeyPrefix: string): string {
  const runtime = runtimeFlows(flows);
  const lazyJourneys = Object.fromEntries(
    Object.values(runtime.journeys).map((journey) => [
      journey.id,
      Object.fromEntries(Object.entries(journey.pages).map(([pageId, page]) => [pageId, page.route])),
    ]),
  );
  const loaders = Object.keys(runtime.journeys)
    .map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${journeyPrefix}${id}`)}),`)
    .join('\n');
  return `export default ${jsonModule({ ...runtime, texts: splitTexts(flows).core, journeys: {}, lazyJourneys })};\nexport const journeyLoaders = {\n${loaders}\n};`;
}

export function journeyModule(journey: Journey, flows: FlowSet): string {
  const stripped = runtimeFlows({ ...emptyFlowSet(), journeys: { [journey.id]: journey } }).journeys[journey.id];
  const texts = splitTexts(flows).byJourney[journey.id] ?? {};
  return `export default ${jsonModule(stripped)};\nexport const texts = ${jsonModule(texts)};`;
}

/** Text keys a piece of flow data names: {"text": key} references and {"var": "texts.key"} reads. */
function textKeysIn(value: unknown, known: Record<string, string>): Set<string> {
  const json = JSON.stringify(value);
  const keys = new Set<string>();
  for (const match of json.matchAll(/"text":"([^"]+)"/g)) if (match[1] && match[1] in known) keys.add(match[1]);
  for (const match of json.matchAll(/"texts\.([A-Za-z0-9.]+)"/g)) if (match[1] && match[1] in known) keys.add(match[1]);
  return keys;
}

/**
 * Which texts can travel with a journey's chunk: those only that journey's
 * pages name. Everything else stays at start-up: texts named by tables
 * (decisions, errors, redirects), by two journeys or more, by none (the
 * shell's own texts read from code), the `common.` and `plumbing.` texts
 * the shell reads by key, and every text code reads by name (flow-keys.json).
 */
export function splitTexts(flows: FlowSet): { core: Record<string, string>; byJourney: Record<string, Record<string, string>> } {
  // Code reads these by name at any time (src/model/codeKeys.ts has no fallback), so they never wait for a chunk.
  const codeReadTexts = new Set(Object.keys(readCodeKeys().keys.texts));
  const owners = new Map<string, Set<string>>();
  for (const journey of Object.values(flows.journeys)) {
    for (const key of textKeysIn(journey, flows.texts)) owners.set(key, (owners.get(key) ?? new Set()).add(journey.id));
  }
  const sharedByTables = textKeysIn([flows.decisions, flows.errorTables, flows.redirectTables, flows.settings], flows.texts);
  const core: Record<string, string> = {};
  const byJourney: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flows.texts)) {
    const journeys = owners.get(key);
    const shellText = key.startsWith('common.') || key.startsWith('plumbing.') || codeReadTexts.has(key);
    if (!shellText && !sharedByTables.has(key) && journeys?.size === 1) {
      const [journeyId] = [...journeys] as [string];
      (byJourney[journeyId] ??= {})[key] = text;
    } else {
      core[key] = text;
    }
  }
  return { core, byJourney };
}
