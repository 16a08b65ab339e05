import type { DecisionTable } from '../../src/model/flowTypes.ts';
import type { JsonSchemaObject } from './registryManifest.ts';

/**
 * The facts a decision table produces (decisions.<table>.row and .<key>).
 * A result key whose every value is a literal string can only take those
 * values, so it gets an `enum`: a rule comparing `decisions.savingsLanding.view`
 * with "notEligble" can then be told the table never gives that.
 * A key that some row computes (a text, fact or logic ref) stays open.
 */
export function decisionResultSchema(table: DecisionTable): JsonSchemaObject {
  const rows = [...table.rows, table.default];
  const values = new Map<string, Set<string> | null>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row.result ?? {})) {
      const known = values.has(key) ? values.get(key) : new Set<string>();
      if (known === null || known === undefined) continue;
      if (typeof value === 'string') known.add(value);
      values.set(key, typeof value === 'string' ? known : null);
    }
  }
  const properties: Record<string, JsonSchemaObject> = { row: { enum: rows.map((row) => row.id) } };
  for (const [key, known] of values) properties[key] = known ? { enum: [...known] } : {};
  return { type: 'object', properties, additionalProperties: false };
}
