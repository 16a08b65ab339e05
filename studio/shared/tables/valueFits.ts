import { varRulePath } from '../../../src/logic/varPaths.ts';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { listValued, valueless, type Clause } from './conditionClauses.ts';
import { factInput } from './factPaths.ts';

/**
 * Whether a clause's value may stay as it is when its fact becomes `fact`: the new fact can hold it (a choice it
 * allows, the same type, a setting or list read by name). Fixing a typo in a fact (error.idd to error.id) kept the
 * type of neither side equal, so its value OUT_OF_STOCK was lost for "".
 */
export function valueFits(vocabulary: JsonSchemaObject, fact: string, clause: Clause): boolean {
  if (valueless.has(clause.operator)) return true;
  const value = clause.value;
  if (varRulePath(value) !== null) return true;
  const input = factInput(vocabulary, fact);
  const fits = (item: unknown): boolean => {
    if (input.type === 'choice') return input.choices.includes(item);
    if (input.type === 'boolean') return typeof item === 'boolean';
    if (input.type === 'number') return typeof item === 'number';
    if (input.type === 'text') return typeof item === 'string';
    return true;
  };
  if (listValued.has(clause.operator)) return Array.isArray(value) && value.every(fits);
  return value !== undefined && fits(value);
}
