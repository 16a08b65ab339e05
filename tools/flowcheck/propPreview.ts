import type { ErrorObject } from 'ajv';
import type { JsonSchemaObject } from './registryManifest.ts';
import { isRef } from '../../src/engine/resolveValue.ts';
import { textUnread } from './trackedFlows.ts';
import { ownText, previewNested } from './valueCheck.ts';
import { valueValidator } from './valueValidators.ts';
import { isRecord } from '../isRecord.ts';

/** The setting a `{ "fact": "settings.x" }` ref names, when `settings` has it as its own (never "constructor"). */
export function settingNamed(fact: string, settings: Record<string, unknown>): { value: unknown } | undefined {
  const name = fact.startsWith('settings.') ? fact.slice('settings.'.length) : undefined;
  return name !== undefined && Object.hasOwn(settings, name) ? { value: settings[name] } : undefined;
}

/** A value as the checker sees it, and what to check it against. */
export interface Preview {
  value: unknown;
  schema: JsonSchemaObject | boolean;
  /** A list some of whose items hold refs: each item's own schema (`schema.items` itself for an item without). */
  items?: (JsonSchemaObject | boolean)[];
  /**
   * Texts whose words are in `value` but were read as their presence only (textUnread), because no schema on their
   * way looks at a string's words (wordsBlind): the check passes or fails alike whatever they say. previewError
   * reads them as words when it finds a problem, since a problem's message may quote them.
   */
  unread?: { texts: Readonly<Record<string, string>>; keys: string[] };
}

/**
 * Keywords of an object or list schema that look at no value inside it, only at which keys or how many items it has
 * and their kind (not `uniqueItems`, `contains`, `enum`, `patternProperties`, which compare or match what is inside).
 * A text inside a value whose every schema on the way holds these alone, at a place whose schema is blind to words,
 * cannot change the outcome with its words.
 */
const shapeOnly = new Set([
  'type',
  'description',
  'title',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'properties',
  'additionalProperties',
  'required',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
]);

/**
 * Keywords that never look at a string: the shape-only ones above (annotations, `type`: a text is a string whatever
 * it says) and the rest of those of objects, lists and numbers, which a string passes untouched. A schema made of
 * these alone passes or fails a text alike whatever its words (not so `enum`, `const`, `pattern`, `minLength`,
 * `format`, combinators, `$ref` or a keyword not named here).
 */
const blindToWords = new Set([
  ...shapeOnly,
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  // Ours: the prop whose words its control shows names its accessible-name prop (src/model/componentDefinition.ts).
  // The schema validator ignores it; the Label in Name check reads both texts' words itself (labelInNameCheck.ts).
  'labelInName',
]);

function onlyKeywords(schema: JsonSchemaObject | boolean, allowed: ReadonlySet<string>): boolean {
  return typeof schema === 'boolean' || Object.keys(schema).every((keyword) => allowed.has(keyword));
}

/** Whether a schema passes or fails a string alike whatever its words. */
export function wordsBlind(schema: JsonSchemaObject | boolean): boolean {
  return onlyKeywords(schema, blindToWords);
}

/** What previewIn gathers on its way: the texts whose words it took as their presence only. */
interface Walk {
  unread: string[];
}

/**
 * A prop's value as far as the checker can tell, with the schema to check it against: text refs become their text;
 * a fact, logic, event or cases ref (known only at runtime) becomes null, and the schema at its place accepts
 * anything (`true`), so the rest of the value is still checked. Before, one such ref anywhere in a list (an offer
 * card's `href`) left the whole list unchecked, and an unknown `icon` beside it passed (docs/architecture.md
 * principle 1: an unknown name is a flows:check error). Null where the schema's shape cannot be followed
 * (anyOf, $ref): the value is then checked as before, or not at all when a ref sits inside.
 *
 * A list prop whose items hold refs has each item checked against its own schema (`items`): a ref in one card
 * accepts anything at its place in that card only (one schema once served every item, so a card whose icon came
 * from a fact let a sibling's "signall" pass). Checked one by one, not as one schema with prefixItems: the items
 * alike share a validator, where one schema per list was one more to load per list, 4 % more flows:check CPU.
 * A list inside an item still has one schema for all its items.
 *
 * With `settings` (an action's list argument, tools/flowcheck/argTypeCheck.ts), a setting's ref becomes the setting's
 * value, which the runtime hands the action as it is, so it is checked at its place like a literal.
 */
export function previewAgainst(
  value: unknown,
  schema: JsonSchemaObject | boolean,
  texts: Record<string, string>,
  settings?: Record<string, unknown>,
): Preview | null {
  const walk: Walk = { unread: [] };
  const withUnread = (preview: Preview | null): Preview | null =>
    preview && walk.unread.length > 0 ? { ...preview, unread: { texts, keys: walk.unread } } : preview;
  if (!Array.isArray(value) || !isRecord(schema) || !isRecord(schema.items)) return withUnread(previewIn(value, schema, texts, settings, walk, true));
  const items = schema.items as JsonSchemaObject;
  const out: unknown[] = [];
  const own: (JsonSchemaObject | boolean)[] = [];
  const blind = onlyKeywords(schema, shapeOnly);
  for (const item of value) {
    const preview = previewIn(item, items, texts, settings, walk, blind);
    if (!preview) return null;
    out.push(preview.value);
    own.push(preview.schema);
  }
  // A list without refs keeps its schema, and its compiled validator (tools/flowcheck/valueValidators.ts).
  return withUnread(own.every((itemSchema) => itemSchema === items) ? { value: out, schema } : { value: out, schema, items: own });
}

