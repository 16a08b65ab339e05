import { afterCall } from '../../../src/engine/afterCall.ts';
import { chooseRedirect } from '../../../src/engine/redirectTable.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Effect, ErrorTable } from '../../../src/model/flowTypes.ts';
import { normaliseOutcome } from '../../../src/services/errors/normaliseOutcome.ts';
import { pathListed, retryableStatus } from '../../../src/services/retry/retryPlan.ts';
import { defaultSubEvent } from '../../../src/runtime/plumbing/logging/logBody.ts';
import { plumbingAdapters } from '../../../src/runtime/plumbing/plumbingAdapters.ts';
import { withoutParam } from '../../../src/runtime/redirect/withoutParam.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { caseSetup, serviceKey } from './caseSetup.ts';
import { pagesCallingOnEntry, entryCalls } from './entryPages.ts';
import { errorAnswer } from './errorAnswer.ts';
import type { CaseExpectation, CaseOutcome, CaseSetup, FlowCase } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { allPages } from './decisionCases.ts';
import { callsAdapter, triggerFor } from './trigger.ts';
import { stayOnPage } from './stayOnPage.ts';

type Record_ = Record<string, unknown>;

/** The adapter whose path an example's error.url names (`/cartservice/cart/add-device`). */
function adapterOfUrl(url: string, manifest: RegistryManifest): string | undefined {
  return Object.entries(manifest.adapters).find(([, definition]) =>
    Object.values(definition.paths).some((path) => path !== undefined && url.endsWith(path)),
  )?.[0];
}

/** Where the row's effects send the shopper, and what else a shopper sees (notification texts, a reload). */
function effectsSeen(
  effects: readonly Effect[],
  facts: Record_,
  flows: FlowSet,
  setup: CaseSetup,
): Pick<CaseExpectation, 'url' | 'texts' | 'reloaded'> | string {
  const seen: Pick<CaseExpectation, 'url' | 'texts' | 'reloaded'> = { texts: [] };
  const tableTarget = (id: string, extra: Record_ = {}): string => {
    const table = flows.redirectTables[id];
    return table ? chooseRedirect(table, { facts: { ...facts, ...extra } as never, texts: flows.texts }).to : '';
  };
  for (const effect of effects) {
    if ('redirect' in effect) {
      // afterCall resolved the effect's values (target, stripMtnFlow) over the page's facts and error.*.
      const target = String(effect.redirect ?? '');
      if (!target.startsWith('/') || target.startsWith('//')) return `it leaves for ${target}, off this site`;
      const back = effect.withGoto === true ? (effect.stripMtnFlow === true ? withoutParam(setup.path, 'mtnFlow') : setup.path) : undefined;
      seen.url = back === undefined ? target : `${target}${target.includes('?') ? '&' : '?'}${new URLSearchParams({ goto: back }).toString()}`;
      continue;
    }
    if (!('action' in effect)) continue;
    const args = (effect.args ?? {}) as Record_;
    if (effect.action === 'followRedirectTable') {
      const to = tableTarget(String(args.table ?? ''));
      if (to) seen.url = to;
    } else if (effect.action === 'lockCart') {
      // The lockCart action (src/runtime/plumbing/cartLock/cartLocker.ts): the lock with its channel (else the default), then the cartLock table.
      const channel = String(args.channel ?? '') || String(flows.settings.cartLockDefaultChannel ?? '');
      const to = tableTarget('cartLock', { cartLock: { locked: true, lockedChannelID: channel, source: String(args.source ?? '') } });
      if (to) seen.url = to;
    } else if (effect.action === 'logout') {
      seen.url = String(flows.settings.logoutUrl ?? '');
    } else if (effect.action === 'reloadPage') {
      seen.reloaded = true;
    } else if (effect.action === 'notify') {
      const message = args.message;
      if (typeof message === 'string' && message.trim() !== '' && !message.includes('<')) seen.texts.push(message);
    }
  }
  return seen;
}

/**
 * One case per example of every row (default included) of an error table:
 * the example's fault answered by the mock on the cheapest page that makes
 * the call on entry (the call the example names, else any), checked with the
 * runtime's own normalising and first match (src/engine/afterCall.ts); the
 * expectation is where the row's effects send the shopper, the texts they
 * show, and the log line (level and sub-event) the row writes.
 */
