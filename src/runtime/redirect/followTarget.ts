import { inLanguage, parseRoute } from '../../engine/routing.ts';
import type { Ports } from '../../model/ports.ts';
import { checkTarget, type UrlCheck } from '../urlSafety.ts';

export interface FollowRequest {
  target: unknown;
  /** Other hosts allowed besides our own origin. */
  allowedHosts: readonly string[];
  /** When given, added as the goto parameter (the page to come back to). */
  goto?: string;
  delayMs?: number;
  /** Runs once the target is accepted, before leaving (e.g. stop further services). */
  onAccepted?: () => void;
}

/**
 * Leaves the app for a checked target: parse and allow-list it, add goto,
 * then navigate now or after the delay. Returns the check; a refused target
 * is never followed. Only the Redirector calls it, and reports refusals.
 */
export function followTarget(ports: Pick<Ports, 'location' | 'clock'>, request: FollowRequest): UrlCheck {
  const here = ports.location.current();
  const check = checkTarget(request.target, here.origin, request.allowedHosts);
  if (!check.ok) return check;
  // A redirect to one of our pages keeps the shopper's language (docs/requirements.md "Languages"); tables write English addresses.
  if (check.url.origin === here.origin) check.url.pathname = inLanguage(check.url.pathname, parseRoute(here.pathname).language);
  request.onAccepted?.();
  if (request.goto !== undefined) check.url.searchParams.set('goto', request.goto);
  const go = (): void => ports.location.assign(check.url.href);
  const delayMs = request.delayMs ?? 0;
  if (delayMs > 0) ports.clock.setTimeout(go, delayMs);
  else go();
  return check;
}
