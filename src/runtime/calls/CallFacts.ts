import { action, makeObservable, observableRef, observableShallow } from 'mobx';
import type { CallFact } from '../../model/facts.ts';
import type { ClockPort } from '../../model/ports.ts';
import type { CallResult } from '../../services/transport.ts';
import { PageTokenGuard } from './pageTokenGuard.ts';

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
 * The call's state as facts: answers and call states (answers.<name>,
 * calls.<name>), the last 5 answers, which calls are in flight, and the
 * page-token guard of the page they belong to. It calls nothing: the call
 * path (CallPath.ts) tells it when a call leaves and how it settled.
 */
export class CallFacts {
  answers = new Map<string, unknown>();
  calls = new Map<string, CallFact>();
  recent: RecentAnswer[] = [];
  /** Which page the answers belong to: a new page on every reset, so a late answer of a previous page is not taken. */
  readonly page = new PageTokenGuard();
  private readonly now: () => number;
  private readonly loaderHold: LoaderHold | undefined;

  constructor(now: () => number, loaderHold?: LoaderHold) {
    this.now = now;
    this.loaderHold = loaderHold;
    makeObservable<CallFacts, 'release'>(this, {
      answers: observableShallow,
      calls: observableShallow,
      recent: observableRef,
      started: action,
      settled: action,
      release: action,
      reset: action,
    });
  }

  isInFlight(adapter: string): boolean {
    return this.calls.get(adapter)?.status === 'loading';
  }

  /** A page's call left: calls.<adapter> is loading. */
  started(adapter: string): void {
    this.calls.set(adapter, { status: 'loading' });
  }

  /**
   * A page's call settled. An answer whose page the shopper left
   * (`current` false) is kept in the recent list only: it never becomes the
   * new page's answer or status. `at`: when the answer arrived (it may be
   * applied a frame later, AnswerBatch).
   */
  settled(adapter: string, result: CallResult, current: boolean, at = this.now()): void {
    if (!current) {
      // Only the history: the page that asked is gone.
    } else if (result.ok) {
      this.answers.set(adapter, result.answer);
      this.calls.set(adapter, this.held(adapter, { status: 'ok' }, at));
    } else {
      this.answers.set(adapter, result.answer);
      const { kind, status, message } = result.error;
      this.calls.set(adapter, this.held(adapter, { status: 'error', error: { kind, status, message } }, at));
    }
    const entry: RecentAnswer = {
      adapter,
      at,
      ok: result.ok,
      status: result.ok ? result.status : result.error.status,
      summary: result.ok ? 'ok' : result.error.message,
      answer: result.answer,
    };
    this.recent = [entry, ...this.recent].slice(0, recentAnswerLimit);
  }

  /**
   * Spec 9 loader hide delay: a settled call is loaderHeld for
   * loaderHold.delayMs on the clock port, so the page's loader stays that
   * long after the answer (counted from its arrival) and does not flash.
   * Released only if this very state is still the call's (a new call or page
   * has its own).
   */
  private held(adapter: string, fact: CallFact, at: number): CallFact {
    const hold = this.loaderHold;
    const delayMs = (hold?.delayMs() ?? 0) - this.now() + at;
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
    this.page.pageLeft();
    this.answers.clear();
    this.calls.clear();
  }
}
