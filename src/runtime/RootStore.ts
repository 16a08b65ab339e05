import { action, makeObservable, observable, observableRef, runInAction, when } from 'mobx';
import type { ActionDefinition } from '../model/actionDefinition.ts';
import type { Facts } from '../model/facts.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports, PrefetchPort } from '../model/ports.ts';
import type { ServiceTransport } from '../services/transport.ts';
import { codeNumber } from '../model/codeKeys.ts';
import { eventCodedPageTag } from './analytics/eventCodedPageTag.ts';
import { scheduleAssetPrefetch } from './prefetch/assetPrefetch.ts';
import { CallFacts } from './calls/CallFacts.ts';
import { AnswerBatch } from './calls/AnswerBatch.ts';
import { CallPath } from './calls/CallPath.ts';
import { ErrorTable } from './calls/ErrorTable.ts';
import { EffectRunner } from './effects/EffectRunner.ts';
import { HeaderSource } from './effects/HeaderSource.ts';
import { gotoPage } from './navigation/gotoPage.ts';
import { createPlumbing, type Plumbing } from './plumbing/Plumbing.ts';
import { plumbingAdapters } from './plumbing/plumbingAdapters.ts';
import { createPlumbingState, plumbingFacts } from './plumbing/PlumbingState.ts';
import { ServiceLog } from './plumbing/logging/ServiceLog.ts';
import { Redirector } from './redirect/Redirector.ts';
import { refusedRedirectLogEntry } from './redirect/refusedRedirectLogEntry.ts';
import { ClockStore } from './stores/ClockStore.ts';
import { FactsStore } from './stores/FactsStore.ts';
import { FlowStore } from './stores/FlowStore.ts';
import { JourneyLoader, type JourneyChunk, type LoadJourney } from './stores/JourneyLoader.ts';
import { LocationStore } from './stores/LocationStore.ts';
import { PageLocator } from './stores/PageLocator.ts';
import { UiStore } from './stores/UiStore.ts';

export interface RootStoreOptions {
  flows: FlowSet;
  ports: Ports;
  services: ServiceTransport;
  actions: readonly ActionDefinition[];
  /** Loads a journey's chunk (production builds split journeys; see FlowSet.lazyJourneys). */
  loadJourney?: LoadJourney;
}

/**
 * Creates one store per concept and wires them to the injected ports
 * (MobX "defining data stores"). No module-level state: tests make as many as they like.
 * Built in dependency order, each part handed only parts already built
 * (issue 8 item 4: no forward closures). The one cycle of the domain, effects
 * that call services whose outcomes are effects, is cut by the call path
 * handing the error table's effects back to the runner instead of running them.
 */
export class RootStore {
  /** Frozen flow data; replaced whole when a flow file is edited in dev (never deep-observable). */
  flowSet: FlowSet;
  readonly ports: Ports;
  readonly location: LocationStore;
  readonly clock: ClockStore;
  /** The call's state as facts (answers.*, calls.*) and the last answers. */
  readonly services: CallFacts;
  readonly ui: UiStore;
  readonly facts: FactsStore;
  readonly pages: PageLocator;
  readonly journeys: JourneyLoader;
  readonly headers: HeaderSource;
  /** The one way to leave the app; its refusals are kept in `redirects.refused`. */
  readonly redirects: Redirector;
  /** Error table, retries, session, cart lock, notifications, crashes, error assistance (issue 3). */
  readonly plumbing: Plumbing;
  /** The one call path: transport, call facts, page-token guard, error table. */
  readonly calls: CallPath;
  readonly runner: EffectRunner;
  readonly flow: FlowStore;
  private readonly transport: ServiceTransport;
  private stopListening: (() => void) | null = null;
  /** The visit's throttle list has answered (or failed, or none is loaded, or settings.switchesWaitMs passed): switches are final (spec 6). */
  private readonly switchesSettled = observable.box(false);
  /** Set by start(): from then on the ports read the shopper's own inputs (a pre-rendered frame reads the build's until hydrated). */
  private readonly started = observable.box(false);
  private cancelAssetPrefetch: (() => void) | null = null;

