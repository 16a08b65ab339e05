import { action, makeObservable, observableRef } from 'mobx';
import type { ActionDefinition } from '../model/actionDefinition.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports } from '../model/ports.ts';
import type { ServiceCaller } from '../services/serviceCaller.ts';
import { EffectRunner } from './effects/EffectRunner.ts';
import { requestHeaders } from './effects/requestHeaders.ts';
import { ClockStore } from './stores/ClockStore.ts';
import { FactsStore } from './stores/FactsStore.ts';
import { FlowStore } from './stores/FlowStore.ts';
import { LocationStore } from './stores/LocationStore.ts';
import { ServiceStore } from './stores/ServiceStore.ts';
import { UiStore } from './stores/UiStore.ts';

export interface RootStoreOptions {
  flows: FlowSet;
  ports: Ports;
  services: ServiceCaller;
  actions: readonly ActionDefinition[];
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
  private readonly actions: ReadonlyMap<string, ActionDefinition>;
  private requestCount = 0;
  private stopListening: (() => void) | null = null;

  constructor(options: RootStoreOptions) {
    this.flowSet = Object.freeze(options.flows);
    this.ports = options.ports;
    this.actions = new Map(options.actions.map((definition) => [definition.name, definition]));
    makeObservable(this, { flowSet: observableRef, replaceFlows: action });
    const flows = (): FlowSet => this.flowSet;
    this.location = new LocationStore(options.ports.location);
    this.clock = new ClockStore(options.ports.clock);
    this.services = new ServiceStore(options.services, () => options.ports.clock.now());
    this.ui = new UiStore();
    this.facts = new FactsStore({ flows, ports: options.ports, location: this.location, services: this.services, ui: this.ui, clock: this.clock });
    this.flow = new FlowStore({
      flows,
      ports: options.ports,
      location: this.location,
      facts: this.facts,
      services: this.services,
      ui: this.ui,
      runner: () => this.runner,
    });
    this.runner = new EffectRunner({
      ports: options.ports,
      flows,
      facts: () => this.facts.facts,
      actions: this.actions,
      dispatch: (event, payload) => this.flow.dispatch(event, payload),
      setUi: (name, value) => this.ui.set(name, value),
      call: (adapter) => this.call(adapter),
      isInFlight: (adapter) => this.services.isInFlight(adapter),
      gotoPage: (pageId, query) => this.flow.gotoPage(pageId, query),
      currentPageUrl: () => {
        const { pathname, search } = this.location.snapshot;
        return `${pathname}${search}`;
      },
    });
  }

  /** Calls an adapter with the spec 7 headers; resolves to how it went. */
  async call(adapter: string): Promise<'done' | 'error'> {
    this.requestCount += 1;
    const facts = this.facts.facts;
    const requestId = `${this.ports.clock.now().toString(36)}-${this.requestCount}`;
    const headers = requestHeaders(facts, this.facts.cookies, requestId, this.flow.current?.journeyId ?? '', '');
    const result = await this.services.call({ adapter, facts, headers });
    return result.ok ? 'done' : 'error';
  }

  replaceFlows(flows: FlowSet): void {
    this.flowSet = Object.freeze(flows);
  }

  start(): void {
    this.stopListening = this.location.listen();
    this.flow.start();
  }

  stop(): void {
    this.stopListening?.();
    this.flow.stop();
    this.clock.stop();
  }
}
