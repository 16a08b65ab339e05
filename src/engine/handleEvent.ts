import { holds } from '../logic/evaluate.ts';
import type { Effect, Page } from '../model/flowTypes.ts';

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
  const handlers = page.on?.[eventName] ?? [];
  const index = handlers.findIndex((handler) => handler.when === undefined || holds(handler.when, facts));
  return index === -1 ? { handlerIndex: -1, effects: [] } : { handlerIndex: index, effects: handlers[index]?.effects ?? [] };
}
