/**
 * Counts what a shopper does on a journey (issue 9 item 2): clicks, fields
 * typed into, lists chosen from, and returns to the express checkout hub.
 * Read from the page itself (trusted DOM events, one listener per document),
 * so it counts what the script really did, not what the script says it did.
 */
import type { Page } from '@playwright/test';

export interface Effort {
  /** Trusted clicks: buttons, links, radios and checkboxes. */
  clicks: number;
  /** Text-like fields (text, email, tel, password) typed into, each counted once per page visit. */
  typedFields: number;
  /** Drop-down lists (select) set, each once per page visit. */
  selects: number;
  /** Arrivals at expresscheckout.html from a checkout spoke. */
  hubReturns: number;
  /** Page addresses in order, for the report. */
  pages: string[];
}

type Report = { kind: 'click' | 'type' | 'select'; key: string };

const TYPED = new Set(['text', 'email', 'tel', 'password', 'search', 'number']);

/** Starts counting on this page (call before the first goto). */
export async function countEffort(page: Page): Promise<Effort> {
  const effort: Effort = { clicks: 0, typedFields: 0, selects: 0, hubReturns: 0, pages: [] };
  const seen = new Set<string>();
  // The app moves between pages with the history API, so pages are followed here, not by the init script.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    const previous = effort.pages.at(-1) ?? '';
    if (path === previous) return;
    if (/expresscheckout\.html$/.test(path) && previous !== '' && !/expresscart\.html$/.test(previous)) effort.hubReturns += 1;
    effort.pages.push(path);
    seen.clear(); // a field typed into again on a later visit is typed again
  });
  await page.exposeBinding('__effort', (_source, report: Report) => {
    if (report.kind === 'click') effort.clicks += 1;
    else if (!seen.has(report.key)) {
      seen.add(report.key);
      if (report.kind === 'type') effort.typedFields += 1;
      else effort.selects += 1;
    }
  });
  await page.addInitScript(
    ({ typed }) => {
      const send = (report: unknown) => (window as unknown as { __effort?: (r: unknown) => void }).__effort?.(report);
      document.addEventListener('click', (event) => event.isTrusted && send({ kind: 'click', key: '' }), true);
      document.addEventListener(
        'input',
        (event) => {
          const target = event.target as HTMLInputElement;
          if (!event.isTrusted || !target || !('name' in target)) return;
          if (target.tagName === 'INPUT' && typed.includes(target.type)) send({ kind: 'type', key: target.id || target.name });
        },
        true,
      );
      document.addEventListener(
        'change',
        (event) => {
          const target = event.target as HTMLElement;
          if (target?.tagName === 'SELECT') send({ kind: 'select', key: target.id });
        },
        true,
      );
    },
    { typed: [...TYPED] },
  );
  return effort;
}
