/**
 * Issue 12 item 1: every e2e test fails on any Content-Security-Policy or
 * Trusted Types violation. An init script (before any page script, on every
 * document of the page) listens for `securitypolicyviolation` and reports each
 * one through an exposed binding; Chromium's own console lines about refused
 * resources or sinks are caught too, for violations the event does not reach
 * (e.g. a sink in a worker). Used by the automatic fixture in fixtures.ts.
 */
import type { Page } from '@playwright/test';

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

export async function collectCspViolations(page: Page, into: CspViolation[]): Promise<void> {
  await page.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await page.addInitScript((binding) => {
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
  page.on('console', (message) => {
    if (message.type() !== 'error' || !consolePattern.test(message.text())) return;
    into.push({ directive: 'console', blockedURI: '', sample: message.text(), source: message.location().url, url: page.url() });
  });
}

export function describeViolations(violations: readonly CspViolation[]): string {
  return violations
    .map((v) => `  - ${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.source} on ${v.url}${v.sample ? `: ${v.sample}` : ''}`)
    .join('\n');
}
