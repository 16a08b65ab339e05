import { afterCall } from '../../engine/afterCall.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Effect } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';
import { normaliseOutcome, type NormalisedOutcome } from '../../services/errors/normaliseOutcome.ts';
import type { RetryPlan } from '../../services/retry/retryPlan.ts';
import type { CallResult } from '../../services/serviceCaller.ts';
import { serviceLogEntry, type LogEntry } from './logging/logBody.ts';
import { plumbingAdapters, serviceErrorTableId } from './plumbingAdapters.ts';
import { plumbingSettings, stringList } from './plumbingSettings.ts';
import type { ServiceStateStore } from './serviceState/ServiceStateStore.ts';
import { parseLastCachedTime, type SessionStore } from './session/SessionStore.ts';

export interface ErrorModulePorts {
  ports: Pick<Ports, 'clock' | 'location' | 'logger'>;
  flows(): FlowSet;
  facts(): Facts;
  serviceState: ServiceStateStore;
  session: Pick<SessionStore, 'restartFrom'>;
  log(entry: LogEntry): void;
}

/**
 * Spec 4.3, 4.4, 8: what follows every call. Restarts the session from a
 * last-cached-time header, marks a retried call, keeps the throttle list,
 * then applies the error table (the pure engine afterCall): records the
 * page-load error and logs. It returns the row's effects instead of running
 * them: the one effect runner runs them, so calls and effects need not know
 * each other.
 */
export class ErrorModule {
  private readonly deps: ErrorModulePorts;

  constructor(deps: ErrorModulePorts) {
    this.deps = deps;
  }

  /** Retry plan for a call, from the flow files and the injected clock (spec 4.4). */
  retryPlan(): RetryPlan {
    const flows = this.deps.flows();
    const settings = plumbingSettings(flows);
    const clock = this.deps.ports.clock;
    return {
      count: settings.retryCount,
      baseDelayMs: settings.retryBaseDelayMs,
      urls: stringList(flows, 'retryUrls'),
      captchaUrls: stringList(flows, 'captchaUrls'),
      wait: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
    };
  }

  /** The error-table effects to run for this outcome (none when handling it failed: that is logged). */
  afterCall(adapter: string, result: CallResult): Effect[] {
    try {
      const cached = result.headers['last-cached-time'];
      if (cached) {
        const time = parseLastCachedTime(cached);
        if (!Number.isNaN(time)) this.deps.session.restartFrom(time);
      }
      if ((result.attempts ?? 1) > 1) this.deps.serviceState.markRetried();
      if (adapter === plumbingAdapters.throttle && result.ok) {
        const list = (result.answer as { throttleList?: unknown } | undefined)?.throttleList;
        if (Array.isArray(list)) this.deps.serviceState.setThrottleList(list.map(String));
      }
      return this.applyErrorTable(normaliseOutcome(adapter, result));
    } catch (error) {
      this.deps.ports.logger.error('[storeflow] handling a call outcome failed', error);
      return [];
    }
  }

  /** Records the page-load error and logs what the row says; returns the row's effects, values resolved. */
  private applyErrorTable(error: NormalisedOutcome): Effect[] {
    const flows = this.deps.flows();
    const table = flows.errorTables[serviceErrorTableId];
    if (!table) return [];
    const applied = afterCall(table, error, this.deps.facts(), flows.texts);
    if (applied.record) {
      this.deps.serviceState.recordError({
        present: true,
        adapter: error.adapter,
        serviceUrl: error.url,
        row: applied.row,
        message: applied.message,
        networkMessage: error.networkMessage,
        kind: error.kind,
        status: error.status,
        id: error.id,
        name: error.name,
      });
    }
    // A failed log call is not logged again (it would loop).
    if (applied.log && error.adapter !== plumbingAdapters.log) {
      this.deps.log(serviceLogEntry(error, applied.log.level, applied.log.subEvent, this.deps.ports.location.current().href, applied.row));
    }
    return applied.effects;
  }
}
