import { createContext, useContext } from 'react';

/**
 * How a component checks a rule a flow gave it as data (a form's cross-field
 * `checks`): the view provides the JSON Logic evaluator, so components never
 * import it (docs/architecture.md principle 4) and tests can pass their own.
 */
export type RuleEvaluator = (rule: unknown, data: object) => boolean;

/** Without a provider no rule can be checked: fail closed, every rule is reported as broken. */
const failClosed: RuleEvaluator = () => false;

export const RuleEvaluatorContext = createContext<RuleEvaluator>(failClosed);

export function useRuleEvaluator(): RuleEvaluator {
  return useContext(RuleEvaluatorContext);
}
