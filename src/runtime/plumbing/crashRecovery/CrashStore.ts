import { action, makeObservable, observable } from 'mobx';

/**
 * Whether the page failed for want of code (spec 8): a chunk that could not
 * be loaded and was not (or no longer) reloaded. The page view then shows
 * 'Something went wrong.' instead of the page. Cleared on a route change, so
 * another page whose code is there still works. Also counts script-error
 * logs, so a runaway error loop cannot flood the logging service.
 */
export class CrashStore {
  pageFailed = false;
  logged = 0;

  constructor() {
    makeObservable(this, { pageFailed: observable, fail: action, routeChanged: action });
  }

  fail(): void {
    this.pageFailed = true;
  }

  routeChanged(): void {
    this.pageFailed = false;
  }

  /** True while fewer than `limit` script errors were logged on this page load. */
  mayLog(limit: number): boolean {
    if (this.logged >= limit) return false;
    this.logged += 1;
    return true;
  }
}
