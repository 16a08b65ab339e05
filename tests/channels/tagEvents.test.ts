/**
 * Page-tag events and their spec 9 event codes (issue 10 item 4): the
 * tagEventCodes flow table applied to every tag by eventCodedPageTag, and the
 * events the runtime sends where the spec's situations arise (notify, error,
 * openView/closeView of the session warning), through a RootStore with
 * in-memory ports and the manual clock.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { eventCodedPageTag, tagEventCodesTable } from '../../src/runtime/analytics/eventCodedPageTag.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const cart = { itemCount: 0, lineCount: 0, empty: true, intendType: '', devices: [], plans: [], features: [], accessories: [], cartItems: [], errors: [] };

function recorder() {
  const sent: { event: string; data: Record<string, unknown> }[] = [];
  return { sent, port: { send: (event: string, data: Record<string, unknown>) => void sent.push({ event, data }) } };
}

describe('eventCodedPageTag (the tagEventCodes table on every tag)', () => {
  const ports = memoryPorts();
  const store = new RootStore({ flows, ports, services: fakeServices({}), actions: actionDefinitions });
  const deps = { flows: () => flows, facts: () => store.facts.facts, logger: ports.logger };

  it.each([
    ['impression', { view: 'chat' }, ['event409']],
    ['openView', { view: 'chat' }, ['event61']],
    ['error', { view: 'banner' }, ['event86']],
    ['addToCart', {}, ['event181']],
    ['removeFromCart', {}, ['event180']],
    ['notify', { level: 'info' }, ['event149']],
  ])('%s %o gets %o', (event, data, codes) => {
    const { sent, port } = recorder();
    eventCodedPageTag(port, deps).send(event, data);
    expect(sent).toEqual([{ event, data: { ...data, events: codes } }]);
  });

  it('leaves tags without a code as they are, and keeps the codes a sender already set (event9 first)', () => {
    const { sent, port } = recorder();
    const tagger = eventCodedPageTag(port, deps);
    tagger.send('closeView', { view: 'chat' });
    tagger.send('impression', { view: 'offerTile' });
    tagger.send('pageView', { pageName: 'shop', events: ['event9'] });
    expect(sent.map((tag) => tag.data)).toEqual([{ view: 'chat' }, { view: 'offerTile' }, { pageName: 'shop', events: ['event9'] }]);
  });

  it('an analyst moving a code moves it in the tags; a missing table is logged, the tag still goes', () => {
    const table = flows.decisions[tagEventCodesTable]!;
    const moved = {
      ...flows,
      decisions: { ...flows.decisions, [tagEventCodesTable]: { ...table, default: { ...table.default, result: { events: ['event1'] } } } },
    };
    const { sent, port } = recorder();
    eventCodedPageTag(port, { ...deps, flows: () => moved }).send('pageView', { events: ['event9'] });
    expect(sent[0]?.data.events).toEqual(['event9', 'event1']);

    const { [tagEventCodesTable]: _removed, ...others } = flows.decisions;
    const errors: string[] = [];
    const missing = recorder();
    eventCodedPageTag(missing.port, {
      ...deps,
      flows: () => ({ ...flows, decisions: others }),
      logger: { error: (m) => void errors.push(m), info: () => undefined },
    }).send('addToCart', { pageName: 'pdp' });
    expect(missing.sent).toEqual([{ event: 'addToCart', data: { pageName: 'pdp' } }]);
    expect(errors[0]).toContain('no decision table "tagEventCodes"');
  });
});

describe('page-tag events the runtime sends (spec 7)', () => {
  function start(answers: Record<string, ReturnType<typeof ok>> = {}) {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const services = fakeServices({ getCart: ok(cart), readDL: ok({}), ...answers });
    const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
    store.start();
    return { store, ports };
  }

  it('a notification shown is a notify tag with its level and event149', async () => {
    const { store, ports } = start();
    await settleRuntime();
    store.plumbing.notifier.notify({ message: 'Saved.', level: 'checkMark', autoDismiss: true });
    expect(ports.tags.filter((tag) => tag.event === 'notify')).toEqual([
      { event: 'notify', data: { level: 'checkMark', title: '', message: 'Saved.', proactive: false, events: ['event149'] } },
    ]);
  });

  it('a generic service error shown in the banner: notify and error tags (event149, event86), the generic text only', async () => {
    const { ports } = start({ getNSAThrottleList: ok({ throttleList: [], errors: [{ name: 'SYSTEM_ERROR', message: 'ORA-00942 at db7' }] }) });
    await settleRuntime();
    const error = ports.tags.find((tag) => tag.event === 'error');
    expect(error?.data).toMatchObject({
      view: 'banner',
      message: 'Looks like something went wrong. Please try again later.',
      errorName: 'SYSTEM_ERROR',
      adapter: 'getNSAThrottleList',
      events: ['event86'],
    });
    expect(JSON.stringify(ports.tags)).not.toContain('ORA-00942');
    expect(ports.tags.find((tag) => tag.event === 'notify')?.data).toMatchObject({ level: 'error', events: ['event149'] });
  });

  it('the session warning dialog opening and closing are openView / closeView (manual clock)', async () => {
    const { store, ports } = start({ sessionKeepAlive: ok({}) });
    await settleRuntime();
    ports.clock.advance(Number(flows.settings.sessionWarningAtMs));
    expect(ports.tags.filter((tag) => tag.data.view === 'sessionWarning').map((tag) => tag.event)).toEqual(['openView']);
    store.plumbing.sessionModule.extendSession();
    await settleRuntime();
    expect(ports.tags.filter((tag) => tag.data.view === 'sessionWarning').map((tag) => tag.event)).toEqual(['openView', 'closeView']);
  });
});
