/**
 * Issue 20 item 3: the answers of one frame are applied in one MobX action,
 * in arrival order; a page change ends the action. Pure: no DOM, a manual
 * frame scheduler.
 */
import { observable, reaction, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AnswerBatch } from '../../src/runtime/calls/AnswerBatch.ts';

function frameQueue() {
  const due: (() => void)[] = [];
  return { schedule: (flush: () => void) => void due.push(flush), run: () => due.splice(0).forEach((flush) => flush()), count: () => due.length };
}

describe('AnswerBatch', () => {
  it('applies the answers of one frame together, in arrival order, in one action', async () => {
    const frames = frameQueue();
    const state = observable({ page: 'pdp', applied: [] as string[] });
    const batch = new AnswerBatch(frames.schedule, () => state.page);
    const seen: string[][] = [];
    reaction(
      () => state.applied.slice(),
      (applied) => seen.push(applied),
    );
    const results = ['getCart', 'deviceDetails', 'reviews'].map((name) =>
      batch.apply(() => {
        state.applied.push(name);
        return name.length;
      }),
    );
    expect(frames.count()).toBe(1);
    expect(state.applied).toEqual([]);
    frames.run();
    // One action: the reaction saw the three answers at once, never one or two of them.
    expect(seen).toEqual([['getCart', 'deviceDetails', 'reviews']]);
    expect(await Promise.all(results)).toEqual([7, 13, 7]);
  });

  it("rejects the answer's promise with what its work threw, and still applies the others", async () => {
    const frames = frameQueue();
    const batch = new AnswerBatch(frames.schedule, () => 'page');
    const applied: string[] = [];
    const failing = batch.apply(() => {
      throw new Error('handler broke');
    });
    const fine = batch.apply(() => applied.push('next'));
    frames.run();
    await expect(failing).rejects.toThrow('handler broke');
    await expect(fine).resolves.toBe(1);
    expect(applied).toEqual(['next']);
  });

  it('ends the action where a handler changed the page, so the new page is entered before the answers after it', () => {
    const frames = frameQueue();
    const state = observable({ page: 'cart', token: 0, applied: [] as string[] });
    // The page entry of FlowStore: a reaction, so it runs when the action that changed the page ends.
    reaction(
      () => state.page,
      () => runInAction(() => (state.token += 1)),
    );
    const batch = new AnswerBatch(frames.schedule, () => state.page);
    void batch.apply(() => {
      state.page = 'confirmation';
      state.applied.push(`placeOrder@${state.token}`);
    });
    void batch.apply(() => state.applied.push(`getCart@${state.token}`));
    frames.run();
    // The second answer saw the new page's token: it is applied as the old page's late answer.
    expect(state.applied).toEqual(['placeOrder@0', 'getCart@1']);
  });

  it('a new frame is asked for only by the first answer after a flush', async () => {
    const frames = frameQueue();
    const batch = new AnswerBatch(frames.schedule, () => 'page');
    void batch.apply(() => 1);
    void batch.apply(() => 2);
    expect(frames.count()).toBe(1);
    frames.run();
    void batch.apply(() => 3);
    expect(frames.count()).toBe(1);
  });

  it('without a frame scheduler (tests, the pre-render) applies each answer at once and leaves `then` to the caller', () => {
    const batch = new AnswerBatch(undefined, () => 'page');
    const applied: number[] = [];
    const followed: number[] = [];
    expect(
      batch.apply(
        () => applied.push(1),
        (count) => followed.push(count),
      ),
    ).toBe(1);
    expect(applied).toEqual([1]);
    expect(followed).toEqual([]);
  });

  it('runs `then` with the value of its work, in the same action', async () => {
    const frames = frameQueue();
    const state = observable({ facts: 0, handled: 0 });
    const seen: string[] = [];
    reaction(
      () => `${state.facts}/${state.handled}`,
      (both) => seen.push(both),
    );
    const batch = new AnswerBatch(frames.schedule, () => 'page');
    const result = batch.apply(
      () => (state.facts = 2),
      (value) => (state.handled = value * 10),
    );
    frames.run();
    expect(seen).toEqual(['2/20']);
    await expect(result).resolves.toBe(2);
  });
});
