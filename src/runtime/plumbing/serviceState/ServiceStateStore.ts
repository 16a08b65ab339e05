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

  constructor() {
    makeObservable(this, {
      stopped: observable,
      retryTriggered: observable,
      lastError: observableRef,
      throttleList: observableRef,
      stop: action,
      markRetried: action,
      recordError: action,
      setThrottleList: action,
      pageChanged: action,
    });
  }

  stop(): void {
    this.stopped = true;
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
