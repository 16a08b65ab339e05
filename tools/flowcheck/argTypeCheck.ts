import type { ErrorObject } from 'ajv';
import { valueValidator } from './valueValidators.ts';
import { patternSaid, patternUse } from './patternWords.ts';
import { previewAgainst, previewError, settingNamed } from './propPreview.ts';
import { didYouMean } from './suggest.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { isRecord } from '../isRecord.ts';

/**
 * Arguments the registry leaves untyped but whose name says what they are:
 * a `...Ms` argument is a duration, so "2s" is refused the same way a typed
 * one is (and typed ones get the same wording). Typing every action's argsSchema in code stays the better fix.
 */
function effectiveSchema(name: string, schema: JsonSchemaObject): JsonSchemaObject {
  if (!/Ms$/.test(name) || schema.enum !== undefined || (schema.type !== undefined && schema.type !== 'integer')) return schema;
  return { minimum: 0, ...schema, type: 'integer', title: 'a number of milliseconds', examples: [2000] };
}

/**
 * What a value holds when the checker can know it: a literal, a setting's value (`{ "fact": "settings.x" }`), or a
 * text (`{ "text": "key" }`, the action gets the text); with the words that say where it came from.
 */
function knownValue(value: unknown, settings: Record<string, unknown>, texts: Record<string, string>): { value: unknown; from: string } | null {
  if (value === null || typeof value !== 'object') return { value, from: 'found' };
  if (!isRecord(value)) return null;
  if (typeof value.text === 'string') return Object.hasOwn(texts, value.text) ? { value: texts[value.text], from: `text "${value.text}" is` } : null;
  const setting = typeof value.fact === 'string' ? settingNamed(value.fact, settings) : undefined;
  return setting ? { value: setting.value, from: `${String(value.fact)} is` } : null;
}

/** Action arguments (literals, settings and texts they name, lists and cases: checkTyped) against the action's argsSchema from schemas/generated/registry.json. */
export function checkArgTypes(
  action: string,
  args: Record<string, unknown> | undefined,
  argsSchema: JsonSchemaObject,
  settings: Record<string, unknown>,
  texts: Record<string, string>,
  at: (string | number)[],
): JourneyIssue[] {
  return checkTypedValues(args, argsSchema, settings, texts, (name) => ({
    at: [...at, 'args', name],
    what: (inside) => `argument "${name}"${inside} of action ${action}`,
  }));
}

/**
 * The redirect effect's options that take a value (delayMs, stripMtnFlow): the
 * schema lets them be facts or JSON Logic, so what can be known of them (a
 * literal, a setting, a text, each case of a `cases`) is typed here, with the
 * same wording as an action's arguments.
 */
const redirectOptionTypes: JsonSchemaObject = {
  type: 'object',
  properties: { delayMs: {}, stripMtnFlow: { type: 'boolean', title: 'true or false', examples: [true] } },
};

export function checkRedirectOptionTypes(
  effect: Record<string, unknown>,
  settings: Record<string, unknown>,
  texts: Record<string, string>,
  at: (string | number)[],
): JourneyIssue[] {
  const options = { delayMs: effect.delayMs, stripMtnFlow: effect.stripMtnFlow };
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return checkTypedValues(given, redirectOptionTypes, settings, texts, (name) => ({
    at: [...at, name],
    what: (inside) => `option "${name}"${inside} of the redirect effect`,
  }));
}

interface Place {
  at: (string | number)[];
  /** The value named for the message, given where inside it the problem is (" (case 1)", " (at 0.label)") or "". */
  what: (inside: string) => string;
}

function checkTypedValues(
  values: Record<string, unknown> | undefined,
  declaredSchema: JsonSchemaObject,
  settings: Record<string, unknown>,
  texts: Record<string, string>,
  placeOf: (name: string) => Place,
): JourneyIssue[] {
  return Object.entries(values ?? {}).flatMap(([name, value]) => {
    const declared = declaredSchema.properties?.[name];
    return declared ? checkTyped(value, { schema: effectiveSchema(name, declared), name, settings, texts }, placeOf(name), '') : [];
  });
}

