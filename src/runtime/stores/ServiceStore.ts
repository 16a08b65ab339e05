import { action, makeObservable, runInAction, observableRef, observableShallow } from 'mobx';
import type { CallFact } from '../../model/facts.ts';
import type { ClockPort } from '../../model/ports.ts';
import { ServiceError } from '../../services/errors/ServiceError.ts';
import type { CallRequest, CallResult, ServiceCaller } from '../../services/serviceCaller.ts';

export interface RecentAnswer {
  adapter: string;
  at: number;
  ok: boolean;
  status: number;
  summary: string;
  answer: unknown;
}

/** The clock and the delay (settings.loaderHideDelayMs) of the spec 9 loader hide delay. */
export interface LoaderHold {
  clock: ClockPort;
  delayMs(): number;
}

/** How many service answers the debug panel keeps (spec 9: the last 5). */
export const recentAnswerLimit = 5;

/**
 * Service answers and call states as facts (answers.<name>, calls.<name>),
 * the last 5 answers, and which calls are in flight.
 */
export class ServiceStore {
  answers = new Map<string, unknown>();
  calls = new Map<string, CallFact>();
  recent: RecentAnswer[] = [];
  /** Which page the answers belong to: increased on every reset, so a late answer of a previous page is not taken. */
  pageToken = 0;
  private readonly caller: ServiceCaller;
  private readonly now: () => number;
  private readonly loaderHold: LoaderHold | undefined;

  constructor(caller: ServiceCaller, now: () => number, loaderHold?: LoaderHold) {
    this.caller = caller;
    this.now = now;
    this.loaderHold = loaderHold;
    makeObservable<ServiceStore, 'settle' | 'release'>(this, {
      answers: observableShallow,
      calls: observableShallow,
      recent: observableRef,
      settle: action,
      release: action,
      reset: action,
    });
  }

  isInFlight(adapter: string): boolean {
    return this.calls.get(adapter)?.status === 'loading';
  }

  /**
   * Runs one call; never rejects (a request that cannot even be built is a
   * failed call). An answer that arrives after the page changed is kept in
   * the recent list only: it never becomes the new page's answer or status.
   */
  async call(request: CallRequest): Promise<CallResult> {
    const token = this.pageToken;
    runInAction(() => this.calls.set(request.adapter, { status: 'loading' }));
    let result: CallResult;
    try {
      result = await this.caller.call(request);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = { ok: false, error: new ServiceError('refused', 'CALL', request.adapter, 0, `the request could not be made: ${detail}`), headers: {} };
    }
    this.settle(request.adapter, result, token === this.pageToken);
    return result;
  }

  private settle(adapter: string, result: CallResult, current: boolean): void {
    if (!current) {
      // Only the history: the page that asked is gone.
    } else if (result.ok) {
      this.answers.set(adapter, result.answer);
      this.calls.set(adapter, this.held(adapter, { status: 'ok' }));
    } else {
      this.answers.set(adapter, result.answer);
      const { kind, status, message } = result.error;
      this.calls.set(adapter, this.held(adapter, { status: 'error', error: { kind, status, message } }));
    }
    const entry: RecentAnswer = {
      adapter,
      at: this.now(),
      ok: result.ok,
      status: result.ok ? result.status : result.error.status,
      summary: result.ok ? 'ok' : result.error.message,
      answer: result.ok ? result.answer : result.answer,
    };
    this.recent = [entry, ...this.recent].slice(0, recentAnswerLimit);
  }

  /**
   * Spec 9 loader hide delay: a settled call is loaderHeld for
   * loaderHold.delayMs on the clock port, so the page's loader stays that
   * long after the answer and does not flash. Released only if this very
   * state is still the call's (a new call or page has its own).
   */
  private held(adapter: string, fact: CallFact): CallFact {
    const hold = this.loaderHold;
    const delayMs = hold?.delayMs() ?? 0;
    if (!hold || delayMs <= 0) return fact;
    const heldFact: CallFact = { ...fact, loaderHeld: true };
    hold.clock.setTimeout(() => this.release(adapter, heldFact), delayMs);
    return heldFact;
  }

  private release(adapter: string, heldFact: CallFact): void {
    if (this.calls.get(adapter) !== heldFact) return;
    const { loaderHeld: _held, ...released } = heldFact;
    this.calls.set(adapter, released);
  }

  /** Forgets answers when a new page starts, so a page never shows another page's data. */
  reset(): void {
    this.pageToken += 1;
    this.answers.clear();
    this.calls.clear();
  }
}
