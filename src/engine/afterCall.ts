import type { Effect, ErrorTable } from '../model/flowTypes.ts';
import { firstMatch } from './firstMatch.ts';
import { resolveEffect } from './resolveEffect.ts';
import { resolveValue } from './resolveValue.ts';

/** The part of a normalised call outcome (error.*) the engine itself reads; rows read any of it through facts. */
export interface CallOutcomeFacts {
  /** none (nothing went wrong) | service | redirect | network | timeout | http | malformed | unauthorized | refused */
  kind: string;
}

export interface ErrorTableLog {
  level: 'INFO' | 'ERROR';
  /** The row's logSubEvent resolved; '' lets the runtime use the default (spec 8: Network, or the error's name). */
  subEvent: string;
}

export interface AfterCall {
  /** Id of the row that applied (the default's id when no row held). */
  row: string;
  /** The row's message resolved: the page-load API error text (serviceError.message). */
  message: string;
  /** True when the outcome becomes the page-load error: a failure, or a 2xx a row acts on (the 208 scheduled order). */
  record: boolean;
  /** What to log to jsNotifyAsDynamic, or null for logLevel NONE or absent. */
  log: ErrorTableLog | null;
  /** The row's effects with error.* already resolved into their values, so the runner needs only the page's facts. */
  effects: Effect[];
}

/**
 * Applies the error table to one call outcome (issue 8 item 4): the first
 * row whose `when` holds over the facts plus error.* (else the default)
 * gives the page-load error, the log and the effects. Pure: it neither logs,
 * records nor runs anything; the runtime does that with what it returns.
 */
export function afterCall(table: ErrorTable, outcome: CallOutcomeFacts, facts: object, texts: Record<string, string>): AfterCall {
  const context = { facts: { ...facts, error: outcome }, texts };
  const row = firstMatch(table.rows, context.facts).row ?? table.default;
  const message = row.message === undefined ? '' : String(resolveValue(row.message, context) ?? '');
  const level = row.logLevel ?? 'NONE';
  const acted = row.effects.length > 0 || level !== 'NONE';
  const log = level === 'NONE' ? null : { level, subEvent: row.logSubEvent === undefined ? '' : String(resolveValue(row.logSubEvent, context) ?? '') };
  return { row: row.id, message, record: outcome.kind !== 'none' || acted, log, effects: row.effects.map((effect) => resolveEffect(effect, context)) };
}
