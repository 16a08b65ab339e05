import { action, makeObservable, observable } from 'mobx';
import type { ClockPort } from '../../model/ports.ts';

/**
 * The time as an observable (clock.* facts). It is read afresh when a page is
 * entered and before each page event, so rules such as a card's expiry compare
 * with now; start() makes it tick once a second where a page needs a live clock.
 * Not ticking by default keeps pages from re-rendering every second.
 */
export class ClockStore {
  now: number;
  private readonly port: ClockPort;
  private handle: unknown = null;

  constructor(port: ClockPort) {
    this.port = port;
    this.now = port.now();
    makeObservable(this, { now: observable, tick: action });
  }

  tick(): void {
    this.now = this.port.now();
  }

  start(): void {
    const loop = (): void => {
      this.tick();
      this.handle = this.port.setTimeout(loop, 1000);
    };
    this.handle = this.port.setTimeout(loop, 1000);
  }

  stop(): void {
    if (this.handle !== null) this.port.clearTimeout(this.handle);
    this.handle = null;
  }
}
