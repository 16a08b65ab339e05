import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';
import { decisionResultSchema } from './decisionChoices.ts';

const open: JsonSchemaObject = {};

/** Inlines `common.schema.json#/$defs/x` references so paths can be walked. */
function inlineRefs(schema: unknown, common: JsonSchemaObject): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, common));
  if (schema === null || typeof schema !== 'object') return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('common.schema.json#/$defs/')) {
    const name = record.$ref.split('/').pop() as string;
    return inlineRefs((common.$defs as Record<string, unknown>)[name], common);
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, inlineRefs(value, common)]));
}

function objectOf(properties: Record<string, JsonSchemaObject>): JsonSchemaObject {
  return { type: 'object', properties, additionalProperties: false };
}

function nestedTexts(keys: string[]): JsonSchemaObject {
  const root: JsonSchemaObject = objectOf({});
  for (const key of keys) {
    let node = root;
    for (const segment of key.split('.')) {
      node.properties ??= {};
      node.properties[segment] ??= objectOf({});
      node = node.properties[segment] as JsonSchemaObject;
    }
    node.type = 'string';
  }
  return root;
}

/**
 * The schema of every fact a predicate may read: schemas/facts.schema.json plus
 * the parts that come from registries and flow files (answers.<adapter>,
 * calls.<adapter>, decisions.<table>, lists, switches, settings, texts).
 */
export interface VocabularySchemas {
  /** schemas/facts.schema.json */
  facts: JsonSchemaObject;
  /** schemas/answers/<adapter>.schema.json by file name ("getCart.schema.json"), common.schema.json among them. */
  answers: Record<string, unknown>;
}

/** The names of the lists, switches, settings and texts (in the flows' order): all of the facts they add that the flows decide. */
export interface FactNames {
  lists: string[];
  switches: string[];
  settings: string[];
  texts: string[];
}

export function factNamesOf(flows: Pick<FlowSet, 'lists' | 'switches' | 'settings' | 'texts'>): FactNames {
  return { lists: Object.keys(flows.lists), switches: Object.keys(flows.switches), settings: Object.keys(flows.settings), texts: Object.keys(flows.texts) };
}

/**
 * The facts named by lists, switches, settings and texts, from their names alone: a text's words are no fact's
 * schema, so flows:check fingerprints this part of the vocabulary by the names (tools/flowcheck/trackedFlows.ts
 * `vocabulary:names`) and a wording edit leaves it as it was (issue 20 item 4, docs/performance.md "flows:check after
 * one edit (session 37)").
 */
export function namedFacts(names: FactNames): Record<'lists' | 'switches' | 'settings' | 'texts', JsonSchemaObject> {
  return {
    lists: objectOf(Object.fromEntries(names.lists.map((id) => [id, { type: 'array' }]))),
    switches: objectOf(Object.fromEntries(names.switches.map((id) => [id, { type: 'boolean' }]))),
    settings: objectOf(Object.fromEntries(names.settings.map((id) => [id, open]))),
    texts: nestedTexts(names.texts),
  };
}

/** The facts the decision and redirect tables decide: each table's results and rows (the tables are expanded to read them). */
export function tableFacts(flows: Pick<FlowSet, 'decisions' | 'redirectTables'>): Record<'decisions' | 'redirects', JsonSchemaObject> {
  const decisions: Record<string, JsonSchemaObject> = {};
  for (const table of Object.values(flows.decisions)) decisions[table.id] = decisionResultSchema(table);
  return {
    decisions: objectOf(decisions),
    // A redirect table's row is one of its row ids ('' when none matched): a fixed choice, like a decision table's.
    redirects: objectOf(
      Object.fromEntries(
        Object.entries(flows.redirectTables).map(([id, table]) => [
          id,
          objectOf({ row: { enum: [...table.rows.map((row) => row.id), ''] }, to: { type: 'string' } }),
        ]),
      ),
    ),
  };
}

/**
 * The vocabulary from schemas already read: pure, so the studio builds the
 * same vocabulary in the browser from its context (studio/shared/tables).
 */
export function vocabularyOf(flows: FlowSet, manifest: Pick<RegistryManifest, 'adapters'>, schemas: VocabularySchemas): JsonSchemaObject {
  const facts = schemas.facts;
  const common = (schemas.answers['common.schema.json'] ?? {}) as JsonSchemaObject;
  const answers: Record<string, JsonSchemaObject> = {};
  const calls: Record<string, JsonSchemaObject> = {};
  for (const adapter of Object.keys(manifest.adapters)) {
    const schema = schemas.answers[`${adapter}.schema.json`];
    answers[adapter] = schema ? (inlineRefs(schema, common) as JsonSchemaObject) : open;
    calls[adapter] = objectOf({
      status: { enum: ['idle', 'loading', 'ok', 'error'] },
      // Spec 9 loader hide delay (schemas/facts.schema.json $defs.callFact).
      loaderHeld: { type: 'boolean' },
      error: objectOf({ kind: { type: 'string' }, status: { type: 'number' }, message: { type: 'string' } }),
    });
  }
  const properties = { ...(facts.properties ?? {}) };
  properties.answers = objectOf(answers);
  properties.calls = objectOf(calls);
  Object.assign(properties, tableFacts(flows), namedFacts(factNamesOf(flows)));
  properties.error = objectOf({
    // The kinds normaliseOutcome.ts gives (its NormalisedOutcome.kind): fixed choices, so a typo in a row is caught.
    kind: { enum: ['none', 'service', 'redirect', 'network', 'timeout', 'http', 'malformed', 'unauthorized', 'refused'] },
    status: { type: 'number' },
    id: { type: 'string' },
    name: { type: 'string' },
    message: { type: 'string' },
    serviceErrMsg: { type: 'string' },
    informationLink: { type: 'string' },
    lockedChannelID: { type: 'string' },
    adapter: { type: 'string' },
    url: { type: 'string' },
    // Issue 3 (src/services/errors/normaliseOutcome.ts): the rest of the normalised outcome.
    method: { type: 'string' },
    networkMessage: { type: 'string' },
    goToUrl: { type: 'string' },
    nullRedirect: { type: 'boolean' },
    retried: { type: 'boolean' },
    attempts: { type: 'number' },
    requestId: { type: 'string' },
    proactiveChatIndicator: { type: 'string' },
    proactiveChatCustomMSG: { type: 'string' },
  });
  return { ...facts, properties };
}
