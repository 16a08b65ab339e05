/**
 * Accessibility check with axe-core, failing with a list a person can act on
 * (rule id, impact, what to fix, and the CSS selectors of the offending nodes)
 * instead of a dump of axe's result object.
 *
 * axe-core runs in the page directly rather than through @axe-core/playwright's
 * AxeBuilder, for CI time (README "Tests"): AxeBuilder evaluates the 1.5 MB
 * unminified axe source twice per check and opens a blank page for each result
 * (its runPartial/finishRun mode), 1.3 to 2.3 s a check on this project's 2-core
 * machine against 0.1 to 0.5 s here. This injects the minified build once per
 * document (an in-app page change keeps it) and asks for violations only. The
 * rules and tags are the same; a cross-origin frame would not be checked, and
 * the storefront and the studio have none (the partner banks open in a popup).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /** CSS selectors to leave out, e.g. a third-party widget the team does not own. */
  exclude?: string[];
  /** axe rule ids to switch off; say why next to the call. */
  disableRules?: string[];
}

/** WCAG 2.1 A and AA: the level the storefront is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const require = createRequire(import.meta.url);
/** The axe-core this check puts in a page; the page keeps it under this mark, so nothing else named `axe` is taken for it. */
const axeVersion = (require('axe-core/package.json') as { version: string }).version;
const mark = '__storeflowAxe';

let axeSource: string | undefined;
/** The minified axe-core build, read once per worker. */
function minifiedAxe(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Puts our axe in a frame that has none yet; only same-origin frames answer axe's messages (as AxeBuilder's legacy mode). */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(({ name, version }) => (window as unknown as Record<string, unknown>)[name] === version, {
    name: mark,
    version: axeVersion,
  });
  if (present) return;
  await frame.evaluate(`${minifiedAxe()};axe.configure({ allowedOrigins: ['<same_origin>'] });window[${JSON.stringify(mark)}] = axe.version;`);
}

/**
 * axe's target is a list of selectors, one per frame level (outermost first);
 * an inner list is a path through shadow roots.
 */
function selectorText(target: AxeResults['violations'][number]['nodes'][number]['target']): string {
  return target.map((s) => (Array.isArray(s) ? s.join(' >>> ') : s)).join(' | in frame | ');
}

/** One line per violation, then one indented line per offending node. */
export function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${selectorText(n.target)}`);
      return [`  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
}

/** Runs axe on the page as it is now and fails the test when any violation is found. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  // Child frames first, so the top frame's run can ask them; only a frame that went away meanwhile is passed over.
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    await injectAxe(frame).catch((error: unknown) => {
      if (!frame.isDetached()) throw error;
    });
  }
  await injectAxe(page.mainFrame());
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  const exclude = options.exclude ?? [];
  const violations = await page.evaluate(
    async ({ exclude, runOptions, mark }) => {
      // axe passes over a frame that does not answer (no axe in it: one added or reloaded after the injection) and says
      // nothing; a same-origin frame without our axe fails the check here instead.
      const unchecked = (doc: Document): string[] =>
        [...doc.querySelectorAll('iframe, frame')].flatMap((element) => {
          const frame = element as HTMLIFrameElement;
          const inner = frame.contentDocument;
          if (!inner) return []; // another origin: not checked, as the header says
          const ready = (frame.contentWindow as unknown as Record<string, unknown> | null)?.[mark] !== undefined;
          return [...(ready ? [] : [frame.title || frame.src || 'an untitled frame']), ...unchecked(inner)];
        });
      const missing = unchecked(document);
      if (missing.length > 0)
        throw new Error(`axe is not in ${missing.join(', ')} (a frame added or reloaded during the check): check again once it is loaded`);
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      const { violations } = await axe.run(exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document, runOptions);
      return violations;
    },
    { exclude, runOptions, mark },
  );
  expect(violations.length, `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${formatViolations(violations)}\n`).toBe(0);
}