/**
 * One value against its schema, as far as the checker can know it. The flow schema lets an argument be a literal, a
 * list or a ref (schemas/defs/value.schema.json), and the runtime resolves it with resolveValue
 * (src/engine/resolveValue.ts): a literal and a setting's value are checked as they are; a text as its text; a
 * `cases` ref by each case's value and its `else` (one of them is what the action gets); a list item by item, with
 * the refs inside looked up at any depth as the runtime does, a text as its text, a setting as its value, and another
 * ref (a fact or logic, known only at runtime) accepted at its own place, the rest checked
 * (tools/flowcheck/propPreview.ts, as a prop's list). Before, only a literal or a setting was: a list of numbers where
 * texts are needed, an item's unknown key, or a misspelt choice in a case passed (docs/architecture.md principle 1).
 */
/** What a value is checked against and with: its schema, the argument's name, and the settings and texts refs read. */
interface Typing {
  schema: JsonSchemaObject;
  name: string;
  settings: Record<string, unknown>;
  texts: Record<string, string>;
}

function checkTyped(value: unknown, typing: Typing, place: Place, inside: string): JourneyIssue[] {
  const { schema, name, settings, texts } = typing;
  if (isRecord(value) && Array.isArray(value.cases)) {
    const issues = value.cases.flatMap((item: unknown, index) =>
      isRecord(item) ? checkTyped(item.value, typing, { ...place, at: [...place.at, 'cases', index, 'value'] }, `${inside} (case ${index + 1})`) : [],
    );
    if (value.else === undefined) return issues;
    return [...issues, ...checkTyped(value.else, typing, { ...place, at: [...place.at, 'else'] }, `${inside} (its else)`)];
  }
  if (Array.isArray(value)) {
    const issue = checkList(value, typing, place, inside);
    return issue ? [issue] : [];
  }
  const known = knownValue(value, settings, texts);
  if (!known) return [];
  const validate = valueValidator(schema);
  if (validate(known.value)) return [];
  const error = validate.errors?.[0];
  return [
    {
      at: place.at,
      message: `${place.what(inside)} ${mustBe(error, schema, [], name)}; ${known.from} ${JSON.stringify(known.value)}.${meantChoice(error, known.value)}`,
    },
  ];
}

/** A list argument against its schema: the first problem, at its place inside the list, with the value written there. */
function checkList(value: unknown[], typing: Typing, place: Place, inside: string): JourneyIssue | null {
  const { schema, name, settings, texts } = typing;
  const preview = previewAgainst(value, schema, texts, settings);
  const problem = preview && previewError(preview);
  if (!preview || !problem) return null;
  const { error, inner } = problem;
  // An unknown key is pointed at itself, a missing one at the item that lacks it.
  const where = error.keyword === 'additionalProperties' ? [...inner, String((error.params as { additionalProperty: unknown }).additionalProperty)] : inner;
  const what = place.what(`${inside}${where.length > 0 ? ` (at ${where.join('.')})` : ''}`);
  const at = [...place.at, ...where];
  const use = [...inner].reverse().find((key): key is string => typeof key === 'string') ?? name;
  const said = mustBe(error, problem.schema, inner, use);
  if (error.keyword === 'additionalProperties' || error.keyword === 'required') return { at, message: `${what} ${said}` };
  const known = knownValue(valueAt(value, inner), settings, texts);
  const found = known ? `${known.from} ${JSON.stringify(known.value)}` : `found ${JSON.stringify(valueAt(preview.value, inner))}`;
  return { at, message: `${what} ${said}; ${found}.${meantChoice(error, valueAt(preview.value, inner))}` };
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((part, key) => (part as Record<string | number, unknown> | undefined)?.[key], value);
}