  constructor(options: RootStoreOptions) {
    // Spec 9 event codes (issue 10 item 4): every page tag sent from here on gets the codes the flow table decides for it.
    const ports: Ports = {
      ...options.ports,
      pageTag: eventCodedPageTag(options.ports.pageTag, { flows: () => this.flowSet, facts: () => this.facts.facts, logger: options.ports.logger }),
    };
    this.flowSet = Object.freeze(options.flows);
    this.ports = ports;
    this.transport = options.services;
    makeObservable<RootStore, 'addJourney'>(this, { flowSet: observableRef, replaceFlows: action, addJourney: action });
    const flows = (): FlowSet => this.flowSet;
    this.location = new LocationStore(ports.location);
    this.clock = new ClockStore(ports.clock);
    // Spec 9 loader hide delay: each settled call keeps its loader settings.loaderHideDelayMs longer (checked key; missing fails flows:check).
    this.services = new CallFacts(() => ports.clock.now(), {
      clock: ports.clock,
      delayMs: () => codeNumber(this.flowSet.settings, 'loaderHideDelayMs'),
    });
    this.ui = new UiStore();
    const state = createPlumbingState(ports.clock, flows);
    const services = this.services;
    this.facts = new FactsStore({
      flows,
      ports,
      location: this.location,
      services,
      ui: this.ui,
      clock: this.clock,
      plumbing: () => plumbingFacts(state, services.recent),
    });
    const facts = (): Facts => this.facts.facts;
    this.pages = new PageLocator(flows, this.location);
    const pages = this.pages;
    this.headers = new HeaderSource({ ports, cookies: () => this.facts.cookies, journeyId: () => pages.current?.journeyId ?? '' });
    const headers = (forFacts: Facts): Record<string, string> => this.headers.for(forFacts);
    const log = new ServiceLog({ transport: options.services, logger: ports.logger, facts, headers });
    const location = this.location;
    const currentPageUrl = (): string => `${location.snapshot.pathname}${location.snapshot.search}`;
    const setUi = (name: string, value: unknown): void => this.ui.set(name, value);
    this.redirects = new Redirector({
      ports,
      flows,
      facts,
      currentPageUrl,
      setUi,
      serviceState: state.serviceState,
      logRefusal: (target, reason) => log.send(refusedRedirectLogEntry(target, reason, ports.location.current().href)),
    });
    const tickClock = (): void => this.clock.tick();
    this.plumbing = createPlumbing({
      ports,
      flows,
      facts,
      transport: options.services,
      headers,
      state,
      log,
      redirector: this.redirects,
      tickClock,
      pathname: () => location.snapshot.pathname,
    });
    const crash = this.plumbing.crashModule;
    this.journeys = new JourneyLoader({
      load: options.loadJourney,
      flows,
      addJourney: (journey) => this.addJourney(journey),
      ports,
      // Only the journey this address needs is a page failure; a failed background prefetch is just logged.
      // Handled once started: a pre-rendered frame loads its journey before hydration, when the switch cookie, the
      // address and the session's reload guard still read as the frame's (issue 20), and spec 8's choice needs the real ones.
      onFailure: (journeyId, error) =>
        this.whenStarted(() => {
          if (pages.pendingJourney === journeyId) crash.chunkLoadFailed(`journey ${journeyId}`, error);
          else crash.reportScriptError({ message: `prefetch of journey ${journeyId} failed: ${String(error)}`, resource: true });
        }),
    });
    this.calls = new CallPath({
      ports,
      flows,
      transport: options.services,
      callFacts: services,
      facts,
      headers,
      errorTable: new ErrorTable({ ports, flows, facts, serviceState: state.serviceState, session: state.session, log: (entry) => log.send(entry) }),
      serviceState: state.serviceState,
      answers: new AnswerBatch(ports.frames?.next, () => location.snapshot),
    });
    this.runner = new EffectRunner({
      ports,
      flows,
      facts,
      setUi,
      tickClock,
      // Every action comes from the registries (src/app/registries/; the plumbing's from plumbing.ts), none added here.
      actions: new Map(options.actions.map((definition) => [definition.name, definition])),
      currentPage: () => pages.current,
      calls: this.calls,
      isInFlight: (adapter) => services.isInFlight(adapter),
      servicesStopped: () => state.serviceState.stopped,
      gotoPage: (pageId, query) => gotoPage(this.flowSet, location, ports.logger, pageId, query),
      redirector: this.redirects,
      plumbing: this.plumbing.api,
      // An action's lazy code that did not load is logged as a failed resource, as a journey's prefetch is (spec 8).
      codeNotLoaded: (what, error) => crash.codeNotLoaded(what, error),
    });
    this.flow = new FlowStore({
      flows,
      ports,
      location,
      facts: this.facts,
      services,
      ui: this.ui,
      runner: this.runner,
      journeys: this.journeys,
      pages,
      tickClock,
      switchesSettled: () => this.switchesSettled.get(),
    });
  }