/** `blind`: every schema above this place looks at no value inside it (shapeOnly). */
function previewIn(
  value: unknown,
  schema: JsonSchemaObject | boolean,
  texts: Record<string, string>,
  settings: Record<string, unknown> | undefined,
  walk: Walk,
  blind: boolean,
): { value: unknown; schema: JsonSchemaObject | boolean } | null {
  if (isRecord(value) && typeof value.text === 'string') {
    if (!blind || !wordsBlind(schema)) return { value: ownText(texts, value.text) ?? value.text, schema };
    // Only that the text is there decides the outcome here (its words are read as words if a problem is found).
    walk.unread.push(value.text);
    return { value: textUnread(texts, value.text) ?? value.text, schema };
  }
  const setting = settings && isRecord(value) && typeof value.fact === 'string' ? settingNamed(value.fact, settings) : undefined;
  if (setting) return { value: setting.value, schema };
  if (isRecord(value) && isRef(value)) return { value: null, schema: true };
  const plain = (): { value: unknown; schema: JsonSchemaObject | boolean } | null => {
    const preview = previewNested(value, texts);
    return preview && { value: preview.value, schema };
  };
  if (Array.isArray(value)) {
    if (!isRecord(schema) || !isRecord(schema.items)) return plain();
    let items: JsonSchemaObject | boolean = schema.items as JsonSchemaObject;
    const out: unknown[] = [];
    const inner = blind && onlyKeywords(schema, shapeOnly);
    for (const item of value) {
      const preview = previewIn(item, items, texts, settings, walk, inner);
      if (!preview) return null;
      out.push(preview.value);
      // Inside an item, one schema serves every item of a list: a place that takes a ref in one accepts anything in all.
      items = preview.schema;
    }
    return { value: out, schema: items === schema.items ? schema : ({ ...schema, items } as JsonSchemaObject) };
  }
  if (!isRecord(value)) return { value, schema };
  if (!isRecord(schema) || !isRecord(schema.properties)) return plain();
  const properties = { ...(schema.properties as Record<string, JsonSchemaObject | boolean>) };
  const out: Record<string, unknown> = {};
  // The schema itself when no ref loosened it: a list item without refs is told apart from one with (previewAgainst).
  let loosened = false;
  const inner = blind && onlyKeywords(schema, shapeOnly);
  for (const [key, item] of Object.entries(value)) {
    const own = properties[key];
    if (own === undefined) {
      // A key the schema does not name stays as it is, so `additionalProperties: false` still names it.
      const preview = previewNested(item, texts);
      if (!preview) return null;
      out[key] = preview.value;
      continue;
    }
    const preview = previewIn(item, own, texts, settings, walk, inner);
    if (!preview) return null;
    out[key] = preview.value;
    loosened ||= preview.schema !== own;
    properties[key] = preview.schema;
  }
  return { value: out, schema: loosened ? ({ ...schema, properties } as JsonSchemaObject) : schema };
}

function errorOf(value: unknown, schema: JsonSchemaObject | boolean): ErrorObject | null {
  if (typeof schema !== 'object') return null;
  const validate = valueValidator(schema);
  return validate(value) ? null : (validate.errors?.[0] ?? null);
}

function placeOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/** Keywords of a list schema that say nothing of the list as a whole (how many items, unique...), only of its items. */
const itemsOnly = new Set(['type', 'items', 'description', 'title', '$comment', 'examples']);

/**
 * The first problem of a preview against its schema: AJV's error, its place inside the value (`[1, "icon"]`), and
 * a schema to look that place up in (a list checked item by item as prefixItems: looked up, never compiled). In a
 * list with refs, the items without any are checked together against the list's own schema (the validator a list
 * without refs uses), each other item against its own schema.
 */
export function previewError(preview: Preview): PreviewProblem | null {
  const problem = firstProblem(preview);
  // A problem's message may quote the words: from here on they are read as words (a change to them runs the check again).
  if (problem && preview.unread) for (const key of preview.unread.keys) void preview.unread.texts[key];
  return problem;
}

type PreviewProblem = { error: ErrorObject; inner: (string | number)[]; schema: JsonSchemaObject | boolean };

function firstProblem(preview: Preview): PreviewProblem | null {
  const { items, schema } = preview;
  if (!items || !Array.isArray(preview.value) || !isRecord(schema)) {
    const error = errorOf(preview.value, preview.schema);
    return error && { error, inner: placeOf(error.instancePath), schema: preview.schema };
  }
  const values = preview.value as unknown[];
  const asWritten = { ...schema, prefixItems: items };
  const plain = items.flatMap((itemSchema, index) => (itemSchema === schema.items ? [index] : []));
  // Without keywords on the list as a whole, the plain items are checked as a list of their own; else the list's
  // keywords first, then each item.
  const together = Object.keys(schema).every((keyword) => itemsOnly.has(keyword));
  const plainItems = plain.map((index) => values[index]);
  const listError = !together ? errorOf(values, { ...schema, items: {} }) : plain.length > 0 ? errorOf(plainItems, schema) : null;
  const listPlace = listError ? placeOf(listError.instancePath) : [];
  if (listError && typeof listPlace[0] === 'number') listPlace[0] = plain[listPlace[0]] ?? listPlace[0];
  else if (listError) return { error: listError, inner: listPlace, schema: asWritten };
  const before = listError ? (listPlace[0] as number) : Infinity;
  for (const [index, itemSchema] of items.entries()) {
    if (index >= before) break;
    if (together && itemSchema === schema.items) continue;
    const error = errorOf(values[index], itemSchema);
    if (error) return { error, inner: [index, ...placeOf(error.instancePath)], schema: asWritten };
  }
  return listError ? { error: listError, inner: listPlace, schema: asWritten } : null;
}
