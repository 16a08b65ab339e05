/**
 * Chat propositions and the analytics layer through a RootStore with
 * in-memory ports and the manual clock (issue 10 items 3, 4).
 */
import { describe, expect, it } from 'vitest';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { ChatWindowRequest } from '../../src/model/ports.ts';
import { livePersonSubmitfeedback } from '../../src/services/adapters/chat.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { startedStore } from '../doubles/startedStore.ts';
import { chatCheckAnswer } from './chatCheckAnswer.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();

function start(
  page: string,
  options: {
    cookies?: Record<string, string>;
    base?: string;
    chat?: unknown;
    flows?: FlowSet;
    chatResult?: CallResult;
    readDL?: () => Promise<CallResult>;
  } = {},
) {
  const ports = memoryPorts({ href: `http://127.0.0.1:5173${options.base ?? '/sales/digital/'}${page}.html`, cookies: options.cookies });
  const opened: ChatWindowRequest[] = [];
  ports.chatWindow = { open: (request) => void opened.push(request) };
  const loaded: string[] = [];
  ports.scripts = { load: (url) => void loaded.push(url) };
  const { store, services } = startedStore(options.flows ?? flows, ports, {
    livePersonCheck: options.chatResult ?? ok(options.chat ?? chatCheckAnswer(['PLP_03'])),
    livePersonSubmitfeedback: ok({ service: { serviceHeader: { statusCode: '0' } } }),
    readDL: options.readDL ?? ok({ vzdl: { page: { channel: 'sales' } } }),
    prepayReadDL: ok({ vzwDL: { page: { channel: 'prepaid' } } }),
  });
  const called = (adapter: string) => services.requests.filter((request) => request.adapter === adapter);
  return { store, ports, services, opened, loaded, called };
}

const signedIn = { loggedIn: 'true' };

// The chat reading is loaded lazily by checkLiveChat: load it once before the tests so settle() stays short.
await import('../../src/runtime/actions/chat/showChatCheck.ts');

