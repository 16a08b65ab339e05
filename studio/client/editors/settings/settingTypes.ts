import settingsSchema from '../../../../schemas/settings.schema.json';
import type { NumberRule } from '../fields/parseNumber.ts';

/** How the studio edits one setting's value, read from its declared type in schemas/settings.schema.json. */
export type SettingType =
  | { kind: 'number'; typeName: string; title: string; rule: NumberRule }
  | { kind: 'address'; typeName: string; title: string }
  | { kind: 'flag'; typeName: string; title: string }
  | { kind: 'hosts'; typeName: string; title: string }
  | { kind: 'text'; typeName: string; title: string };

interface ValueSchema {
  title?: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  examples?: unknown[];
}

/** Units said in messages, by the $defs name of a number setting. */
const units: Record<string, string> = { milliseconds: 'milliseconds', offsetMilliseconds: 'milliseconds', pixels: 'pixels', hour: 'hours', rating: 'stars' };

const defs = settingsSchema.$defs as Record<string, { properties: { value: ValueSchema } }>;
const declared = settingsSchema.properties.settings.properties as Record<string, { $ref: string }>;

function typeOf(typeName: string): SettingType | null {
  const value = defs[typeName]?.properties.value;
  if (!value) return null;
  const title = value.title ?? typeName;
  if (value.type === 'integer' || value.type === 'number') {
    // The schema's title and example go to the field's messages: they were written there again, and an offset's
    // field offered a delay's 2000 as its example.
    const example = value.examples?.[0];
    const rule: NumberRule = {
      integer: value.type === 'integer',
      title,
      ...(value.minimum !== undefined ? { minimum: value.minimum } : {}),
      ...(value.maximum !== undefined ? { maximum: value.maximum } : {}),
      ...(typeof example === 'number' ? { example } : {}),
    };
    const unit = units[typeName];
    return { kind: 'number', typeName, title, rule: unit ? { ...rule, unit } : rule };
  }
  if (value.type === 'boolean') return { kind: 'flag', typeName, title };
  if (value.type === 'array') return { kind: 'hosts', typeName, title };
  if (value.type === 'string' && value.pattern?.includes('https://')) return { kind: 'address', typeName, title };
  return { kind: 'text', typeName, title };
}

/** The declared type of a setting; null for a name the schema does not declare (flows:check refuses it). */
export function settingType(name: string): SettingType | null {
  const ref = declared[name]?.$ref;
  return ref ? typeOf(ref.replace('#/$defs/', '')) : null;
}

/** Every declared setting name with its type, for adding a setting the schema already knows. */
export function declaredSettings(): string[] {
  return Object.keys(declared);
}
