import { computed, makeObservable } from 'mobx';
import { findLazyPage } from '../../engine/lazyJourneys.ts';
import { findPage, parseRoute, type PageRef } from '../../engine/routing.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { LocationStore } from './LocationStore.ts';

/**
 * Which page the address shows, from the flows and the location alone: the
 * first thing built after them, so the effect runner, the request headers and
 * the journey loader can read the current page without waiting for FlowStore.
 */
export class PageLocator {
  private readonly flows: () => FlowSet;
  private readonly location: Pick<LocationStore, 'snapshot'>;

  constructor(flows: () => FlowSet, location: Pick<LocationStore, 'snapshot'>) {
    this.flows = flows;
    this.location = location;
    makeObservable(this, { current: computed, pendingJourney: computed });
  }

  get current(): PageRef | null {
    return findPage(this.flows(), parseRoute(this.location.snapshot.pathname));
  }

  /**
   * The journey whose chunk must arrive before this address can show (production
   * builds load journeys on demand), or null. The view shows a loader meanwhile.
   */
  get pendingJourney(): string | null {
    if (this.current) return null;
    return findLazyPage(this.flows(), parseRoute(this.location.snapshot.pathname))?.journeyId ?? null;
  }
}
