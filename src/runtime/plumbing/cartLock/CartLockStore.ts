import { action, makeObservable, observable } from 'mobx';

/** Spec 3 cart lock state: locked, the locking channel (default empty) and the source. */
export class CartLockStore {
  locked = false;
  lockedChannelID = '';
  source = '';

  constructor() {
    makeObservable(this, { locked: observable, lockedChannelID: observable, source: observable, lock: action, clear: action });
  }

  /** Spec 4.2: an empty channel means VZW-DOTCOM (the default comes from settings.cartLockDefaultChannel). */
  lock(channel: string, source: string): void {
    this.locked = true;
    this.lockedChannelID = channel;
    this.source = source;
  }

  clear(): void {
    this.locked = false;
    this.lockedChannelID = '';
    this.source = '';
  }
}
