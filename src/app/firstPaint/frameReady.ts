import { when } from 'mobx';
import type { ResolvedNode } from '../../engine/renderPage.ts';
import type { ComponentRegistry } from '../../registry/ComponentRegistry.ts';
import type { RootStore } from '../../runtime/RootStore.ts';
import { showEntryLoaders } from './entryLoaders.ts';

/**
 * Waits until the pre-rendered page can be hydrated (issue 20 item 1): its
 * journey's chunk has arrived and the code of every lazy component the frame
 * shows is loaded, so the first client render suspends nowhere and produces
 * the frame's HTML as it is. Only what the frame shows is waited for: the
 * page's calls start after hydration, and the rest of its components load
 * with them (PageView), as on any page entry. All were named in the page's
 * modulepreload links, so they are usually already in. False when the
 * journey or a component could not be loaded: the caller then renders from
 * scratch, and the crash handling of spec 8 shows as it would without a frame.
 */
export async function frameReady(store: RootStore, components: ComponentRegistry): Promise<boolean> {
  const journeyId = store.flow.pendingJourney;
  if (journeyId) {
    store.journeys.ensure(journeyId);
    await when(() => store.flow.pendingJourney === null || store.flow.journeyFailed);
  }
  if (!store.flow.current) return false;
  showEntryLoaders(store);
  const loads: Promise<unknown>[] = [];
  const visit = (nodes: readonly ResolvedNode[]): void => {
    for (const node of nodes) {
      const load = components.get(node.component)?.preload;
      if (load) loads.push(load());
      visit(node.children);
    }
  };
  visit(store.flow.nodes);
  try {
    await Promise.all(loads);
    return true;
  } catch {
    return false;
  }
}
