import type { Ports } from '../../../model/ports.ts';

/** The query parameter a reload adds (spec 8 chunk-load reload, accessory 3000). */
export const timestampParam = 'ts';

/** Reloads the page; with a timestamp, by going to the same address with ts=<now> (a cache-busting reload). */
export function reloadPage(ports: Pick<Ports, 'location' | 'clock'>, withTimestamp: boolean): void {
  const { location, clock } = ports;
  if (!withTimestamp) {
    location.reload();
    return;
  }
  const url = new URL(location.current().href);
  url.searchParams.set(timestampParam, String(clock.now()));
  location.assign(url.href);
}