describe('live chat check (spec 4.7)', () => {
  it('runs for a signed-in shopper and shows a sticky proposition; shown sends feedback 82 and an impression', async () => {
    const { store, called, ports } = start('expresscart', { cookies: signedIn });
    await settleRuntime();
    expect(called('livePersonCheck')).toHaveLength(1);
    expect(store.facts.facts.ui.chatPropositions).toEqual([
      { propositionId: 'PLP_03', placement: 'sticky', message: 'Chat PLP_03', soiEngagementId: 'SOI-PLP_03' },
    ]);
    const feedback = called('livePersonSubmitfeedback');
    expect(feedback).toHaveLength(1);
    expect(livePersonSubmitfeedback.body?.(feedback[0]!.facts)).toMatchObject({
      responseList: [{ propositionId: 'PLP_03', soiEngagementId: 'SOI-PLP_03', dispositionId: '82' }],
    });
    const impressions = ports.tags.filter((tag) => tag.event === 'impression' && tag.data.view === 'chat');
    expect(impressions).toHaveLength(1);
    expect(impressions[0]?.data).toMatchObject({ view: 'chat', propositionId: 'PLP_03' });
  });

  it('is not asked for prospects, guests, on guest login pages, or with the flag off', async () => {
    const prospect = start('expresscart');
    const guest = start('expresscart', { cookies: { loggedIn: 'true', role: 'guest' } });
    const guestPage = start('guestcheckout', { cookies: signedIn });
    const flagOff = start('expresscart', {
      cookies: { loggedIn: 'true' },
      flows: { ...flows, switches: { ...flows.switches, FF_LIVE_PERSON_CHAT: { description: 'off', default: false } } },
    });
    await settleRuntime();
    for (const run of [prospect, guest, guestPage, flagOff]) expect(run.called('livePersonCheck')).toHaveLength(0);
    expect(guestPage.store.facts.decisions.chatCheck?.rowId).toBe('guestLogin');
    expect(flagOff.store.facts.decisions.chatCheck?.rowId).toBe('flagOff');
  });

  it('opening a proposition opens the chat window with flow type LP and sends feedback 81', async () => {
    const { store, called, opened, ports } = start('expresscart', { cookies: signedIn });
    await settleRuntime();
    store.flow.dispatch('CHAT_PROPOSITION_OPENED', { propositionId: 'PLP_03', soiEngagementId: 'SOI-PLP_03', placement: 'sticky' });
    await settleRuntime();
    expect(opened).toEqual([{ propositionId: 'PLP_03', soiEngagementId: 'SOI-PLP_03', flowType: 'LP' }]);
    const feedback = called('livePersonSubmitfeedback');
    expect(livePersonSubmitfeedback.body?.(feedback[1]!.facts)).toMatchObject({ responseList: [{ propositionId: 'PLP_03', dispositionId: '81' }] });
    expect(ports.tags.find((tag) => tag.event === 'openView')?.data).toMatchObject({ view: 'chat', propositionId: 'PLP_03', flowType: 'LP' });
  });

  it('P_NoNBA alone is the bot: flow type CO', async () => {
    const { store, opened } = start('expresscart', { cookies: signedIn, chat: chatCheckAnswer(['P_NoNBA']) });
    await settleRuntime();
    expect(store.facts.facts.decisions.chatFlowType?.flowType).toBe('CO');
    store.flow.dispatch('CHAT_PROPOSITION_OPENED', { propositionId: 'P_NoNBA', soiEngagementId: '', placement: 'sticky' });
    await settleRuntime();
    expect(opened[0]?.flowType).toBe('CO');
  });

  it('shows the overlay after settings.chatOverlayDelayMs on the clock, and only if the shopper stayed', async () => {
    const delayed = { ...flows, settings: { ...flows.settings, chatOverlayDelayMs: 3000 } };
    const { store, ports } = start('expresscart', { cookies: signedIn, chat: chatCheckAnswer(['PLP_05']), flows: delayed });
    await settleRuntime();
    expect(store.facts.facts.ui.chatOverlayOpen).toBeUndefined();
    ports.clock.advance(2999);
    expect(store.facts.facts.ui.chatOverlayOpen).toBeUndefined();
    ports.clock.advance(1);
    expect(store.facts.facts.ui.chatOverlayOpen).toBe(true);
    store.flow.dispatch('CHAT_OVERLAY_CLOSED');
    expect(store.facts.facts.ui.chatOverlayOpen).toBe(false);
    expect(ports.tags.some((tag) => tag.event === 'closeView')).toBe(true);

    const left = start('expresscart', { cookies: signedIn, chat: chatCheckAnswer(['PLP_05']), flows: delayed });
    await settleRuntime();
    // A page without its own chat check (guest login), so only the first page's timer is left.
    left.ports.goTo('/sales/digital/guestcheckout.html');
    await settleRuntime();
    left.ports.clock.advance(3000);
    expect(left.store.facts.facts.ui.chatOverlayOpen).toBeUndefined();
  });

  it('the default delay is 0 s: the overlay opens at once', async () => {
    const { store, ports } = start('expresscart', { cookies: signedIn, chat: chatCheckAnswer(['PLP_05']) });
    await settleRuntime();
    ports.clock.advance(0);
    expect(store.facts.facts.ui.chatOverlayOpen).toBe(true);
  });

  it('merges the answer throttle list into the switches', async () => {
    const { store } = start('expresscart', { cookies: signedIn, chat: chatCheckAnswer([], { throttleList: ['EA_VC'] }) });
    expect(store.facts.facts.switches.EA_VC).toBe(false);
    await settleRuntime();
    expect(store.facts.facts.switches.EA_VC).toBe(true);
  });

  it('a failed or timed-out check is quiet: no propositions, no banner', async () => {
    const { store } = start('expresscart', {
      cookies: signedIn,
      chatResult: {
        ok: false,
        error: Object.assign(new Error('no answer within 5000 ms'), {
          kind: 'timeout',
          status: 0,
          method: 'POST',
          url: '/accountlandingservice/cosales/livePersonCheck',
        }) as never,
        headers: {},
      },
    });
    await settleRuntime();
    expect(store.facts.facts.ui.chatPropositions).toBeUndefined();
    expect(store.facts.facts.notification?.visible ?? false).toBe(false);
  });
});

/**
 * The shop as a visit's first page, with a throttle list that answers only when
 * the test says (`answer`), or never; the other calls answer at once.
 */
function firstPageAwaitingThrottleList() {
  let answer: (result: CallResult) => void = () => undefined;
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
  const { store, services } = startedStore(flows, ports, {
    getNSAThrottleList: () => new Promise<CallResult>((resolve) => (answer = resolve)),
    readDL: ok({ vzdl: { page: { channel: 'sales' } } }),
    livePersonCheck: ok(chatCheckAnswer([])),
    getWishlist: ok({ items: [] }),
  });
  const dataLayerReads = () => services.requests.filter((request) => request.adapter === 'readDL');
  const pageViews = () => ports.tags.filter((tag) => tag.event === 'pageView');
  return { store, ports, dataLayerReads, pageViews, answer: (result: CallResult) => answer(result) };
}

