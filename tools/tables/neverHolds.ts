import { varRulePath } from '../../src/logic/varPaths.ts';
import { isRecord } from '../isRecord.ts';
import type { AnalysisContext } from './analyseTable.ts';
import { absent, schemaAt } from './factDomains.ts';
import { RowSpace } from './rowSpace.ts';
import { searchFacts } from './searchFacts.ts';

/** Why a row holds for no facts at all: the narrowest part of its condition that cannot be true, and the reason. */
export interface NeverHolds {
  clause: unknown;
  why: string;
}

const ordering = new Set(['<', '<=', '>', '>=']);

/** Whether `clause` alone holds for some facts (or the search gave up: then it is not blamed). */
function canHold(clause: unknown, context: AnalysisContext): boolean {
  const space = new RowSpace([{ id: 'clause', when: clause }], context.blank, context.vocabulary, context.constants);
  const result = searchFacts(space, [0], []);
  return result.found !== null || result.gaveUp;
}

const quoted = (values: readonly unknown[]): string => values.map((value) => (value === absent ? 'absent' : JSON.stringify(value))).join(', ');

/** The reason one comparison (or other clause that no longer splits) is never true. */
function leafWhy(clause: unknown, context: AnalysisContext): string {
  const [operator] = isRecord(clause) ? Object.keys(clause) : [];
  const args = isRecord(clause) && operator ? clause[operator] : undefined;
  if (operator && ordering.has(operator) && Array.isArray(args)) {
    const number = args.map(varRulePath).find((path) => path !== null && ['number', 'integer'].includes(String(schemaAt(context.vocabulary, path)?.type)));
    const text = args.find((arg) => typeof arg === 'string' && !Number.isFinite(Number(arg)));
    // JSON Logic's < converts the text to a number: NaN, with which every comparison is false.
    if (number && typeof text === 'string')
      return `${JSON.stringify(text)} is not a number, so "${operator}" compares "${number}" with NaN, which is false for every value`;
  }
  const space = new RowSpace([{ id: 'clause', when: clause }], context.blank, context.vocabulary, context.constants);
  const paths = [...space.domains.keys()];
  const listed = paths.filter((path) => Array.isArray(schemaAt(context.vocabulary, path)?.enum) || schemaAt(context.vocabulary, path)?.type === 'boolean');
  if (paths.length > 0 && listed.length === paths.length)
    return `${paths.map((path) => `"${path}" is one of ${quoted(space.domains.get(path)?.values ?? [])}`).join(' and ')} (the facts' schema), and none of them makes it true`;
  return paths.length > 0 ? `no value of ${paths.map((path) => `"${path}"`).join(', ')} makes it true` : 'it reads no fact and is false';
}

/**
 * Issue 11 item 2, a row that holds for no facts (a typo such as "mobil", a
 * number compared with a text): naming an earlier row that "covers" it, as a
 * shadowed row is named, sends the analyst moving a row that would still never
 * hold. So this names what in its own condition cannot be true: the first part
 * of an `and` that never holds on its own, down to a single comparison, or the
 * `and` itself when its parts hold apart but never together.
 */
export function whyNeverHolds(when: unknown, context: AnalysisContext): NeverHolds {
  if (isRecord(when) && Array.isArray(when.and)) {
    const part = when.and.find((item) => !canHold(item, context));
    if (part !== undefined) return whyNeverHolds(part, context);
    return { clause: when, why: 'each of its parts holds for some facts, but never all of them together' };
  }
  if (isRecord(when) && Array.isArray(when.or) && when.or.length > 0) {
    const parts = when.or.map((item) => whyNeverHolds(item, context));
    if (parts.length === 1) return parts[0] as NeverHolds;
    return { clause: when, why: `none of its parts can hold: ${parts.map((part) => `${JSON.stringify(part.clause)}: ${part.why}`).join('; ')}` };
  }
  return { clause: when, why: leafWhy(when, context) };
}

/** The words flows:check, flows:tables and the studio use for it. */
export function neverHoldsWords(never: NeverHolds): string {
  return `${JSON.stringify(never.clause)} cannot be true: ${never.why}`;
}
