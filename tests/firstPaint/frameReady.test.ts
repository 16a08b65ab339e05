/**
 * frameReady (issue 20 item 1): before the hydration, the code of every lazy component the page may show is in, not
 * only of those its frame shows. An early answer that shows one right after the hydration (the shop's device grid)
 * must find its code: suspending, it would hide the whole page in the page's boundary, heading and focus included.
 */
import { describe, expect, it } from 'vitest';
import { framePorts } from '../../src/app/firstPaint/framePorts.ts';
import { frameReady } from '../../src/app/firstPaint/frameReady.ts';
import { componentDefinitions } from '../../src/app/registries.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { runtimeFlows } from '../../tools/vite/runtimeFlows.ts';
import { fakeServices } from '../doubles/fakeServices.ts';
import { componentNames } from './componentNames.ts';

const flows = runtimeFlows(await checkedFlows());

describe('frameReady', () => {
  it("loads the code of the page's lazy components the frame does not show yet, before the hydration", async () => {
    const preloaded = new Set<string>();
    const definitions = componentDefinitions.map((definition) =>
      definition.preload ? { ...definition, preload: () => (preloaded.add(definition.name), definition.preload!()) } : definition,
    );
    const components = createComponentRegistry(definitions);
    const data = { pathname: '/sales/digital/shop.html', now: Date.UTC(2026, 10, 26, 9, 0), viewportWidth: 1280 };
    const store = new RootStore({ flows, ports: framePorts(data), services: fakeServices({}), actions: plumbingActions });

    expect(await frameReady(store, components)).toBe(true);

    const lazy = [...componentNames(store.flow.current!.page.body)].filter((name) => components.get(name)?.preload);
    const inFrame = componentNames(store.flow.nodes);
    // The shop's device grid comes with the gridwall answer: not in the frame, yet its code is loaded.
    expect(lazy.filter((name) => !inFrame.has(name))).toContain('DeviceGrid');
    expect([...preloaded].sort()).toEqual(lazy.sort());
  });
});
