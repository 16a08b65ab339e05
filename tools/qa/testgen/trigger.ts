import { firstMatch } from '../../../src/engine/firstMatch.ts';
import { resolveValue } from '../../../src/engine/resolveValue.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Effect, Page } from '../../../src/model/flowTypes.ts';
import type { ResolvedNode } from '../../../src/engine/renderPage.ts';
import type { CaseStep } from './flowCase.ts';
import { renderedPage } from './expectations.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { adaptersCalled, adaptersRead as adaptersReadIn, callFollowUps } from '../../../src/engine/references/queries.ts';

/** Adapters whose answer or call state a rule reads (`answers.X...`, `calls.X...`). */
export function adaptersRead(rule: unknown): string[] {
  return adaptersReadIn(referencesIn(rule));
}

/** Whether these effects (or handlers, or a page's onEnter and on together) call the adapter anywhere. */
export function callsAdapter(effects: unknown, adapter: string): boolean {
  return adaptersCalled(referencesIn(effects)).includes(adapter);
}

export const roleOf: Record<string, 'button' | 'link'> = { ActionButton: 'button', LinkButton: 'link', TextLink: 'link' };

export function findControl(nodes: readonly ResolvedNode[], event: string): ResolvedNode | undefined {
  for (const node of nodes) {
    const raises = referencesIn(node.props).some((ref) => ref.kind === 'event' && ref.use === 'raises' && ref.name === event);
    if (raises && roleOf[node.component]) return node;
    const inner = findControl(node.children, event);
    if (inner) return inner;
  }
  return undefined;
}

export interface Trigger {
  steps: CaseStep[];
  /** What the event's handlers did after the call answered: ui facts set and the address left to. */
  after: { ui: Record<string, unknown>; redirect?: string };
}

/**
 * How a shopper makes the page decide: the page load when its onEnter makes
 * every call the table reads, else a click on the control that raises the
 * event whose handler makes it (found in the rendered page, by its label). The
 * handler's follow-up event (`onDone` / `onError`) is then played on the
 * engine's first-match rule, so `set` and `redirect` effects give the
 * expectation. Returns a reason string when no shopper step can do it.
 */
export function triggerFor(page: Page, rule: unknown, before: object, after: object, flows: FlowSet, failed: boolean): Trigger | string {
  const adapters = adaptersRead(rule);
  const notOnEnter = adapters.filter((adapter) => !callsAdapter(page.onEnter, adapter));
  if (notOnEnter.length === 0) return { steps: [{ kind: 'load' }], after: { ui: {} } };
  if (notOnEnter.length > 1) return `it reads the answers of ${notOnEnter.join(' and ')}, which this page does not make together`;
  const adapter = notOnEnter[0] ?? '';
  const event = Object.entries(page.on ?? {}).find(([, handlers]) => callsAdapter(handlers, adapter))?.[0];
  if (!event) return `page ${page.route} does not call ${adapter}`;
  // The click only makes the call when the handler that wins for this shopper makes it (the Maine modal, say, comes first).
  if (!callsAdapter(firstMatch(page.on?.[event] ?? [], before).row?.effects, adapter))
    return `no button or link on ${page.route} raises ${event} with a handler that calls ${adapter} here`;
  const control = findControl(renderedPage(page, before, flows), event);
  const label = control?.props.label;
  if (!control || typeof label !== 'string') return `no button or link on ${page.route} raises ${event} before the call`;
  const steps: CaseStep[] = [{ kind: 'load' }, { kind: 'click', role: roleOf[control.component] ?? 'button', name: label }];
  const { onDone: next = '', onError: nextOnError = '' } = callFollowUps(referencesIn(page.on?.[event] ?? []), adapter);
  const followUp = page.on?.[failed ? nextOnError : next] ?? [];
  const handler = firstMatch(followUp, after).row;
  const ui: Record<string, unknown> = {};
  let redirect: string | undefined;
  for (const effect of (handler?.effects ?? []) as Effect[]) {
    const context = { facts: after as never, texts: flows.texts };
    if ('set' in effect) ui[effect.set] = resolveValue(effect.to, context);
    if ('redirect' in effect) redirect = String(resolveValue(effect.redirect, context));
  }
  return { steps, after: redirect === undefined ? { ui } : { ui, redirect } };
}
