/**
 * Error assistance loads its code on first use (issue 20 item 4,
 * src/runtime/plumbing/errorAssist/AssistModule.ts): not at start-up, once at
 * the first checkErrorAssist (which both ways to the link run first), so the
 * link's click opens the window in the same task; a chunk that does not load
 * is reported (spec 8), the check ends as a failed one and nothing is thrown.
 */
import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppCall } from '../../src/model/plumbing.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const codePath = '../../src/runtime/plumbing/errorAssist/assistCode.ts';
const systemError: CallResult = { ok: true, status: 200, headers: {}, answer: { errors: [{ id: 'E1', name: 'SYSTEM_ERROR', message: '' }] } };

function host(switches = 'EA_VC') {
  // 12:00 local time, EA_VC on (unless told otherwise): the video checks run.
  const ports = memoryPorts({ cookies: { loggedIn: 'true', cdlThrottleList: switches }, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
  ports.clock.advance(new Date(2026, 10, 22, 12).getTime() - ports.clock.now());
  const services = fakeServices({
    getNSAThrottleList: systemError,
    videoAssistCheck: ok({ enableVideoAssist: true }),
    videoChatAvailability: ok({ mediaoutput: { agentstatistics: [{ available: 5 }] } }),
    jsNotifyAsDynamic: ok({}),
  });
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  const sent = (adapter: string) => services.requests.filter((request) => request.adapter === adapter);
  return { store, ports, services, sent, decision: () => store.facts.facts.decisions.errorAssist };
}

afterEach(() => {
  vi.doUnmock(codePath);
});

describe('error assistance code on first use', () => {
  it('the check begins at once, its calls go once the code is in, and the link then opens in the same task', async () => {
    const { store, ports, sent } = host();
    const app = vi.fn<AppCall>(() => Promise.resolve({ outcome: 'done' as const }));
    store.plumbing.assist.checkErrorAssist(true, app);
    // Begun synchronously, as before the code moved: the decision offers nothing while it runs.
    expect(store.plumbing.errorAssist.checking).toBe(true);
    expect(app).not.toHaveBeenCalled();
    await settleRuntime();
    expect(app.mock.calls.map(([adapter]) => adapter)).toEqual(['videoAssistCheck', 'videoChatAvailability']);
    expect(store.plumbing.errorAssist.checking).toBe(false);
    // The generic row's way: the same code, no second load; the click opens synchronously.
    await store.call('getNSAThrottleList');
    await settleRuntime();
    expect(store.facts.facts.decisions.errorAssist).toMatchObject({ option: 'liveRep' });
    store.plumbing.assist.openErrorAssist();
    expect(ports.opened).toHaveLength(1);
    expect(sent('jsNotifyAsDynamic').filter((request) => (request.body as { eventType?: string }).eventType === 'SCRIPT_ERROR')).toEqual([]);
  });

  // Spec 4.5, 9: the link's click must open the window in its own task: one opened after an await has lost the
  // click's user activation and the popup blocker refuses it. So no link is offered before the code is in.
  it('with no video check to run (EA_BAU only), the link is offered once the code is in, not before', async () => {
    const { store, ports, decision } = host('EA_BAU');
    const app = vi.fn<AppCall>(() => Promise.resolve({ outcome: 'done' as const }));
    store.plumbing.assist.checkErrorAssist(false, app);
    expect(decision()).toMatchObject({ option: 'none', row: 'checking' });
    await settleRuntime();
    expect(app).not.toHaveBeenCalled();
    expect(decision()).toMatchObject({ option: 'chat' });
    store.plumbing.assist.openErrorAssist();
    expect(ports.opened).toEqual([{ url: flows.settings.errorAssistChatUrl, target: '_blank', features: '' }]);
  });

  it('opening before the code is in (a flow that ran no check) loads it but never opens a window late', async () => {
    const { store, ports, decision } = host('EA_BAU');
    expect(decision()).toMatchObject({ option: 'none' });
    store.plumbing.assist.openErrorAssist();
    await settleRuntime();
    expect(ports.opened).toEqual([]);
    // The code is in now: the link is offered and its click opens at once.
    expect(decision()).toMatchObject({ option: 'chat' });
    store.plumbing.assist.openErrorAssist();
    expect(ports.opened).toHaveLength(1);
  });

  it('a chunk that does not load is reported as a script-load error, the check ends, no link is offered; the next use loads again', async () => {
    vi.doMock(codePath, () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/assistCode-x.js');
    });
    const { store, ports, sent, decision } = host();
    const app = vi.fn<AppCall>(() => Promise.resolve({ outcome: 'done' as const }));
    store.plumbing.assist.checkErrorAssist(true, app);
    expect(store.plumbing.errorAssist.checking).toBe(true);
    await settleRuntime();
    expect(app).not.toHaveBeenCalled();
    // Not stuck on the check: it ends as a failed one does (no video). Without the code no link is offered.
    expect(store.plumbing.errorAssist).toMatchObject({ checking: false, checked: true, videoAssistEnabled: false });
    expect(decision()).toMatchObject({ option: 'none' });
    store.plumbing.assist.openErrorAssist();
    await settleRuntime();
    expect(ports.opened).toEqual([]);
    expect(ports.errors.map((entry) => entry.message)).toContain('[storeflow] error assistance: its code could not be loaded');
    expect(sent('jsNotifyAsDynamic').map((request) => request.body)).toContainEqual(
      expect.objectContaining({ eventType: 'SCRIPT_ERROR', subEventType: 'SCRIPT_LOAD_ERROR', errorClass: 'script-load' }),
    );
    expect(store.plumbing.crash.pageFailed).toBe(false);

    vi.doUnmock(codePath);
    store.plumbing.assist.checkErrorAssist(false, app);
    await settleRuntime();
    expect(decision()).toMatchObject({ option: 'liveRep' });
    store.plumbing.assist.openErrorAssist();
    expect(ports.opened).toHaveLength(1);
  });

  // Spec 8: a chunk lost to a network blip must not hide the link for the rest of the page (the generic error page
  // runs checkErrorAssist once, at its entry): the failed load is tried again after settings.errorAssistChatRetryMs,
  // then after twice that.
  it('a failed load is tried again after the retry interval, so a page already shown gets its link', async () => {
    vi.doMock(codePath, () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/assistCode-x.js');
    });
    const { store, ports, decision } = host('EA_BAU');
    const retryMs = Number(flows.settings.errorAssistChatRetryMs);
    store.plumbing.assist.checkErrorAssist(false, vi.fn<AppCall>());
    await settleRuntime();
    expect(decision()).toMatchObject({ option: 'none', row: 'checking' });
    ports.clock.advance(retryMs);
    await settleRuntime();
    expect(ports.errors.filter((entry) => entry.message === '[storeflow] error assistance: its code could not be loaded')).toHaveLength(2);
    vi.doUnmock(codePath);
    // The second failure waits twice as long.
    ports.clock.advance(retryMs);
    await settleRuntime();
    expect(decision()).toMatchObject({ option: 'none' });
    ports.clock.advance(retryMs);
    await settleRuntime();
    expect(decision()).toMatchObject({ option: 'chat' });
    store.plumbing.assist.openErrorAssist();
    expect(ports.opened).toHaveLength(1);
  });

  it('the code is set before the link is offered: a reaction to the link that opens at once finds it', async () => {
    const { store, ports, decision } = host('EA_BAU');
    const stop = reaction(
      () => decision()?.option,
      (option) => {
        if (option !== 'none') store.plumbing.assist.openErrorAssist();
      },
    );
    store.plumbing.assist.checkErrorAssist(false, vi.fn<AppCall>());
    await settleRuntime();
    stop();
    expect(ports.opened).toEqual([{ url: flows.settings.errorAssistChatUrl, target: '_blank', features: '' }]);
  });
});