/** JSON types in an analyst's words, with an example where one type is asked for (as patternWords.ts says a pattern). */
const typeWords: Record<string, { words: string; example?: string }> = {
  string: { words: 'text in quotes', example: '"pageView"' },
  number: { words: 'a number', example: '12.5' },
  integer: { words: 'a whole number', example: '2' },
  boolean: { words: 'true or false' },
  null: { words: 'null' },
  object: { words: 'an object', example: '{ "name": "value" }' },
  array: { words: 'a list', example: '["first", "second"]' },
};

/** "text in quotes, e.g. "pageView"" for one type, "text in quotes, a number or null" for several. */
function typeSaid(types: string[]): string {
  const words = types.map((type) => typeWords[type]?.words ?? type);
  const example = types.length === 1 ? typeWords[types[0] ?? '']?.example : undefined;
  const listed = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? '');
  return example ? `${listed}, e.g. ${example}` : listed;
}

/** The schema of the value at `path` inside `schema`: a list's item by prefixItems or items, an object's property by properties. */
function schemaAt(schema: JsonSchemaObject | boolean, path: (string | number)[]): JsonSchemaObject | undefined {
  let here: unknown = schema;
  for (const key of path) {
    if (!isRecord(here)) return undefined;
    const prefix = Array.isArray(here.prefixItems) ? (here.prefixItems as unknown[]) : [];
    here = typeof key === 'number' ? (key < prefix.length ? prefix[key] : here.items) : isRecord(here.properties) ? here.properties[key] : undefined;
  }
  return isRecord(here) ? (here as JsonSchemaObject) : undefined;
}

/** The choice meant, after what was found: ` Did you mean "mobile"?` or "". */
function meantChoice(error: ErrorObject | undefined, found: unknown): string {
  if (error?.keyword !== 'enum' || typeof found !== 'string') return '';
  const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
  return didYouMean(
    found,
    allowed.filter((choice): choice is string => typeof choice === 'string'),
  );
}

/**
 * What a value must be, in an analyst's words: the schema's own title and example where it has them ("a number of
 * milliseconds, e.g. 2000"), a pattern in patternWords.ts's words, a type as "text in quotes" or "true or false",
 * the choices with the closest one, an unknown key with the key meant. Never AJV's raw words when these fit.
 */
function mustBe(error: ErrorObject | undefined, schema: JsonSchemaObject | boolean, at: (string | number)[], use: string): string {
  if (!error) return 'must be valid';
  const params = error.params as Record<string, unknown>;
  const own = schemaAt(schema, at);
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const keys = Object.keys(own?.properties ?? {});
      return `has no key "${key}".${didYouMean(key, keys)}${keys.length > 0 ? ` Its keys: ${keys.join(', ')}.` : ''} Fix: correct the name or remove it.`;
    }
    case 'required':
      return `needs the key "${String(params.missingProperty)}". Fix: add it.`;
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      return `must be one of ${allowed.map((choice) => JSON.stringify(choice)).join(', ')}`;
    }
  }
  if (['type', 'minimum', 'maximum', 'pattern'].includes(error.keyword) && typeof own?.title === 'string')
    return `must be ${own.title}${Array.isArray(own.examples) && own.examples.length > 0 ? `, e.g. ${JSON.stringify(own.examples[0])}` : ''}`;
  if (error.keyword === 'pattern') {
    // A pattern is said in the words schemaCheck uses (patternWords.ts), never AJV's raw regex.
    const said = patternSaid(String(params.pattern), patternUse(error.schemaPath) ?? use);
    return said ? `must be ${said}` : `must match the pattern ${String(params.pattern)}`;
  }
  if (error.keyword === 'type') {
    const types = (Array.isArray(params.type) ? params.type : String(params.type).split(',')) as string[];
    return `must be ${typeSaid(types)}`;
  }
  return error.message ?? 'must be valid';
}
