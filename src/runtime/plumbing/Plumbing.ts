import { reaction } from 'mobx';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { CartLockApi, LeavingApi, NotificationsApi, PlumbingApi } from '../../model/plumbing.ts';
import type { Ports } from '../../model/ports.ts';
import type { ServiceTransport } from '../../services/transport.ts';
import type { Redirector } from '../redirect/Redirector.ts';
import { createCartLocker } from './cartLock/cartLocker.ts';
import { CrashModule } from './crashRecovery/CrashModule.ts';
import { AssistModule } from './errorAssist/AssistModule.ts';
import { createLeaving } from './leaving/leaving.ts';
import type { ServiceLog } from './logging/ServiceLog.ts';
import { createNotifier } from './notifications/notifier.ts';
import type { PlumbingState } from './PlumbingState.ts';
import { SessionModule } from './session/SessionModule.ts';

export interface PlumbingDeps {
  ports: Ports;
  flows(): FlowSet;
  /** The page's facts (FactsStore), which include the plumbing's own (plumbingFacts). */
  facts(): Facts;
  /** The raw transport, for keep-alive (neither retried nor run through the error table). */
  transport: ServiceTransport;
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
 * The shared plumbing of spec 4.1-4.6 and 8: each concept's state (the
 * stores of PlumbingState) and what acts on it, from that concept's folder.
 * No facade: a caller reaches the concept it needs (store.plumbing.session
 * for the countdown, store.plumbing.sessionModule to log out), and actions
 * reach the same objects through `api` (PlumbingApi, src/model/plumbing.ts).
 */
export interface Plumbing extends PlumbingState {
  /** The banner and the proactive banner (notifications/). */
  readonly notifier: NotificationsApi;
  /** Keep-alive, logout and what an ended session leads to (session/). */
  readonly sessionModule: SessionModule;
  /** Locking the cart and leaving for the cart-locked page (cartLock/). */
  readonly cartLocker: CartLockApi;
  /** Stopping services, reloading, redirects (leaving/, over the Redirector). */
  readonly leaving: LeavingApi;
  /** The video checks and opening the assistance option (errorAssist/). */
  readonly assist: AssistModule;
  /** Script errors, render crashes and code that could not be loaded (crashRecovery/). */
  readonly crashModule: CrashModule;
  /** What actions reach through their context: the objects above, one part per concept. */
  readonly api: PlumbingApi;
  start(): void;
  stop(): void;
  /** A new page: the banner hides unless kept, the page-load error and the page-failed flag are forgotten. */
  routeChanged(): void;
}

/** Builds each concept's module over its state, each handed only the ports it uses. */
export function createPlumbing(deps: PlumbingDeps): Plumbing {
  const { state, ports, flows, facts, redirector } = deps;
  const log = (entry: Parameters<ServiceLog['send']>[0]): void => deps.log.send(entry);
  const notifier = createNotifier(state.notifications, ports.pageTag);
  const sessionModule = new SessionModule({
    ports,
    flows,
    facts,
    transport: deps.transport,
    headers: deps.headers,
    session: state.session,
    serviceState: state.serviceState,
    redirect: (order) => redirector.redirect(order),
  });
  const cartLocker = createCartLocker({ flows, cartLock: state.cartLock, redirector });
  const leaving = createLeaving({ ports, serviceState: state.serviceState, redirector });
  const crashModule = new CrashModule({ ports, flows, facts, crash: state.crash, log });
  const assist = new AssistModule({
    ports,
    flows,
    facts,
    errorAssist: state.errorAssist,
    servicesStopped: () => state.serviceState.stopped,
    log,
    tickClock: deps.tickClock,
    // Its code loads on first use: a chunk that did not is logged as a failed resource (spec 8).
    codeNotLoaded: (what, error) => crashModule.codeNotLoaded(what, error),
  });
  let stopWatchingRoute: (() => void) | null = null;
  const routeChanged = (): void => {
    state.notifications.routeChanged();
    state.serviceState.pageChanged();
    state.crash.routeChanged();
  };
  return {
    ...state,
    notifier,
    sessionModule,
    cartLocker,
    leaving,
    assist,
    crashModule,
    api: { notifications: notifier, session: sessionModule, cartLock: cartLocker, leaving, errorAssist: assist },
    start() {
      sessionModule.start();
      stopWatchingRoute = reaction(() => deps.pathname(), routeChanged);
    },
    stop() {
      sessionModule.stop();
      stopWatchingRoute?.();
      stopWatchingRoute = null;
    },
    routeChanged,
  };
}
