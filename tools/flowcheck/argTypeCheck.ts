import { valueValidator } from './valueValidators.ts';
import { patternSaid } from './patternWords.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';

/**
 * Arguments the registry leaves untyped but whose name says what they are:
 * a `...Ms` argument is a duration, so "2s" is refused the same way a typed
 * one is (and typed ones get the same wording). Typing every action's argsSchema in code stays the better fix.
 */
function effectiveSchema(name: string, schema: JsonSchemaObject): JsonSchemaObject {
  if (!/Ms$/.test(name) || schema.enum !== undefined || (schema.type !== undefined && schema.type !== 'integer')) return schema;
  return { minimum: 0, ...schema, type: 'integer', title: 'a number of milliseconds', examples: [2000] };
}

/** What an argument holds when the checker can know it: a literal, or a setting's value (`{ "fact": "settings.x" }`). */
function knownValue(value: unknown, settings: Record<string, unknown>): { value: unknown; from: string } | null {
  if (value === null || typeof value !== 'object') return { value, from: 'found' };
  const fact = (value as Record<string, unknown>).fact;
  if (typeof fact === 'string' && fact.startsWith('settings.') && fact.slice('settings.'.length) in settings) {
    return { value: settings[fact.slice('settings.'.length)], from: `${fact} is` };
  }
  return null;
}

/** Literal action arguments (and settings they name) against the action's argsSchema from schemas/generated/registry.json. */
export function checkArgTypes(
  action: string,
  args: Record<string, unknown> | undefined,
  argsSchema: JsonSchemaObject,
  settings: Record<string, unknown>,
  at: (string | number)[],
): JourneyIssue[] {
  return checkTypedValues(args, argsSchema, settings, (name) => ({ at: [...at, 'args', name], what: `argument "${name}" of action ${action}` }));
}

/**
 * The redirect effect's options that take a value (delayMs, stripMtnFlow): the
 * schema lets them be facts or JSON Logic, so a literal or a setting is typed
 * here, with the same wording as an action's arguments.
 */
const redirectOptionTypes: JsonSchemaObject = {
  type: 'object',
  properties: { delayMs: {}, stripMtnFlow: { type: 'boolean', title: 'true or false', examples: [true] } },
};

export function checkRedirectOptionTypes(effect: Record<string, unknown>, settings: Record<string, unknown>, at: (string | number)[]): JourneyIssue[] {
  const options = { delayMs: effect.delayMs, stripMtnFlow: effect.stripMtnFlow };
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return checkTypedValues(given, redirectOptionTypes, settings, (name) => ({ at: [...at, name], what: `option "${name}" of the redirect effect` }));
}

function checkTypedValues(
  values: Record<string, unknown> | undefined,
  declaredSchema: JsonSchemaObject,
  settings: Record<string, unknown>,
  placeOf: (name: string) => { at: (string | number)[]; what: string },
): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  for (const [name, value] of Object.entries(values ?? {})) {
    const declared = declaredSchema.properties?.[name];
    const known = knownValue(value, settings);
    if (!declared || !known) continue;
    const schema = effectiveSchema(name, declared);
    const validate = valueValidator(schema);
    if (validate(known.value)) continue;
    const error = validate.errors?.[0];
    // A pattern is said in the words schemaCheck uses (patternWords.ts), never AJV's raw regex.
    const said = error?.keyword === 'pattern' ? patternSaid(String((error.params as { pattern: unknown }).pattern), name) : null;
    const what =
      typeof schema.title === 'string'
        ? `${schema.title}${Array.isArray(schema.examples) ? `, e.g. ${JSON.stringify(schema.examples[0])}` : ''}`
        : (said ?? `valid (${error?.message ?? 'invalid'})`);
    const place = placeOf(name);
    issues.push({ at: place.at, message: `${place.what} must be ${what}; ${known.from} ${JSON.stringify(known.value)}.` });
  }
  return issues;
}
