import type { NotificationsApi } from '../../../model/plumbing.ts';
import type { PageTagPort } from '../../../model/ports.ts';
import type { NotificationStore } from './NotificationStore.ts';

/** Spec 4.6: showing and hiding the banners, for actions and error-table rows. */
export function createNotifier(notifications: Pick<NotificationStore, 'show' | 'hide'>, pageTag: PageTagPort): NotificationsApi {
  return {
    notify(request) {
      notifications.show(request);
      // Spec 7: every notification shown is a notify page-tag event (its level and words; never a service's raw payload).
      pageTag.send('notify', { level: request.level, title: request.title ?? '', message: request.message, proactive: request.proactive === true });
    },
    hideNotification(proactive = false) {
      notifications.hide(proactive);
    },
  };
}
