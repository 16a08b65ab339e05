import { action, makeObservable, observableRef } from 'mobx';
import { chooseRedirect } from '../../engine/redirectTable.ts';
import { codeNumber } from '../../model/codeKeys.ts';
import { isStorefrontPath } from '../../engine/routing.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Ports } from '../../model/ports.ts';
import { followTarget } from './followTarget.ts';
import { stringList } from '../plumbing/plumbingSettings.ts';
import type { ServiceStateStore } from '../plumbing/serviceState/ServiceStateStore.ts';
import { checkRedirectTarget } from './redirectAllowList.ts';
import { withoutParam } from './withoutParam.ts';

export interface RedirectOrder {
  /** Where to go: any value (a resolved flow value); parsed and checked before it is followed. */
  target: unknown;
  /** Id of a list of extra allowed hosts (flows/lists). */
  allowHosts?: string;
  delayMs?: number;
  /** Add goto=<current page> (spec 2.3, 4.3). */
  withGoto?: boolean;
  /** Strip mtnFlow from the goto value first (spec 4.3, on mdnselection). */
  stripMtnFlow?: boolean;
  /**
   * Stop further service calls once the target is accepted (spec 4.3), until the page is known to have stayed (see
   * `leaving`); a refused target leaves them running.
   */
  stopServices?: boolean;
}

export interface RefusedRedirect {
  target: string;
  reason: string;
  at: number;
}

/** How many refusals are kept for the debug panel and tests (like the last 5 answers, spec 9). */
export const refusedRedirectLimit = 5;

export interface RedirectorPorts {
  ports: Pick<Ports, 'location' | 'clock' | 'cookies' | 'logger'>;
  flows(): FlowSet;
  facts(): Facts;
  /** pathname + search of the current page: the goto value. */
  currentPageUrl(): string;
  /** A redirect's stopServices stops the calls until this page stays (stop(false), then stayed()). */
  serviceState: Pick<ServiceStateStore, 'stop' | 'stayed'>;
  /** Sends the REDIRECT_REFUSED log entry (jsNotifyAsDynamic). */
  logRefusal(target: string, reason: string): void;
  setUi(name: string, value: unknown): void;
}

/**
 * The one way the app leaves for a URL (issue 8 item 4): the redirect effect,
 * the followRedirectTable action, error-table rows and the
 * session end all come here. A target is parsed and allow-listed
 * (checkRedirectTarget, the rule flows:check applies too); a refused one is never followed and never silent: it is
 * written to the console, logged to jsNotifyAsDynamic, kept in `refused`
 * (newest first) and sets ui.redirectRefused for the page.
 */
export class Redirector {
  refused: readonly RefusedRedirect[] = [];
  /**
   * A target was accepted: the document is on its way out (now or after delayMs). Until the browser commits the
   * next page, this one is still on screen and takes clicks; a `once` call is not sent again then (EffectRunner).
   * It is not leaving any more when it is here again (stayed: Back from the bank, out of the back/forward cache, or a
   * back/forward within the app, once its delayMs is over), or when it is still here settings.redirectUnloadWaitMs after location.assign (the
   * address answered 204 or a download, the shopper pressed Stop or Escape: nothing replaced it).
   */
  leaving = false;
  private readonly deps: RedirectorPorts;
  /** The timer that ends `leaving` for a page still here after settings.redirectUnloadWaitMs. */
  private unloadWait: unknown;
  /** When the current redirect's navigation is asked for (its delayMs after it was accepted). */
  private leaveAt = 0;

  constructor(deps: RedirectorPorts) {
    this.deps = deps;
    makeObservable<Redirector, 'recordRefusal'>(this, { refused: observableRef, recordRefusal: action });
  }

