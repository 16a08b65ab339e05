import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';

/** The three first-match tables the table editor opens (issue 19 item 3). */
export type TableKind = 'decision' | 'error' | 'redirect';

export interface TableExample {
  name?: string;
  facts: Record<string, unknown>;
  expect?: Record<string, unknown>;
}

/**
 * One row as written in the file. Only `id`, `when` and `examples` are read by
 * the editor itself; the rest (result, to, message, effects, notes) is kept
 * untouched unless a result editor changes it, so key order survives a save.
 */
export interface TableRow {
  id: string;
  when?: unknown;
  note?: string;
  examples?: TableExample[];
  [field: string]: unknown;
}

/** A decision, error or redirect table file, as JSON. */
export interface TableDocument {
  $schema?: string;
  id: string;
  description?: string;
  complete?: boolean;
  rows: TableRow[];
  /** Decision and error tables; redirect tables have none (no row: no redirect). */
  default?: TableRow;
  [field: string]: unknown;
}

/** A problem the studio's checks report, placed by JSON pointer inside the table file (`/rows/2/when`). */
export interface TableProblem {
  pointer: string;
  message: string;
}

/**
 * What the editor needs besides the table: the facts vocabulary
 * (schemas/facts.schema.json with answers typed by schemas/answers, decisions,
 * lists, switches, settings, texts and error.*: tools/flowcheck/vocabulary.ts),
 * the facts of a signed-out desktop visitor that examples are laid over
 * (src/engine/blankFacts.ts), the texts and the page ids.
 */
export interface TableStudioContext {
  vocabulary: JsonSchemaObject;
  blank: Record<string, unknown>;
  texts: Record<string, string>;
  /** The Spanish words of each text key (flows/texts/es/), shown and changed beside the English in a text's field. */
  spanishTexts?: Record<string, string>;
  pageIds: string[];
  /** The actions an effect may run (schemas/generated/registry.json), named beside a row's Effects box. */
  actions?: string[];
}

export function kindOfSchema(schema: string | undefined): TableKind | null {
  if (!schema) return null;
  if (schema.endsWith('decision-table.schema.json')) return 'decision';
  if (schema.endsWith('error-table.schema.json')) return 'error';
  if (schema.endsWith('redirect-table.schema.json')) return 'redirect';
  return null;
}
