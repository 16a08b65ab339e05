/**
 * Spec 7, 9 asset prefetch: the plan from the flows (host, clientlibs path,
 * asset lists, delays), only https hosts on lists.cspPrefetchHosts, scheduled
 * on the manual clock (2000 ms, 3000 ms for JavaScript), through a RootStore;
 * the CSP built from the same list, and a host mismatch failing the build.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { assetPrefetchPlan, scheduleAssetPrefetch } from '../../src/runtime/prefetch/assetPrefetch.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { buildCsp } from '../../tools/security/csp.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { manualClock, memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();
const base = 'https://static.storeflow.example/etc/clientlibs/sales/';

function withLists(lists: Record<string, string[]>, settings: Record<string, unknown> = {}): FlowSet {
  return { ...flows, lists: { ...flows.lists, ...lists }, settings: { ...flows.settings, ...settings } };
}

describe('assetPrefetchPlan', () => {
  it('puts every asset of the flow lists under the static host and clientlibs path, with its delay', () => {
    const plan = assetPrefetchPlan(flows, () => undefined);
    expect(plan.map((batch) => batch.delayMs)).toEqual([2000, 3000]);
    expect(plan[0]?.urls).toEqual((flows.lists.prefetchAssets ?? []).map((asset) => `${base}${String(asset)}`));
    expect(plan[1]?.urls).toEqual((flows.lists.prefetchScriptAssets ?? []).map((asset) => `${base}${String(asset)}`));
    expect(plan[1]?.urls.every((url) => url.endsWith('.js'))).toBe(true);
  });

  it('refuses assets that leave the allowed host: absolute, protocol-relative, http, credentials', () => {
    const refused: string[] = [];
    const plan = assetPrefetchPlan(
      withLists({
        prefetchAssets: [
          'css/ok.css',
          'https://evil.example/x.css',
          '//evil.example/y.css',
          'http://static.storeflow.example/z.css',
          'https://u:p@static.storeflow.example/a.css',
        ],
        prefetchScriptAssets: [],
      }),
      (asset) => void refused.push(asset),
    );
    expect(plan[0]?.urls).toEqual([`${base}css/ok.css`]);
    expect(refused).toEqual([
      'https://evil.example/x.css',
      '//evil.example/y.css',
      'http://static.storeflow.example/z.css',
      'https://u:p@static.storeflow.example/a.css',
    ]);
  });

  it('refuses everything when the static host is not on lists.cspPrefetchHosts', () => {
    const refused: string[] = [];
    const plan = assetPrefetchPlan(withLists({ cspPrefetchHosts: ['other.example'] }), (asset) => void refused.push(asset));
    expect(plan.flatMap((batch) => batch.urls)).toEqual([]);
    expect(refused.length).toBe((flows.lists.prefetchAssets?.length ?? 0) + (flows.lists.prefetchScriptAssets?.length ?? 0));
  });
});

describe('scheduleAssetPrefetch on the clock', () => {
  it('nothing before 2000 ms; styles, images and fonts at 2000; JavaScript at 3000; cancel stops what is left', () => {
    const clock = manualClock();
    const fetched: string[] = [];
    const errors: string[] = [];
    const logger = { error: (m: string) => void errors.push(m), info: () => undefined };
    const cancel = scheduleAssetPrefetch(flows, clock, { prefetch: (url) => void fetched.push(url) }, logger);
    clock.advance(1999);
    expect(fetched).toEqual([]);
    clock.advance(1);
    expect(fetched).toEqual((flows.lists.prefetchAssets ?? []).map((asset) => `${base}${String(asset)}`));
    clock.advance(999);
    expect(fetched.some((url) => url.endsWith('.js'))).toBe(false);
    clock.advance(1);
    expect(fetched.filter((url) => url.endsWith('.js'))).toHaveLength(flows.lists.prefetchScriptAssets?.length ?? 0);
    expect(errors).toEqual([]);

    const later: string[] = [];
    const stop = scheduleAssetPrefetch(flows, clock, { prefetch: (url) => void later.push(url) }, logger);
    stop();
    cancel();
    clock.advance(5000);
    expect(later).toEqual([]);
  });

  it('a RootStore with a prefetch port schedules the plan at start and logs refusals', () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const fetched: string[] = [];
    ports.prefetch = { prefetch: (url) => void fetched.push(url) };
    const store = new RootStore({
      flows: withLists({ prefetchScriptAssets: ['js/a.js', 'https://evil.example/b.js'] }),
      ports,
      services: fakeServices({ getCart: ok({}), readDL: ok({}) }),
      actions: actionDefinitions,
    });
    store.start();
    ports.clock.advance(3000);
    expect(fetched).toContain(`${base}js/a.js`);
    expect(fetched.some((url) => url.includes('evil'))).toBe(false);
    expect(ports.errors.map((e) => e.message)).toContain(
      '[storeflow] prefetch of "https://evil.example/b.js" refused: host evil.example is not an https host on lists.cspPrefetchHosts',
    );
    store.stop();
  });
});

describe('the CSP and the prefetch host', () => {
  it('default-src allows the prefetch host; script, style, image and connect sources stay our own', () => {
    const csp = buildCsp(flows, { mocks: false });
    expect(csp).toContain("default-src 'self' https://static.storeflow.example;");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
  });

  it('a prefetch host that is not on lists.cspPrefetchHosts fails the build', () => {
    expect(() => buildCsp(withLists({}, { prefetchStaticHost: 'https://cdn.elsewhere.example' }), { mocks: false })).toThrow(
      /not an https address on lists.cspPrefetchHosts/,
    );
    expect(() => buildCsp(withLists({}, { prefetchStaticHost: 'http://static.storeflow.example' }), { mocks: false })).toThrow(/prefetchStaticHost/);
  });
});
