import type { Effect, Page } from '../model/flowTypes.ts';
import { firstMatch } from './firstMatch.ts';

export interface EventOutcome {
  /** Index of the handler that ran, or -1 when none applied. */
  handlerIndex: number;
  effects: Effect[];
}

/**
 * Picks the effects for an event on a page: the first handler whose `when`
 * holds. Returns no effects for an unknown event or when no handler applies;
 * running them is the runtime's job.
 */
export function handleEvent(page: Page, eventName: string, facts: object): EventOutcome {
  const { index, row } = firstMatch(page.on?.[eventName] ?? [], facts);
  return { handlerIndex: index, effects: row?.effects ?? [] };
}
