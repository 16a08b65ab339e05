import { enter } from '../../engine/enter.ts';
import type { RootStore } from '../../runtime/RootStore.ts';

/**
 * Issue 20 item 4: the entry calls that may leave before the hydration (CallPath.sendEarly), read with the
 * shopper's own facts (the gate open). The page entry runs its effects in order, a redirect, a goto or a `set` at
 * once and actions a microtask after the calls (src/runtime/effects/EffectRunner.ts), so only the calls before
 * the first effect that is neither a call nor an action go early: none is sent that the entry itself would not
 * send (spec 4.3: a redirect that stops the services ends the list).
 */
export function earlyEntryCalls(store: RootStore): string[] {
  const page = store.flow.current?.page;
  const calls: string[] = [];
  for (const effect of page ? enter(page).effects : []) {
    if ('call' in effect) calls.push(effect.call);
    else if (!('action' in effect)) break;
  }
  return calls;
}
