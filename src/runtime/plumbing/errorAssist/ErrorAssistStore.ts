import { action, makeObservable, observable } from 'mobx';
import type { ClockPort } from '../../../model/ports.ts';

export interface ErrorAssistFacts {
  checked: boolean;
  checking: boolean;
  videoAssistEnabled: boolean;
  agentsAvailable: number;
}

/**
 * What the error-assistance video checks answered (spec 4.5, 5, 7): the
 * video-assist check's enableVideoAssist and the number of available video
 * agents. Which option is offered is decided in flows/decisions/error-assist.json
 * over these facts, the switches and the clock; this store only keeps the
 * answers and says when they are stale (older than settings.errorAssistChatRetryMs),
 * so a second error soon after the first does not hit the support service again.
 * Until error assistance's code is in (`AssistModule`, loaded on first use) the
 * facts say `checking`, so the decision offers no link yet: its click must open
 * the window in the click's own task, and without the code it could only open
 * after an await, which a browser's popup blocker refuses (spec 4.5, 9).
 */
export class ErrorAssistStore {
  checked = false;
  checking = false;
  videoAssistEnabled = false;
  agentsAvailable = 0;
  codeIn = false;
  private checkedAt: number | null = null;
  private readonly clock: ClockPort;
  /** settings.errorAssistChatRetryMs. */
  readonly retryMs: () => number;

  constructor(clock: ClockPort, retryMs: () => number) {
    this.clock = clock;
    this.retryMs = retryMs;
    makeObservable(this, {
      checked: observable,
      checking: observable,
      videoAssistEnabled: observable,
      agentsAvailable: observable,
      codeIn: observable,
      begin: action,
      codeLoaded: action,
      finish: action,
    });
  }

  get facts(): ErrorAssistFacts {
    return {
      checked: this.checked,
      checking: this.checking || !this.codeIn,
      videoAssistEnabled: this.videoAssistEnabled,
      agentsAvailable: this.agentsAvailable,
    };
  }

  /** True when no check runs and the last one is missing or older than the retry interval. */
  due(): boolean {
    if (this.checking) return false;
    return this.checkedAt === null || this.clock.now() - this.checkedAt >= this.retryMs();
  }

  codeLoaded(): void {
    this.codeIn = true;
  }

  begin(): void {
    this.checking = true;
  }

  finish(result: { videoAssistEnabled: boolean; agentsAvailable: number }): void {
    this.checking = false;
    this.checked = true;
    this.checkedAt = this.clock.now();
    this.videoAssistEnabled = result.videoAssistEnabled;
    this.agentsAvailable = result.agentsAvailable;
  }
}
