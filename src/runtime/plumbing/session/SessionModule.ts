import { reaction } from 'mobx';
import type { Facts } from '../../../model/facts.ts';
import type { FlowSet } from '../../../model/flowSet.ts';
import type { SessionApi } from '../../../model/plumbing.ts';
import type { Ports } from '../../../model/ports.ts';
import type { ServiceTransport } from '../../../services/transport.ts';
import type { RedirectOrder } from '../../redirect/Redirector.ts';
import { checkTarget } from '../../urlSafety.ts';
import { plumbingAdapters } from '../plumbingAdapters.ts';
import { plumbingSettings, stringList } from '../plumbingSettings.ts';
import type { ServiceStateStore } from '../serviceState/ServiceStateStore.ts';
import type { KeepAliveOutcome, SessionStore } from './SessionStore.ts';

/** Spec 7: the session-logout address, used when settings.logoutUrl is not a same-site address. */
const defaultLogoutPath = '/fraudservice/session/logout';

export interface SessionModulePorts {
  ports: Pick<Ports, 'cookies' | 'sessionStorage' | 'localStorage' | 'logger' | 'location' | 'pageTag' | 'clock'>;
  flows(): FlowSet;
  facts(): Facts;
  /** The raw transport and the spec 7 headers: keep-alive is neither retried nor run through the error table. */
  transport: ServiceTransport;
  headers(facts: Facts): Record<string, string>;
  session: SessionStore;
  serviceState: Pick<ServiceStateStore, 'stop'>;
  redirect(order: RedirectOrder): boolean;
}

/**
 * Spec 4.1, 4.3: the session countdown's consequences. Extends through
 * keep-alive, and when the countdown ends or an extension fails applies
 * flows/decisions/session-end.json (logout, a redirect, or stay); logs out.
 */
export class SessionModule implements SessionApi {
  private readonly deps: SessionModulePorts;
  private stopWatching: (() => void) | null = null;

  constructor(deps: SessionModulePorts) {
    this.deps = deps;
  }

  start(): void {
    this.deps.session.begin();
    const stopTimeout = reaction(
      () => this.deps.session.timedOut,
      (timedOut) => {
        if (timedOut) this.ended('timeout');
      },
    );
    // Spec 7: the warning dialog opening and closing are openView / closeView page-tag events.
    const stopDialogTags = reaction(
      () => this.deps.session.showModal,
      (open) => this.deps.ports.pageTag.send(open ? 'openView' : 'closeView', { view: 'sessionWarning' }),
    );
    this.stopWatching = () => {
      stopTimeout();
      stopDialogTags();
    };
  }

  stop(): void {
    this.deps.session.stop();
    this.stopWatching?.();
    this.stopWatching = null;
  }

  extendSession(): void {
    void this.deps.session
      .extend(() => this.keepAlive())
      .then((outcome) => {
        if (outcome && !outcome.ok) this.ended('extendFailed');
      });
  }

  /**
   * Spec 4.3: stop services and the countdown, clear stored keys and cookies,
   * go to the session-logout address. With endServerSession (the countdown
   * ended, or a flow asks for it) the session is first ended on the server by
   * the spec 7 POST, waiting at most settings.logoutCallTimeoutMs for it; a 401
   * says the server session is already gone, so its row leaves it out.
   */
  logout(reason: string, endServerSession = true): void {
    const { ports } = this.deps;
    const flows = this.deps.flows();
    // The POST needs the cookies that are about to be cleared, so it is sent first.
    const ended = endServerSession ? this.endServerSession() : Promise.resolve();
    this.deps.serviceState.stop();
    this.deps.session.stop();
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
    void ended.then(() => ports.location.assign(check.ok ? logoutUrl : defaultLogoutPath));
  }

  /** The spec 7 logout POST, settled (never rejects) by its answer or by settings.logoutCallTimeoutMs, whichever comes first. */
  private endServerSession(): Promise<void> {
    const { clock, logger } = this.deps.ports;
    const facts = this.deps.facts();
    const waitMs = plumbingSettings(this.deps.flows()).logoutCallTimeoutMs;
    const call = this.deps.transport
      .call({ adapter: plumbingAdapters.logout, facts, headers: this.deps.headers(facts) })
      .then((result) => {
        if (!result.ok) logger.info(`[storeflow] logout call: ${result.error.kind}; leaving anyway`);
      })
      .catch(() => undefined);
    return new Promise<void>((resolve) => {
      const timer = clock.setTimeout(resolve, waitMs);
      void call.then(() => {
        clock.clearTimeout(timer);
        resolve();
      });
    });
  }

  private async keepAlive(): Promise<KeepAliveOutcome> {
    const facts = this.deps.facts();
    const result = await this.deps.transport
      .call({ adapter: plumbingAdapters.keepAlive, facts, headers: this.deps.headers(facts) })
      .catch((error: unknown) => ({ ok: false as const, error: { status: 0, kind: 'network', message: String(error) } }));
    if (result.ok) return { ok: true };
    // Contracts 6: keep-alive 500 means the session already expired.
    return { ok: false, error: result.error.status === 500 ? 'expired' : result.error.kind };
  }

  /**
   * The sessionEnd decision table says what happens: logout, a redirect, or nothing (prospects stay). A page the
   * redirect did not replace has a session that is over (docs/requirements.md spec 4.3): its calls stay stopped and its
   * dialog open, whose Sign out is the way on. A refused target leaves them running, as any redirect's does.
   */
  private ended(reason: 'timeout' | 'extendFailed'): void {
    const decision = this.deps.facts().decisions.sessionEnd ?? {};
    const outcome = String(decision.outcome ?? 'stay');
    if (outcome === 'logout') this.logout(`session ${reason}`);
    else if (outcome === 'redirect' && typeof decision.to === 'string' && this.deps.redirect({ target: decision.to, stopServices: true }))
      this.deps.serviceState.stop();
  }
}
