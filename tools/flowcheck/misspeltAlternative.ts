import type { ErrorObject } from 'ajv';
import { nearest } from './suggest.ts';

/** The alternative an error belongs to: its schema path without the failing keyword ("#/oneOf/2"). */
export const shapeOf = (error: ErrorObject): string => error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));

/** An unknown property's name, for the two keywords that report one; null for any other error. */
const unknownName = (error: ErrorObject): string | null => {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  if (error.keyword === 'unevaluatedProperties') return String(params.unevaluatedProperty);
  return null;
};

/**
 * When no alternative of an anyOf/oneOf fits at a place (each misses a
 * required property), a misspelt key is the likely mistake: `"acton"` in an
 * effect fails every effect kind, and AJV says so with "missing required
 * property" for each kind's key and "unknown property" for each kind that
 * forbids it (nine lines for one typo, found by the analyst review). The
 * alternative meant is the one whose missing required property is nearest
 * to an unknown key there (suggest.ts nearest, the same measure as values'
 * "Did you mean"). Returns that alternative's shape and the required key the
 * unknown one stands for, or null when no unknown key is near one.
 * `here` is the errors at one place, anyOf/oneOf themselves excluded.
 */
export function misspeltAlternative(here: readonly ErrorObject[]): { shape: string; meant: string } | null {
  const required = new Map<string, string>();
  for (const error of here)
    if (error.keyword === 'required') {
      const key = String((error.params as { missingProperty?: unknown }).missingProperty);
      if (!required.has(key)) required.set(key, shapeOf(error));
    }
  for (const error of here) {
    const name = unknownName(error);
    const meant = name === null ? null : nearest(name, required.keys());
    if (meant !== null) return { shape: required.get(meant) as string, meant };
  }
  return null;
}
