import { readFileSync } from 'node:fs';
import { millisecondsSaid, type NumberLimits } from '../flowcheck/limitWords.ts';
import { repoPath } from '../repoPath.ts';

/**
 * A setting's value in words, by the type schemas/settings.schema.json
 * declares for it (spec 9): "2000 milliseconds (2 seconds)", "08:00",
 * "700 pixels", "on", "an address in quotes". flows:diff and the studio's
 * Changes panel say settings this way, as they say switches and lists
 * (valueChanges.ts), never as JSON.
 */

interface SettingsSchema {
  properties: { settings: { properties: Record<string, { $ref?: string }> } };
  $defs: Record<string, { properties?: { value?: { title?: string; minimum?: number; maximum?: number } } }>;
}

let schema: SettingsSchema | null = null;
let declared: Record<string, string> | null = null;

const settingsSchema = (): SettingsSchema => (schema ??= JSON.parse(readFileSync(repoPath('schemas/settings.schema.json'), 'utf8')) as SettingsSchema);

/** The $defs name each declared setting refers to ("milliseconds", "flag"...), read once. */
function typeNames(): Record<string, string> {
  declared ??= Object.fromEntries(
    Object.entries(settingsSchema().properties.settings.properties).map(([name, property]) => [name, (property.$ref ?? '').replace('#/$defs/', '')]),
  );
  return declared;
}

/** What a number type allows (its title, least and most), as flows:check reads it from the schema. */
function limitsOf(type: string): NumberLimits {
  const { title = type, minimum, maximum } = settingsSchema().$defs[type]?.properties?.value ?? {};
  return { title, ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
}

/** The $defs name of a setting's declared type; undefined for a name the schema does not declare. */
export function settingTypeName(name: string): string | undefined {
  return typeNames()[name];
}

const inQuotes = (value: unknown): string => JSON.stringify(value);

/** Number types and how one of their values is said. */
const numberWords: Record<string, (value: number) => string> = {
  milliseconds: (value) => millisecondsSaid(value, limitsOf('milliseconds')),
  offsetMilliseconds: (value) => millisecondsSaid(value, limitsOf('offsetMilliseconds')),
  pixels: (value) => `${value} pixels`,
  hour: (value) => `${String(value).padStart(2, '0')}:00`,
  rating: (value) => `${value} of 5 stars`,
  count: (value) => String(value),
};

/** One value of a setting in words; a value its type does not expect (an undeclared setting's) as JSON. */
export function settingValueSaid(name: string, value: unknown): string {
  const type = settingTypeName(name) ?? '';
  const saidAsNumber = numberWords[type];
  if (saidAsNumber && typeof value === 'number') return saidAsNumber(value);
  if (type === 'flag' && typeof value === 'boolean') return value ? 'on' : 'off';
  if (type === 'hostList' && Array.isArray(value)) return value.length > 0 ? value.map(inQuotes).join(', ') : 'no hosts';
  return inQuotes(value);
}
