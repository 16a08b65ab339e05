import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { ServiceError } from '../../src/services/errors/ServiceError.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true, customErrorMessagesFFlag: true } };

function texts(nodes: { props: Record<string, unknown>; children: unknown[] }[]): string[] {
  return nodes.flatMap((node) => [
    ...Object.values(node.props).filter((value): value is string => typeof value === 'string'),
    ...texts(node.children as never),
  ]);
}

function startSavings(answers: Record<string, CallResult | (() => CallResult | Promise<CallResult>)>, cookies: Record<string, string> = { loggedIn: 'true' }) {
  const ports = memoryPorts({ cookies });
  const services = fakeServices(answers);
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  store.start();
  return { store, ports, services };
}

/** An eligible shopper's application accepted: Continue pressed once, the answer in, the browser sent to the bank. */
async function continuedToTheBank() {
  const started = startSavings({
    getOpenBankEligibility: ok(eligible),
    openBankApplication: ok({ customerInfo: { postbackURL: 'https://apply.savingsbank.example/open?s=1' } }),
  });
  await settleRuntime();
  started.store.flow.dispatch('CONTINUE');
  await settleRuntime();
  return started;
}

describe('RootStore on the savings landing', () => {
  it('calls eligibility on entry, shows the loader, then the eligible view', async () => {
    const { store, services, ports } = startSavings({ getOpenBankEligibility: ok(eligible) });
    expect(store.flow.current?.pageId).toBe('openbankmlp');
    expect(services.requests.map((request) => request.adapter)).toEqual(['getOpenBankEligibility']);
    expect(services.requests[0]?.headers).toMatchObject({ channelId: 'VZW-DOTCOM', pageName: 'openbankmlp', loginStatus: 'authenticated' });
    expect(JSON.stringify(store.flow.nodes)).toContain('"component":"Loader"');
    await settleRuntime();
    expect(store.facts.decisions.savingsLanding?.rowId).toBe('newCustomerEligible');
    expect(texts(store.flow.nodes)).toContain(
      "By clicking Continue, you'll be automatically redirected to the savings bank, where the savings account will be held.",
    );
    expect(ports.titles.at(-1)).toBe('Continue to OpenBank');
  });

  it('sends the page tag 500 ms after entering the page', async () => {
    const { ports } = startSavings({ getOpenBankEligibility: ok(eligible) });
    ports.clock.advance(499);
    expect(ports.tags).toEqual([]);
    ports.clock.advance(1);
    expect(ports.tags).toEqual([{ event: 'pageView', data: { pageName: 'savings interstitial', flow: 'no intent', intent: 'interstitial' } }]);
  });

  it('sends one application for repeated Continue presses and follows an allowed postback', async () => {
    let release: (result: CallResult) => void = () => undefined;
    const slow = new Promise<CallResult>((resolve) => {
      release = resolve;
    });
    const { store, services, ports } = startSavings({ getOpenBankEligibility: ok(eligible), openBankApplication: () => slow });
    await settleRuntime();
    store.flow.dispatch('CONTINUE');
    store.flow.dispatch('CONTINUE');
    store.flow.dispatch('CONTINUE');
    expect(services.requests.filter((request) => request.adapter === 'openBankApplication')).toHaveLength(1);
    release(ok({ customerInfo: { postbackURL: 'https://apply.savingsbank.example/open?s=1' } }));
    await settleRuntime();
    expect(ports.assigned).toEqual(['https://apply.savingsbank.example/open?s=1']);
  });

  it('sends no second application for a Continue pressed after the answer, while the browser is still leaving for the bank', async () => {
    // A slow device or a slow bank: location.assign has been called, but the landing page is still on screen and
    // takes clicks until the bank's page commits. `once` must not let a press made then send another application.
    const { store, services, ports } = await continuedToTheBank();
    expect(ports.assigned).toEqual(['https://apply.savingsbank.example/open?s=1']);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(services.requests.filter((request) => request.adapter === 'openBankApplication')).toHaveLength(1);
    expect(ports.assigned).toEqual(['https://apply.savingsbank.example/open?s=1']);
  });

  it('lets Continue apply again on the landing shown again by Back from the bank (the back/forward cache keeps its state)', async () => {
    const { store, services, ports } = await continuedToTheBank();
    ports.showAgain();
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(services.requests.filter((request) => request.adapter === 'openBankApplication')).toHaveLength(2);
    expect(ports.assigned).toEqual(['https://apply.savingsbank.example/open?s=1', 'https://apply.savingsbank.example/open?s=1']);
  });

  it('listens to the address only while started: stop() unsubscribes, and a page shown again meanwhile is not leaving', () => {
    const ports = memoryPorts({ cookies: { loggedIn: 'true' } });
    let listening = 0;
    const subscribe = ports.location.subscribe;
    ports.location.subscribe = (listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    };
    const store = new RootStore({ flows, ports, services: fakeServices({ getOpenBankEligibility: ok(eligible) }), actions: plumbingActions });
    expect(listening).toBe(0);
    store.start();
    expect(listening).toBe(1);
    expect(store.redirects.redirect({ target: '/sales/digital/shop.html' })).toBe(true);
    expect(store.redirects.leaving).toBe(true);
    ports.showAgain();
    expect(store.redirects.leaving).toBe(false);
    store.redirects.redirect({ target: '/sales/digital/shop.html' });
    store.stop();
    expect(listening).toBe(0);
    // A stopped store hears nothing more: the old one's Redirector no longer answers the page's announcements,
    // and its wait for an unload is over too.
    ports.showAgain();
    expect(store.redirects.leaving).toBe(true);
    ports.clock.advance((flows.settings.redirectUnloadWaitMs as number) * 2);
    expect(store.redirects.leaving).toBe(true);
  });

  it('reads settings.redirectUnloadWaitMs before it navigates: a flow set without it fails with nothing under way', () => {
    const { redirectUnloadWaitMs: _left, ...settings } = flows.settings;
    const ports = memoryPorts({ cookies: { loggedIn: 'true' } });
    const store = new RootStore({
      flows: { ...flows, settings },
      ports,
      services: fakeServices({ getOpenBankEligibility: ok(eligible) }),
      actions: plumbingActions,
    });
    expect(() => store.redirects.redirect({ target: '/sales/digital/shop.html' })).toThrow(/redirectUnloadWaitMs/);
    expect(ports.assigned).toEqual([]);
    expect(store.redirects.leaving).toBe(false);
  });

  it("lets Continue apply again when the bank's address did not replace the page (204, a download, Stop): still here after settings.redirectUnloadWaitMs", async () => {
    const { store, services, ports } = await continuedToTheBank();
    const waitMs = flows.settings.redirectUnloadWaitMs as number;
    const applications = () => services.requests.filter((request) => request.adapter === 'openBankApplication').length;
    expect(ports.assigned).toHaveLength(1);
    // Until then the browser may still be on its way to the bank: a press sends nothing.
    ports.clock.advance(waitMs - 1);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications()).toBe(1);
    // Still here, nothing unloaded it: the page stays and Continue applies again.
    ports.clock.advance(1);
    expect(store.redirects.leaving).toBe(false);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications()).toBe(2);
    expect(ports.assigned).toHaveLength(2);
    // Another redirect accepted meanwhile waits for its own navigation: the earlier wait does not end it.
    ports.clock.advance(waitMs - 1);
    expect(store.redirects.redirect({ target: '/sales/digital/shop.html' })).toBe(true);
    ports.clock.advance(1);
    expect(store.redirects.leaving).toBe(true);
    ports.clock.advance(waitMs - 2);
    expect(store.redirects.leaving).toBe(true);
    ports.clock.advance(1);
    expect(store.redirects.leaving).toBe(false);
  });

  it('counts the wait from the navigation a delayed redirect asks for, not from its acceptance', () => {
    const { store, ports } = startSavings({ getOpenBankEligibility: ok(eligible) });
    const waitMs = flows.settings.redirectUnloadWaitMs as number;
    expect(store.redirects.redirect({ target: '/sales/digital/shop.html', delayMs: waitMs })).toBe(true);
    ports.clock.advance(waitMs);
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/sales/digital/shop.html']);
    ports.clock.advance(waitMs - 1);
    expect(store.redirects.leaving).toBe(true);
    ports.clock.advance(1);
    expect(store.redirects.leaving).toBe(false);
  });

  it('lets Continue send the application again after one that failed (the page stays, nothing is leaving)', async () => {
    let answer: CallResult = { ok: false, error: new ServiceError('http', 'POST', '/openBankApplication', 503, 'unavailable'), headers: {} };
    const { store, services } = startSavings({ getOpenBankEligibility: ok(eligible), openBankApplication: () => answer });
    await settleRuntime();
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(texts(store.flow.nodes)).toContain('Looks like something went wrong. Please try again later.');
    answer = ok({ customerInfo: { postbackURL: 'https://apply.savingsbank.example/open?s=1' } });
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(services.requests.filter((request) => request.adapter === 'openBankApplication')).toHaveLength(2);
  });

  it.each(['https://evil.example/?savingsbank.example', 'https://savingsbank.example.evil.example/', 'http://savingsbank.example/'])(
    'refuses the postback %s and shows the generic error',
    async (postbackURL) => {
      const { store, ports } = startSavings({ getOpenBankEligibility: ok(eligible), openBankApplication: ok({ customerInfo: { postbackURL } }) });
      await settleRuntime();
      store.flow.dispatch('CONTINUE');
      await settleRuntime();
      expect(ports.assigned).toEqual([]);
      expect(texts(store.flow.nodes)).toContain('Looks like something went wrong. Please try again later.');
    },
  );

  it('forgets page state and answers when the page changes', async () => {
    const { store, ports } = startSavings({ getOpenBankEligibility: ok(eligible) });
    await settleRuntime();
    store.ui.set('applicationError', 'x');
    ports.goTo('/sales/digital/nothing-here.html');
    expect(store.flow.current).toBeNull();
    expect(store.ui.values.size).toBe(0);
    expect(store.services.answers.size).toBe(0);
  });

  it("never takes a previous page's late answer as the new page's", async () => {
    let release: (result: CallResult) => void = () => undefined;
    const slow = new Promise<CallResult>((resolve) => {
      release = resolve;
    });
    const { store, ports } = startSavings({ getOpenBankEligibility: () => slow });
    expect(store.services.isInFlight('getOpenBankEligibility')).toBe(true);
    ports.goTo('/sales/digital/somewhere-else.html');
    release(ok(eligible));
    await settleRuntime();
    expect(store.services.answers.size).toBe(0);
    expect(store.services.calls.size).toBe(0);
    expect(store.services.recent[0]?.adapter).toBe('getOpenBankEligibility');
  });

  it('turns a call that throws before sending into a failed call, not an endless loader', async () => {
    const { store } = startSavings({
      getOpenBankEligibility: () => {
        throw new Error('body builder broke');
      },
    });
    await settleRuntime();
    expect(store.services.calls.get('getOpenBankEligibility')?.status).toBe('error');
    expect(store.facts.decisions.savingsLanding?.rowId).toBe('serviceUnavailable');
  });
});

