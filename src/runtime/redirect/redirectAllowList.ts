import type { FlowSet } from '../../model/flowSet.ts';
import { checkTarget, type UrlCheck } from '../urlSafety.ts';

/**
 * The rule every redirect follows (spec 2.3, 4.3; issue 21 item 1): same-origin
 * paths pass; another host passes only over https and only when it is on the
 * list named by `allowHosts` (flows/lists). Without allowHosts the list is
 * empty: only our own site. The Redirector calls this before leaving and
 * flows:check calls it on every target written in the flows, so a target the
 * shopper would be refused is refused at check time too.
 */
export function checkRedirectTarget(flows: FlowSet, target: unknown, origin: string, allowHosts?: string): UrlCheck {
  return checkTarget(target, origin, redirectAllowedHosts(flows, allowHosts));
}

/** The other hosts a redirect may go to: the items of lists.<allowHosts>, or none. */
export function redirectAllowedHosts(flows: FlowSet, allowHosts?: string): string[] {
  return allowHosts ? (flows.lists[allowHosts] ?? []).map(String) : [];
}
