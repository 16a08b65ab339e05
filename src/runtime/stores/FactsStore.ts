import { computed, makeObservable, action, observableRef } from 'mobx';
import { decide, decisionFact, type Decision } from '../../engine/decide.ts';
import { deriveFacts } from '../../engine/deriveFacts.ts';
import { nestDottedKeys } from '../../engine/path.ts';
import type { ResolveContext } from '../../engine/resolveValue.ts';
import { chooseRedirect, type RedirectFact } from '../../engine/redirectTable.ts';
import { switchStates } from '../../engine/switchStates.ts';
import { factsReadByTable } from '../../engine/factsReadBy.ts';
import type { Facts } from '../../model/facts.ts';
import type { DecisionTable, RedirectTable } from '../../model/flowTypes.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Ports } from '../../model/ports.ts';
import { cartFacts } from '../facts/cartFacts.ts';
import { clockFacts } from '../facts/clockFacts.ts';
import { derivedFacts } from '../facts/derivedFacts.ts';
import { deviceFacts } from '../facts/deviceFacts.ts';
import { nativeFacts, shellFacts } from '../facts/nativeFacts.ts';
import { urlFacts } from '../facts/urlFacts.ts';
import { userFacts } from '../facts/userFacts.ts';
import type { ClockStore } from './ClockStore.ts';
import type { LocationStore } from './LocationStore.ts';
import type { CallFacts } from '../calls/CallFacts.ts';
import { factValues, sameFacts } from './factValues.ts';
import type { UiStore } from './UiStore.ts';

/** The fact each decision became (kept with the decision, so an unchanged decision is an unchanged fact). */
const decisionFacts = new WeakMap<Decision, Record<string, unknown>>();

interface FactSources {
  flows: () => FlowSet;
  ports: Ports;
  location: LocationStore;
  services: CallFacts;
  ui: UiStore;
  clock: ClockStore;
  /** Shared plumbing facts (session, cartLock, notification, serviceError, serviceState, throttle); see src/runtime/plumbing. */
  plumbing?: () => Partial<Facts>;
}

/**
 * Assembles the facts predicates read, as MobX computeds: a page re-renders
 * only when a fact it depends on changes. Decision tables are evaluated here.
 */
export class FactsStore {
  /** Cookies are not observable in the browser; re-read on navigation and after effects that change them. */
  cookies: Record<string, string>;
  private readonly sources: FactSources;
  /** What each decision and redirect table gave last time, and the facts it read (not observable: only `keep` uses it). */
  private readonly kept = new WeakMap<DecisionTable | RedirectTable, { texts: Record<string, string>; values: unknown[] | null; value: unknown }>();

  constructor(sources: FactSources) {
    this.sources = sources;
    this.cookies = sources.ports.cookies.all();
    makeObservable<FactsStore>(this, {
      cookies: observableRef,
      refreshCookies: action,
      base: computed,
      settled: computed,
      textFacts: computed,
      decisions: computed,
      redirects: computed,
      facts: computed,
    });
  }

  refreshCookies(): void {
    this.cookies = this.sources.ports.cookies.all();
  }

  /**
   * Every fact except decisions. A click's task changes `calls` once per call leaving and `ui` once per entry action
   * that sets it, and each change made the next reader assemble every fact again (docs/performance.md "Click task
   * (session 27)"): the rest, read from cookies, the address, storage and the derived-fact tables, is kept in
   * `settled` while those two change.
   */
  get base(): Facts {
    const { services, ui } = this.sources;
    return { ...this.settled, ui: ui.asObject(), calls: Object.fromEntries(services.calls) };
  }

