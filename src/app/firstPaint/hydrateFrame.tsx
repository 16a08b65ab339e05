import { observable, runInAction } from 'mobx';
import { hydrateRoot } from 'react-dom/client';
import type { Ports } from '../../model/ports.ts';
import type { ComponentRegistry } from '../../registry/ComponentRegistry.ts';
import type { RootStore } from '../../runtime/RootStore.ts';
import { AppRoot } from '../AppRoot.tsx';
import type { EarlyClicks } from './earlyClicks.ts';
import { framePorts, gatedPorts } from './framePorts.ts';
import { frameReady } from './frameReady.ts';
import { readStartData } from './startData.ts';

export interface FrameOptions {
  container: HTMLElement;
  realPorts: Ports;
  components: ComponentRegistry;
  /** Builds the store over the given ports and does what every start-up does with it (script errors, prefetch). */
  createStore(ports: Ports): RootStore;
  /** Presses held since the entry ran: made again once the frame is live. */
  earlyClicks?: EarlyClicks;
}

/**
 * Issue 20 item 1, in the browser. The store reads the frame's inputs through gated ports until the hydration
 * has committed, so the first render is the build's HTML; then it reads the
 * browser (cookies, user agent, query) and enters the page, which starts its
 * calls. `hydrated` is false when the frame could not be hydrated (no valid
 * start data, or its journey or component code failed to load): the gate is
 * then open and the caller renders the store from scratch.
 */
export async function hydrateFrame({
  container,
  realPorts,
  components,
  createStore,
  earlyClicks,
}: FrameOptions): Promise<{ store: RootStore; hydrated: boolean }> {
  const data = readStartData(document);
  if (!data) return { store: createStore(realPorts), hydrated: false };
  const open = observable.box(false);
  const store = createStore(gatedPorts(realPorts, framePorts(data), () => open.get()));
  const openGate = (): void =>
    runInAction(() => {
      open.set(true);
      store.location.refresh();
      store.facts.refreshCookies();
      store.clock.tick();
    });
  if (!(await frameReady(store, components))) {
    openGate();
    return { store, hydrated: false };
  }
  let started = false;
  const onPainted = (): void => {
    if (started) return;
    started = true;
    openGate();
    store.start();
    // From here a click reaches the app's handlers; before it, the frame's controls do nothing (tests wait for this mark).
    container.setAttribute('data-hydrated', '');
    // After the render the open gate causes (the shopper's own cookies and width), so the press meets the page they see.
    if (earlyClicks) realPorts.clock.setTimeout(() => earlyClicks.release(true), 0);
  };
  hydrateRoot(container, <AppRoot store={store} components={components} onPainted={onPainted} />, {
    // React then renders the page from scratch, so the shopper still gets it; the frame and the first render differ: a bug to fix.
    onRecoverableError: (error) => realPorts.logger.error('[storeflow] hydration mismatch: the pre-rendered frame differs from the first render', error),
  });
  return { store, hydrated: true };
}
