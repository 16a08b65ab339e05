/**
 * Accessibility check with axe-core, failing with a list a person can act on
 * (rule id, impact, what to fix, and the CSS selectors of the offending nodes)
 * instead of a dump of axe's result object.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface AxeCheckOptions {
  /** CSS selectors to leave out, e.g. a third-party widget the team does not own. */
  exclude?: string[];
  /** axe rule ids to switch off; say why next to the call. */
  disableRules?: string[];
}

/** WCAG 2.1 A and AA: the level the storefront is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const { violations } = await builder.analyze();
  expect(violations.length, `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n${formatViolations(violations)}\n`).toBe(0);
}
