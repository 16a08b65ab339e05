/**
 * Issue 12 item 2: every redirect payload of tests/security/corpora/redirect-payloads.json
 * through every function that follows a URL, below the browser. "Followed" means
 * the app would leave for a host that is not our origin and not an https host on
 * the allow-list in use; a payload the URL parser turns into a path on our own
 * origin (e.g. "\u00a0//evil.example" becomes "/%C2%A0//evil.example") stays
 * in the app and is counted apart. e2e/security-redirects.spec.ts runs a subset
 * in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { customOperators } from '../../src/logic/operators.ts';
import { run as openApplicationWindow } from '../../src/runtime/actions/openApplicationWindow.run.ts';
import { buildPostbackUrl } from '../../src/runtime/actions/postbackUrl.ts';
import { Redirector } from '../../src/runtime/redirect/Redirector.ts';
import { ServiceStateStore } from '../../src/runtime/plumbing/serviceState/ServiceStateStore.ts';
import { checkTarget } from '../../src/runtime/urlSafety.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import corpus from './corpora/redirect-payloads.json' with { type: 'json' };

const flows = await checkedFlows();
const ORIGIN = 'http://127.0.0.1:5173';
const payloads = corpus.payloads.map((p) => p.payload);
/** Payloads the URL parser resolves to a partner host on the list (marked in the corpus): following them is correct. */
const partnerLandings = new Set(corpus.payloads.filter((p) => 'lands' in p).map((p) => p.payload));
const allListedHosts = ['cardBankHosts', 'savingsBankHosts', 'errorAssistHosts'].flatMap((id) => (flows.lists[id] ?? []).map(String));
const allowLists = ['cardBankHosts', 'savingsBankHosts', 'errorAssistHosts', 'redirectAllowHosts'] as const;
const hostsOf = (listId: string): string[] => (flows.lists[listId] ?? []).map(String);

/** Where a followed address ends: our origin (stays in the app) or an https host on the list; anything else is an open redirect. */
function offList(href: string, hosts: readonly string[]): boolean {
  const url = new URL(href);
  if (url.origin === ORIGIN) return false;
  const host = url.hostname.toLowerCase();
  return url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

describe('redirect corpus', () => {
  it('holds at least 200 distinct payloads', () => {
    expect(new Set(payloads).size).toBe(payloads.length);
    expect(payloads.length).toBeGreaterThanOrEqual(200);
  });

  it.each(allowLists)('checkTarget with lists.%s accepts none off our origin (0 followed)', (listId) => {
    const hosts = hostsOf(listId);
    const followed = payloads.filter((payload) => {
      const check = checkTarget(payload, ORIGIN, hosts);
      return check.ok && offList(check.url.href, hosts);
    });
    expect(followed).toEqual([]);
    // Only the marked payloads reach a partner host, and only on a list that names it.
    const partner = payloads.filter((payload) => {
      const check = checkTarget(payload, ORIGIN, hosts);
      return check.ok && check.url.origin !== ORIGIN;
    });
    expect(partner.filter((p) => !partnerLandings.has(p))).toEqual([]);
  });

  it('the Redirector (redirect effect, goToUrl and null-redirect rows, redirect tables, session end) follows none off our origin', () => {
    const ports = memoryPorts({ href: `${ORIGIN}/sales/digital/shop.html` });
    let refusals = 0;
    const redirector = new Redirector({
      ports,
      flows: () => flows,
      facts: () => blankFacts(flows),
      currentPageUrl: () => '/sales/digital/shop.html',
      serviceState: new ServiceStateStore(),
      logRefusal: () => {
        refusals += 1;
      },
      setUi: () => undefined,
    });
    for (const listId of [undefined, ...allowLists]) {
      for (const payload of payloads) redirector.redirect({ target: payload, allowHosts: listId, withGoto: true, stopServices: true });
    }
    const followed = ports.assigned.filter((href) => offList(href, allListedHosts));
    expect(followed).toEqual([]);
    // Refused ones are never silent; the rest became paths on our own origin.
    expect(refusals + ports.assigned.length).toBe(payloads.length * (allowLists.length + 1));
    expect(refusals).toBeGreaterThan(payloads.length * 4);
  });

  it('postback URLs (card and savings application) build none off the list: buildPostbackUrl and the httpsHostIn operator refuse every payload', () => {
    for (const listId of ['cardBankHosts', 'savingsBankHosts']) {
      const hosts = hostsOf(listId);
      const built = payloads.flatMap((p) => buildPostbackUrl(p, hosts, { oid: 'x' }) ?? []);
      expect(built.filter((url) => offList(url.href, hosts) || url.origin === ORIGIN).map((u) => u.href)).toEqual([]);
      expect(payloads.filter((p) => customOperators.httpsHostIn(p, hosts) && !partnerLandings.has(p))).toEqual([]);
    }
  });

  it('the application window action opens nothing off the list and assigns nothing', () => {
    const ports = memoryPorts({ href: `${ORIGIN}/sales/digital/creditcardmlp.html` });
    const facts = blankFacts(flows);
    for (const payload of payloads) {
      openApplicationWindow({ url: payload, allowHosts: 'cardBankHosts' }, { ports, facts, dispatch: () => undefined, setUi: () => undefined });
    }
    expect(ports.opened.filter((w) => offList(w.url, hostsOf('cardBankHosts')))).toEqual([]);
    expect(ports.opened.length).toBeLessThanOrEqual(partnerLandings.size);
    expect(ports.assigned).toEqual([]);
  });
});
