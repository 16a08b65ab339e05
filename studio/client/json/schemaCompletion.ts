import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { getLocation } from 'jsonc-parser';
import type { StudioContext } from '../editorSlot.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  prefixItems?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
};

const baseId = 'https://storeflow.local/schemas/';

/** Every schema document by its $id, so "$ref"s between files resolve. */
function documents(context: StudioContext): Map<string, Schema> {
  const byId = new Map<string, Schema>();
  const add = (schema: unknown): void => {
    const id = (schema as Schema | null)?.$id;
    if (typeof id === 'string') byId.set(id, schema as Schema);
  };
  Object.values(context.defs).forEach(add);
  Object.values(context.kindSchemas).forEach(add);
  Object.values(context.answerSchemas).forEach(add);
  add(context.factsSchema);
  return byId;
}

/** Follows a $ref ("defs/x.schema.json#/$defs/y" or "#/$defs/y") relative to the document it is in. */
function resolveRef(ref: string, document: Schema, byId: Map<string, Schema>): { schema: Schema; document: Schema } | null {
  const [file, fragment = ''] = ref.split('#');
  const base = typeof document.$id === 'string' ? document.$id : baseId;
  const target = file ? byId.get(new URL(file, base).href) : document;
  if (!target) return null;
  let schema: unknown = target;
  for (const segment of fragment.split('/').filter(Boolean)) schema = (schema as Record<string, unknown> | undefined)?.[decodeURIComponent(segment)];
  return schema ? { schema: schema as Schema, document: target } : null;
}

interface Located {
  schema: Schema;
  document: Schema;
}

/** The schemas a value may match (through $ref, allOf, anyOf, oneOf), for collecting property names. */
function alternatives(located: Located, byId: Map<string, Schema>, depth = 0): Located[] {
  if (depth > 12) return [];
  const { schema, document } = located;
  const out: Located[] = [located];
  if (schema.$ref) {
    const target = resolveRef(schema.$ref, document, byId);
    if (target) out.push(...alternatives(target, byId, depth + 1));
  }
  for (const list of [schema.allOf, schema.anyOf, schema.oneOf])
    for (const part of list ?? []) out.push(...alternatives({ schema: part, document }, byId, depth + 1));
  return out;
}

/** The schemas of the value at a JSON path inside a file of this kind. */
function schemasAt(root: Located, path: (string | number)[], byId: Map<string, Schema>): Located[] {
  let current = alternatives(root, byId);
  for (const segment of path) {
    const next: Located[] = [];
    for (const { schema, document } of current) {
      const child =
        typeof segment === 'number'
          ? (schema.prefixItems?.[segment] ?? schema.items)
          : (schema.properties?.[segment] ??
            Object.entries(schema.patternProperties ?? {}).find(([pattern]) => new RegExp(pattern, 'u').test(segment))?.[1] ??
            (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined));
      if (child) next.push(...alternatives({ schema: child, document }, byId));
    }
    current = next;
  }
  return current;
}

/** Whether the value at `path` is an effect's action name: `"action"` of an object the effect schema's ActionEffect matches. */
function isActionName(path: (string | number)[], rootSchema: Schema, byId: Map<string, Schema>): boolean {
  if (path.at(-1) !== 'action') return false;
  return schemasAt({ schema: rootSchema, document: rootSchema }, path.slice(0, -1), byId).some(({ schema }) => schema.title === 'ActionEffect');
}

/**
 * The actions there are (the registry, schemas/generated/registry.json, as the context's manifest), each with what it
 * does: the schema says only "a string", and the analyst review found an action was written with no list to pick
 * from outside an error row's Effects box (ResultEditor's effectsHelp).
 */
function actionOptions(context: StudioContext): { label: string; type: string; info?: string }[] {
  const actions = (context.manifest as { actions?: Record<string, { description?: unknown }> } | null)?.actions ?? {};
  return Object.entries(actions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, action]) => ({
      label: JSON.stringify(name),
      type: 'function',
      ...(typeof action.description === 'string' ? { info: action.description } : {}),
    }));
}

/**
 * Completions from the file kind's JSON Schema (schemas/<kind>.schema.json and
 * its defs): property names where a key is typed, enum and const values where
 * a value is, and the registry's actions where an effect's "action" is. The flow checks on the server remain the
 * judge; this only helps typing.
 */
export function schemaCompletion(context: StudioContext, kind: ItemKind): CompletionSource | undefined {
  const rootSchema = context.kindSchemas[kind] as Schema | undefined;
  if (!rootSchema) return undefined;
  const byId = documents(context);
  return (completion: CompletionContext): CompletionResult | null => {
    const word = completion.matchBefore(/"?[\w.$-]*/);
    if (!word || (word.from === word.to && !completion.explicit)) return null;
    const text = completion.state.doc.toString();
    const location = getLocation(text, completion.pos);
    const inKey = location.isAtPropertyKey;
    const path = inKey ? location.path.slice(0, -1) : location.path;
    const schemas = schemasAt({ schema: rootSchema, document: rootSchema }, path, byId);
    const options = inKey
      ? [...new Map(schemas.flatMap(({ schema }) => Object.entries(schema.properties ?? {})).map(([name, property]) => [name, property])).entries()].map(
          ([name, property]) => ({
            label: JSON.stringify(name),
            type: 'property',
            ...(typeof property.description === 'string' ? { info: property.description } : {}),
          }),
        )
      : [
          ...[...new Set(schemas.flatMap(({ schema }) => [...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])]))].map((value) => ({
            label: JSON.stringify(value),
            type: 'enum',
          })),
          ...(isActionName(path, rootSchema, byId) ? actionOptions(context) : []),
        ];
    return options.length > 0 ? { from: word.from, options } : null;
  };
}
