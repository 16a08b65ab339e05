import { afterCall } from '../../engine/afterCall.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Effect } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';
import { normaliseOutcome, type NormalisedOutcome } from '../../services/errors/normaliseOutcome.ts';
import type { CallResult } from '../../services/transport.ts';
import { serviceLogEntry, type LogEntry } from '../plumbing/logging/logBody.ts';
import { plumbingAdapters, serviceErrorTableId } from '../plumbing/plumbingAdapters.ts';
import type { ServiceStateStore } from '../plumbing/serviceState/ServiceStateStore.ts';
import { parseLastCachedTime, type SessionStore } from '../plumbing/session/SessionStore.ts';

export interface ErrorTablePorts {
  ports: Pick<Ports, 'location' | 'logger'>;
  flows(): FlowSet;
  facts(): Facts;
  serviceState: ServiceStateStore;
  session: Pick<SessionStore, 'restartFrom'>;
  log(entry: LogEntry): void;
}

/**
 * Spec 4.3, 4.4, 8: the error table (flows/errors/service-errors.json)
 * applied after every call. First the facts its rows and the session read:
 * a last-cached-time header restarts the session, a retried call is marked,
 * the throttle list is kept; then the pure engine afterCall picks the row,
 * whose message becomes the page-load error and which is logged. It returns
 * the row's effects instead of running them: the one effect runner runs
 * them, so calls and effects need not know each other.
 */
export class ErrorTable {
  private readonly deps: ErrorTablePorts;

  constructor(deps: ErrorTablePorts) {
    this.deps = deps;
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
