import { action, makeObservable, observableShallow } from 'mobx';

/** Page-local state set by `set` effects (facts ui.*); cleared on every page change. */
export class UiStore {
  values = new Map<string, unknown>();

  constructor() {
    makeObservable(this, { values: observableShallow, set: action, reset: action });
  }

  set(name: string, value: unknown): void {
    this.values.set(name, value);
  }

  reset(): void {
    this.values.clear();
  }

  asObject(): Record<string, unknown> {
    return Object.fromEntries(this.values);
  }
}
