import { reaction } from 'mobx';
import { resolveValue } from '../../engine/resolveValue.ts';
import type { ActionDefinition } from '../../model/actionDefinition.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { NotifyRequest, PlumbingApi, RedirectRequest } from '../../model/plumbing.ts';
import type { Ports } from '../../model/ports.ts';
import { normaliseOutcome, type NormalisedOutcome } from '../../services/errors/normaliseOutcome.ts';
import type { RetryPlan } from '../../services/retry/retryPlan.ts';
import type { CallResult, ServiceCaller } from '../../services/serviceCaller.ts';
import type { EffectRunner } from '../effects/EffectRunner.ts';
import { checkTarget } from '../urlSafety.ts';
import { plumbingActions } from '../actions/plumbing/plumbingActions.ts';
import { CartLockStore } from './CartLockStore.ts';
import { logBody, serviceLogEntry, type LogEntry } from './logBody.ts';
import { NotificationStore } from './NotificationStore.ts';
import { pickErrorRow } from './pickErrorRow.ts';
import { pickRedirectTarget } from './pickRedirectTarget.ts';
import { plumbingSettings, stringList } from './plumbingSettings.ts';
import { resolveEffect } from './resolveEffect.ts';
import { ServiceStateStore } from './ServiceStateStore.ts';
import { parseLastCachedTime, SessionStore, type KeepAliveOutcome } from './SessionStore.ts';

/** Adapter names the plumbing itself calls (registered in src/app/registries/plumbing.ts). */
export const plumbingAdapters = {
  log: 'jsNotifyAsDynamic',
  keepAlive: 'sessionKeepAlive',
  throttle: 'getNSAThrottleList',
} as const;

const plumbingActionsByName = new Map(plumbingActions.map((definition) => [definition.name, definition]));

/** The error table every call outcome goes through (flows/errors/service-errors.json). */
export const serviceErrorTableId = 'serviceErrors';

export interface PlumbingDeps {
  ports: Ports;
  flows(): FlowSet;
  /** The page's facts (FactsStore), which include this plumbing's own facts. */
  facts(): Facts;
  /** The raw caller: for the calls the plumbing makes itself (logging, keep-alive, throttle list). */
  caller: ServiceCaller;
  runner(): EffectRunner;
  /** Spec 7 headers for a call the plumbing makes. */
  headers(): Record<string, string>;
  /** pathname + search of the current page (the goto value). */
  currentPageUrl(): string;
  /** The current pathname, observable: a change is a route change (spec 4.6). */
  pathname(): string;
  dispatch(event: string, payload?: Record<string, unknown>): void;
  setUi(name: string, value: unknown): void;
}

/**
 * The shared plumbing of spec 4.1-4.6 around the service layer: every call
 * outcome is normalised and run through the error table, whose rows act
 * through this object's mechanisms (PlumbingApi). One store per concept;
 * this class only wires them and holds no state of its own.
 */
export class Plumbing implements PlumbingApi {
  readonly notifications: NotificationStore;
  readonly cartLock: CartLockStore;
  readonly serviceState: ServiceStateStore;
  readonly session: SessionStore;
  private readonly deps: PlumbingDeps;
  private stopWatchingRoute: (() => void) | null = null;

  constructor(deps: PlumbingDeps) {
    this.deps = deps;
    const settings = (): ReturnType<typeof plumbingSettings> => plumbingSettings(deps.flows());
    this.notifications = new NotificationStore(deps.ports.clock, () => settings().notificationAutoDismissMs);
    this.cartLock = new CartLockStore();
    this.serviceState = new ServiceStateStore();
    this.session = new SessionStore(deps.ports.clock, {
      times: () => settings().session,
      keepAlive: () => this.keepAlive(),
      ended: (reason) => this.sessionEnded(reason),
    });
  }

  /** Facts the plumbing adds (documented in schemas/facts.schema.json). */
  facts(): Pick<Facts, 'session' | 'cartLock' | 'notification' | 'serviceError' | 'serviceState' | 'throttle'> {
    const current = this.notifications.current;
    return {
      session: this.session.facts,
      cartLock: { locked: this.cartLock.locked, lockedChannelID: this.cartLock.lockedChannelID, source: this.cartLock.source },
      notification: {
        visible: current !== null,
        level: current?.level ?? '',
        message: current?.message ?? '',
        title: current?.title ?? '',
        proactiveVisible: this.notifications.proactive !== null,
      },
      serviceError: this.serviceState.lastError,
      serviceState: { stopped: this.serviceState.stopped, retryTriggered: this.serviceState.retryTriggered, recent: [] },
      throttle: { list: this.serviceState.throttleList },
    };
  }

  /** Retry plan for a call, from the flow files and the injected clock (spec 4.4). */
  retryPlan(): RetryPlan {
    const flows = this.deps.flows();
    const settings = plumbingSettings(flows);
    const clock = this.deps.ports.clock;
    return {
      count: settings.retryCount,
      baseDelayMs: settings.retryBaseDelayMs,
      urls: stringList(flows, 'retryUrls'),
      captchaUrls: stringList(flows, 'captchaUrls'),
      wait: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
    };
  }

