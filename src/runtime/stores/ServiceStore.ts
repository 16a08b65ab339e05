import { action, makeObservable, runInAction, observableRef, observableShallow } from 'mobx';
import type { CallFact } from '../../model/facts.ts';
import type { CallRequest, CallResult, ServiceCaller } from '../../services/serviceCaller.ts';

export interface RecentAnswer {
  adapter: string;
  at: number;
  ok: boolean;
  status: number;
  summary: string;
  answer: unknown;
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
  private readonly caller: ServiceCaller;
  private readonly now: () => number;

  constructor(caller: ServiceCaller, now: () => number) {
    this.caller = caller;
    this.now = now;
    makeObservable<ServiceStore, 'settle'>(this, {
      answers: observableShallow,
      calls: observableShallow,
      recent: observableRef,
      settle: action,
      reset: action,
    });
  }

  isInFlight(adapter: string): boolean {
    return this.calls.get(adapter)?.status === 'loading';
  }

  /** Runs one call; never rejects. */
  async call(request: CallRequest): Promise<CallResult> {
    runInAction(() => this.calls.set(request.adapter, { status: 'loading' }));
    const result = await this.caller.call(request);
    this.settle(request.adapter, result);
    return result;
  }

  private settle(adapter: string, result: CallResult): void {
    if (result.ok) {
      this.answers.set(adapter, result.answer);
      this.calls.set(adapter, { status: 'ok' });
    } else {
      this.answers.set(adapter, result.answer);
      const { kind, status, message } = result.error;
      this.calls.set(adapter, { status: 'error', error: { kind, status, message } });
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

  /** Forgets answers when a new page starts, so a page never shows another page's data. */
  reset(): void {
    this.answers.clear();
    this.calls.clear();
  }
}