  /**
   * Calls an adapter for the page shown, through the one call path, and
   * resolves to how it went. `event` (the payload of the event being handled)
   * reaches the adapter's body as facts.event.
   */
  async call(adapter: string, event?: Record<string, unknown>): Promise<'done' | 'error' | 'skipped'> {
    return (await this.runner.call(adapter, { forPage: true, event })).outcome;
  }

  replaceFlows(flows: FlowSet): void {
    this.flowSet = Object.freeze(flows);
  }

  /** A journey's chunk arrived: its pages, and the tables, lists, settings and texts only they read, join the flows. */
  private addJourney({ journey, texts = {}, decisions = {}, lists = {}, settings = {} }: JourneyChunk): void {
    const flows = this.flowSet;
    this.flowSet = Object.freeze({
      ...flows,
      journeys: { ...flows.journeys, [journey.id]: journey },
      texts: { ...flows.texts, ...texts },
      decisions: { ...flows.decisions, ...decisions },
      lists: { ...flows.lists, ...lists },
      settings: { ...flows.settings, ...settings },
    });
  }

  /**
   * Runs `handle` once the store has started (at once when it has): a failure met before the hydration (a journey
   * or the HTTP client's chunk, for the early calls) is handled with the shopper's own facts, not the frame's (spec 8).
   */
  whenStarted(handle: () => void): void {
    when(() => this.started.get(), handle);
  }

  start(): void {
    runInAction(() => this.started.set(true));
    // Back/forward, or this page shown again from the back/forward cache: it is not leaving (first, so a page entered
    // by the move can send its `once` calls), and its address is read again. Stopped by stop().
    this.stopListening = this.ports.location.subscribe(() => {
      this.redirects.stayed();
      this.location.refresh();
    });
    this.flow.start();
    this.journeys.prefetchAll(codeNumber(this.flowSet.settings, 'prefetchDelayMs'));
    if (this.ports.prefetch) this.startAssetPrefetch(this.ports.prefetch);
    this.plumbing.start();
    // Spec 6: the throttle list is loaded once per visit, when its adapter is registered.
    const settle = () => runInAction(() => this.switchesSettled.set(true));
    if (this.transport.adapterNames().includes(plumbingAdapters.throttle)) {
      void this.runner.callForApp(plumbingAdapters.throttle).then(settle, settle);
      // Held no longer than this: the list's own time-out and retry could hold the first page view for a minute.
      this.ports.clock.setTimeout(settle, codeNumber(this.flowSet.settings, 'switchesWaitMs'));
    } else settle();
  }

  /** Spec 9: static assets after their delays; a flow key missing at runtime is logged, never a failed start-up. */
  private startAssetPrefetch(port: PrefetchPort): void {
    try {
      this.cancelAssetPrefetch = scheduleAssetPrefetch(this.flowSet, this.ports.clock, port, this.ports.logger);
    } catch (error) {
      this.ports.logger.error('[storeflow] asset prefetch not scheduled', error);
    }
  }

  stop(): void {
    this.cancelAssetPrefetch?.();
    this.stopListening?.();
    this.redirects.stop();
    this.flow.stop();
    this.clock.stop();
    this.plumbing.stop();
  }
}