describe('services on a page a redirect with stopServices did not replace (docs/requirements.md spec 4.3)', () => {
  const waitMs = flows.settings.redirectUnloadWaitMs as number;
  const postback = ok({ customerInfo: { postbackURL: 'https://apply.savingsbank.example/open?s=1' } });
  const applications = (services: ReturnType<typeof fakeServices>) => services.requests.filter((request) => request.adapter === 'openBankApplication').length;

  it('a goToUrl answer stops them until the page is still here settings.redirectUnloadWaitMs after its navigation; then Continue applies', async () => {
    const goToUrl = '/sales/next/expresscart.html?redirect=detailsnotfound';
    const { store, services, ports } = startSavings({ getOpenBankEligibility: ok({ ...eligible, goToUrl }), openBankApplication: postback });
    await settleRuntime();
    ports.clock.advance(flows.settings.redirectDelayMs as number);
    expect(ports.assigned).toEqual([expect.stringContaining(goToUrl)]);
    ports.clock.advance(waitMs - 1);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications(services)).toBe(0);
    ports.clock.advance(1);
    expect(store.plumbing.serviceState.stopped).toBe(false);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications(services)).toBe(1);
  });

  it('a back/forward within the app while a delayed redirect waits to leave neither resumes the calls nor ends leaving', async () => {
    const goToUrl = '/sales/next/expresscart.html?redirect=detailsnotfound';
    const { store, services, ports } = startSavings({ getOpenBankEligibility: ok({ ...eligible, goToUrl }), openBankApplication: postback });
    await settleRuntime();
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(500);
    ports.showAgain();
    expect(store.redirects.leaving).toBe(true);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications(services)).toBe(0);
    ports.clock.advance(flows.settings.redirectDelayMs as number);
    expect(ports.assigned).toEqual([expect.stringContaining(goToUrl)]);
  });

  it('a cart-lock redirect too: a press after the wait makes its call, and the server says again whether the cart is locked', async () => {
    const locked = ok({ errors: [{ id: 'DIGITAL_CART_LOCK', name: 'CART_LOCKED', message: 'locked', details: [{ lockedChannelID: 'VZW-RPS' }] }] });
    const { store, services, ports } = startSavings({ getOpenBankEligibility: ok(eligible), openBankApplication: locked, jsNotifyAsDynamic: ok({}) });
    await settleRuntime();
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/sales/digital/cartLocked.html']);
    expect(store.plumbing.serviceState.stopped).toBe(true);
    ports.clock.advance(waitMs);
    store.flow.dispatch('CONTINUE');
    await settleRuntime();
    expect(applications(services)).toBe(2);
    expect(ports.assigned).toHaveLength(2);
  });

  it('a stop for good (the stopServices action, a logout) outlasts a redirect whose page stayed', async () => {
    const { store, ports } = startSavings({ getOpenBankEligibility: ok(eligible) });
    await settleRuntime();
    store.plumbing.api.leaving.stopServices();
    expect(store.redirects.redirect({ target: '/sales/digital/shop.html', stopServices: true })).toBe(true);
    ports.clock.advance(waitMs);
    expect(store.redirects.leaving).toBe(false);
    expect(store.plumbing.serviceState.stopped).toBe(true);
  });
});
