import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { ClockPort } from '../../model/ports.ts';
import type { RecentAnswer } from '../calls/CallFacts.ts';
import { CartLockStore } from './cartLock/CartLockStore.ts';
import { CrashStore } from './crashRecovery/CrashStore.ts';
import { ErrorAssistStore } from './errorAssist/ErrorAssistStore.ts';
import { NotificationStore } from './notifications/NotificationStore.ts';
import { plumbingSettings } from './plumbingSettings.ts';
import { ServiceStateStore } from './serviceState/ServiceStateStore.ts';
import { SessionStore } from './session/SessionStore.ts';

/**
 * The plumbing's state, one store per concept, none of which knows the
 * facts or calls a service: they are created first, so the facts can read
 * them and the modules that act on them (session, crash, assistance, errors)
 * can be handed them afterwards, without a forward reference.
 */
export interface PlumbingState {
  notifications: NotificationStore;
  cartLock: CartLockStore;
  serviceState: ServiceStateStore;
  crash: CrashStore;
  errorAssist: ErrorAssistStore;
  session: SessionStore;
}

export function createPlumbingState(clock: ClockPort, flows: () => FlowSet): PlumbingState {
  const settings = (): ReturnType<typeof plumbingSettings> => plumbingSettings(flows());
  return {
    notifications: new NotificationStore(clock, () => settings().notificationAutoDismissMs),
    cartLock: new CartLockStore(),
    serviceState: new ServiceStateStore(),
    crash: new CrashStore(),
    errorAssist: new ErrorAssistStore(clock, () => settings().errorAssistRetryMs),
    session: new SessionStore(clock, () => settings().session),
  };
}

export type PlumbingFacts = Pick<Facts, 'session' | 'cartLock' | 'notification' | 'serviceError' | 'serviceState' | 'throttle' | 'errorAssist'>;

/** Facts the plumbing adds (documented in schemas/facts.schema.json); `recent` is CallFacts.recent (spec 9 keeps 5). */
export function plumbingFacts(state: PlumbingState, recent: readonly RecentAnswer[]): PlumbingFacts {
  const current = state.notifications.current;
  return {
    session: state.session.facts,
    cartLock: { locked: state.cartLock.locked, lockedChannelID: state.cartLock.lockedChannelID, source: state.cartLock.source },
    notification: {
      visible: current !== null,
      level: current?.level ?? '',
      message: current?.message ?? '',
      title: current?.title ?? '',
      proactiveVisible: state.notifications.proactive !== null,
    },
    serviceError: state.serviceState.lastError,
    serviceState: {
      stopped: state.serviceState.stopped,
      retryTriggered: state.serviceState.retryTriggered,
      recent: recent.map(({ adapter, ok, status, at, answer }) => ({ adapter, ok, status, at, answer })),
    },
    throttle: { list: state.serviceState.throttleList },
    errorAssist: state.errorAssist.facts,
  };
}
