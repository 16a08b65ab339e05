import { reaction } from 'mobx';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { AppCall, NotifyRequest, PlumbingApi, RedirectRequest } from '../../model/plumbing.ts';
import type { Ports } from '../../model/ports.ts';
import type { ServiceTransport } from '../../services/transport.ts';
import type { Redirector } from '../redirect/Redirector.ts';
import { AssistModule } from './errorAssist/AssistModule.ts';
import { CrashModule } from './crashRecovery/CrashModule.ts';
import type { PlumbingState } from './PlumbingState.ts';
import { plumbingSettings } from './plumbingSettings.ts';
import { reloadPage } from './crashRecovery/reloadPage.ts';
import type { ScriptErrorClass, ScriptErrorReport } from './crashRecovery/scriptErrors.ts';
import type { ServiceLog } from './logging/ServiceLog.ts';
import { SessionModule } from './session/SessionModule.ts';

export interface PlumbingDeps {
  ports: Ports;
  flows(): FlowSet;
  /** The page's facts (FactsStore), which include the plumbing's own (plumbingFacts). */
  facts(): Facts;
  /** The raw transport, for keep-alive (neither retried nor run through the error table). */
  caller: ServiceTransport;
  headers(facts: Facts): Record<string, string>;
  state: PlumbingState;
  log: ServiceLog;
  redirector: Redirector;
  /** The current pathname, observable: a change is a route change (spec 4.6). */
  pathname(): string;
  /** Refreshes the clock facts (they do not tick by themselves), before a time rule is read. */
  tickClock(): void;
}

/**
 * The shared plumbing of spec 4.1-4.6, as the mechanisms flows reach through
 * actions (PlumbingApi). It holds no state and no rule of its own: state is
 * in PlumbingState, behaviour in the session, crash and assistance
 * modules (each handed only the ports it uses), leaving is the Redirector's.
 */
export class Plumbing implements PlumbingApi {
  readonly notifications: PlumbingState['notifications'];
  readonly cartLock: PlumbingState['cartLock'];
  readonly serviceState: PlumbingState['serviceState'];
  readonly session: PlumbingState['session'];
  readonly errorAssist: PlumbingState['errorAssist'];
  readonly crash: PlumbingState['crash'];
  readonly sessionModule: SessionModule;
  readonly crashModule: CrashModule;
  readonly assist: AssistModule;
  private readonly deps: PlumbingDeps;
  private stopWatchingRoute: (() => void) | null = null;

  constructor(deps: PlumbingDeps) {
    this.deps = deps;
    const { state, ports, flows, facts } = deps;
    const log = (entry: Parameters<ServiceLog['send']>[0]): void => deps.log.send(entry);
    this.notifications = state.notifications;
    this.cartLock = state.cartLock;
    this.serviceState = state.serviceState;
    this.session = state.session;
    this.errorAssist = state.errorAssist;
    this.crash = state.crash;
    this.sessionModule = new SessionModule({
      ports,
      flows,
      facts,
      caller: deps.caller,
      headers: deps.headers,
      session: state.session,
      serviceState: state.serviceState,
      redirect: (order) => deps.redirector.redirect(order),
    });
    this.crashModule = new CrashModule({ ports, flows, facts, crash: state.crash, log });
    this.assist = new AssistModule({
      ports,
      flows,
      facts,
      errorAssist: state.errorAssist,
      servicesStopped: () => state.serviceState.stopped,
      log,
      tickClock: deps.tickClock,
    });
  }

  start(): void {
    this.sessionModule.start();
    this.stopWatchingRoute = reaction(
      () => this.deps.pathname(),
      () => this.routeChanged(),
    );
  }

  stop(): void {
    this.sessionModule.stop();
    this.stopWatchingRoute?.();
    this.stopWatchingRoute = null;
  }

  /** A new page: the banner hides unless kept, the page-load error is forgotten. */
  routeChanged(): void {
    this.notifications.routeChanged();
    this.serviceState.pageChanged();
    this.crash.routeChanged();
  }

  // ---- PlumbingApi: the mechanisms error-table rows and shell controls use ----

  notify(request: NotifyRequest): void {
    this.notifications.show(request);
    // Spec 7: every notification shown is a notify page-tag event (its level and words; never a service's raw payload).
    this.deps.ports.pageTag.send('notify', {
      level: request.level,
      title: request.title ?? '',
      message: request.message,
      proactive: request.proactive === true,
    });
  }

  hideNotification(proactive = false): void {
    this.notifications.hide(proactive);
  }

  stopServices(): void {
    this.serviceState.stop();
  }

  logout(reason: string, endServerSession = true): void {
    this.sessionModule.logout(reason, endServerSession);
  }

  lockCart(channel: string, source: string): void {
    const settings = plumbingSettings(this.deps.flows());
    this.cartLock.lock(channel || settings.cartLockDefaultChannel, source || settings.cartLockSource);
    // Spec 4.2: locked for a redirecting channel -> the cart-locked page, and the lock is cleared.
    if (this.followRedirectTable('cartLock', { stopServices: true })) this.cartLock.clear();
  }

  reloadPage(withTimestamp: boolean): void {
    reloadPage(this.deps.ports, withTimestamp);
  }

  redirect(request: RedirectRequest): void {
    const { url, ...rest } = request;
    this.deps.redirector.redirect({ target: url, ...rest });
  }

  followRedirectTable(tableId: string, options: { delayMs?: number; stopServices?: boolean; clearCart?: boolean } = {}): boolean {
    return this.deps.redirector.followTable(tableId, options);
  }

  extendSession(): void {
    this.sessionModule.extend();
  }

  checkErrorAssist(checkVideo: boolean, call: AppCall): void {
    this.assist.check(checkVideo, call);
  }

  openErrorAssist(): void {
    this.assist.open();
  }

  // ---- Crash handling (spec 8), for the view's ErrorBoundary and the global script error listener ----

  reportScriptError(report: ScriptErrorReport): ScriptErrorClass {
    return this.crashModule.reportScriptError(report);
  }

  renderCrashed(error: unknown, componentStack: string): ScriptErrorClass {
    return this.crashModule.renderCrashed(error, componentStack);
  }

  chunkLoadFailed(what: string, error: unknown): void {
    this.crashModule.chunkLoadFailed(what, error);
  }
}
