import { when } from 'mobx';
import { pageLoads } from '../../engine/pageComponents.ts';
import type { ComponentRegistry } from '../../registry/ComponentRegistry.ts';
import type { RootStore } from '../../runtime/RootStore.ts';
import { showEntryLoaders } from './entryLoaders.ts';

/**
 * Waits until the pre-rendered page can be hydrated (issue 20 item 1): its
 * journey's chunk has arrived and the code of every lazy component the page
 * may show is loaded, so the first client render suspends nowhere and
 * produces the frame's HTML as it is, and neither does the render of the
 * answers that follow (the early calls': the device grid, the card offer).
 * Those used to load with the page's calls (PageView) and could arrive after
 * an answer: the component suspended in the page's boundary, which hid the
 * whole page for that moment, heading and focus included (the skip link's
 * e2e failed on it). All were named in the page's modulepreload links, so
 * waiting for them is mostly their evaluation. False when the journey or a
 * component could not be loaded: the caller then renders from scratch, and
 * the crash handling of spec 8 shows as it would without a frame.
 */
export async function frameReady(store: RootStore, components: ComponentRegistry): Promise<boolean> {
  const journeyId = store.flow.pendingJourney;
  if (journeyId) {
    store.journeys.ensure(journeyId);
    await when(() => store.flow.pendingJourney === null || store.flow.journeyFailed);
  }
  if (!store.flow.current) return false;
  showEntryLoaders(store);
  try {
    await Promise.all(pageLoads(store.flow.current.page.body, components));
    return true;
  } catch {
    return false;
  }
}
