import Ajv2020 from 'ajv/dist/2020.js';
import type { JourneyIssue } from './journeyCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';

const ajv = new Ajv2020({ strict: false, allErrors: false });

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
  const issues: JourneyIssue[] = [];
  for (const [name, value] of Object.entries(args ?? {})) {
    const declared = argsSchema.properties?.[name];
    const known = knownValue(value, settings);
    if (!declared || !known) continue;
    const schema = effectiveSchema(name, declared);
    const validate = ajv.compile(schema);
    if (validate(known.value)) continue;
    const what =
      typeof schema.title === 'string'
        ? `${schema.title}${Array.isArray(schema.examples) ? `, e.g. ${JSON.stringify(schema.examples[0])}` : ''}`
        : `valid (${validate.errors?.[0]?.message ?? 'invalid'})`;
    issues.push({
      at: [...at, 'args', name],
      message: `argument "${name}" of action ${action} must be ${what}; ${known.from} ${JSON.stringify(known.value)}.`,
    });
  }
  return issues;
}
