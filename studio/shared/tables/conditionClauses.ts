import { varRulePath } from '../../../src/logic/varPaths.ts';

/**
 * The condition builder's model (issue 19 item 3): a list of clauses "fact
 * operator value" joined by all (and) or any (or). A condition is shown in
 * the builder only when writing the clauses back gives exactly the rule
 * that was read; anything else (nesting, arithmetic, operators the builder
 * has no form for) stays in the JSON Logic tab, untouched.
 */

/** The builder's operators, each one JSON Logic form the engine knows (src/logic/knownOperators.ts). */
export const builderOperators = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
  in: 'is one of',
  notIn: 'is none of',
  isTrue: 'is true',
  isFalse: 'is not true',
  isEmpty: 'is empty',
  notEmpty: 'is not empty',
  containsAny: 'contains any of',
  startsWith: 'starts with',
} as const;

export type BuilderOperator = keyof typeof builderOperators;

/** Operators that take no value, and those whose value is a list. */
export const valueless = new Set<BuilderOperator>(['isTrue', 'isFalse', 'isEmpty', 'notEmpty']);
export const listValued = new Set<BuilderOperator>(['in', 'notIn', 'containsAny']);

export interface Clause {
  fact: string;
  operator: BuilderOperator;
  /** A literal, a list of literals, or a `{"var": "lists.x"}` / `{"var": "settings.x"}` the flows fix. */
  value?: unknown;
}

export interface ClauseGroup {
  combinator: 'and' | 'or';
  clauses: Clause[];
}

const comparisons = new Set(['==', '!=', '<', '<=', '>', '>=']);

function entry(rule: unknown): [string, unknown[]] | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return null;
  const raw = (rule as Record<string, unknown>)[keys[0] as string];
  return [keys[0] as string, Array.isArray(raw) ? raw : [raw]];
}

/** A value the builder can show: a literal, a list of literals, or a fixed list or setting. */
function isBuilderValue(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item));
  const path = varRulePath(value);
  return path !== null && /^(lists|settings)\./.test(path);
}

function parseClause(rule: unknown): Clause | null {
  const fact = varRulePath(rule);
  if (fact !== null) return { fact, operator: 'isTrue' };
  const found = entry(rule);
  if (!found) return null;
  const [operator, args] = found;
  if (operator === '!') {
    const inner = parseClause(args[0]);
    if (!inner) return null;
    const negated: Partial<Record<BuilderOperator, BuilderOperator>> = { isTrue: 'isFalse', isEmpty: 'notEmpty', in: 'notIn' };
    const flipped = negated[inner.operator];
    return flipped ? { ...inner, operator: flipped } : null;
  }
  const subject = varRulePath(args[0]);
  if (subject === null) return null;
  if (operator === 'isEmpty') return { fact: subject, operator: 'isEmpty' };
  if ((comparisons.has(operator) || ['in', 'containsAny', 'startsWith'].includes(operator)) && args.length === 2 && isBuilderValue(args[1])) {
    return { fact: subject, operator: operator as BuilderOperator, value: args[1] };
  }
  return null;
}

export function formatClause(clause: Clause): unknown {
  const fact = { var: clause.fact };
  switch (clause.operator) {
    case 'isTrue':
      return fact;
    case 'isFalse':
      return { '!': fact };
    case 'isEmpty':
      return { isEmpty: fact };
    case 'notEmpty':
      return { '!': { isEmpty: fact } };
    case 'notIn':
      return { '!': { in: [fact, clause.value] } };
    default:
      return { [clause.operator]: [fact, clause.value] };
  }
}

/** No clause is `false`: a new row holds never until its condition is written (rowEdits.addRow). */
export function formatCondition(group: ClauseGroup): unknown {
  if (group.clauses.length === 0) return false;
  if (group.clauses.length === 1) return formatClause(group.clauses[0] as Clause);
  return { [group.combinator]: group.clauses.map(formatClause) };
}

/** The clauses of a condition, or null when the builder cannot express it exactly. */
export function parseCondition(rule: unknown): ClauseGroup | null {
  if (rule === false) return { combinator: 'and', clauses: [] };
  const found = entry(rule);
  let group: ClauseGroup | null = null;
  if (found && (found[0] === 'and' || found[0] === 'or') && Array.isArray((rule as Record<string, unknown>)[found[0]]) && found[1].length > 1) {
    const clauses = found[1].map(parseClause);
    if (clauses.every((clause): clause is Clause => clause !== null)) group = { combinator: found[0], clauses };
  } else {
    const clause = parseClause(rule);
    if (clause) group = { combinator: 'and', clauses: [clause] };
  }
  // Written back, the clauses must give the very rule (same keys, same order): else it is not the builder's to show.
  return group && JSON.stringify(formatCondition(group)) === JSON.stringify(rule) ? group : null;
}
