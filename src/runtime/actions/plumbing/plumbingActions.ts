import type { ActionContext, ActionDefinition } from '../../../model/actionDefinition.ts';
import type { NotificationLevel, PlumbingApi } from '../../../model/plumbing.ts';

/**
 * The named actions behind error-table rows and shell controls (spec 4.1-4.6).
 * Each one is a thin door to the plumbing mechanism of the same name; the
 * rules that decide when they run live in flows/errors and flows/journeys.
 */

function plumbingOf(context: ActionContext, action: string): PlumbingApi {
  if (!context.plumbing) throw new Error(`[storeflow] action "${action}" needs the shared plumbing, which this host does not provide`);
  return context.plumbing;
}

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const levels: readonly NotificationLevel[] = ['error', 'blocker', 'warning', 'reward', 'checkMark', 'info'];

export const notifyAction: ActionDefinition = {
  name: 'notify',
  description: 'Shows the notification banner (spec 4.6). Error levels focus its close button.',
  argsSchema: {
    type: 'object',
    properties: {
      message: { description: 'Text to show (a text key reference in the flow).' },
      level: { enum: levels },
      title: {},
      autoDismiss: { description: 'Hide after settings.notificationAutoDismissMs.' },
      keep: { description: 'Survive the next route change.' },
      proactive: { description: 'Use the proactive banner slot.' },
      assist: {
        description:
          "Offer the error-assistance link decisions.errorAssist picks (spec 4.5). It shows once error assistance's code is in (fetched after settings.prefetchDelayMs; notify loads it if not); run checkErrorAssist first for the video option.",
      },
      buttonLabel: { description: 'Optional button label (spec 8 cancelled case); no label, no button.' },
      buttonUrl: { description: 'Where the optional button leads (same origin or lists.redirectAllowHosts).' },
    },
    required: ['message', 'level'],
  },
  run(args, context) {
    const level = levels.includes(args.level as NotificationLevel) ? (args.level as NotificationLevel) : 'error';
    const message = str(args.message);
    if (!message) return;
    const plumbing = plumbingOf(context, 'notify');
    // Spec 4.5, 9: the link waits for error assistance's code (its click opens the window in its own task); no checks run.
    if (args.assist === true) void plumbing.errorAssist.preload();
    plumbing.notifications.notify({
      message,
      level,
      title: str(args.title),
      autoDismiss: args.autoDismiss === true,
      keep: args.keep === true,
      proactive: args.proactive === true,
      assist: args.assist === true,
      buttonLabel: str(args.buttonLabel),
      buttonUrl: str(args.buttonUrl),
    });
  },
};

export const hideNotificationAction: ActionDefinition = {
  name: 'hideNotification',
  description: 'Hides the notification banner (or the proactive one).',
  argsSchema: { type: 'object', properties: { proactive: {} } },
  run(args, context) {
    plumbingOf(context, 'hideNotification').notifications.hideNotification(args.proactive === true);
  },
};

export const logoutAction: ActionDefinition = {
  name: 'logout',
  description:
    'Spec 4.3, 7: POST /fraudservice/session/logout (unless endServerSession is false), stop services, clear lists.logoutCookies and lists.logoutStorageKeys, go to settings.logoutUrl.',
  argsSchema: {
    type: 'object',
    properties: {
      reason: {},
      endServerSession: { description: 'false when the server session is already gone (HTTP 401): no logout POST.' },
    },
  },
  run(args, context) {
    plumbingOf(context, 'logout').session.logout(str(args.reason) || 'requested', args.endServerSession !== false);
  },
};

export const lockCartAction: ActionDefinition = {
  name: 'lockCart',
  description: 'Spec 4.2: cart locked by a channel (empty: settings.cartLockDefaultChannel); then the cartLock redirect table.',
  argsSchema: { type: 'object', properties: { channel: {}, source: {} } },
  run(args, context) {
    plumbingOf(context, 'lockCart').cartLock.lockCart(str(args.channel), str(args.source));
  },
};

export const stopServicesAction: ActionDefinition = {
  name: 'stopServices',
  description: 'No further service calls on this page load (spec 4.3).',
  argsSchema: { type: 'object', properties: {} },
  run(_args, context) {
    plumbingOf(context, 'stopServices').leaving.stopServices();
  },
};

export const reloadPageAction: ActionDefinition = {
  name: 'reloadPage',
  description: 'Reloads the page, with a timestamp parameter when asked (accessory error 3000, chunk-load failure).',
  argsSchema: { type: 'object', properties: { withTimestamp: {} } },
  run(args, context) {
    plumbingOf(context, 'reloadPage').leaving.reloadPage(args.withTimestamp === true);
  },
};

export const followRedirectTableAction: ActionDefinition = {
  name: 'followRedirectTable',
  description: 'Follows the first matching row of a redirect table (flows/redirects), e.g. cartLost; clearCart removes lists.cartStateCookies first.',
  argsSchema: { type: 'object', properties: { table: {}, delayMs: {}, stopServices: {}, clearCart: {} }, required: ['table'] },
  run(args, context) {
    plumbingOf(context, 'followRedirectTable').leaving.followRedirectTable(str(args.table), {
      delayMs: num(args.delayMs),
      stopServices: args.stopServices === true,
      clearCart: args.clearCart === true,
    });
  },
};

export const extendSessionAction: ActionDefinition = {
  name: 'extendSession',
  description: 'Calls keep-alive to extend the session (spec 4.1).',
  argsSchema: { type: 'object', properties: {} },
  run(_args, context) {
    plumbingOf(context, 'extendSession').session.extendSession();
  },
};

export const checkErrorAssistAction: ActionDefinition = {
  name: 'checkErrorAssist',
  description:
    "Spec 4.5, 5: runs the video checks (video-assist check, agent count) when checkVideo holds and the last answers are older than settings.errorAssistChatRetryMs; fills errorAssist.*. Loads error assistance's code, which the link waits for (errorAssist.checking holds until it is in).",
  argsSchema: { type: 'object', properties: { checkVideo: { description: 'Whether the video option could be offered at all (e.g. switches.EA_VC).' } } },
  run(args, context) {
    const plumbing = plumbingOf(context, 'checkErrorAssist');
    if (!context.callForApp) throw new Error('[storeflow] action "checkErrorAssist" needs callForApp, which this host does not provide');
    plumbing.errorAssist.checkErrorAssist(args.checkVideo === true, context.callForApp);
  },
};

export const openErrorAssistAction: ActionDefinition = {
  name: 'openErrorAssist',
  description:
    'Spec 4.5, 9: opens the option decisions.errorAssist picked (video in a window of at most 700 px, chat and live representative in a new tab); the URL is checked against lists.errorAssistHosts.',
  argsSchema: { type: 'object', properties: {} },
  run(_args, context) {
    plumbingOf(context, 'openErrorAssist').errorAssist.openErrorAssist();
  },
};

export const plumbingActions: readonly ActionDefinition[] = [
  notifyAction,
  hideNotificationAction,
  logoutAction,
  lockCartAction,
  stopServicesAction,
  reloadPageAction,
  followRedirectTableAction,
  extendSessionAction,
  checkErrorAssistAction,
  openErrorAssistAction,
];
