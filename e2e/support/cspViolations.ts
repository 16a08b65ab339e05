/**
 * Issue 12 item 1: every e2e test fails on any Content-Security-Policy or
 * Trusted Types violation. An init script (before any page script, on every
 * document of every page of the test's context: its own page, a tab it opens,
 * a pop-up the store opens) listens for `securitypolicyviolation` and reports
 * each one through an exposed binding; Chromium's own console lines about
 * refused resources or sinks are caught too, for violations the event does not
 * reach (e.g. a sink in a worker). Watched on the context, not on one page: a
 * second tab (e2e/first-paint.spec.ts opens one per address) is checked as the
 * first is. Used by the automatic fixture in fixtures.ts.
 */
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
  url: string;
}

const BINDING = '__storeflowCspViolation';

/** Console text Chromium writes for a CSP or Trusted Types refusal. */
const consolePattern = /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript/i;

export async function collectCspViolations(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        url: document.location.href,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() !== 'error' || !consolePattern.test(message.text())) return;
    into.push({ directive: 'console', blockedURI: '', sample: message.text(), source: message.location().url, url: message.page()?.url() ?? '' });
  });
}

export function describeViolations(violations: readonly CspViolation[]): string {
  return violations
    .map((v) => `  - ${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.source} on ${v.url}${v.sample ? `: ${v.sample}` : ''}`)
    .join('\n');
}
