import { allowedOperatorNames } from '../../src/logic/knownOperators.ts';
import { visitLogic, varPath } from '../../src/logic/varPaths.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { refusalOf } from './refusedOperators.ts';
import { operatorForWord } from './operatorWords.ts';
import { hintFor, nearest, nearMissField } from './suggest.ts';
import type { NearMiss } from './problem.ts';
import { checkFactNear } from './vocabulary.ts';

export interface LogicIssue {
  at: (string | number)[];
  message: string;
  /** A misspelt fact or operator written at `at` and the name meant (problem.ts NearMiss). */
  nearMiss?: NearMiss;
}

const allowed = new Set(allowedOperatorNames());

export interface LogicCheckOptions {
  /**
   * Fact roots this place may not read, each with the reason and the fix the message gives (decision tables may not
   * read decisions; tables that fill a fact may not read ui or calls either).
   */
  forbiddenRoots?: Readonly<Record<string, string>>;
  /** Extra roots readable here (event in handlers, error in error tables). */
  extraRoots?: string[];
}

/** A cat whose parts include a text read as a fact (texts.*): words glued to words. */
function buildsSentence(args: unknown): boolean {
  const parts = Array.isArray(args) ? args : [args];
  return parts.some((part) => varPath((part as Record<string, unknown> | null)?.var ?? null)?.startsWith('texts.') === true);
}

/**
 * The problem with reading the fact at `path` here, or undefined when it may be read: its root is forbidden here, or
 * (where any root is) the path is the whole facts ("") or computed (null), which could reach a forbidden root unseen.
 */
export function forbiddenRead(path: string | null, options: LogicCheckOptions): string | undefined {
  const forbidden = options.forbiddenRoots;
  if (!forbidden) return undefined;
  let reason: string | undefined;
  if (path === null || path === '') {
    const roots = Object.keys(forbidden).map((name) => `${name}.*`);
    reason = `this place may not read ${roots.join(', ')}, so it reads facts by a written-out name only. Fix: name the fact, e.g. { "var": "device.userAgent" }.`;
  } else {
    const root = path.split('.')[0] ?? '';
    reason = Object.hasOwn(forbidden, root) ? forbidden[root] : undefined;
  }
  if (!reason) return undefined;
  const subject = path === null ? 'a computed fact name' : path === '' ? 'the whole facts ("")' : `"${path}"`;
  return `${subject} cannot be read here: ${reason}`;
}

/** The fact paths a `missing` or `missing_some` asks about (["a", "b"] or [n, ["a", "b"]]); null when computed. */
function missingPaths(operator: string, args: unknown): (string | null)[] {
  const list = operator === 'missing_some' ? (Array.isArray(args) ? args[1] : null) : args;
  const items = Array.isArray(list) ? list : [list];
  return items.map((item) => (typeof item === 'string' ? item : null));
}

/** Operators and fact names of one JSON Logic rule. */
export function checkLogic(rule: unknown, vocabulary: JsonSchemaObject, options: LogicCheckOptions = {}): LogicIssue[] {
  const issues: LogicIssue[] = [];
  visitLogic(rule, ({ operator, at, scoped, args }) => {
    const refusal = refusalOf(operator);
    if (refusal) {
      issues.push({ at, message: `operator "${operator}" refused: ${refusal}.` });
      return;
    }
    if (!allowed.has(operator)) {
      const meant = operatorForWord(operator) ?? nearest(operator, allowed);
      issues.push({
        at,
        // The README's heading where the operators are listed (README.md "Conditions are JSON Logic over facts").
        message: `unknown operator "${operator}".${hintFor(meant)} Operators are listed in the README under "Conditions are JSON Logic over facts".`,
        ...nearMissField(operator, meant),
      });
      return;
    }
    if (operator === 'cat' && buildsSentence(args)) {
      issues.push({
        at,
        message:
          'a sentence is built with "cat" from texts: translators and analysts cannot read it. Fix: write one text with {placeholders} and give them as params: { "text": "key", "params": { "name": ... } }; to choose between sentences, use { "cases": [ { "when": ..., "value": { "text": ... } } ], "else": ... }.',
      });
    }
    if ((operator === 'missing' || operator === 'missing_some') && !scoped) {
      for (const path of missingPaths(operator, args)) {
        const problem = forbiddenRead(path, options);
        if (problem) issues.push({ at, message: problem });
      }
      return;
    }
    if (operator !== 'var' || scoped) return;
    const path = varPath(args);
    const forbidden = forbiddenRead(path, options);
    if (forbidden) {
      issues.push({ at, message: forbidden });
      return;
    }
    if (path === null) return;
    const root = path.split('.')[0] ?? '';
    if ((root === 'event' || root === 'error') && !options.extraRoots?.includes(root)) {
      issues.push({ at, message: `"${path}" is only available in ${root === 'event' ? 'event handlers' : 'error tables'}.` });
      return;
    }
    const problem = checkFactNear(vocabulary, path, options.extraRoots);
    if (problem) issues.push({ at, message: problem.message, ...nearMissField(path, problem.meant) });
  });
  return issues;
}
