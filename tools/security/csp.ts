import type { FlowSet } from '../../src/model/flowSet.ts';

/**
 * The Trusted Types policies the app creates: DOMPurify's own (its
 * RETURN_TRUSTED_TYPE output, src/components/sanitizeHtml.ts) and, with mocks
 * only, a "default" policy that accepts the MSW worker's one script URL
 * (src/mocks/browser.ts). Any other policy name is refused by the browser.
 */
export const trustedTypesPolicies = { sanitizer: 'dompurify', mockWorker: 'default' } as const;

export interface CspOptions {
  /** Dev/demo builds: the MSW service worker needs worker-src 'self' and its script-URL policy. */
  mocks: boolean;
}

const hostPattern = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** https sources for one flows list; anything that is not a plain host name is refused (a list must not widen the policy by accident). */
function hostSources(flows: FlowSet, listId: string): string[] {
  const items = flows.lists[listId] ?? [];
  return items.map((item) => {
    const host = String(item).trim().toLowerCase();
    if (!hostPattern.test(host))
      throw new Error(`[storeflow] lists.${listId}: "${String(item)}" is not a host name (write it as cardbank.example, without scheme or path)`);
    return `https://${host}`;
  });
}

/**
 * The prefetch host (settings.prefetchStaticHost) must be an https address on
 * lists.cspPrefetchHosts: the runtime refuses any other, so a mismatch would
 * be a policy that allows a host nothing uses, or prefetches that never run.
 */
export function checkPrefetchHost(flows: FlowSet): void {
  const setting = flows.settings.prefetchStaticHost;
  if (setting === undefined) return;
  let host = '';
  try {
    const url = new URL(String(setting));
    host = url.protocol === 'https:' ? url.host : '';
  } catch {
    host = '';
  }
  const allowed = (flows.lists.cspPrefetchHosts ?? []).map((item) => String(item).trim().toLowerCase());
  if (!host || !allowed.includes(host))
    throw new Error(
      `[storeflow] settings.prefetchStaticHost "${String(setting)}" is not an https address on lists.cspPrefetchHosts (${allowed.join(', ') || 'empty'}): add its host to flows/lists/security.json or correct the setting`,
    );
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...sources].join(' ');
}

/**
 * The Content-Security-Policy of a build, from the flows (issue 12 item 1).
 * Scripts only from our origin (no inline, no eval) plus lists.cspScriptHosts;
 * HTML and script-URL sinks take Trusted Types only, from the named policies.
 * Partner hosts reached by navigation (card and savings postbacks) need no
 * entry: CSP does not govern top-level navigation; the Redirector does.
 */
export function buildCsp(flows: FlowSet, options: CspOptions): string {
  checkPrefetchHost(flows);
  const ancestors = hostSources(flows, 'cspFrameAncestors');
  const frames = hostSources(flows, 'cspFrameHosts');
  const policies = options.mocks ? [trustedTypesPolicies.sanitizer, trustedTypesPolicies.mockWorker] : [trustedTypesPolicies.sanitizer];
  return [
    // Spec 9 asset prefetch: Chromium checks <link rel="prefetch"> against default-src; every other kind has its own directive below.
    directive('default-src', ["'self'", ...hostSources(flows, 'cspPrefetchHosts')]),
    directive('script-src', ["'self'", ...hostSources(flows, 'cspScriptHosts')]),
    directive('style-src', ["'self'"]),
    directive('img-src', ["'self'", ...hostSources(flows, 'cspImageHosts')]),
    directive('font-src', ["'self'"]),
    directive('connect-src', ["'self'", ...hostSources(flows, 'cspConnectHosts')]),
    directive('frame-src', frames.length > 0 ? frames : ["'none'"]),
    directive('worker-src', options.mocks ? ["'self'"] : ["'none'"]),
    directive('manifest-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ancestors.length > 0 ? ["'self'", ...ancestors] : ["'none'"]),
    directive('require-trusted-types-for', ["'script'"]),
    directive('trusted-types', policies),
  ].join('; ');
}

/** Every header a build is served with (the CSP and a few that cost nothing). */
export function securityHeaders(flows: FlowSet, options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': buildCsp(flows, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The headers as a `_headers` file (Netlify, Cloudflare Pages): one block for every path. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
