import { describe, expect, it } from 'vitest';
import { preloadInTurn } from '../../src/registry/ComponentRegistry.ts';

/** A component whose code arrives when the test says so. */
function deferredComponent(name: string, started: string[]) {
  let settle: (ok: boolean) => void = () => undefined;
  return {
    component: {
      preload: () => {
        started.push(name);
        return new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error(`${name} failed`)))));
      },
    },
    settle: (ok: boolean) => settle(ok),
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy components preloaded one after the other (issue 20 item 4)', () => {
  it('starts the next load only when the one before has settled, and a failure does not stop the rest', async () => {
    const started: string[] = [];
    const first = deferredComponent('Form', started);
    const second = deferredComponent('Modal', started);
    const third = deferredComponent('Hero', started);
    let done = false;
    void preloadInTurn([first.component, { preload: undefined }, second.component, third.component]).then(() => (done = true));
    await turn();
    expect(started).toEqual(['Form']);
    first.settle(false);
    await turn();
    expect(started).toEqual(['Form', 'Modal']);
    second.settle(true);
    await turn();
    expect(started).toEqual(['Form', 'Modal', 'Hero']);
    expect(done).toBe(false);
    third.settle(true);
    await turn();
    expect(done).toBe(true);
  });
});
