import { action, computed, makeObservable, observable } from 'mobx';
import type { SessionFacts } from '../../model/facts.ts';
import type { ClockPort } from '../../model/ports.ts';

export interface SessionTimes {
  /** Spec 9: 30 minutes. */
  timeoutMs: number;
  /** Spec 9: the warning shows 28 minutes after the start. */
  warningAtMs: number;
  /** Spec 9: the timer ticks every second. */
  tickMs: number;
}

export type KeepAliveOutcome = { ok: true } | { ok: false; error: string };

export interface SessionHooks {
  times(): SessionTimes;
  keepAlive(): Promise<KeepAliveOutcome>;
  /** The session ended (countdown at zero, or the extension failed): the flow decides what happens. */
  ended(reason: 'timeout' | 'extendFailed'): void;
}

/**
 * Spec 4.1 session countdown: ticks once a second on the injected clock,
 * shows the warning at the threshold, times out at zero, extends through
 * keep-alive, and restarts from any last-cached-time a response carries.
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
  private readonly hooks: SessionHooks;

  constructor(clock: ClockPort, hooks: SessionHooks) {
    this.clock = clock;
    this.hooks = hooks;
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
      extend: action,
    });
  }

  get remainingMs(): number {
    return Math.max(0, this.hooks.times().timeoutMs - (this.now - this.startedAt));
  }

  get warning(): boolean {
    return !this.timedOut && this.now - this.startedAt >= this.hooks.times().warningAtMs;
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

  start(): void {
    this.stop();
    const loop = (): void => {
      this.tick();
      if (!this.timedOut) this.handle = this.clock.setTimeout(loop, this.hooks.times().tickMs);
    };
    this.handle = this.clock.setTimeout(loop, this.hooks.times().tickMs);
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

  /** Spec 4.1: isSessionExtended false while asking, true on success; on failure the flow decides (logout or stay). */
  async extend(): Promise<void> {
    if (this.extending) return;
    this.extending = true;
    this.isSessionExtended = false;
    const outcome = await this.hooks.keepAlive();
    this.settleExtension(outcome);
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
    if (!outcome.ok) this.hooks.ended('extendFailed');
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.timedOut) return;
    if (this.remainingMs <= 0) {
      this.timedOut = true;
      this.showModal = true;
      this.hooks.ended('timeout');
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
