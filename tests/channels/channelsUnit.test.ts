/** Pure parts of chat and analytics (issue 10 items 3, 4), on the manual clock where time matters. */
import { describe, expect, it } from 'vitest';
import { createTagDelivery } from '../../src/app/ports/tagDelivery.ts';
import { dataLayerOf } from '../../src/runtime/actions/analytics/dataLayerOf.ts';
import { readChatCheck } from '../../src/runtime/actions/chat/chatPropositions.ts';
import { manualClock } from '../doubles/memoryPorts.ts';
import { chatCheckAnswer } from './chatCheckAnswer.ts';

const placements = { embedded: ['PLP_01', 'PLP_02'], sticky: ['PLP_03', 'PLP_04', 'P_NoNBA'], overlay: ['PLP_05', 'PLP_06'] };

describe('readChatCheck (contracts 6, spec 3)', () => {
  it('places each proposition by the flow lists and keeps its message and engagement id', () => {
    const reading = readChatCheck(chatCheckAnswer(['PLP_01', 'PLP_04', 'PLP_06', 'PLP_08'], { statusCode: '0' }), placements, 'chatMessage');
    expect(reading.propositions.map((p) => [p.propositionId, p.placement])).toEqual([
      ['PLP_01', 'embedded'],
      ['PLP_04', 'sticky'],
      ['PLP_06', 'overlay'],
      ['PLP_08', 'none'],
    ]);
    expect(reading.propositions[0]).toMatchObject({ message: 'Chat PLP_01', soiEngagementId: 'SOI-PLP_01' });
    expect(reading.propositionIds).toEqual(['PLP_01', 'PLP_04', 'PLP_06', 'PLP_08']);
  });

  it('status 1 means no propositions; the throttle list is kept either way', () => {
    const reading = readChatCheck(chatCheckAnswer(['PLP_01'], { statusCode: '1', throttleList: ['EA_VC'] }), placements, 'chatMessage');
    expect(reading.propositions).toEqual([]);
    expect(reading.throttleList).toEqual(['EA_VC']);
  });

  it('survives malformed answers', () => {
    for (const bad of [null, 'x', [], { service: { serviceBody: 3 } }]) expect(readChatCheck(bad, placements, 'chatMessage').propositions).toEqual([]);
  });
});

describe('dataLayerOf (spec 7: vzdl / vzwDL data, or the data itself)', () => {
  it('reads vzdl, then vzwDL, then the answer itself without errors and goToUrl', () => {
    expect(dataLayerOf({ vzdl: { page: { channel: 'sales' } } })).toEqual({ page: { channel: 'sales' } });
    expect(dataLayerOf({ vzwDL: { user: { accountType: 'prepay' } } })).toEqual({ user: { accountType: 'prepay' } });
    expect(dataLayerOf({ page: { flow: 'x' }, errors: [], goToUrl: null })).toEqual({ page: { flow: 'x' } });
    expect(dataLayerOf(null)).toEqual({});
  });
});

describe('tag delivery (spec 9: poll every second up to 10 times, error retry up to 30 times at 750 ms)', () => {
  const timings = { pollMs: 1000, pollCount: 10, retryMs: 750, retryCount: 30 };

  it('waits for the tag manager, looking once a second, and delivers when it arrives', () => {
    const clock = manualClock();
    const sent: string[] = [];
    let loaded = false;
    const delivery = createTagDelivery(
      clock,
      () => (loaded ? (event) => void sent.push(event) : undefined),
      timings,
      () => undefined,
    );
    delivery.deliver('pageView', {});
    clock.advance(3000);
    expect(sent).toEqual([]);
    loaded = true;
    clock.advance(999);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toEqual(['pageView']);
  });

  it('drops an event after 10 polls without a tag manager', () => {
    const clock = manualClock();
    const dropped: string[] = [];
    createTagDelivery(
      clock,
      () => undefined,
      timings,
      (event, reason) => void dropped.push(`${event}: ${reason}`),
    ).deliver('impression', {});
    clock.advance(9000);
    expect(dropped).toEqual([]);
    clock.advance(1000);
    expect(dropped).toEqual(['impression: tag manager not loaded']);
    expect(clock.pending()).toBe(0);
  });

  it('retries a failing send every 750 ms, 30 times at most', () => {
    const clock = manualClock();
    let tries = 0;
    const dropped: string[] = [];
    const delivery = createTagDelivery(
      clock,
      () => () => {
        tries += 1;
        throw new Error('not ready');
      },
      timings,
      (event) => void dropped.push(event),
    );
    delivery.deliver('error', {});
    expect(tries).toBe(1);
    clock.advance(750);
    expect(tries).toBe(2);
    clock.advance(750 * 40);
    expect(tries).toBe(31);
    expect(dropped).toEqual(['error']);
  });

  it('a retry that succeeds delivers once', () => {
    const clock = manualClock();
    let tries = 0;
    const sent: string[] = [];
    createTagDelivery(
      clock,
      () => (event) => {
        tries += 1;
        if (tries < 3) throw new Error('not ready');
        sent.push(event);
      },
      timings,
      () => undefined,
    ).deliver('notify', {});
    clock.advance(750 * 5);
    expect(sent).toEqual(['notify']);
  });
});
