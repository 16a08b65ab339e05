import { when } from 'mobx';
import { forEachPageComponent } from '../../engine/pageComponents.ts';
import type { ComponentRegistry } from '../../registry/ComponentRegistry.ts';
import type { RootStore } from '../../runtime/RootStore.ts';

/**
 * Waits until the pre-rendered page can be hydrated (issue 20 item 1): its
 * journey's chunk has arrived and the code of every component the page may
 * show is loaded, so the first client render suspends nowhere and produces
 * the frame's HTML as it is. Both were named in the page's modulepreload
 * links, so they are usually already in. False when the journey or a
 * component could not be loaded: the caller then renders from scratch, and
 * the crash handling of spec 8 shows as it would without a frame.
 */
export async function frameReady(store: RootStore, components: ComponentRegistry): Promise<boolean> {
  const journeyId = store.flow.pendingJourney;
  if (journeyId) {
    store.journeys.ensure(journeyId);
    await when(() => store.flow.pendingJourney === null || store.flow.journeyFailed);
  }
  const page = store.flow.current?.page;
  if (!page) return false;
  const loads: Promise<unknown>[] = [];
  forEachPageComponent(page.body, (name) => {
    const load = components.get(name)?.preload;
    if (load) loads.push(load());
  });
  try {
    await Promise.all(loads);
    return true;
  } catch {
    return false;
  }
}
