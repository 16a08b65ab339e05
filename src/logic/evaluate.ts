import jsonLogic from 'json-logic-js';
import { customOperators } from './operators.ts';
import { refusedOperatorNames } from './knownOperators.ts';

let prepared = false;

/**
 * json-logic-js keeps its operators in one module-wide table, so we prepare it
 * once: add ours, remove the refused ones (a flow that still names them fails
 * flows:check; at runtime they evaluate to an error, not to JavaScript calls).
 */
function prepare(): void {
  if (prepared) return;
  for (const [name, fn] of Object.entries(customOperators)) {
    jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
  }
  for (const name of refusedOperatorNames) jsonLogic.rm_operation(name);
  prepared = true;
}

/** Evaluates a JSON Logic rule over the facts. Throws only for an unknown operator, which flows:check prevents. */
export function evaluate(rule: unknown, facts: object): unknown {
  prepare();
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, facts);
}

/** JSON Logic truthiness ([] is false), which differs from JavaScript's. */
export function holds(rule: unknown, facts: object): boolean {
  prepare();
  return jsonLogic.truthy(evaluate(rule, facts));
}
