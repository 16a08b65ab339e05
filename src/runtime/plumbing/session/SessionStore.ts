import { action, computed, makeObservable, observable } from 'mobx';
import type { SessionFacts } from '../../../model/facts.ts';
import type { ClockPort } from '../../../model/ports.ts';

export interface SessionTimes {
  /** Spec 9: 30 minutes. */
  timeoutMs: number;
  /** Spec 9: the warning shows 28 minutes after the start. */
  warningAtMs: number;
  /** Spec 9: the timer ticks every second. */
  tickMs: number;
}

export type KeepAliveOutcome = { ok: true } | { ok: false; error: string };

/**
 * Spec 4.1 session countdown: ticks once a second on the injected clock,
 * shows the warning at the threshold, times out at zero, extends through
 * the keep-alive it is handed, and restarts from any last-cached-time a
 * response carries. State only: what an ended session leads to is the
 * session module's (src/runtime/plumbing/session/SessionModule.ts), which watches timedOut.
 */
export class SessionStore {
  startedAt: number;
  now: number;
  showModal = false;
  timedOut = false;
  isSessionExtended = true;
  extending = false;
  error = '';
  private warned = false;
  private handle: unknown = null;
  private readonly clock: ClockPort;
  private readonly times: () => SessionTimes;

  constructor(clock: ClockPort, times: () => SessionTimes) {
    this.clock = clock;
    this.times = times;
    this.startedAt = clock.now();
    this.now = this.startedAt;
    makeObservable<SessionStore, 'tick'>(this, {
      startedAt: observable,
      now: observable,
      showModal: observable,
      timedOut: observable,
      isSessionExtended: observable,
      extending: observable,
      error: observable,
      remainingMs: computed,
      warning: computed,
      facts: computed,
      tick: action,
      restartFrom: action,
      begin: action,
      extend: action,
    });
  }

  get remainingMs(): number {
    return Math.max(0, this.times().timeoutMs - (this.now - this.startedAt));
  }

  get warning(): boolean {
    return !this.timedOut && this.now - this.startedAt >= this.times().warningAtMs;
  }

  /** Without the seconds left: facts must not change every second (the dialog reads remainingMs itself). */
  get facts(): SessionFacts {
    return {
      warning: this.warning,
      timedOut: this.timedOut,
      showModal: this.showModal,
      isSessionExtended: this.isSessionExtended,
      error: this.error,
    };
  }

  /**
   * The page has started: the countdown runs from now. Not from construction, since a pre-rendered page builds its
   * store before hydration, when the clock still reads the build's time (issue 20).
   */
  begin(): void {
    this.startedAt = this.clock.now();
    this.now = this.startedAt;
    this.start();
  }

  start(): void {
    this.stop();
    const loop = (): void => {
      this.tick();
      if (!this.timedOut) this.handle = this.clock.setTimeout(loop, this.times().tickMs);
    };
    this.handle = this.clock.setTimeout(loop, this.times().tickMs);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  /** Spec 4.1: a response's last-cached-time restarts the countdown from that time (never from the future). */
  restartFrom(time: number): void {
    const wasTimedOut = this.timedOut;
    this.startedAt = Math.min(time, this.clock.now());
    this.now = this.clock.now();
    this.warned = false;
    this.showModal = false;
    this.timedOut = false;
    if (wasTimedOut) this.start();
  }

  /**
   * Spec 4.1: isSessionExtended false while asking, true on success. Resolves to
   * the keep-alive's outcome, or null when an extension was already running;
   * on failure the caller lets the flow decide (logout or stay).
   */
  async extend(keepAlive: () => Promise<KeepAliveOutcome>): Promise<KeepAliveOutcome | null> {
    if (this.extending) return null;
    this.extending = true;
    this.isSessionExtended = false;
    const outcome = await keepAlive();
    this.settleExtension(outcome);
    return outcome;
  }

  private settleExtension(outcome: KeepAliveOutcome): void {
    // Runs after an await: wrapped so MobX sees one change.
    action(() => {
      this.extending = false;
      if (outcome.ok) {
        this.isSessionExtended = true;
        this.error = '';
        this.restartFrom(this.clock.now());
      } else {
        this.isSessionExtended = false;
        this.error = outcome.error;
      }
    })();
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.timedOut) return;
    if (this.remainingMs <= 0) {
      this.timedOut = true;
      this.showModal = true;
      return;
    }
    if (this.warning && !this.warned) {
      this.warned = true;
      this.showModal = true;
    }
  }
}

/** Reads a last-cached-time header: epoch milliseconds, epoch seconds, or a date string; NaN when unreadable. */
export function parseLastCachedTime(value: string): number {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const number = Number(trimmed);
    return number < 1e12 ? number * 1000 : number;
  }
  return Date.parse(trimmed);
}
