import { reaction } from 'mobx';
import { afterCall } from '../../engine/afterCall.ts';
import { chooseRedirect } from '../../engine/redirectTable.ts';
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

/** Spec 7: the session-logout address, used when settings.logoutUrl is not a same-site address. */
const defaultLogoutPath = '/fraudservice/session/logout';
import { plumbingActions } from '../actions/plumbing/plumbingActions.ts';
import { CartLockStore } from './CartLockStore.ts';
import { CrashStore } from './CrashStore.ts';
import { ErrorAssistStore, readAgentsAvailable, readVideoAssistEnabled } from './ErrorAssistStore.ts';
import { logBody, serviceLogEntry, type LogEntry } from './logBody.ts';
import { NotificationStore } from './NotificationStore.ts';
import { plumbingSettings, stringList } from './plumbingSettings.ts';
import { claimChunkReload, classifyScriptError, scriptErrorSubEvents, type ScriptErrorClass, type ScriptErrorReport } from './scriptErrors.ts';
import { ServiceStateStore } from './ServiceStateStore.ts';
import { parseLastCachedTime, SessionStore, type KeepAliveOutcome } from './SessionStore.ts';
import { clearOpener } from '../clearOpener.ts';
import { followTarget } from '../followTarget.ts';

/** Adapter names the plumbing itself calls (registered in src/app/registries/plumbing.ts). */
export const plumbingAdapters = {
  log: 'jsNotifyAsDynamic',
  keepAlive: 'sessionKeepAlive',
  throttle: 'getNSAThrottleList',
  videoAssistCheck: 'videoAssistCheck',
  videoChatAvailability: 'videoChatAvailability',
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
  /** The last service answers, newest first (ServiceStore.recent; spec 9 keeps 5). */
  recent?(): readonly { adapter: string; ok: boolean; status: number; at: number; answer?: unknown }[];
  /** Refreshes the clock facts (they do not tick by themselves), before a time rule is read. */
  tickClock?(): void;
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
  readonly errorAssist: ErrorAssistStore;
  readonly crash: CrashStore;
  private readonly deps: PlumbingDeps;
  private stopWatchingRoute: (() => void) | null = null;

  constructor(deps: PlumbingDeps) {
    this.deps = deps;
    const settings = (): ReturnType<typeof plumbingSettings> => plumbingSettings(deps.flows());
    this.notifications = new NotificationStore(deps.ports.clock, () => settings().notificationAutoDismissMs);
    this.cartLock = new CartLockStore();
    this.serviceState = new ServiceStateStore();
    this.crash = new CrashStore();
    this.errorAssist = new ErrorAssistStore(deps.ports.clock, () => settings().errorAssistRetryMs);
    this.session = new SessionStore(deps.ports.clock, {
      times: () => settings().session,
      keepAlive: () => this.keepAlive(),
      ended: (reason) => this.sessionEnded(reason),
    });
  }

  /** Facts the plumbing adds (documented in schemas/facts.schema.json). */
  facts(): Pick<Facts, 'session' | 'cartLock' | 'notification' | 'serviceError' | 'serviceState' | 'throttle' | 'errorAssist'> {
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
      serviceState: {
        stopped: this.serviceState.stopped,
        retryTriggered: this.serviceState.retryTriggered,
        recent: (this.deps.recent?.() ?? []).map(({ adapter, ok, status, at, answer }) => ({ adapter, ok, status, at, answer })),
      },
      throttle: { list: this.serviceState.throttleList },
      errorAssist: this.errorAssist.facts,
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
    this.crash.routeChanged();
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

  /** Applies the error table to one normalised outcome: page-load error, log, effects (the choice is the pure engine afterCall). */
  applyErrorTable(error: NormalisedOutcome): void {
    const flows = this.deps.flows();
    const table = flows.errorTables[serviceErrorTableId];
    if (!table) return;
    const applied = afterCall(table, error, this.deps.facts(), flows.texts);
    if (applied.record) {
      this.serviceState.recordError({
        present: true, adapter: error.adapter, serviceUrl: error.url, row: applied.row, message: applied.message, networkMessage: error.networkMessage,
        kind: error.kind, status: error.status, id: error.id, name: error.name,
      });
    }
    if (applied.log && error.adapter !== plumbingAdapters.log) {
      this.sendLog(serviceLogEntry(error, applied.log.level, applied.log.subEvent, this.deps.ports.location.current().href, applied.row));
    }
    for (const effect of applied.effects) {
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
    return (await this.callForAppWithResult(adapter)).outcome;
  }

  /** callForApp, also handing back the result (the error-assistance checks read their answers). Never rejects. */
  private async callForAppWithResult(adapter: string): Promise<{ outcome: 'done' | 'error' | 'skipped'; result: CallResult | null }> {
    if (this.serviceState.stopped) return { outcome: 'skipped', result: null };
    try {
      const result = await this.deps.caller.call({
        adapter, facts: this.deps.facts(), headers: this.deps.headers(), retry: this.retryPlan(), captcha: this.deps.ports.captcha,
      });
      return { outcome: this.afterCall(adapter, result), result };
    } catch (error) {
      this.deps.ports.logger.error(`[storeflow] ${adapter} failed`, error);
      return { outcome: 'error', result: null };
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
    // Parsed like every other target: a mistyped or foreign setting falls back to the session-logout address.
    const logoutUrl = plumbingSettings(flows).logoutUrl;
    const check = checkTarget(logoutUrl, ports.location.current().origin, []);
    if (!check.ok) ports.logger.error(`[storeflow] logout URL refused: ${check.reason}`);
    ports.location.assign(check.ok ? logoutUrl : defaultLogoutPath);
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
    url.searchParams.set(timestampParam, String(clock.now()));
    location.assign(url.href);
  }

  redirect(request: RedirectRequest): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    const allowed = request.allowHosts ? (flows.lists[request.allowHosts] ?? []).map(String) : [];
    const back = request.withGoto ? this.deps.currentPageUrl() : undefined;
    const check = followTarget(ports, {
      target: request.url,
      allowedHosts: allowed,
      ...(back !== undefined ? { goto: request.stripMtnFlow ? withoutParam(back, 'mtnFlow') : back } : {}),
      delayMs: request.delayMs ?? 0,
      // A refused target leaves services running.
      onAccepted: () => {
        if (request.stopServices) this.serviceState.stop();
      },
    });
    if (!check.ok) {
      ports.logger.error(`[storeflow] redirect refused: ${check.reason}`, { target: request.url });
      this.sendLog({
        level: 'ERROR', eventType: 'SERVICE_ERROR', subEventType: 'REDIRECT_REFUSED', pageUrl: ports.location.current().href,
        serviceUrl: '', method: '', errorMessage: check.reason, loggerMessage: `refused redirect to ${request.url}`,
      });
    }
  }

  followRedirectTable(tableId: string, options: { delayMs?: number; stopServices?: boolean; clearCart?: boolean } = {}): boolean {
    const flows = this.deps.flows();
    const table = flows.redirectTables[tableId];
    if (!table) {
      this.deps.ports.logger.error(`[storeflow] no redirect table "${tableId}"`);
      return false;
    }
    const { to } = chooseRedirect(table, { facts: this.deps.facts(), texts: flows.texts });
    if (!to) return false;
    if (options.clearCart) for (const name of stringList(flows, 'cartStateCookies')) this.deps.ports.cookies.remove(name);
    this.redirect({ url: to, delayMs: options.delayMs, stopServices: options.stopServices });
    return true;
  }

  extendSession(): void {
    void this.session.extend();
  }

  // ---- Crash handling (spec 8): script errors, render crashes, chunk-load failures ----

  /** Classes a script error (vendor, script-load, global, component) with lists.chunkLoadErrorPatterns. */
  classify(report: ScriptErrorReport): ScriptErrorClass {
    return classifyScriptError(report, this.deps.ports.location.current().origin, stringList(this.deps.flows(), 'chunkLoadErrorPatterns'));
  }

  /**
   * Any script error the app saw (global listener, render crash): classed and
   * logged to jsNotifyAsDynamic (eventType SCRIPT_ERROR, the class as
   * sub-event); a failed chunk goes on to chunkLoadFailed. Never throws.
   */
  reportScriptError(report: ScriptErrorReport): ScriptErrorClass {
    const kind = this.classify(report);
    try {
      if (kind === 'script-load' && !report.resource) this.chunkLoadFailed(report.filename || 'chunk', report.message);
      else this.logScriptError(kind, report);
    } catch (error) {
      this.deps.ports.logger.error('[storeflow] reporting a script error failed', error);
    }
    return kind;
  }

  /** A render crash caught by the page's ErrorBoundary (the page shows 'Something went wrong.'). */
  renderCrashed(error: unknown, componentStack: string): ScriptErrorClass {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return this.reportScriptError({ message, stack: `${error instanceof Error ? (error.stack ?? '') : ''}\n${componentStack}`, fromBoundary: true });
  }

  /**
   * Spec 8: code that could not be loaded (a journey chunk, a lazy component,
   * the answer validators, axios). With decisions.chunkLoadFailure.outcome
   * "reload" (switch FF_CHUNK_RELOAD) the page is reloaded with a timestamp
   * parameter, at most once per address per session (sessionStorage guard);
   * otherwise, or the second time, the page shows 'Something went wrong.'.
   */
  chunkLoadFailed(what: string, error: unknown): void {
    const { ports } = this.deps;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // Without the http client the log call would fail the same way (and report again): the console only.
    if (what === 'http client') ports.logger.error(`[storeflow] ${what} could not be loaded`, message);
    else this.logScriptError('script-load', { message: `${what}: ${message}` });
    const outcome = String(this.deps.facts().decisions.chunkLoadFailure?.outcome ?? 'message');
    if (outcome === 'reload' && claimChunkReload(ports.sessionStorage, ports.location.current().href, timestampParam)) {
      ports.logger.info(`[storeflow] ${what} could not be loaded: reloading`);
      this.reloadPage(true);
      return;
    }
    this.crash.fail();
  }

  private logScriptError(kind: ScriptErrorClass, report: ScriptErrorReport): void {
    const { ports } = this.deps;
    if (!this.crash.mayLog(plumbingSettings(this.deps.flows()).scriptErrorLogLimit)) return;
    this.sendLog({
      level: 'ERROR', eventType: 'SCRIPT_ERROR', subEventType: scriptErrorSubEvents[kind], pageUrl: ports.location.current().href,
      serviceUrl: report.filename ?? '', method: '', errorMessage: report.message, loggerMessage: `${kind} error${report.stack ? `: ${report.stack.slice(0, 1000)}` : ''}`,
      extra: { errorClass: kind },
    });
  }

  /**
   * Spec 4.5, 5: the video option needs enableVideoAssist from the video-assist
   * check and the agent count; both run in parallel when the flow asks
   * (checkVideo, e.g. EA_VC is on) and the last answers are stale. The rule
   * itself (hours, > 3 agents) is flows/decisions/error-assist.json.
   */
  checkErrorAssist(checkVideo: boolean): void {
    this.deps.tickClock?.();
    if (!checkVideo || !this.errorAssist.due() || this.serviceState.stopped) return;
    this.errorAssist.begin();
    const answerOf = (run: { result: CallResult | null }): unknown => (run.result?.ok ? run.result.answer : undefined);
    void Promise.all([this.callForAppWithResult(plumbingAdapters.videoAssistCheck), this.callForAppWithResult(plumbingAdapters.videoChatAvailability)]).then(
      ([check, agents]) => {
        this.deps.tickClock?.();
        this.errorAssist.finish({ videoAssistEnabled: readVideoAssistEnabled(answerOf(check)), agentsAvailable: readAgentsAvailable(answerOf(agents)) });
      },
    ).catch((error: unknown) => {
      this.errorAssist.finish({ videoAssistEnabled: false, agentsAvailable: 0 });
      this.deps.ports.logger.error('[storeflow] error assistance checks failed', error);
    });
  }

  /**
   * Opens what decisions.errorAssist picked: the video option in a window at
   * most settings.videoWindowMaxPx wide and high, chat and live representative
   * in a new tab. The URL comes from the decision (settings), is parsed and
   * must be same-origin or on lists.errorAssistHosts; a refused one is logged.
   */
  openErrorAssist(): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    const decision = this.deps.facts().decisions.errorAssist ?? {};
    const option = String(decision.option ?? 'none');
    if (option === 'none') return;
    const check = checkTarget(decision.url, ports.location.current().origin, stringList(flows, 'errorAssistHosts'));
    if (!check.ok) {
      ports.logger.error(`[storeflow] error assistance refused: ${check.reason}`, { target: decision.url });
      this.sendLog({
        level: 'ERROR', eventType: 'SCRIPT_ERROR', subEventType: 'ERROR_ASSIST_REFUSED', pageUrl: ports.location.current().href,
        serviceUrl: '', method: '', errorMessage: check.reason, loggerMessage: `refused error assistance link ${String(decision.url)}`,
      });
      return;
    }
    const handle = option === 'video' ? ports.windows.open(check.url.href, 'errorAssistVideo', videoWindowFeatures(plumbingSettings(flows).videoWindowMaxPx)) : ports.windows.open(check.url.href, '_blank', '');
    // A support page must not reach back into ours (reverse tabnabbing).
    if (handle) clearOpener(handle);
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

/** The query parameter a reload adds (spec 8 chunk-load reload, accessory 3000). */
export const timestampParam = 'ts';

/** Spec 9: the video window is at most 700 px wide and high, whatever the setting says. */
export const videoWindowLimitPx = 700;

export function videoWindowFeatures(sizePx: number): string {
  const size = Math.max(1, Math.min(videoWindowLimitPx, Math.round(sizePx)));
  return `popup,width=${size},height=${size}`;
}

function withoutParam(pathAndQuery: string, name: string): string {
  const url = new URL(pathAndQuery, 'http://local.invalid');
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
