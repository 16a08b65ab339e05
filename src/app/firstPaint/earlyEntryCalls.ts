import { enter } from '../../engine/enter.ts';
import type { RootStore } from '../../runtime/RootStore.ts';

/** Actions that can take the shopper off the page, or stop its calls, when they run (spec 4.3, 4.4, 2.9). */
const LEAVING_ACTIONS = ['stopServices', 'reloadPage', 'logout', 'historyBack', 'raise', 'lockCart'];

/**
 * Issue 20 item 4: the entry calls that may leave before the hydration (CallPath.sendEarly), read with the
 * shopper's own facts (the gate open). The page's entry effects run in order, so only the calls before anything
 * that could leave the page, stop its services or change what a call sends go early: a redirect, a goto, a `set`,
 * a leaving action, or a redirect table that has a target under these facts (or is not named plainly). A signed-out
 * app user whom the native guest-auth table sends away (flows/redirects/native-guest-auth.json, services stopped)
 * has none of the page's calls sent.
 */
export function earlyEntryCalls(store: RootStore): string[] {
  const page = store.flow.current?.page;
  const calls: string[] = [];
  for (const effect of page ? enter(page).effects : []) {
    if ('call' in effect) calls.push(effect.call);
    else if (
      !('action' in effect) ||
      LEAVING_ACTIONS.includes(effect.action) ||
      (effect.action === 'followRedirectTable' && store.facts.facts.redirects?.[String(effect.args?.table)]?.to !== '')
    )
      break;
  }
  return calls;
}
