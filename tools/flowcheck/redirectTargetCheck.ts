import type { FlowSet } from '../../src/model/flowSet.ts';
import { checkRedirectTarget, redirectAllowedHosts } from '../../src/runtime/redirect/redirectAllowList.ts';
import type { JourneyIssue } from './journeyCheck.ts';

/**
 * Issue 21 item 1: a target written in the flows that the Redirector would
 * refuse at runtime (http:, a host not on the allow-list) fails here, with the
 * same function the Redirector calls (checkRedirectTarget). Without this the
 * shopper silently stays on the page.
 */

/** Our own origin stands in for the site's: any path on it passes, as at runtime. */
const ownOrigin = 'https://storefront.invalid';

/** An address prefix that already fixes scheme and host ("https://partner.example/…" + a fact). */
const absolutePrefix = /^[a-z][\w+.-]*:\/\/[^/?#]+[/?#]/i;

/** A refused setting is reported at the setting: that is where the analyst changes it. */
export interface SettingIssue {
  setting: string;
  message: string;
}

export interface RedirectTargetIssues {
  inDocument: JourneyIssue[];
  inSettings: SettingIssue[];
}

const effectKeys = new Set(['redirect', 'allowHosts', 'delayMs', 'withGoto', 'stripMtnFlow', 'stopServices']);

function listWords(flows: FlowSet, allowHosts: string | undefined, where: string): string {
  if (!allowHosts) return `${where} has no allowHosts, so its allow-list is empty: only our own site`;
  const hosts = redirectAllowedHosts(flows, allowHosts);
  return `${where} uses the allow-list lists.${allowHosts} (${hosts.length > 0 ? hosts.join(', ') : 'empty'})`;
}

function fixWords(allowHosts: string | undefined): string {
  return allowHosts
    ? `Fix: use a path on our site starting with /, or an https address on a host of lists.${allowHosts} (add the host there only if it is a trusted partner).`
    : 'Fix: use a path on our site starting with /, or, for a trusted partner, an https address on a host of a list in flows/lists named by allowHosts.';
}

/** The literal a target value fixes statically, if any: a string, a setting, or the literal start of a `cat`. */
function staticTarget(value: unknown): { literal: string } | { setting: string } | null {
  if (typeof value === 'string') return { literal: value };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.fact === 'string' && record.fact.startsWith('settings.')) return { setting: record.fact.slice('settings.'.length) };
  const cat = (record.logic as Record<string, unknown> | undefined)?.cat;
  if (Array.isArray(cat) && typeof cat[0] === 'string' && absolutePrefix.test(cat[0])) return { literal: cat[0] };
  return null;
}

function checkOne(flows: FlowSet, value: unknown, at: (string | number)[], allowHosts: string | undefined, where: string, found: RedirectTargetIssues): void {
  const target = staticTarget(value);
  if (!target) return;
  if ('setting' in target) {
    const settingValue = flows.settings[target.setting];
    if (typeof settingValue !== 'string') return; // unknown settings are reported by the fact check
    const check = checkRedirectTarget(flows, settingValue, ownOrigin, allowHosts);
    if (!check.ok)
      found.inSettings.push({
        setting: target.setting,
        message: `address ${JSON.stringify(settingValue)} would be refused by the Redirector (the shopper would stay on the page): ${check.reason}. It is a redirect target, and ${listWords(flows, allowHosts, 'that redirect')}. ${fixWords(allowHosts)}`,
      });
    return;
  }
  const check = checkRedirectTarget(flows, target.literal, ownOrigin, allowHosts);
  if (!check.ok)
    found.inDocument.push({
      at,
      message: `redirect target ${JSON.stringify(target.literal)} would be refused by the Redirector (the shopper would stay on the page): ${check.reason}; ${listWords(flows, allowHosts, where)}. ${fixWords(allowHosts)}`,
    });
}

function walk(flows: FlowSet, node: unknown, at: (string | number)[], found: RedirectTargetIssues): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(flows, item, [...at, index], found));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const allowHostsOf = (holder: Record<string, unknown>): string | undefined => (typeof holder.allowHosts === 'string' ? holder.allowHosts : undefined);
  if ('redirect' in record && Object.keys(record).every((key) => effectKeys.has(key))) {
    checkOne(flows, record.redirect, [...at, 'redirect'], allowHostsOf(record), 'this redirect effect', found);
    return;
  }
  for (const [key, value] of Object.entries(record)) walk(flows, value, [...at, key], found);
}

/** Redirect effects anywhere in a journey or table. */
export function checkRedirectEffects(document: unknown, flows: FlowSet): RedirectTargetIssues {
  const found: RedirectTargetIssues = { inDocument: [], inSettings: [] };
  walk(flows, document, [], found);
  return found;
}

/** Redirect-table rows: followRedirectTable follows `to` with no allowHosts (Redirector.followTable). */
export function checkRedirectTableTargets(table: { rows: readonly { id: string; to: unknown }[] }, flows: FlowSet): RedirectTargetIssues {
  const found: RedirectTargetIssues = { inDocument: [], inSettings: [] };
  table.rows.forEach((row, index) => checkOne(flows, row.to, ['rows', index, 'to'], undefined, `row "${row.id}" of a redirect table`, found));
  return found;
}
