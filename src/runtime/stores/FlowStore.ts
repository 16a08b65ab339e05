import { action, computed, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import { handleEvent } from '../../engine/handleEvent.ts';
import { renderNodes, type ResolvedNode } from '../../engine/renderPage.ts';
import { resolveValue } from '../../engine/resolveValue.ts';
import { findLazyPage, findLazyPageById } from '../../engine/lazyJourneys.ts';
import { findPage, findPageById, parseRoute, pagePath, defaultBasePath, type PageRef } from '../../engine/routing.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Ports } from '../../model/ports.ts';
import type { EffectRunner } from '../effects/EffectRunner.ts';
import type { FactsStore } from './FactsStore.ts';
import type { JourneyLoader } from './JourneyLoader.ts';
import type { LocationStore } from './LocationStore.ts';
import type { ServiceStore } from './ServiceStore.ts';
import type { UiStore } from './UiStore.ts';

interface FlowDeps {
  flows: () => FlowSet;
  ports: Ports;
  location: LocationStore;
  facts: FactsStore;
  services: ServiceStore;
  ui: UiStore;
  runner: () => EffectRunner;
  journeys: JourneyLoader;
  /** Reads the clock afresh (clock.* facts). */
  tickClock?: () => void;
}

/** Which page is shown, what it renders, and what its events do. */
export class FlowStore {
  private readonly deps: FlowDeps;
  private disposers: IReactionDisposer[] = [];

  constructor(deps: FlowDeps) {
    this.deps = deps;
    makeObservable<FlowStore, 'enterPage'>(this, {
      current: computed,
      pendingJourney: computed,
      nodes: computed,
      title: computed,
      journeyFailed: computed,
      dispatch: action,
      enterPage: action,
    });
  }

  get current(): PageRef | null {
    return findPage(this.deps.flows(), parseRoute(this.deps.location.snapshot.pathname));
  }

  /**
   * The journey whose chunk must arrive before this address can show (production
   * builds load journeys on demand), or null. The view shows a loader meanwhile.
   */
  get pendingJourney(): string | null {
    if (this.current) return null;
    return findLazyPage(this.deps.flows(), parseRoute(this.deps.location.snapshot.pathname))?.journeyId ?? null;
  }

  /** True when the journey for this address could not be loaded (the view shows the crash message). */
  get journeyFailed(): boolean {
    const pending = this.pendingJourney;
    return pending !== null && this.deps.journeys.failed.has(pending);
  }

  /** The page body as finished nodes for the view. */
  get nodes(): ResolvedNode[] {
    const page = this.current?.page;
    if (!page) return [];
    return renderNodes(page.body, { facts: this.deps.facts.facts, texts: this.deps.flows().texts });
  }

  get title(): string {
    const page = this.current?.page;
    if (!page) return this.deps.flows().texts['common.notFoundTitle'] ?? '';
    return String(resolveValue(page.title, { facts: this.deps.facts.facts, texts: this.deps.flows().texts }) ?? '');
  }

  dispatch(event: string, payload?: Record<string, unknown>): void {
    const page = this.current?.page;
    if (!page) return;
    this.deps.tickClock?.();
    const facts = payload ? { ...this.deps.facts.facts, event: payload } : this.deps.facts.facts;
    const outcome = handleEvent(page, event, facts);
    this.deps.runner().run(outcome.effects, payload);
  }

  gotoPage(pageId: string, query: Record<string, unknown>): void {
    const target = findPageById(this.deps.flows(), pageId);
    const lazyTarget = target ? null : findLazyPageById(this.deps.flows(), pageId);
    if (!target && !lazyTarget) {
      this.deps.ports.logger.error(`[storeflow] goto: no page "${pageId}"`);
      return;
    }
    const route = target ? target.page.route : (lazyTarget?.route as string);
    const base = parseRoute(this.deps.location.snapshot.pathname).basePath ?? defaultBasePath;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
    const qs = search.toString();
    this.deps.location.push(`${pagePath(base, { route })}${qs ? `?${qs}` : ''}`);
  }

  /** Starts reacting to page changes: fresh page state, on-enter effects, title, page tag. */
  start(): void {
    this.disposers.push(
      // Keyed by the page too: a page whose journey arrives later is entered when it arrives.
      reaction(
        () => `${this.deps.location.snapshot.pathname}${this.deps.location.snapshot.search}|${this.current ? `${this.current.journeyId}.${this.current.pageId}` : ''}`,
        () => this.enterPage(),
        { fireImmediately: true },
      ),
      reaction(
        () => this.pendingJourney,
        (journeyId) => {
          if (journeyId) this.deps.journeys.ensure(journeyId);
        },
        { fireImmediately: true },
      ),
      reaction(
        () => this.title,
        (title) => this.deps.ports.document.setTitle(title),
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    this.disposers.forEach((dispose) => dispose());
    this.disposers = [];
  }

  private enterPage(): void {
    this.deps.tickClock?.();
    this.deps.ui.reset();
    this.deps.services.reset();
    this.deps.facts.refreshCookies();
    const ref = this.current;
    if (!ref) return;
    this.deps.runner().run(ref.page.onEnter ?? []);
    const analytics = ref.page.analytics;
    if (analytics) {
      const path = this.deps.location.snapshot.pathname;
      // Spec 9: page identifiers go out settings.pageTagDelayMs (500) after the page shows.
      const delayMs = Number(this.deps.flows().settings.pageTagDelayMs);
      this.deps.ports.clock.setTimeout(() => {
        if (this.deps.location.snapshot.pathname !== path) return;
        const context = { facts: this.deps.facts.facts, texts: this.deps.flows().texts };
        this.deps.ports.pageTag.send('pageView', {
          pageName: resolveValue(analytics.pageName, context),
          flow: analytics.flow ?? '',
          intent: analytics.intent ?? '',
        });
      }, Number.isFinite(delayMs) ? delayMs : 0);
    }
  }
}
