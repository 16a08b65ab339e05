import type { JsonSchemaObject } from './registryManifest.ts';
import { isRef } from '../../src/engine/resolveValue.ts';
import { previewNested } from './valueCheck.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A prop's value as far as the checker can tell, with the schema to check it against: text refs become their text;
 * a fact, logic, event or cases ref (known only at runtime) becomes null, and the schema at its place accepts
 * anything (`true`), so the rest of the value is still checked. Before, one such ref anywhere in a list (an offer
 * card's `href`) left the whole list unchecked, and an unknown `icon` beside it passed (docs/architecture.md
 * principle 1: an unknown name is a flows:check error). Null where the schema's shape cannot be followed
 * (anyOf, $ref): the value is then checked as before, or not at all when a ref sits inside.
 */
export function previewAgainst(
  value: unknown,
  schema: JsonSchemaObject | boolean,
  texts: Record<string, string>,
): { value: unknown; schema: JsonSchemaObject | boolean } | null {
  if (isRecord(value) && typeof value.text === 'string') return { value: texts[value.text] ?? value.text, schema };
  if (isRecord(value) && isRef(value)) return { value: null, schema: true };
  const plain = (): { value: unknown; schema: JsonSchemaObject | boolean } | null => {
    const preview = previewNested(value, texts);
    return preview && { value: preview.value, schema };
  };
  if (Array.isArray(value)) {
    if (!isRecord(schema) || !isRecord(schema.items)) return plain();
    let items: JsonSchemaObject | boolean = schema.items as JsonSchemaObject;
    const out: unknown[] = [];
    for (const item of value) {
      const preview = previewAgainst(item, items, texts);
      if (!preview) return null;
      out.push(preview.value);
      // One schema serves every item: a place that takes a ref in one item accepts anything in all of them.
      items = preview.schema;
    }
    return { value: out, schema: { ...schema, items } as JsonSchemaObject };
  }
  if (!isRecord(value)) return { value, schema };
  if (!isRecord(schema) || !isRecord(schema.properties)) return plain();
  const properties = { ...(schema.properties as Record<string, JsonSchemaObject | boolean>) };
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const own = properties[key];
    if (own === undefined) {
      // A key the schema does not name stays as it is, so `additionalProperties: false` still names it.
      const preview = previewNested(item, texts);
      if (!preview) return null;
      out[key] = preview.value;
      continue;
    }
    const preview = previewAgainst(item, own, texts);
    if (!preview) return null;
    out[key] = preview.value;
    properties[key] = preview.schema;
  }
  return { value: out, schema: { ...schema, properties } as JsonSchemaObject };
}
