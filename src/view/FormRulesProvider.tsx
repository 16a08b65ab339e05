import type { ReactNode } from 'react';
import { holds } from '../logic/evaluate.ts';
import { RuleEvaluatorContext, type RuleEvaluator } from '../registry/ruleContext.ts';

/** A rule that cannot be evaluated does not hold (fail closed), so a broken check blocks rather than waves through. */
const evaluateRule: RuleEvaluator = (rule, data) => {
  try {
    return holds(rule, data);
  } catch {
    return false;
  }
};

/** Gives components the JSON Logic evaluator for rules flows pass them as data (form `checks`). */
export function FormRulesProvider({ children }: { children: ReactNode }) {
  return <RuleEvaluatorContext.Provider value={evaluateRule}>{children}</RuleEvaluatorContext.Provider>;
}