export function errorCases(table: ErrorTable, file: string, flows: FlowSet, manifest: RegistryManifest): CaseOutcome[] {
  const out: CaseOutcome[] = [];
  const rows = [...table.rows.map((row, index) => ({ row, at: `rows[${index}]` })), { row: table.default, at: 'default' }];
  for (const { row, at } of rows) {
    const examples = row.examples ?? [];
    if (examples.length === 0)
      out.push({ ok: false, unexpressed: { title: `error ${table.id} ${row.id}`, reason: 'the row has no example to set up (add one to the flow)' } });
    examples.forEach((example, index) => {
      const title = `error ${table.id} ${row.id} #${index + 1}${example.name ? ` (${example.name})` : ''}`;
      const source = `${file} ${at}.examples[${index}]`;
      const unexpressed = (reason: string): void => void out.push({ ok: false, unexpressed: { title, reason } });
      const { error: rawError, ...given } = example.facts as Record_;
      const error = (rawError ?? {}) as Record_;
      const named =
        typeof error.adapter === 'string' && error.adapter
          ? error.adapter
          : typeof error.url === 'string' && error.url
            ? adapterOfUrl(error.url, manifest)
            : undefined;
      if (typeof error.url === 'string' && error.url && !named) return unexpressed(`no adapter calls ${error.url}`);
      if (named === plumbingAdapters.log) return unexpressed('a failed log call is not logged again and shows nothing');
      const wantedPage = (given.url as { pageName?: string } | undefined)?.pageName;
      // Pages that make the call on entry first; else pages where a click makes it.
      const byClick = named ? allPages(flows).filter((entry) => callsAdapter(entry.page.on, named)) : [];
      const pages = [...pagesCallingOnEntry(flows, named), ...byClick].filter(
        (entry) => wantedPage === undefined || entry.page.route === wantedPage || entry.page.route.endsWith(`/${wantedPage}`),
      );
      if (pages.length === 0) return unexpressed(`no page ${wantedPage ?? ''} makes ${named ?? 'a call'}`.replace('  ', ' '));
      let lastReason = '';
      for (const entry of pages) {
        const adapter = named ?? entryCalls(entry)[0] ?? '';
        const attempt = errorCase(table, entry.page, adapter, error, given, row.id, flows, manifest);
        if (typeof attempt !== 'string') {
          out.push({ ok: true, flowCase: { title, source, ...attempt } });
          return;
        }
        if (attempt.startsWith('!')) return unexpressed(attempt.slice(1));
        lastReason = attempt;
      }
      unexpressed(lastReason);
    });
  }
  return out;
}

export function errorCase(
  table: ErrorTable,
  page: FlowSet['journeys'][string]['pages'][string],
  adapter: string,
  error: Record_,
  given: Record_,
  rowId: string,
  flows: FlowSet,
  manifest: RegistryManifest,
): Omit<FlowCase, 'title' | 'source'> | string {
  const first = caseSetup(given, page.route, flows, manifest);
  if (first.reasons.length > 0) return `!${first.reasons.join('; ')}`;
  const facts = stayOnPage(page, given, flows, (candidate) => caseSetup(candidate, page.route, flows, manifest).setup);
  if (typeof facts === 'string') return facts;
  const { setup } = caseSetup(facts, page.route, flows, manifest);
  const key = serviceKey(adapter, setup, flows, manifest);
  if (!key) return `!no adapter ${adapter}`;
  const [method = 'POST', path = ''] = key.split(' ');
  const fault = errorAnswer(error, method, path);
  if (typeof fault === 'string') return `!${fault}`;
  // Spec 4.4: a retried call comes back with the retry flag; the last answer repeats, so the retry meets the same fault.
  const outcome = normaliseOutcome(adapter, fault.result);
  const retries = Number(flows.settings.retryCount ?? 0);
  const listed = (flows.lists.retryUrls ?? []).map(String);
  if (retryableStatus(outcome.kind, outcome.status) && pathListed(path, listed)) Object.assign(outcome, { retried: retries > 0, attempts: 1 + retries });
  const before = pageFacts(flows, setup, facts);
  // The runtime applies the error table to this call's outcome over the page's facts (src/runtime/calls/ErrorTable.ts).
  const applied = afterCall(table, outcome, before, flows.texts);
  if (applied.row !== rowId) return `on ${setup.path} a ${adapter} answer of ${JSON.stringify(fault.answer)} gives row ${applied.row}`;
  const seen = effectsSeen(applied.effects, { ...before, error: outcome }, flows, setup);
  if (typeof seen === 'string') return `!${seen}`;
  const expectation: CaseExpectation = { visibleTestIds: [], absentTestIds: [], ...seen };
  // A row that leaves at once (logout, a reload, a redirect without delay) can unload the page before its log call starts: the log is checked only when the shopper stays or leaves after a delay.
  const leavesAtOnce =
    (expectation.url !== undefined || expectation.reloaded === true) &&
    !applied.effects.some(
      (effect) => Number(('redirect' in effect ? effect.delayMs : 'action' in effect ? (effect.args as Record_ | undefined)?.delayMs : 0) ?? 0) > 0,
    );
  if (applied.log && adapter !== plumbingAdapters.log && !leavesAtOnce) {
    const logKey = serviceKey(plumbingAdapters.log, setup, flows, manifest);
    if (logKey) expectation.log = { call: logKey, messageType: applied.log.level, subEventType: applied.log.subEvent || defaultSubEvent(outcome) };
  }
  if (expectation.url === undefined && !expectation.reloaded && expectation.texts.length === 0 && !expectation.log) {
    return '!nothing a shopper or the log sees: the row has no effect, no log line, and the page shows nothing of it';
  }
  // The page load makes an entry call (the throttle list: every page); another call is made by clicking the control that raises it.
  const onEntry = adapter === plumbingAdapters.throttle || callsAdapter(page.onEnter, adapter);
  const trigger = onEntry ? { steps: [{ kind: 'load' as const }] } : triggerFor(page, { var: `answers.${adapter}` }, before, before, flows, false);
  if (typeof trigger === 'string') return trigger;
  return { setup: { ...setup, overrides: { ...setup.overrides, [key]: fault.answer } }, steps: trigger.steps, expect: expectation };
}
