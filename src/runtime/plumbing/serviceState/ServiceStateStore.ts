import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ServiceErrorFact } from '../../../model/facts.ts';

export const noServiceError: ServiceErrorFact = {
  present: false,
  adapter: '',
  serviceUrl: '',
  row: '',
  message: '',
  networkMessage: '',
  kind: '',
  status: 0,
  id: '',
  name: '',
};

/**
 * App-wide service state that outlives a page: services stopped (after a
 * logout or a goToUrl, spec 4.3), the retry-triggered flag (spec 4.4), the
 * page-load API error (spec 3) and the throttle list (spec 6, 9).
 */
export class ServiceStateStore {
  stopped = false;
  retryTriggered = false;
  lastError: ServiceErrorFact = noServiceError;
  throttleList: string[] = [];
  /**
   * Stopped for the rest of this page load (a logout, the stopServices action, a session's end), not only by a
   * redirect until its page stays (docs/requirements.md spec 4.3).
   */
  private forGood = false;

  constructor() {
    makeObservable(this, {
      stopped: observable,
      retryTriggered: observable,
      lastError: observableRef,
      throttleList: observableRef,
      stop: action,
      stayed: action,
      markRetried: action,
      recordError: action,
      setThrottleList: action,
      pageChanged: action,
    });
  }

  /** No call is sent (CallPath) until stayed(), or for good. */
  stop(forGood = true): void {
    this.stopped = true;
    this.forGood ||= forGood;
  }

  /** The page a redirect was to replace is still here: a redirect's stop ends, one for good does not. */
  stayed(): void {
    this.stopped = this.forGood;
  }

  markRetried(): void {
    this.retryTriggered = true;
  }

  recordError(error: ServiceErrorFact): void {
    this.lastError = error;
  }

  setThrottleList(list: string[]): void {
    this.throttleList = list;
  }

  /** A new page starts without the previous page's load error. */
  pageChanged(): void {
    this.lastError = noServiceError;
  }
}
