import type { RefusedOperator } from '../../src/logic/knownOperators.ts';

/** Why flows:check refuses each refused operator (src/logic/knownOperators.ts), in the analyst's words. */
export const refusedOperatorReasons: Record<RefusedOperator, string> = {
  method: 'the `method` operator calls JavaScript methods and is not allowed in flows; use a documented operator instead',
  log: 'the `log` operator writes to the console; remove it before committing',
};

export function refusalOf(operator: string): string | undefined {
  return Object.hasOwn(refusedOperatorReasons, operator) ? refusedOperatorReasons[operator as RefusedOperator] : undefined;
}
