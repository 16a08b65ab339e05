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

/** Operators refused by flows:check, with the reason shown to the analyst. */
export const refusedOperators: Record<string, string> = {
  method: 'the `method` operator calls JavaScript methods and is not allowed in flows; use a documented operator instead',
  log: 'the `log` operator writes to the console; remove it before committing',
};

/** Operators whose second argument is evaluated per item, with `var` reading the item, not the facts. */
export const scopedOperators = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

export function allowedOperatorNames(): string[] {
  return [...standardOperators, ...Object.keys(customOperators)];
}
