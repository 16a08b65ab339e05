import { action, makeObservable, observableRef } from 'mobx';
import type { LocationPort, LocationSnapshot } from '../../model/ports.ts';

/** The current address, observable; moves inside the app without reloading the document. */
export class LocationStore {
  snapshot: LocationSnapshot;
  private readonly port: LocationPort;

  constructor(port: LocationPort) {
    this.port = port;
    this.snapshot = port.current();
    makeObservable<LocationStore>(this, { snapshot: observableRef, refresh: action, push: action, replace: action });
  }

  /** Re-reads the port (after back/forward). */
  refresh(): void {
    this.snapshot = this.port.current();
  }

  push(path: string): void {
    this.port.push(path);
    this.refresh();
  }

  replace(path: string): void {
    this.port.replace(path);
    this.refresh();
  }
}
