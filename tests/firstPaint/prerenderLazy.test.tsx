/**
 * The frame's lazy list (src/app/firstPaint/prerenderPage.tsx, issue 20 item 1): the lazy components the page may
 * show, named in its modulepreload links, as PageView fetches them on entry. Walked with `pageLoads`, the one walk
 * the view and the hydration use, through a lookup that records the names instead of loading.
 */
import { describe, expect, it } from 'vitest';
import { prerenderPage } from '../../src/app/firstPaint/prerenderPage.tsx';
import { componentDefinitions } from '../../src/app/registries.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { runtimeFlows } from '../../tools/vite/runtimeFlows.ts';
import { componentNames } from './componentNames.ts';

const flows = runtimeFlows(await checkedFlows());

describe('prerenderPage lazy list', () => {
  it("names each lazy component of the shop's body once, sorted, those the frame does not show included", async () => {
    const frame = await prerenderPage(flows, { pathname: '/sales/digital/shop.html', now: Date.UTC(2026, 10, 26, 9, 0), viewportWidth: 1280 });
    const body = Object.values(flows.journeys)
      .flatMap((journey) => Object.values(journey.pages))
      .find((page) => page.route === 'shop')?.body;
    const lazyNames = new Set(componentDefinitions.filter((definition) => definition.preload).map((definition) => definition.name));
    const expected = [...componentNames(body ?? [])].filter((name) => lazyNames.has(name)).sort();
    expect(expected).toContain('DeviceGrid');
    expect(frame?.lazy).toEqual(expected);
    expect(frame?.shown).not.toContain('DeviceGrid');
  });
});
