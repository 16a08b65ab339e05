import { inLanguage, parseRoute } from '../../engine/routing.ts';
import type { Ports } from '../../model/ports.ts';

export interface FollowRequest {
  /** A target already accepted by checkRedirectTarget. */
  url: URL;
  /** When given, added as the goto parameter (the page to come back to). */
  goto?: string;
  delayMs?: number;
  /** Runs before leaving (e.g. stop further services). */
  onAccepted?: () => void;
  /** Whether a same-origin path (no language prefix, no query) is one of our pages, so it keeps the language; default: under a base path. */
  isOurPage?: (path: string) => boolean;
}

/**
 * Leaves the app for a checked target: add goto, then navigate now or after
 * the delay. Only the Redirector calls it, after checkRedirectTarget accepted
 * the target (a refused one is never followed).
 */
export function followTarget(ports: Pick<Ports, 'location' | 'clock'>, request: FollowRequest): void {
  const url = new URL(request.url.href);
  const here = ports.location.current();
  // A redirect to one of our pages keeps the shopper's language (docs/requirements.md "Languages"); tables write English addresses.
  if (url.origin === here.origin) url.pathname = inLanguage(url.pathname, parseRoute(here.pathname).language, request.isOurPage);
  request.onAccepted?.();
  if (request.goto !== undefined) url.searchParams.set('goto', request.goto);
  const go = (): void => ports.location.assign(url.href);
  const delayMs = request.delayMs ?? 0;
  if (delayMs > 0) ports.clock.setTimeout(go, delayMs);
  else go();
}
