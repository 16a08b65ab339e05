import { scopedOperators } from './knownOperators.ts';

export interface LogicVisit {
  /** Operator name, e.g. "var" or "containsAny". */
  operator: string;
  /** JSON pointer segments from the rule's root to this operator's object. */
  at: (string | number)[];
  /** True inside the per-item argument of map/filter/all/none/some/reduce. */
  scoped: boolean;
  args: unknown;
}

/**
 * Walks a JSON Logic rule and reports every operator use, for validation and the debug panel. Plain loops, not
 * forEach with a closure per level: `npm run flows:check` walks every rule of the flows several times (issue 20
 * item 4, docs/performance.md "flows:check (session 41)"). Each visit gets its own `at`, which visitors keep.
 */
export function visitLogic(rule: unknown, visit: (node: LogicVisit) => void, at: (string | number)[] = [], scoped = false): void {
  if (Array.isArray(rule)) {
    for (let index = 0; index < rule.length; index += 1) visitLogic(rule[index], visit, [...at, index], scoped);
    return;
  }
  if (rule === null || typeof rule !== 'object') return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return;
  const operator = keys[0] as string;
  const args = (rule as Record<string, unknown>)[operator];
  visit({ operator, at, scoped, args });
  if (!Array.isArray(args)) {
    visitLogic(args, visit, [...at, operator], scoped);
    return;
  }
  // The per-item argument of map, filter, all, none, some and reduce (every argument after the first) is scoped.
  const scopes = scopedOperators.has(operator);
  for (let index = 0; index < args.length; index += 1) visitLogic(args[index], visit, [...at, operator, index], scoped || (scopes && index > 0));
}

/** The fact path a `var` reads ("" means the whole data object). */
export function varPath(args: unknown): string | null {
  const first = Array.isArray(args) ? args[0] : args;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  return null;
}

/** The fact path of a whole `{"var": ...}` rule; null for any other rule. */
export function varRulePath(rule: unknown): string | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  return keys.length === 1 && keys[0] === 'var' ? varPath((rule as { var: unknown }).var) : null;
}

/** Every fact path read outside per-item scopes. */
export function factPathsOf(rule: unknown): string[] {
  const paths: string[] = [];
  visitLogic(rule, ({ operator, args, scoped }) => {
    if (operator !== 'var' || scoped) return;
    const path = varPath(args);
    if (path !== null) paths.push(path);
  });
  return paths;
}