  /**
   * This page is here again: a back/forward, or shown again from the back/forward cache (Back from the bank), so it is
   * not leaving. Called by RootStore while it is started (its location listener, stopped by stop()). Choice
   * (docs/requirements.md spec 4.3): a page that stayed is not left dead, its presses call services again; what must
   * keep them stopped (a logout, a session's end) stopped them for good itself.
   */
  stayed(): void {
    // A delayed navigation not asked for yet (goToUrl's settings.redirectDelayMs) is still on its way: a back/forward
    // within the app meanwhile does not keep the page, which leaves all the same, so it stays leaving and stopped.
    if (this.deps.ports.clock.now() < this.leaveAt) return;
    this.leaving = false;
    this.deps.serviceState.stayed();
  }

  /** Follows the target now or after delayMs; false when it was refused. */
  redirect(order: RedirectOrder): boolean {
    const { ports } = this.deps;
    const check = checkRedirectTarget(this.deps.flows(), order.target, ports.location.current().origin, order.allowHosts);
    if (!check.ok) {
      this.recordRefusal(String(order.target), check.reason);
      return false;
    }
    const back = order.withGoto ? this.deps.currentPageUrl() : undefined;
    // Read before anything moves: a flow set without the setting fails here, not with the navigation under way.
    const unloadWaitMs = codeNumber(this.deps.flows().settings, 'redirectUnloadWaitMs');
    // An earlier redirect's wait ends here: this one's starts when its own navigation is asked for.
    this.stop();
    this.leaving = true;
    this.leaveAt = ports.clock.now() + (order.delayMs ?? 0);
    followTarget(ports, {
      url: check.url,
      ...(back !== undefined ? { goto: order.stripMtnFlow ? withoutParam(back, 'mtnFlow') : back } : {}),
      delayMs: order.delayMs ?? 0,
      // A table's page alias (spec 2.3's /smartphones) is ours too: an /es shopper lands on the Spanish page.
      isOurPage: (path) => isStorefrontPath(this.deps.flows(), path),
      onAccepted: () => {
        if (order.stopServices) this.deps.serviceState.stop(false);
      },
    });
    // Choice (docs/requirements.md spec 4.3): a page still here settings.redirectUnloadWaitMs after its navigation was
    // asked for (after delayMs) was not replaced, and stays. A replaced document runs no more timers, and one kept in
    // the back/forward cache runs them only once shown again, when it has stayed already: no pagehide is needed.
    this.unloadWait = ports.clock.setTimeout(() => this.stayed(), (order.delayMs ?? 0) + unloadWaitMs);
    return true;
  }

  /** Ends the wait for an unload (RootStore.stop(): a stopped store no longer changes; a new redirect starts its own). */
  stop(): void {
    this.deps.ports.clock.clearTimeout(this.unloadWait);
  }

  /**
   * Follows the first row of a redirect table that holds (flows/redirects).
   * False when the table is missing, no row holds or its target is refused; clearCart removes
   * lists.cartStateCookies before leaving.
   */
  followTable(tableId: string, options: { delayMs?: number; stopServices?: boolean; clearCart?: boolean } = {}): boolean {
    const flows = this.deps.flows();
    const table = flows.redirectTables[tableId];
    if (!table) {
      this.deps.ports.logger.error(`[storeflow] no redirect table "${tableId}"`);
      return false;
    }
    const { to } = chooseRedirect(table, { facts: this.deps.facts(), texts: flows.texts });
    if (!to) return false;
    if (options.clearCart) for (const name of stringList(flows, 'cartStateCookies')) this.deps.ports.cookies.remove(name);
    // Its target is checked as any other: a refused one leaves nothing, and the caller hears so (a cart lock stays set).
    return this.redirect({ target: to, delayMs: options.delayMs, stopServices: options.stopServices });
  }

  private recordRefusal(target: string, reason: string): void {
    this.deps.ports.logger.error(`[storeflow] redirect refused: ${reason}`, { target });
    this.refused = [{ target, reason, at: this.deps.ports.clock.now() }, ...this.refused].slice(0, refusedRedirectLimit);
    this.deps.setUi('redirectRefused', true);
    this.deps.logRefusal(target, reason);
  }
}
