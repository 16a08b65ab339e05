import { observable, reaction, runInAction } from 'mobx';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Ports } from '../../model/ports.ts';
import type { ComponentRegistry } from '../../registry/ComponentRegistry.ts';
import type { RootStore } from '../../runtime/RootStore.ts';
import { AppRoot } from '../AppRoot.tsx';
import type { EarlyClicks } from './earlyClicks.ts';
import { earlyEntryCalls } from './earlyEntryCalls.ts';
import { framePorts, gatedPorts } from './framePorts.ts';
import { frameReady } from './frameReady.ts';
import { keepInTurn } from './keepInTurn.ts';
import { readStartData } from './startData.ts';
import { yieldToBrowser } from './yieldToBrowser.ts';

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
  // Start-up in a few tasks (the entry's evaluation, the store, the composition, the hydration's slices), not one long one.
  await yieldToBrowser();
  const open = observable.box(false);
  const store = createStore(gatedPorts(realPorts, framePorts(data), () => open.get()));
  await yieldToBrowser();
  const setGate = (to: boolean): void =>
    runInAction(() => {
      open.set(to);
      store.location.refresh();
      store.facts.refreshCookies();
      store.clock.tick();
    });
  const openGate = (): void => setGate(true);
  // The facts are kept from here, so the gate's opening and closing for the early calls recompute only what they change;
  // computed a part at a time, each in a task of its own: the texts as facts, the facts but decisions, then the decision
  // and redirect tables. In one task they were one of the longest after the first paint (docs/performance.md
  // "Lighthouse TBT (session 39)"; issue 20 item 4).
  const keepFacts = await keepInTurn([() => store.facts.textFacts, () => store.facts.base, () => store.facts.facts]);
  if (!(await frameReady(store, components))) {
    keepFacts();
    openGate();
    return { store, hydrated: false };
  }
  // Issue 20 item 4: the page's entry calls leave now, not after the hydration, with the shopper's own facts (the gate
  // opened and closed again in one action, before anything is rendered); the page's calls take their answers once
  // store.start() enters it, and apply them as they would their own (CallPath.sendEarly). The frame shows none of it.
  runInAction(() => {
    setGate(true);
    try {
      for (const adapter of earlyEntryCalls(store)) store.calls.sendEarly(adapter);
    } finally {
      // Closed whatever happened: the hydration must render the build's facts.
      setGate(false);
    }
  });
  await yieldToBrowser();
  // The page is composed here, once, in a task of its own, and kept until the hydration has rendered it (not composed
  // again there). Not earlier: kept from the journey's arrival, it was composed three times before the hydration, on the
  // arrival, again for the entry loaders and again when the early calls' gate closed, in the two longest tasks after the
  // first paint (docs/performance.md "Long tasks on PDP and cart (session 37)"; issue 20 item 4).
  const keepComposition = reaction(
    () => store.flow.nodes,
    () => undefined,
  );
  keepFacts();
  let started = false;
  const onPainted = (): void => {
    if (started) return;
    started = true;
    keepComposition();
    openGate();
    // The render the open gate causes (the shopper's own cookies and width) runs in this task; the page entry, its calls
    // and reactions in the next, so neither makes the task long (issue 20 item 4).
    void yieldToBrowser().then(() => {
      try {
        store.start();
      } catch (error) {
        // Past main's start-up catch: logged here, and the held presses let go (not replayed) rather than swallowed for good.
        realPorts.logger.error('[storeflow] start-up failed after hydration', error);
        earlyClicks?.release(false);
        return;
      }
      // From here a click reaches the app's handlers; before it, the frame's controls do nothing (tests wait for this mark).
      container.setAttribute('data-hydrated', '');
      // After that render, so the press meets the page the shopper sees.
      if (earlyClicks) realPorts.clock.setTimeout(() => earlyClicks.release(true), 0);
    });
  };
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser run in between; outside one it
  // hydrates the whole page in one task, the longest of start-up (issue 20 item 4, Lighthouse TBT). The frame is on
  // screen meanwhile, and presses wait in earlyClicks until onPainted.
  startTransition(() => {
    hydrateRoot(container, <AppRoot store={store} components={components} onPainted={onPainted} />, {
      // React then renders the page from scratch, so the shopper still gets it; the frame and the first render differ: a bug to fix.
      onRecoverableError: (error) => realPorts.logger.error('[storeflow] hydration mismatch: the pre-rendered frame differs from the first render', error),
    });
  });
  return { store, hydrated: true };
}
