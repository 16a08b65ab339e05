import { action, makeObservable, observable, observableRef } from 'mobx';
import type { NotificationLevel, NotifyRequest } from '../../../model/plumbing.ts';
import type { ClockPort } from '../../../model/ports.ts';

export interface NotificationState {
  message: string;
  title: string;
  level: NotificationLevel;
  keep: boolean;
  /** Show the error-assistance link (decisions.errorAssist) with it. */
  assist: boolean;
  /** Optional button (cancelled case): empty label means none. */
  buttonLabel: string;
  buttonUrl: string;
}

/**
 * The notification banner and the proactive banner (spec 4.6): show, hide,
 * hidden on each route change unless kept, optional auto-dismiss on the
 * injected clock.
 */
export class NotificationStore {
  current: NotificationState | null = null;
  proactive: NotificationState | null = null;
  /** Bumped on each show, so the view re-focuses the close button of a new error. */
  serial = 0;
  private readonly clock: ClockPort;
  private readonly autoDismissMs: () => number;
  private timer: unknown = null;

  constructor(clock: ClockPort, autoDismissMs: () => number) {
    this.clock = clock;
    this.autoDismissMs = autoDismissMs;
    makeObservable(this, { current: observableRef, proactive: observableRef, serial: observable, show: action, hide: action, routeChanged: action });
  }

  show(request: NotifyRequest): void {
    const state: NotificationState = {
      message: request.message,
      title: request.title ?? '',
      level: request.level,
      keep: request.keep === true,
      assist: request.assist === true,
      buttonLabel: request.buttonLabel ?? '',
      buttonUrl: request.buttonUrl ?? '',
    };
    if (request.proactive) {
      this.proactive = state;
      return;
    }
    this.current = state;
    this.serial += 1;
    this.cancelTimer();
    if (request.autoDismiss) {
      const serial = this.serial;
      this.timer = this.clock.setTimeout(() => {
        if (this.serial === serial) this.hide();
      }, this.autoDismissMs());
    }
  }

  hide(proactive = false): void {
    if (proactive) {
      this.proactive = null;
      return;
    }
    this.current = null;
    this.cancelTimer();
  }

  /** Spec 4.6: a route change hides the banner unless it asked to be kept (once). */
  routeChanged(): void {
    if (this.current?.keep) this.current = { ...this.current, keep: false };
    else this.hide();
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
