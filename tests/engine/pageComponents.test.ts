import { describe, expect, it } from 'vitest';
import { pageLoads, type LazyLookup } from '../../src/engine/pageComponents.ts';

/** A registry in which the names listed are lazy: their preload records the name and resolves with it. */
function lookup(lazy: readonly string[], asked: string[]): LazyLookup {
  return { get: (name) => (lazy.includes(name) ? { preload: () => (asked.push(name), Promise.resolve(name)) } : {}) };
}

describe('pageLoads', () => {
  const body = [
    { component: 'Heading', props: { level: 1 } },
    {
      component: 'Section',
      when: { '==': [{ var: 'calls.deviceDetails.status' }, 'ok'] },
      children: [{ component: 'DeviceGrid' }, { component: 'Section', children: [{ component: 'PriceSummary' }, { component: 'DeviceGrid' }] }],
    },
  ];

  it("starts the loads of a body's lazy components in document order, nested and conditional ones included", async () => {
    const asked: string[] = [];
    const loads = pageLoads(body, lookup(['DeviceGrid', 'PriceSummary'], asked));
    // Asked at once, not when the loads are awaited; a component that comes twice is asked twice (its load is shared).
    expect(asked).toEqual(['DeviceGrid', 'PriceSummary', 'DeviceGrid']);
    expect(await Promise.all(loads)).toEqual(['DeviceGrid', 'PriceSummary', 'DeviceGrid']);
  });

  it('asks nothing of components without a preload, unknown ones or an empty body', () => {
    const asked: string[] = [];
    expect(pageLoads(body, { get: (name) => (name === 'Heading' ? {} : undefined) })).toEqual([]);
    expect(pageLoads([], lookup(['DeviceGrid'], asked))).toEqual([]);
    expect(asked).toEqual([]);
  });
});
