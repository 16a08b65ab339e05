import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import { getPath } from '../../src/engine/path.ts';

/**
 * A finite set of values for each fact a table reads, chosen so that every
 * outcome of its conditions is met by some value: the schema's enum or
 * booleans when it has them, else the table's own literals, a value between
 * and beyond each pair of numbers, and one value unlike any literal.
 */
export interface Domain {
  values: unknown[];
  /** True when these values meet every outcome the conditions can have for this fact. */
  exact: boolean;
}

/** A value no condition names: stands for "anything else". */
export const otherText = '(other)';

/** Stands for a fact that is not there at all (an answer not yet received). */
export const absent = Symbol('absent');

export function schemaAt(vocabulary: JsonSchemaObject, path: string): JsonSchemaObject | null {
  let node: JsonSchemaObject | undefined = vocabulary;
  for (const segment of path.split('.')) {
    if (!node) return null;
    const next: JsonSchemaObject | undefined = node.properties?.[segment] ?? (node.items && /^\d+$/.test(segment) ? node.items : undefined);
    node = next ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
  }
  return node ?? null;
}

/** Numbers that meet every side of every comparison with these literals. */
function numberPoints(literals: number[]): number[] {
  const sorted = [...new Set(literals)].sort((a, b) => a - b);
  if (sorted.length === 0) return [0, 1];
  const points = [(sorted[0] as number) - 1, ...sorted, (sorted[sorted.length - 1] as number) + 1, 0];
  sorted.slice(1).forEach((value, index) => points.push(((sorted[index] as number) + value) / 2));
  return [...new Set(points)];
}

function isNumberText(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}

function typeOf(node: JsonSchemaObject | null): string | undefined {
  const type = node?.type;
  return Array.isArray(type) ? undefined : (type as string | undefined);
}

/**
 * The domain of one fact. `usedExactly` says whether every use in the table
 * is a comparison with constants (see conditionFacts.ts). A fact the blank
 * facts do not set may also be absent.
 */
export function domainOf(path: string, usedExactly: boolean, literals: unknown[], vocabulary: JsonSchemaObject, blank: object): Domain {
  const node = schemaAt(vocabulary, path);
  const mayBeAbsent = getPath(blank, path) === undefined;
  const withAbsent = (values: unknown[]): unknown[] => (mayBeAbsent ? [...values, absent] : values);
  if (node && Array.isArray(node.enum)) return { values: withAbsent(node.enum), exact: true };
  const type = typeOf(node);
  if (type === 'boolean') return { values: withAbsent([true, false]), exact: true };
  const texts = literals.filter((value): value is string => typeof value === 'string');
  // A text of digits ("768") is compared as its number by JSON Logic's <, <=, >, >= and loose ==, as flows:check allows.
  const numbers = [...literals.filter((value): value is number => typeof value === 'number'), ...texts.filter(isNumberText).map(Number)];
  if (type === 'number' || type === 'integer') return { values: withAbsent(numberPoints(numbers)), exact: usedExactly };
  // A text just above each literal (the literal and a NUL) falls between it and the next, so < and > against texts have
  // a value on each side; the texts of the numbers do the same for a text fact compared with numbers.
  const above = texts.map((text) => `${text}\u0000`);
  if (type === 'string')
    return { values: withAbsent([...new Set([otherText, '', ...texts, ...above, ...numberPoints(numbers).map(String)])]), exact: usedExactly };
  // No useful schema: try every literal kind.
  const values = [...new Set([otherText, '', ...texts, ...numberPoints(numbers), true, false, null])];
  return { values: withAbsent(values), exact: usedExactly };
}
