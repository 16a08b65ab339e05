/**
 * Issue 20 item 3: the data-layer read and the live chat check go after the
 * page's first paint, with the same page view and the same chat as before.
 * A RootStore with in-memory ports, the manual clock and frames the test
 * drives (tests/doubles/manualFrames.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { ok } from '../doubles/fakeServices.ts';
import { manualFrames } from '../doubles/manualFrames.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { startedStore } from '../doubles/startedStore.ts';
import { chatCheckAnswer } from './chatCheckAnswer.ts';

const flows = await checkedFlows();
await import('../../src/runtime/actions/chat/showChatCheck.ts');

function start(page: string) {
  const ports = memoryPorts({ href: `http://127.0.0.1:5173/sales/digital/${page}.html`, cookies: { loggedIn: 'true' } });
  const frames = manualFrames();
  ports.frames = frames;
  const { store, services } = startedStore(flows, ports, {
    livePersonCheck: ok(chatCheckAnswer(['PLP_03'])),
    livePersonSubmitfeedback: ok({ service: { serviceHeader: { statusCode: '0' } } }),
    readDL: ok({ vzdl: { page: { channel: 'sales' } } }),
    pdmRecommendations: ok({}),
  });
  const called = (adapter: string) => services.requests.filter((request) => request.adapter === adapter);
  return { store, ports, frames, called };
}

describe('after the first paint (issue 20 item 3)', () => {
  it('the data-layer read and the chat check wait for the paint; the page view and the chat come as before', async () => {
    const { store, ports, frames, called } = start('expresscart');
    await settleRuntime();
    // The page's own calls went at once; the two reads wait, and the page view waits with the descriptor pending.
    expect(called('getCart')).toHaveLength(1);
    expect(called('readDL')).toHaveLength(0);
    expect(called('livePersonCheck')).toHaveLength(0);
    expect(store.facts.facts.ui.pageDescriptor).toMatchObject({ pending: true });
    ports.clock.advance(500);
    expect(ports.tags.filter((tag) => tag.event === 'pageView')).toEqual([]);
    frames.frame();
    frames.paint();
    await settleRuntime();
    expect(called('readDL')).toHaveLength(1);
    expect(called('livePersonCheck')).toHaveLength(1);
    const views = ports.tags.filter((tag) => tag.event === 'pageView');
    expect(views).toHaveLength(1);
    expect(views[0]?.data).toMatchObject({ dataLayer: { page: { channel: 'sales' } }, experience: { GuestCheckoutXP: 'Ctrl', BrowseXP: 'Ctrl' } });
    expect(store.facts.facts.ui.chatPropositions).toEqual([
      { propositionId: 'PLP_03', placement: 'sticky', message: 'Chat PLP_03', soiEngagementId: 'SOI-PLP_03' },
    ]);
    expect(called('livePersonSubmitfeedback')).toHaveLength(1);
  });
});
