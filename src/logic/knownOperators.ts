import { customOperators } from './operators.ts';

/** The standard JSON Logic operators flows may use. `method` is left out on purpose: it calls arbitrary JavaScript methods. */
export const standardOperators = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'reduce',
  'filter',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
] as const;

/**
 * Operators refused by flows:check and removed from the evaluator. The reason shown to the
 * analyst is flows:check's (tools/flowcheck/refusedOperators.ts): the browser needs only the names.
 */
export const refusedOperatorNames = ['method', 'log'] as const;
export type RefusedOperator = (typeof refusedOperatorNames)[number];

/** Operators whose second argument is evaluated per item, with `var` reading the item, not the facts. */
export const scopedOperators = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

export function allowedOperatorNames(): string[] {
  return [...standardOperators, ...Object.keys(customOperators)];
}
