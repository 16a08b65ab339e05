/**
 * Spec 2.3 redirect rows proven at unit level (a guest's session expiry
 * takes 30 minutes; the cleared session runs end to end in
 * tests/calls/startOver.test.ts and e2e/calls-session.spec.ts): through the sales redirect table,
 * and the login redirect end to end through a RootStore on the express
 * checkout (goto holds the page).
 */
import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { chooseRedirect } from '../../src/engine/redirectTable.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { raise } from '../../src/runtime/actions/raise.ts';
import { sendCartToChat } from '../../src/runtime/actions/sendCartToChat.ts';
import { setCookies } from '../../src/runtime/actions/setCookies.ts';
import { tagCartItems } from '../../src/runtime/actions/tagCartItems.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const table = flows.redirectTables.sales!;
const choose = (facts: object) => chooseRedirect(table, { facts: mergeFacts(blankFacts(flows), facts), texts: flows.texts });

describe('sales redirect rows (spec 2.3)', () => {
  it('sends a shopper whose session was cleared to /smartphones', () => {
    expect(choose({ ui: { sessionCleared: true } })).toEqual({ row: 'sessionCleared', to: '/smartphones' });
  });

  it("sends a guest whose session expired to prospectbyodoptions under the page's base path", () => {
    expect(choose({ user: { guest: true, prospect: true }, session: { timedOut: true }, url: { basePath: '/sales/next/' } })).toEqual({
      row: 'guestSessionExpired',
      to: '/sales/next/prospectbyodoptions.html',
    });
    // A prospect who is not a guest stays.
    expect(choose({ user: { guest: false, prospect: true }, session: { timedOut: true } }).row).toBe('');
  });

  it('follows a login-redirect address from the cart service', () => {
    expect(choose({ answers: { getCart: { goToUrl: '/sales/digital/shop.html?login=required' } } })).toEqual({
      row: 'loginRedirect',
      to: '/sales/digital/shop.html?login=required',
    });
  });

  it('on the express checkout a login redirect is followed after 2 s with goto holding the page', async () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/expresscheckout.html' });
    const services = fakeServices({ getCart: ok({ goToUrl: '/sales/digital/shop.html?login=required', errors: [] }) });
    const store = new RootStore({ flows, ports, services, actions: [...plumbingActions, setCookies, tagCartItems, raise, sendCartToChat] });
    store.start();
    await settleRuntime();
    // The service-error table sees goToUrl first (spec 4.3): services stop, so the page's own loginRedirect
    // handler does not run, and the shopper is sent on after settings.redirectDelayMs (2 s) with goto.
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(2000);
    await settleRuntime();
    expect(ports.assigned).toHaveLength(1);
    const target = new URL(ports.assigned[0] ?? '', 'http://127.0.0.1:5173');
    expect(target.pathname).toBe('/sales/digital/shop.html');
    expect(target.searchParams.get('login')).toBe('required');
    expect(target.searchParams.get('goto')).toContain('/sales/digital/expresscheckout.html');
  });
});
