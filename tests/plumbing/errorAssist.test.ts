/**
 * Error assistance (spec 4.5, 5, 8, 9): the errorAssist decision table over
 * its own examples, and the runtime path on the manual clock: a generic
 * service error runs the video checks (when EA_VC is on), the banner offers
 * the link the table picks, and the link opens through the windows port.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { readAgentsAvailable, readVideoAssistEnabled, videoWindowFeatures } from '../../src/runtime/plumbing/errorAssist/assistCode.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const table = flows.decisions.errorAssist;
if (!table) throw new Error('flows/decisions/error-assist.json is missing');

const texts = {
  chat: 'Click here to get assistance from a live agent via chat.',
  videoSupport: 'Click here to get 1:1 video support from a store Specialist.',
  liveRep: 'For assistance, click here to connect with a live representative.',
  videoShort: 'Click here for video assistance',
};

describe('errorAssist decision table', () => {
  const examples = [...table.rows, table.default].flatMap((row) =>
    row.examples.map((example) => ({ row: row.id, example, label: `${row.id}: ${example.name ?? 'example'}` })),
  );

  it.each(examples)('$label lands on its row', ({ row, example }) => {
    const decision = decide(table, { facts: mergeFacts(blankFacts(flows), example.facts), texts: flows.texts });
    expect(decision.rowId).toBe(row);
  });

  it('gives the exact spec 8 link texts and the configured URLs', () => {
    const at = (facts: object) => decide(table, { facts: mergeFacts(blankFacts(flows), facts), texts: flows.texts }).result;
    const video = { switches: { EA_VC: true }, clock: { hour: 9 }, errorAssist: { checked: true, agentsAvailable: 4, videoAssistEnabled: true } };
    expect(at(video)).toEqual({ option: 'video', linkText: texts.videoSupport, url: flows.settings.errorAssistVideoUrl });
    expect(at({ ...video, device: { type: 'mobile' } })).toMatchObject({ option: 'video', linkText: texts.videoShort });
    expect(at({ switches: { EA_BAU: true } })).toEqual({ option: 'chat', linkText: texts.chat, url: flows.settings.errorAssistChatUrl });
    expect(at({ switches: { EA_C: true } })).toEqual({ option: 'liveRep', linkText: texts.liveRep, url: flows.settings.errorAssistLiveRepUrl });
    expect(at({})).toMatchObject({ option: 'none' });
  });
});

describe('reading the check answers', () => {
  it('reads enableVideoAssist and agentstatistics[0].available, defaulting to closed', () => {
    expect(readVideoAssistEnabled({ enableVideoAssist: true })).toBe(true);
    expect(readVideoAssistEnabled({ enableVideoAssist: 'true' })).toBe(false);
    expect(readVideoAssistEnabled(undefined)).toBe(false);
    expect(readAgentsAvailable({ mediaoutput: { agentstatistics: [{ available: 7 }] } })).toBe(7);
    expect(readAgentsAvailable({ mediaoutput: { agentstatistics: [] } })).toBe(0);
    expect(readAgentsAvailable(null)).toBe(0);
  });

  it('never opens the video window larger than 700 px', () => {
    expect(videoWindowFeatures(700)).toBe('popup,width=700,height=700');
    expect(videoWindowFeatures(1200)).toBe('popup,width=700,height=700');
    expect(videoWindowFeatures(500)).toBe('popup,width=500,height=500');
  });
});

const systemError: CallResult = { ok: true, status: 200, headers: {}, answer: { errors: [{ id: 'E1', name: 'SYSTEM_ERROR', message: '' }] } };

/** Local wall-clock time on 22 Nov 2026, whatever the machine's time zone. */
function localTime(hour: number, minute = 0): number {
  return new Date(2026, 10, 22, hour, minute).getTime();
}

