import type { Facts } from '../../model/facts.ts';
import type { Effect } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';
import type { CallResult, ServiceCaller } from '../../services/serviceCaller.ts';
import type { ErrorModule } from '../plumbing/ErrorModule.ts';
import type { ServiceStateStore } from '../plumbing/serviceState/ServiceStateStore.ts';
import type { ServiceStore } from '../stores/ServiceStore.ts';

export interface CallReport {
  /** 'skipped': services were stopped (spec 4.3), or a previous page's answer arrived late. */
  outcome: 'done' | 'error' | 'skipped';
  /** The result, or null when nothing was sent or the caller broke its never-rejects promise. */
  result: CallResult | null;
  /** The error table's effects for this outcome, for the effect runner to run. */
  effects: Effect[];
}

export interface CallOptions {
  /** A page's call keeps its answer as answers.<adapter> and calls.<adapter>; an app call (throttle list, assistance checks) does not. */
  forPage: boolean;
  /** The payload of the event being handled: the adapter's body may read it as facts.event. */
  event?: Record<string, unknown>;
}

export interface ServiceCallsPorts {
  ports: Pick<Ports, 'captcha' | 'logger'>;
  caller: ServiceCaller;
  services: Pick<ServiceStore, 'call' | 'pageToken'>;
  facts(): Facts;
  headers(facts: Facts): Record<string, string>;
  errors: Pick<ErrorModule, 'afterCall' | 'retryPlan'>;
  serviceState: Pick<ServiceStateStore, 'stopped'>;
}

/**
 * The one call path (issue 8 item 4), for the page's calls and the app's
 * own: no call after services stopped (spec 4.3), the spec 7 headers, the
 * retry plan (spec 4.4), then every outcome through the error table. It
 * hands the table's effects back instead of running them: the effect runner
 * runs them, then the page's onDone / onError.
 */
export class ServiceCalls {
  private readonly deps: ServiceCallsPorts;

  constructor(deps: ServiceCallsPorts) {
    this.deps = deps;
  }

  async call(adapter: string, options: CallOptions): Promise<CallReport> {
    const { deps } = this;
    if (deps.serviceState.stopped) return { outcome: 'skipped', result: null, effects: [] };
    const facts = options.event ? { ...deps.facts(), event: options.event } : deps.facts();
    const request = { adapter, facts, headers: deps.headers(facts), retry: deps.errors.retryPlan(), captcha: deps.ports.captcha };
    if (options.forPage) {
      const token = deps.services.pageToken;
      const result = await deps.services.call(request);
      // A previous page's late answer: its events must not run on this page. A 401 still counts: the session is gone.
      const stale = token !== deps.services.pageToken;
      if (stale && (result.ok || result.error.kind !== 'unauthorized')) return { outcome: 'skipped', result, effects: [] };
      return this.settled(adapter, result);
    }
    try {
      return this.settled(adapter, await deps.caller.call(request));
    } catch (error) {
      deps.ports.logger.error(`[storeflow] ${adapter} failed`, error);
      return { outcome: 'error', result: null, effects: [] };
    }
  }

  private settled(adapter: string, result: CallResult): CallReport {
    return { outcome: result.ok ? 'done' : 'error', result, effects: this.deps.errors.afterCall(adapter, result) };
  }
}