  start(): void {
    this.session.start();
    this.stopWatchingRoute = reaction(() => this.deps.pathname(), () => this.routeChanged());
    // Spec 6: the throttle list is loaded once per visit, when its adapter is registered.
    if (this.deps.caller.adapterNames().includes(plumbingAdapters.throttle)) void this.callForApp(plumbingAdapters.throttle);
  }

  stop(): void {
    this.session.stop();
    this.stopWatchingRoute?.();
    this.stopWatchingRoute = null;
  }

  /** A new page: the banner hides unless kept, the page-load error is forgotten. */
  routeChanged(): void {
    this.notifications.routeChanged();
    this.serviceState.pageChanged();
  }

  /**
   * Everything that follows a call: session restart from last-cached-time,
   * the retry flag, the throttle list, then the error table. Resolves to
   * 'skipped' when the table stopped services (logout, goToUrl), so the
   * page's onDone/onError handlers do not run after the user is leaving.
   */
  afterCall(adapter: string, result: CallResult): 'done' | 'error' | 'skipped' {
    try {
      const cached = result.headers['last-cached-time'];
      if (cached) {
        const time = parseLastCachedTime(cached);
        if (!Number.isNaN(time)) this.session.restartFrom(time);
      }
      if ((result.attempts ?? 1) > 1) this.serviceState.markRetried();
      if (adapter === plumbingAdapters.throttle && result.ok) {
        const list = (result.answer as { throttleList?: unknown } | undefined)?.throttleList;
        if (Array.isArray(list)) this.serviceState.setThrottleList(list.map(String));
      }
      this.applyErrorTable(normaliseOutcome(adapter, result));
    } catch (error) {
      this.deps.ports.logger.error('[storeflow] handling a call outcome failed', error);
    }
    if (this.serviceState.stopped) return 'skipped';
    return result.ok ? 'done' : 'error';
  }

  /** Applies the error table to one normalised outcome: page-load error, log, effects. */
  applyErrorTable(error: NormalisedOutcome): void {
    const flows = this.deps.flows();
    const table = flows.errorTables[serviceErrorTableId];
    if (!table) return;
    const facts = { ...this.deps.facts(), error };
    const context = { facts, texts: flows.texts };
    const row = pickErrorRow(table, facts);
    const message = row.message === undefined ? '' : String(resolveValue(row.message, context) ?? '');
    if (error.kind !== 'none') {
      this.serviceState.recordError({
        present: true, adapter: error.adapter, serviceUrl: error.url, row: row.id, message, networkMessage: error.networkMessage,
        kind: error.kind, status: error.status, id: error.id, name: error.name,
      });
    }
    const level = row.logLevel ?? 'NONE';
    if (level !== 'NONE' && error.adapter !== plumbingAdapters.log) {
      const subEvent = row.logSubEvent === undefined ? '' : String(resolveValue(row.logSubEvent, context) ?? '');
      this.sendLog(serviceLogEntry(error, level, subEvent, this.deps.ports.location.current().href, row.id));
    }
    const effects = (row.effects ?? []).map((effect) => resolveEffect(effect, context));
    for (const effect of effects) {
      // Plumbing actions run at once, so a logout or a redirect has stopped services before the page's onDone/onError.
      const own = 'action' in effect ? plumbingActionsByName.get(effect.action) : undefined;
      if (own && 'action' in effect) this.runOwnAction(own, (effect.args ?? {}) as Record<string, unknown>);
      else this.deps.runner().run([effect]);
    }
  }

  private runOwnAction(definition: ActionDefinition, args: Record<string, unknown>): void {
    try {
      void Promise.resolve(
        definition.run(args, {
          ports: this.deps.ports,
          facts: this.deps.facts(),
          dispatch: (event, payload) => this.deps.dispatch(event, payload),
          setUi: (name, value) => this.deps.setUi(name, value),
          plumbing: this,
        }),
      ).catch((error: unknown) => this.deps.ports.logger.error(`[storeflow] action "${definition.name}" failed`, error));
    } catch (error) {
      this.deps.ports.logger.error(`[storeflow] action "${definition.name}" failed`, error);
    }
  }

  /** Posts a log entry to jsNotifyAsDynamic (signed-in or prospect path by the adapter); a failed log is only written to the console. */
  sendLog(entry: LogEntry): void {
    void this.deps.caller
      .call({ adapter: plumbingAdapters.log, facts: this.deps.facts(), headers: this.deps.headers(), body: logBody(entry) })
      .then((result) => {
        if (!result.ok) this.deps.ports.logger.error('[storeflow] could not log to jsNotifyAsDynamic', result.error.message);
      })
      // A caller is not supposed to reject; if one does, the log is lost but nothing is left unhandled.
      .catch((error: unknown) => this.deps.ports.logger.error('[storeflow] logging failed', error));
  }