describe('analytics layer (spec 7, 9)', () => {
  it('reads readDL on each page view and sends its data with the pageView, with experience labels', async () => {
    const { called, ports } = start('expresscart', { cookies: signedIn });
    await settleRuntime();
    expect(called('readDL')).toHaveLength(1);
    ports.clock.advance(500);
    const view = ports.tags.find((tag) => tag.event === 'pageView');
    expect(view?.data).toMatchObject({ dataLayer: { page: { channel: 'sales' } }, experience: { GuestCheckoutXP: 'Ctrl', BrowseXP: 'Ctrl' }, events: [] });
    ports.goTo('/sales/digital/shop.html');
    await settleRuntime();
    expect(called('readDL')).toHaveLength(2);
  });

  it('holds the pageView until a slow data-layer read settles', async () => {
    let answer: (result: CallResult) => void = () => undefined;
    const { ports } = start('shop', { readDL: () => new Promise<CallResult>((resolve) => (answer = resolve)) });
    await settleRuntime();
    ports.clock.advance(2000);
    await settleRuntime();
    expect(ports.tags.filter((tag) => tag.event === 'pageView')).toEqual([]);
    answer(ok({ vzdl: { page: { channel: 'late' } } }));
    await settleRuntime();
    const views = ports.tags.filter((tag) => tag.event === 'pageView');
    expect(views).toHaveLength(1);
    expect(views[0]?.data).toMatchObject({ dataLayer: { page: { channel: 'late' } } });
    expect(views[0]?.data).not.toHaveProperty('pending');
  });

  it('on the first page, a throttle list answering after the page-view delay still decides the experience labels it carries', async () => {
    const { ports, dataLayerReads, pageViews, answer } = firstPageAwaitingThrottleList();
    await settleRuntime();
    // Past the page-view delay (settings.pageTagDelayMs), within settings.switchesWaitMs.
    ports.clock.advance(Number(flows.settings.switchesWaitMs) - 200);
    await settleRuntime();
    // Held: the data-layer read, and with it the page view, waits for the switches.
    expect(dataLayerReads()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
    answer(ok({ throttleList: ['FF_GUEST_CHECKOUT_XP'] }));
    await settleRuntime();
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.data).toMatchObject({ dataLayer: { page: { channel: 'sales' } }, experience: { GuestCheckoutXP: 'Treat', BrowseXP: 'Ctrl' } });
  });

  it('a throttle list that does not answer holds the first page no longer than settings.switchesWaitMs: the page view goes with the defaults', async () => {
    const { ports, dataLayerReads, pageViews } = firstPageAwaitingThrottleList();
    await settleRuntime();
    ports.clock.advance(Number(flows.settings.switchesWaitMs) - 1);
    await settleRuntime();
    expect(dataLayerReads()).toHaveLength(0);
    ports.clock.advance(1);
    await settleRuntime();
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.data).toMatchObject({ experience: { GuestCheckoutXP: 'Ctrl', BrowseXP: 'Ctrl' } });
  });

  it('a stopped store runs nothing it held for the throttle list', async () => {
    const { store, dataLayerReads, answer } = firstPageAwaitingThrottleList();
    await settleRuntime();
    store.stop();
    answer(ok({ throttleList: [] }));
    await settleRuntime();
    expect(dataLayerReads()).toHaveLength(0);
  });

  it('prepay reads prepayReadDL (its vzwDL data); a joint customer gets event9', async () => {
    const prepay = start('shop', { base: '/sales/prepaid/' });
    await settleRuntime();
    expect(prepay.called('prepayReadDL')).toHaveLength(1);
    expect(prepay.called('readDL')).toHaveLength(0);
    prepay.ports.clock.advance(500);
    expect(prepay.ports.tags.find((tag) => tag.event === 'pageView')?.data).toMatchObject({ dataLayer: { page: { channel: 'prepaid' } } });

    const joint = start('expresscart', { cookies: signedIn });
    joint.ports.sessionStorage.setItem('lob', 'vzw|vzt');
    joint.ports.goTo('/sales/digital/shop.html');
    await settleRuntime();
    joint.ports.clock.advance(500);
    expect(joint.ports.tags.filter((tag) => tag.event === 'pageView').at(-1)?.data).toMatchObject({ events: ['event9'] });
  });

  it('experience labels follow their switches', async () => {
    const treat = { ...flows, switches: { ...flows.switches, FF_BROWSE_XP: { description: 'on', default: true } } };
    const { ports } = start('shop', { flows: treat });
    await settleRuntime();
    ports.clock.advance(500);
    expect(ports.tags.find((tag) => tag.event === 'pageView')?.data).toMatchObject({ experience: { GuestCheckoutXP: 'Ctrl', BrowseXP: 'Treat' } });
  });

  it('loads the tag manager only in production or on a vzwqa host, never on 127.0.0.1', async () => {
    const local = start('shop');
    await settleRuntime();
    expect(local.loaded).toEqual([]);
    const qa = memoryPorts({ href: 'https://sales.vzwqa3.carrier.example/sales/digital/shop.html' });
    const loaded: string[] = [];
    qa.scripts = { load: (url) => void loaded.push(url) };
    startedStore(flows, qa, { readDL: ok({}) });
    await settleRuntime();
    expect(loaded).toEqual([flows.settings.tagManagerUrl]);
  });
});