function assistHost(options: { at: number; switches: string; agents?: number; enabled?: boolean; flows?: FlowSet }) {
  const ports = memoryPorts({ cookies: { loggedIn: 'true', cdlThrottleList: options.switches }, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
  ports.clock.advance(options.at - ports.clock.now());
  const services = fakeServices({
    getNSAThrottleList: systemError,
    videoAssistCheck: ok({ enableVideoAssist: options.enabled ?? true, locationCode: 'WEB-VC-1' }),
    videoChatAvailability: ok({ isVideoChatAvailable: true, mediaoutput: { agentstatistics: [{ available: options.agents ?? 5 }] } }),
    jsNotifyAsDynamic: ok({}),
  });
  const store = new RootStore({ flows: options.flows ?? flows, ports, services, actions: plumbingActions });
  const checks = () => services.requests.filter((request) => request.adapter === 'videoAssistCheck' || request.adapter === 'videoChatAvailability').length;
  return { store, ports, services, checks, decision: () => store.facts.facts.decisions.errorAssist };
}

describe('error assistance at run time (manual clock)', () => {
  it('10:00 with 5 agents and enableVideoAssist: the banner offers video, which opens a 700 px window', async () => {
    const host = assistHost({ at: localTime(10), switches: 'EA_VC' });
    await host.store.call('getNSAThrottleList');
    expect(host.decision()).toMatchObject({ option: 'none', row: 'checking' });
    await settleRuntime();
    expect(host.checks()).toBe(2);
    expect(host.store.plumbing.notifications.current).toMatchObject({ message: 'Looks like something went wrong. Please try again later.', assist: true });
    expect(host.decision()).toMatchObject({ option: 'video', linkText: texts.videoSupport });
    host.store.plumbing.assist.openErrorAssist();
    expect(host.ports.opened).toEqual([{ url: flows.settings.errorAssistVideoUrl, target: 'errorAssistVideo', features: 'popup,width=700,height=700' }]);
  });

  it.each([
    { name: '07:59', at: localTime(7, 59), agents: 5, enabled: true },
    { name: '22:00', at: localTime(22), agents: 5, enabled: true },
    { name: '3 agents', at: localTime(12), agents: 3, enabled: true },
    { name: 'not enabled', at: localTime(12), agents: 9, enabled: false },
  ])('$name: no video, a live representative instead (opened in a new tab)', async ({ at, agents, enabled }) => {
    const host = assistHost({ at, switches: 'EA_VC', agents, enabled });
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.decision()).toMatchObject({ option: 'liveRep', linkText: texts.liveRep });
    host.store.plumbing.assist.openErrorAssist();
    expect(host.ports.opened).toEqual([{ url: flows.settings.errorAssistLiveRepUrl, target: '_blank', features: '' }]);
  });

  it('sales chat without video checks when only EA_BAU is on', async () => {
    const host = assistHost({ at: localTime(12), switches: 'EA_BAU' });
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.checks()).toBe(0);
    expect(host.decision()).toMatchObject({ option: 'chat', linkText: texts.chat });
  });

  it('asks the support services again only after settings.errorAssistChatRetryMs (15000 ms)', async () => {
    const host = assistHost({ at: localTime(12), switches: 'EA_VC' });
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.checks()).toBe(2);
    host.ports.clock.advance(14_999);
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.checks()).toBe(2);
    host.ports.clock.advance(1);
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.checks()).toBe(4);
  });

  it('the hours follow the clock: a check at 21:59 offers video, one at 22:00 does not', async () => {
    const host = assistHost({ at: localTime(21, 59), switches: 'EA_VC' });
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.decision()).toMatchObject({ option: 'video' });
    host.ports.clock.advance(60_000);
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    expect(host.decision()).toMatchObject({ option: 'liveRep' });
  });

  it('refuses a video URL whose host is not on lists.errorAssistHosts, and logs it', async () => {
    const unsafe = { ...flows, settings: { ...flows.settings, errorAssistVideoUrl: 'https://videoassist.storeflow.example.evil.test/x' } };
    const host = assistHost({ at: localTime(12), switches: 'EA_VC', flows: unsafe });
    await host.store.call('getNSAThrottleList');
    await settleRuntime();
    host.store.plumbing.assist.openErrorAssist();
    expect(host.ports.opened).toEqual([]);
    expect(host.ports.errors.map((entry) => entry.message)).toContain(
      '[storeflow] error assistance refused: host videoassist.storeflow.example.evil.test is not on the allow-list',
    );
    await settleRuntime();
    expect(
      host.services.requests.some(
        (request) => request.adapter === 'jsNotifyAsDynamic' && (request.body as { subEventType?: string }).subEventType === 'ERROR_ASSIST_REFUSED',
      ),
    ).toBe(true);
  });
});