  /** A call the shell makes for the whole app (not one page): same retries and error table, no page answer. */
  async callForApp(adapter: string): Promise<'done' | 'error' | 'skipped'> {
    if (this.serviceState.stopped) return 'skipped';
    try {
      const result = await this.deps.caller.call({
        adapter, facts: this.deps.facts(), headers: this.deps.headers(), retry: this.retryPlan(), captcha: this.deps.ports.captcha,
      });
      return this.afterCall(adapter, result);
    } catch (error) {
      this.deps.ports.logger.error(`[storeflow] ${adapter} failed`, error);
      return 'error';
    }
  }

  // ---- PlumbingApi: the mechanisms error-table rows and shell controls use ----

  notify(request: NotifyRequest): void {
    this.notifications.show(request);
  }

  hideNotification(proactive = false): void {
    this.notifications.hide(proactive);
  }

  stopServices(): void {
    this.serviceState.stop();
  }

  logout(reason: string): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    this.serviceState.stop();
    this.session.stop();
    for (const name of stringList(flows, 'logoutCookies')) ports.cookies.remove(name);
    for (const key of stringList(flows, 'logoutStorageKeys')) {
      ports.sessionStorage.removeItem(key);
      ports.localStorage.removeItem(key);
    }
    ports.logger.info(`[storeflow] logout: ${reason}`);
    ports.location.assign(plumbingSettings(flows).logoutUrl);
  }

  lockCart(channel: string, source: string): void {
    const settings = plumbingSettings(this.deps.flows());
    this.cartLock.lock(channel || settings.cartLockDefaultChannel, source || settings.cartLockSource);
    // Spec 4.2: locked for a redirecting channel -> the cart-locked page, and the lock is cleared.
    if (this.followRedirectTable('cartLock', { stopServices: true })) this.cartLock.clear();
  }

  reloadPage(withTimestamp: boolean): void {
    const { location, clock } = this.deps.ports;
    if (!withTimestamp) {
      location.reload();
      return;
    }
    const url = new URL(location.current().href);
    url.searchParams.set('ts', String(clock.now()));
    location.assign(url.href);
  }

  redirect(request: RedirectRequest): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    const allowed = request.allowHosts ? (flows.lists[request.allowHosts] ?? []).map(String) : [];
    const check = checkTarget(request.url, ports.location.current().origin, allowed);
    if (!check.ok) {
      ports.logger.error(`[storeflow] redirect refused: ${check.reason}`, { target: request.url });
      this.sendLog({
        level: 'ERROR', eventType: 'SERVICE_ERROR', subEventType: 'REDIRECT_REFUSED', pageUrl: ports.location.current().href,
        serviceUrl: '', method: '', errorMessage: check.reason, loggerMessage: `refused redirect to ${request.url}`,
      });
      return;
    }
    if (request.stopServices) this.serviceState.stop();
    if (request.withGoto) {
      let back = this.deps.currentPageUrl();
      if (request.stripMtnFlow) back = withoutParam(back, 'mtnFlow');
      check.url.searchParams.set('goto', back);
    }
    const go = (): void => ports.location.assign(check.url.href);
    const delayMs = request.delayMs ?? 0;
    if (delayMs > 0) ports.clock.setTimeout(go, delayMs);
    else go();
  }

  followRedirectTable(tableId: string, options: { delayMs?: number; stopServices?: boolean; clearCart?: boolean } = {}): boolean {
    const flows = this.deps.flows();
    const table = flows.redirectTables[tableId];
    if (!table) {
      this.deps.ports.logger.error(`[storeflow] no redirect table "${tableId}"`);
      return false;
    }
    const to = pickRedirectTarget(table, { facts: this.deps.facts(), texts: flows.texts });
    if (!to) return false;
    if (options.clearCart) for (const name of stringList(flows, 'cartStateCookies')) this.deps.ports.cookies.remove(name);
    this.redirect({ url: to, delayMs: options.delayMs, stopServices: options.stopServices });
    return true;
  }

  extendSession(): void {
    void this.session.extend();
  }

  private async keepAlive(): Promise<KeepAliveOutcome> {
    const result = await this.deps.caller
      .call({ adapter: plumbingAdapters.keepAlive, facts: this.deps.facts(), headers: this.deps.headers() })
      .catch((error: unknown) => ({ ok: false as const, error: { status: 0, kind: 'network', message: String(error) } }));
    if (result.ok) return { ok: true };
    // Contracts 6: keep-alive 500 means the session already expired.
    return { ok: false, error: result.error.status === 500 ? 'expired' : result.error.kind };
  }

  /** The sessionEnd decision table says what happens: logout, a redirect, or nothing (prospects stay). */
  private sessionEnded(reason: 'timeout' | 'extendFailed'): void {
    const decision = this.deps.facts().decisions.sessionEnd ?? {};
    const outcome = String(decision.outcome ?? 'stay');
    if (outcome === 'logout') this.logout(`session ${reason}`);
    else if (outcome === 'redirect' && typeof decision.to === 'string') this.redirect({ url: decision.to, stopServices: true });
  }
}

function withoutParam(pathAndQuery: string, name: string): string {
  const url = new URL(pathAndQuery, 'http://local.invalid');
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