  /**
   * Every fact but decisions, `ui` and `calls`, with the derived facts: no derived-fact table reads `ui` or `calls`
   * (tests/runtime/settledFacts.test.ts checks the flows), and switches read the one ui value they need.
   */
  get settled(): Facts {
    const { ports, location, services, ui, clock } = this.sources;
    const flows = this.sources.flows();
    const snapshot = location.snapshot;
    const url = urlFacts(snapshot);
    const productionHosts = (flows.settings.productionHosts as string[] | undefined) ?? [];
    const user = userFacts(this.cookies, snapshot.pathname, ports.sessionStorage.getItem('lob') ?? '', ports.sessionStorage.getItem('locationCode') ?? '');
    const throttle = services.answers.get('getNSAThrottleList') as { throttleList?: unknown } | undefined;
    const cookieSwitches = (this.cookies.cdlThrottleList ?? '').split(/[,|]/).filter(Boolean);
    const serviceSwitches = Array.isArray(throttle?.throttleList) ? throttle.throttleList.map(String) : [];
    const plumbing = this.sources.plumbing?.() ?? {};
    // Issue 10 item 3: the chat check's throttle list (ui.chatThrottleList, set by checkLiveChat) turns switches on too.
    const chatSwitches = ui.values.get('chatThrottleList');
    const named = [...cookieSwitches, ...serviceSwitches, ...(plumbing.throttle?.list ?? []), ...(Array.isArray(chatSwitches) ? chatSwitches.map(String) : [])];
    const raw: Facts = {
      url,
      user,
      device: deviceFacts(ports.document.userAgent(), ports.document.viewportWidth()),
      env: { production: productionHosts.includes(snapshot.host), host: snapshot.host },
      clock: clockFacts(clock.now),
      cart: cartFacts(this.cookies),
      ui: {},
      answers: Object.fromEntries(services.answers),
      calls: {},
      decisions: {},
      lists: flows.lists,
      switches: switchStates(flows.switches, named, flows.lists.throttleSwitchPrefixes ?? []),
      settings: flows.settings,
      texts: this.textFacts,
      // Spec 2.9, 3: native-app props and session shell state (issue 10).
      native: nativeFacts(ports.document.userAgent(), ports.sessionStorage, ports.document.viewportWidth()),
      shell: shellFacts(ports.sessionStorage),
      ...plumbing,
    };
    // Device class, channel id and employee are flow rules (flows/decisions), applied before the other tables read them.
    return deriveFacts(raw, flows, derivedFacts);
  }

  /** Every decision table, evaluated with its trace (the debug panel shows why). */
  /** texts.* as a nested object: rebuilt only when the texts change, not with every other fact. */
  get textFacts(): Record<string, unknown> {
    return nestDottedKeys(this.sources.flows().texts);
  }

  get decisions(): Record<string, Decision> {
    const flows = this.sources.flows();
    const base = this.base;
    const out: Record<string, Decision> = {};
    for (const table of Object.values(flows.decisions)) out[table.id] = this.keep(table, { facts: base, texts: flows.texts }, decide);
    return out;
  }

  /**
   * Issue 20 item 3: a table whose facts are as last time keeps last time's decision or target (not evaluated again).
   * docs/performance.md "Focus, pushState and repeats in the click's task (session 28)": the redirect targets too.
   */
  private keep<Table extends DecisionTable | RedirectTable, T>(
    table: Table,
    context: ResolveContext,
    evaluate: (table: Table, context: ResolveContext) => T,
  ): T {
    const reads = factsReadByTable(table);
    const kept = this.kept.get(table);
    if (kept?.texts === context.texts && sameFacts(reads, context.facts, kept.values)) return kept.value as T;
    const value = evaluate(table, context);
    this.kept.set(table, { texts: context.texts, values: factValues(reads, context.facts), value });
    return value;
  }

  /** Decisions as facts (decisions.<table>): an unchanged decision is the same fact object. */
  private get decisionFacts(): Facts['decisions'] {
    return Object.fromEntries(
      Object.entries(this.decisions).map(([id, decision]) => {
        const fact = decisionFacts.get(decision) ?? decisionFact(decision);
        decisionFacts.set(decision, fact);
        return [id, fact];
      }),
    );
  }

  /** Every redirect table's current target (facts redirects.<table>); rows may read decisions. */
  get redirects(): Record<string, RedirectFact> {
    const flows = this.sources.flows();
    const facts = { ...this.base, decisions: this.decisionFacts };
    const out: Record<string, RedirectFact> = {};
    for (const table of Object.values(flows.redirectTables)) out[table.id] = this.keep(table, { facts, texts: flows.texts }, chooseRedirect);
    return out;
  }

  get facts(): Facts {
    return { ...this.base, decisions: this.decisionFacts, redirects: this.redirects };
  }
}
