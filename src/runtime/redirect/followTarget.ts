import type { Ports } from '../../model/ports.ts';

export interface FollowRequest {
  /** A target already accepted by checkRedirectTarget. */
  url: URL;
  /** When given, added as the goto parameter (the page to come back to). */
  goto?: string;
  delayMs?: number;
  /** Runs before leaving (e.g. stop further services). */
  onAccepted?: () => void;
}

/**
 * Leaves the app for a checked target: add goto, then navigate now or after
 * the delay. Only the Redirector calls it, after checkRedirectTarget accepted
 * the target (a refused one is never followed).
 */
export function followTarget(ports: Pick<Ports, 'location' | 'clock'>, request: FollowRequest): void {
  const url = new URL(request.url.href);
  request.onAccepted?.();
  if (request.goto !== undefined) url.searchParams.set('goto', request.goto);
  const go = (): void => ports.location.assign(url.href);
  const delayMs = request.delayMs ?? 0;
  if (delayMs > 0) ports.clock.setTimeout(go, delayMs);
  else go();
}
