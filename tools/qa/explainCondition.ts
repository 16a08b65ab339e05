import { evaluate, holds } from '../../src/logic/evaluate.ts';
import { conditionFacts } from '../tables/conditionFacts.ts';

function valueAt(facts: object, path: string): unknown {
  let value: unknown = facts;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function shown(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The facts a rule reads, with their values: `device.type = "desktop"`. Lists, settings and texts too, since an analyst may have changed them. */
export function factValues(rule: unknown, facts: object): string[] {
  const read = conditionFacts(rule, (path) => valueAt(facts, path));
  const paths = [...read.paths.keys()];
  const constants = JSON.stringify(rule).match(/"var":\s*"((?:lists|settings|texts)\.[^"]+)"/g) ?? [];
  for (const match of constants) paths.push(match.replace(/"var":\s*"/, '').replace(/"$/, ''));
  return [...new Set(paths)].map((path) => `${path} = ${shown(valueAt(facts, path))}`);
}

/**
 * A condition explained part by part, as json-rules-engine does for its
 * conditions: each operand of a top-level `and` / `or` (and nested ones)
 * with whether it holds and the facts it read. Evaluated with the engine's
 * own JSON Logic, so the answer is the runtime's.
 */
export function explainCondition(rule: unknown, facts: object, indent = '    '): string[] {
  if (rule === undefined) return [`${indent}(no condition: always holds)`];
  const entries = rule !== null && typeof rule === 'object' && !Array.isArray(rule) ? Object.entries(rule) : [];
  const [operator, args] = entries[0] ?? [];
  let result: boolean;
  try {
    result = holds(rule, facts);
  } catch (error) {
    return [`${indent}✗ cannot be evaluated: ${(error as Error).message}`];
  }
  const mark = result ? '✓' : '✗';
  if ((operator === 'and' || operator === 'or') && Array.isArray(args)) {
    return [`${indent}${mark} ${operator === 'and' ? 'all of' : 'any of'}:`, ...args.flatMap((part) => explainCondition(part, facts, `${indent}  `))];
  }
  const value = evaluate(rule, facts);
  const gives = typeof value === 'boolean' ? '' : ` (gives ${shown(value)})`;
  return [`${indent}${mark} ${JSON.stringify(rule)}${gives}   [${factValues(rule, facts).join(', ')}]`];
}
