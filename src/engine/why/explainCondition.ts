import { evaluate, holds } from '../../logic/evaluate.ts';
import { conditionFacts } from '../../logic/conditionFacts.ts';
import { getPath } from '../path.ts';

/** One part of a condition: whether it holds and the facts it read (issue 11 item 3). */
export interface ConditionPart {
  holds: boolean;
  /** `all of` / `any of` for an `and` / `or` (then `parts` lists its operands), else the rule as JSON. */
  text: string;
  /** What a non-boolean rule gave, shown so a truthy string or list is not a surprise. */
  gives?: string;
  /** `device.type = "desktop"`: each fact the part reads (lists, settings and texts too). */
  values: string[];
  parts?: ConditionPart[];
  /** Set when the rule could not be evaluated (an unknown operator): the message. */
  error?: string;
}

/** A value in at most 60 characters; `(absent)` for a fact the visitor does not have. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The facts a rule reads, with their values: `device.type = "desktop"`. Lists, settings and texts too, since an analyst may have changed them. */
export function factValues(rule: unknown, facts: object): string[] {
  const read = conditionFacts(rule, (path) => getPath(facts, path));
  const paths = [...read.paths.keys()];
  const constants = JSON.stringify(rule).match(/"var":\s*"((?:lists|settings|texts)\.[^"]+)"/g) ?? [];
  for (const match of constants) paths.push(match.replace(/"var":\s*"/, '').replace(/"$/, ''));
  return [...new Set(paths)].map((path) => `${path} = ${shownValue(getPath(facts, path))}`);
}

/**
 * A condition explained part by part, as json-rules-engine does for its
 * conditions: each operand of an `and` / `or` (nested ones too) with whether
 * it holds and the facts it read. Evaluated with the engine's own JSON Logic,
 * so the answer is the runtime's. Pure: used by flows:why and the debug panel.
 */
export function explainCondition(rule: unknown, facts: object): ConditionPart | undefined {
  if (rule === undefined) return undefined;
  const entries = rule !== null && typeof rule === 'object' && !Array.isArray(rule) ? Object.entries(rule) : [];
  const [operator, args] = entries[0] ?? [];
  let result: boolean;
  try {
    result = holds(rule, facts);
  } catch (error) {
    return { holds: false, text: JSON.stringify(rule), values: [], error: (error as Error).message };
  }
  if ((operator === 'and' || operator === 'or') && Array.isArray(args)) {
    const parts = args.map((part) => explainCondition(part, facts)).filter((part): part is ConditionPart => part !== undefined);
    return { holds: result, text: operator === 'and' ? 'all of' : 'any of', values: [], parts };
  }
  const value = evaluate(rule, facts);
  return {
    holds: result,
    text: JSON.stringify(rule),
    ...(typeof value === 'boolean' ? {} : { gives: shownValue(value) }),
    values: factValues(rule, facts),
  };
}
