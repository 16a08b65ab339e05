import { action, computed, makeObservable, observable, reaction, when, type IReactionDisposer } from 'mobx';
import { enter } from '../../engine/enter.ts';
import { pageViewData } from '../../engine/pageViewData.ts';
import type { ResolvedNode } from '../../engine/renderPage.ts';
import { resolveValue } from '../../engine/resolveValue.ts';
import { splitOnSwitches } from '../../engine/switchReaders.ts';
import type { PageRef } from '../../engine/routing.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Ports } from '../../model/ports.ts';
import type { EffectRunner } from '../effects/EffectRunner.ts';
import { gotoPage } from '../navigation/gotoPage.ts';
import type { FactsStore } from './FactsStore.ts';
import type { JourneyLoader } from './JourneyLoader.ts';
import type { LocationStore } from './LocationStore.ts';
import { NodeComposer } from './NodeComposer.ts';
import type { PageLocator } from './PageLocator.ts';
import type { CallFacts } from '../calls/CallFacts.ts';
import type { UiStore } from './UiStore.ts';

interface FlowDeps {
  flows: () => FlowSet;
  ports: Ports;
  location: LocationStore;
  facts: FactsStore;
  services: CallFacts;
  ui: UiStore;
  runner: EffectRunner;
  journeys: JourneyLoader;
  pages: PageLocator;
  /** Reads the clock afresh (clock.* facts). */
  tickClock?: () => void;
  /** False until the visit's throttle list has answered or settings.switchesWaitMs passed (observable); absent in bare test hosts. */
  switchesSettled?: () => boolean;
}

/** Which page is shown, what it renders, and what its events do. */
export class FlowStore {
  private readonly deps: FlowDeps;
  private disposers: IReactionDisposer[] = [];
  /** Entry effects that read a switch are waiting for the throttle list (the page view waits with them). */
  private entryHeld = false;
  /** The wait of those effects, ended by the next page entry or stop(). */
  private entryHold: IReactionDisposer | null = null;
  /** Composes the page node by node where facts changed (not observable: only `nodes` uses it). */
  private readonly composer = new NodeComposer();

  constructor(deps: FlowDeps) {
    this.deps = deps;
    makeObservable<FlowStore, 'enterPage' | 'entryHeld'>(this, {
      entryHeld: observable,
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
    return this.deps.pages.current;
  }

  /**
   * The journey whose chunk must arrive before this address can show (production
   * builds load journeys on demand), or null. The view shows a loader meanwhile.
   */
  get pendingJourney(): string | null {
    return this.deps.pages.pendingJourney;
  }

  /** True when the journey for this address could not be loaded (the view shows the crash message). */
  get journeyFailed(): boolean {
    const pending = this.pendingJourney;
    return pending !== null && this.deps.journeys.failed.has(pending);
  }

  /**
   * The page body as finished nodes for the view, as renderNodes composes it; only nodes whose facts changed
   * are composed again, and a node that came out as last time is last time's object (NodeComposer).
   */
  get nodes(): ResolvedNode[] {
    const page = this.current?.page;
    if (!page) return [];
    return this.composer.compose(page.body, { facts: this.deps.facts.facts, texts: this.deps.flows().texts }, page.pageNodes);
  }

  get title(): string {
    const page = this.current?.page;
    if (!page) return this.deps.flows().texts['common.notFoundTitle'] ?? '';
    return String(resolveValue(page.title, { facts: this.deps.facts.facts, texts: this.deps.flows().texts }) ?? '');
  }

  /** An event of the page shown; the runner picks the handler (engine handleEvent) and runs its effects. */
  dispatch(event: string, payload?: Record<string, unknown>): void {
    this.deps.runner.dispatch(event, payload);
  }

  gotoPage(pageId: string, query: Record<string, unknown>): void {
    gotoPage(this.deps.flows(), this.deps.location, this.deps.ports.logger, pageId, query);
  }

  /** Starts reacting to page changes: fresh page state, on-enter effects, title, page tag. */
  start(): void {
    this.disposers.push(
      // Keyed by the page too: a page whose journey arrives later is entered when it arrives.
      reaction(
        () =>
          `${this.deps.location.snapshot.pathname}${this.deps.location.snapshot.search}|${this.current ? `${this.current.journeyId}.${this.current.pageId}` : ''}`,
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
    this.entryHold?.();
    this.entryHold = null;
  }

  private enterPage(): void {
    this.deps.tickClock?.();
    this.deps.ui.reset();
    this.deps.services.reset();
    this.deps.facts.refreshCookies();
    const ref = this.current;
    if (!ref) return;
    const entry = enter(ref.page);
    const path = this.deps.location.snapshot.pathname;
    this.runEntryEffects(entry.effects, path);
    const analytics = entry.pageView;
    if (analytics) {
      // Spec 9: page identifiers go out settings.pageTagDelayMs (500) after the page shows.
      const delayMs = Number(this.deps.flows().settings.pageTagDelayMs);
      const send = (): void => {
        const facts = this.deps.facts.facts;
        // Issue 10 item 4: the page descriptor the layout's readDataLayer action kept (data layer, experience labels, event codes).
        const { pending: _pending, ...extra } = pageDescriptor(facts.ui.pageDescriptor);
        this.deps.ports.pageTag.send('pageView', { ...pageViewData(analytics, { facts, texts: this.deps.flows().texts }), ...extra });
      };
      this.deps.ports.clock.setTimeout(
        () => {
          if (this.deps.location.snapshot.pathname !== path) return;
          const waiting = () => this.entryHeld || pageDescriptor(this.deps.facts.facts.ui.pageDescriptor).pending === true;
          if (!waiting()) return send();
          // The data-layer read is still out (its call has its own time-out), or has not started because it waits for
          // the throttle list: send when it settles, unless the shopper has left.
          when(
            () => !waiting() || this.deps.location.snapshot.pathname !== path,
            () => {
              if (this.deps.location.snapshot.pathname === path) send();
            },
          );
        },
        Number.isFinite(delayMs) ? delayMs : 0,
      );
    }
  }

  /**
   * Runs the entry effects. On the first page of a visit the throttle list may
   * still be out: effects that read a switch (the experience labels, the
   * tab-bar pattern...) would send what a switch's default gives, so they wait
   * for it (at most settings.switchesWaitMs) while the rest, the page's
   * content calls among them, go at once. Dropped if the shopper has left the
   * page or the store stops.
   */
  private runEntryEffects(effects: Parameters<EffectRunner['run']>[0], path: string): void {
    this.entryHold?.();
    this.entryHold = null;
    this.entryHeld = false;
    const settled = this.deps.switchesSettled;
    if (!settled || settled()) return this.deps.runner.run(effects);
    const { now, afterSwitches } = splitOnSwitches(effects, this.deps.flows().decisions);
    this.deps.runner.run(now);
    if (afterSwitches.length === 0) return;
    this.entryHeld = true;
    const left = () => this.deps.location.snapshot.pathname !== path;
    this.entryHold = when(
      () => settled() || left(),
      action(() => {
        if (left()) return;
        // At once, not in the next microtask as entry actions usually run: the data-layer read must mark the page
        // descriptor pending before the hold ends, or the page view (waiting on both) would go out without it.
        this.deps.runner.run(afterSwitches, { actionsAtOnce: true });
        this.entryHeld = false;
      }),
    );
  }
}

function pageDescriptor(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
