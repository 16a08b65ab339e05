import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { NotificationBanner } from '../../components/NotificationBanner.tsx';
import { fillText } from '../../engine/resolveValue.ts';
import { codeText } from '../../model/codeKeys.ts';
import type { NotificationState } from '../../runtime/plumbing/notifications/NotificationStore.ts';
import { useApp } from '../../view/StoreContext.tsx';

/**
 * The session warning's code is not part of start-up: the dialog shows at the
 * earliest two minutes before the time-out (spec 4.1), so its chunk is fetched
 * right after the first render, long before it can be needed.
 */
const loadSessionWarningDialog = () => import('../../components/SessionWarningDialog.tsx').then((module) => ({ default: module.SessionWarningDialog }));
const SessionWarningDialog = lazy(loadSessionWarningDialog);

/** Minutes and seconds left, from the texts ("1 min 59 s"). */
function remainingText(template: string, remainingMs: number): string {
  const total = Math.ceil(remainingMs / 1000);
  return fillText(template, { minutes: Math.floor(total / 60), seconds: total % 60 });
}

/**
 * The banner's optional control: the error-assistance link decisions.errorAssist
 * picked (spec 4.5) when the notification asked for it, else the notification's
 * own button (spec 8 cancelled case), followed through the checked redirect.
 */
function bannerAction(store: ReturnType<typeof useApp>['store'], state: NotificationState): { actionLabel?: string; onAction?: () => void } {
  if (state.assist) {
    const decision = store.facts.facts.decisions.errorAssist;
    const label = typeof decision?.linkText === 'string' ? decision.linkText : '';
    if (decision && decision.option !== 'none' && label) return { actionLabel: label, onAction: () => store.plumbing.assist.openErrorAssist() };
  }
  if (state.buttonLabel && state.buttonUrl) {
    const url = state.buttonUrl;
    return { actionLabel: state.buttonLabel, onAction: () => store.plumbing.leaving.redirect({ url, allowHosts: 'redirectAllowHosts' }) };
  }
  return {};
}

/** The notification banner of spec 4.6, fed by the plumbing's NotificationStore. */
export const PlumbingNotification = observer(function PlumbingNotification() {
  const { store } = useApp();
  const texts = store.flowSet.texts;
  const notifications = store.plumbing.notifications;
  const current = notifications.current;
  const proactive = notifications.proactive;
  return (
    <div className="sf-notifications" aria-label={texts['plumbing.notificationRegion']} role="region">
      {current ? (
        <NotificationBanner
          message={current.message}
          title={current.title}
          level={current.level}
          closeLabel={codeText(texts, 'plumbing.notificationClose')}
          serial={notifications.serial}
          onClose={() => notifications.hide()}
          {...bannerAction(store, current)}
        />
      ) : null}
      {proactive ? (
        <NotificationBanner
          message={proactive.message}
          title={proactive.title}
          level={proactive.level}
          closeLabel={codeText(texts, 'plumbing.notificationClose')}
          serial={0}
          onClose={() => notifications.hide(true)}
          {...bannerAction(store, proactive)}
        />
      ) : null}
    </div>
  );
});

/** The session warning dialog of spec 4.1, fed by the plumbing's SessionStore. */
export const PlumbingSessionDialog = observer(function PlumbingSessionDialog() {
  const { store } = useApp();
  const texts = store.flowSet.texts;
  const session = store.plumbing.session;
  useEffect(() => {
    void loadSessionWarningDialog();
  }, []);
  if (!session.showModal) return null;
  const time = remainingText(codeText(texts, 'plumbing.minutes'), session.remainingMs);
  // Announce whole minutes only (rounded up), so the live region speaks once a minute, not every second.
  const minutesLeft = Math.ceil(session.remainingMs / 60000);
  const announceTime = remainingText(codeText(texts, 'plumbing.minutes'), minutesLeft * 60000);
  const timedOut = session.timedOut;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        title={timedOut ? codeText(texts, 'plumbing.sessionTimedOutTitle') : codeText(texts, 'plumbing.sessionTitle')}
        body={timedOut ? codeText(texts, 'plumbing.sessionTimedOutBody') : fillText(codeText(texts, 'plumbing.sessionBody'), { time })}
        remaining={time}
        announcement={timedOut ? '' : fillText(codeText(texts, 'plumbing.sessionAnnounce'), { time: announceTime })}
        extendLabel={codeText(texts, 'plumbing.sessionExtend')}
        signOutLabel={codeText(texts, 'plumbing.sessionSignOut')}
        escapeHint={codeText(texts, 'plumbing.sessionEscapeHint')}
        canExtend={!timedOut}
        busy={session.extending}
        error={session.error ? codeText(texts, 'plumbing.sessionExtendFailed') : ''}
        onExtend={() => store.plumbing.sessionModule.extendSession()}
        onSignOut={() => store.plumbing.sessionModule.logout('signed out from the session dialog')}
      />
    </Suspense>
  );
});
