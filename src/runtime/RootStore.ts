import { action, makeObservable, observableRef } from 'mobx';
import type { ActionDefinition } from '../model/actionDefinition.ts';
import type { Facts } from '../model/facts.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports } from '../model/ports.ts';
import type { ServiceCaller } from '../services/serviceCaller.ts';
import { EffectRunner } from './effects/EffectRunner.ts';
import { requestHeaders } from './effects/requestHeaders.ts';
import { Plumbing } from './plumbing/Plumbing.ts';
import { ClockStore } from './stores/ClockStore.ts';
import { FactsStore } from './stores/FactsStore.ts';
import { FlowStore } from './stores/FlowStore.ts';
import { JourneyLoader, type JourneyChunk, type LoadJourney } from './stores/JourneyLoader.ts';
import { LocationStore } from './stores/LocationStore.ts';
import { ServiceStore } from './stores/ServiceStore.ts';
import { UiStore } from './stores/UiStore.ts';

export interface RootStoreOptions {
  flows: FlowSet;
  ports: Ports;
  services: ServiceCaller;
  actions: readonly ActionDefinition[];
  /** Loads a journey's chunk (production builds split journeys; see FlowSet.lazyJourneys). */
  loadJourney?: LoadJourney;
}

/**
 * Creates one store per concept and wires them to the injected ports
 * (MobX "defining data stores"). No module-level state: tests make as many as they like.
 */
export class RootStore {
  /** Frozen flow data; replaced whole when a flow file is edited in dev (never deep-observable). */
  flowSet: FlowSet;
  readonly ports: Ports;
  readonly location: LocationStore;
  readonly clock: ClockStore;
  readonly services: ServiceStore;
  readonly ui: UiStore;
  readonly facts: FactsStore;
  readonly flow: FlowStore;
  readonly runner: EffectRunner;
  readonly journeys: JourneyLoader;
  /** Error table, retries, session, cart lock, notifications (issue 3). */
  readonly plumbing: Plumbing;
  private readonly actions: ReadonlyMap<string, ActionDefinition>;
  private requestCount = 0;
  private stopListening: (() => void) | null = null;

  constructor(options: RootStoreOptions) {
    this.flowSet = Object.freeze(options.flows);
    this.ports = options.ports;
    this.actions = new Map(options.actions.map((definition) => [definition.name, definition]));
    makeObservable<RootStore, 'addJourney'>(this, { flowSet: observableRef, replaceFlows: action, addJourney: action });
    const flows = (): FlowSet => this.flowSet;
    this.location = new LocationStore(options.ports.location);
    this.journeys = new JourneyLoader({
      load: options.loadJourney, flows, addJourney: (journey) => this.addJourney(journey), ports: options.ports,
      // Only the journey this address needs is a page failure; a failed background prefetch is just logged.
      onFailure: (journeyId, error) => {
        if (this.flow.pendingJourney === journeyId) this.plumbing.chunkLoadFailed(`journey ${journeyId}`, error);
        else this.plumbing.reportScriptError({ message: `prefetch of journey ${journeyId} failed: ${String(error)}`, resource: true });
      },
    });
    this.clock = new ClockStore(options.ports.clock);
    this.services = new ServiceStore(options.services, () => options.ports.clock.now());
    this.ui = new UiStore();
    this.facts = new FactsStore({ flows, ports: options.ports, location: this.location, services: this.services, ui: this.ui, clock: this.clock, plumbing: () => this.plumbing.facts() });
    this.flow = new FlowStore({
      flows,
      ports: options.ports,
      location: this.location,
      facts: this.facts,
      services: this.services,
      ui: this.ui,
      runner: () => this.runner,
      journeys: this.journeys,
      tickClock: () => this.clock.tick(),
    });
    this.runner = new EffectRunner({
      ports: options.ports,
      flows,
      facts: () => this.facts.facts,
      actions: this.actions,
      dispatch: (event, payload) => this.flow.dispatch(event, payload),
      setUi: (name, value) => this.ui.set(name, value),
      call: (adapter, event) => this.call(adapter, event),
      isInFlight: (adapter) => this.services.isInFlight(adapter),
      gotoPage: (pageId, query) => this.flow.gotoPage(pageId, query),
      currentPageUrl: () => {
        const { pathname, search } = this.location.snapshot;
        return `${pathname}${search}`;
      },
      plumbing: () => this.plumbing,
    });
    this.plumbing = new Plumbing({
      ports: options.ports,
      flows,
      facts: () => this.facts.facts,
      caller: options.services,
      runner: () => this.runner,
      headers: () => this.headersFor(this.facts.facts),
      currentPageUrl: () => `${this.location.snapshot.pathname}${this.location.snapshot.search}`,
      pathname: () => this.location.snapshot.pathname,
      dispatch: (event, payload) => this.flow.dispatch(event, payload),
      setUi: (name, value) => this.ui.set(name, value),
      recent: () => this.services.recent,
      tickClock: () => this.clock.tick(),
    });
  }

  /** Spec 7 headers with a fresh end-to-end id. */
  private headersFor(facts: Facts): Record<string, string> {
    this.requestCount += 1;
    const requestId = `${this.ports.clock.now().toString(36)}-${this.requestCount}`;
    return requestHeaders(facts, this.facts.cookies, requestId, this.flow.current?.journeyId ?? '', this.ports.document.referrer?.() ?? '');
  }

  /**
   * Calls an adapter with the spec 7 headers; resolves to how it went. `event`
   * (the payload of the event being handled) reaches the adapter's body as facts.event.
   */
  async call(adapter: string, event?: Record<string, unknown>): Promise<'done' | 'error' | 'skipped'> {
    // Spec 4.3: after a logout or a goToUrl no further service is called.
    if (this.plumbing.serviceState.stopped) return 'skipped';
    const facts = event ? { ...this.facts.facts, event } : this.facts.facts;
    const headers = this.headersFor(facts);
    const token = this.services.pageToken;
    const result = await this.services.call({ adapter, facts, headers, retry: this.plumbing.retryPlan(), captcha: this.ports.captcha });
    // A previous page's late answer: its events must not run on this page. A 401 still counts: the session is gone.
    const stale = token !== this.services.pageToken;
    if (stale && (result.ok || result.error.kind !== 'unauthorized')) return 'skipped';
    // Every outcome goes through the error table (flows/errors/service-errors.json).
    return this.plumbing.afterCall(adapter, result);
  }

  replaceFlows(flows: FlowSet): void {
    this.flowSet = Object.freeze(flows);
  }

  private addJourney({ journey, texts }: JourneyChunk): void {
    this.flowSet = Object.freeze({
      ...this.flowSet,
      journeys: { ...this.flowSet.journeys, [journey.id]: journey },
      texts: texts ? { ...this.flowSet.texts, ...texts } : this.flowSet.texts,
    });
  }

  start(): void {
    this.stopListening = this.location.listen();
    this.flow.start();
    this.journeys.prefetchAll(Number(this.flowSet.settings.prefetchDelayMs ?? 2000));
    this.plumbing.start();
  }

  stop(): void {
    this.stopListening?.();
    this.flow.stop();
    this.clock.stop();
    this.plumbing.stop();
  }
}
