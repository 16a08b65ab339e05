// @vitest-environment jsdom
/**
 * A jsdom file in Vitest's VM pool (project `jsdom`, vite.config.ts) sees the Node globals it sees in a process of
 * its own (tests/setup/vmGlobals.ts, run by the setup file): the web streams MSW needs, Node's timers and
 * performance, next to jsdom's document.
 */
import { performance as nodePerformance } from 'node:perf_hooks';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';

describe('a jsdom file in the VM pool', () => {
  it('has the web streams, which jsdom does not give', () => {
    expect(globalThis.ReadableStream).toBe(NodeReadableStream);
    expect(typeof globalThis.WritableStream).toBe('function');
    expect(typeof globalThis.TransformStream).toBe('function');
  });

  it("has Node's timers and performance, as in a process of its own", () => {
    const timer = setTimeout(() => undefined, 1000);
    // Node's timers give an object that can be unref'd; jsdom's give a number.
    expect(typeof timer).toBe('object');
    clearTimeout(timer);
    expect(globalThis.performance).toBe(nodePerformance);
  });

  it("keeps jsdom's document and the context's own built-ins", () => {
    expect(document.createElement('p')).toBeInstanceOf(HTMLElement);
    expect([]).toBeInstanceOf(Array);
  });
});
