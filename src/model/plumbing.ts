/**
 * What the shared plumbing offers to named actions (spec 4.1-4.6): the
 * mechanisms behind error-table rows and shell controls, one part per
 * concept, each answered by that concept's folder under src/runtime/plumbing/
 * (built by Plumbing.ts); actions reach it through ActionContext.plumbing.
 */
export type NotificationLevel = 'error' | 'blocker' | 'warning' | 'reward' | 'checkMark' | 'info';

export interface NotifyRequest {
  message: string;
  level: NotificationLevel;
  title?: string;
  /** Hide after settings.notificationAutoDismissMs (spec 4.6: 6000 ms). */
  autoDismiss?: boolean;
  /** Keep it across the next route change (spec 4.6 keep-notification flag). */
  keep?: boolean;
  /** Proactive banner slot (spec 4.6: proactive show and hide). */
  proactive?: boolean;
  /** Offer error assistance next to the message: the link flows/decisions/error-assist.json picks (spec 4.5). */
  assist?: boolean;
  /** An optional button (spec 8 cancelled case): its label and the URL it leads to (checked before following). */
  buttonLabel?: string;
  buttonUrl?: string;
}

export interface RedirectRequest {
  /** URL to follow; parsed and checked (same origin or allow-listed https host). */
  url: string;
  /** Id of a list of extra allowed hosts. */
  allowHosts?: string;
  delayMs?: number;
  /** Add goto=<current page> (spec 2.3, 4.3). */
  withGoto?: boolean;
  /** Strip mtnFlow=G from the goto value first (spec 4.3, on mdnselection). */
  stripMtnFlow?: boolean;
  /** Stop further service calls first (spec 4.3). */
  stopServices?: boolean;
}

/** How an app-wide call (not one page's) ended, with its answer when it succeeded. */
export interface AppCallResult {
  outcome: 'done' | 'error' | 'skipped';
  answer?: unknown;
}

/** A call the app makes for itself, through the one call path (headers, retries, the error table). */
export type AppCall = (adapter: string) => Promise<AppCallResult>;

/** Spec 4.6: the notification banner and the proactive banner (src/runtime/plumbing/notifications/). */
export interface NotificationsApi {
  notify(request: NotifyRequest): void;
  hideNotification(proactive?: boolean): void;
}

/** Spec 4.1, 4.3: the session (src/runtime/plumbing/session/). */
export interface SessionApi {
  /** Spec 4.3: stop services, clear stored keys and cookies, go to the session-logout address; endServerSession (default true) POSTs the spec 7 logout first. */
  logout(reason: string, endServerSession?: boolean): void;
  extendSession(): void;
}

/** Spec 4.2: the cart lock (src/runtime/plumbing/cartLock/). */
export interface CartLockApi {
  /** Spec 4.2: mark the cart locked, then follow the cartLock redirect table (which clears the lock). */
  lockCart(channel: string, source: string): void;
}

/** Spec 4.3, 8: leaving the page, stopping services, reloading (src/runtime/plumbing/leaving/, over the Redirector of src/runtime/redirect/). */
export interface LeavingApi {
  stopServices(): void;
  /** Reload the page, optionally with a timestamp parameter (chunk-load failure). */
  reloadPage(withTimestamp: boolean): void;
  redirect(request: RedirectRequest): void;
  /** Follow the first matching row of a redirect table; false when none matched. */
  followRedirectTable(tableId: string, options?: { delayMs?: number; stopServices?: boolean; clearCart?: boolean }): boolean;
}

/** Spec 4.5: error assistance (src/runtime/plumbing/errorAssist/). */
export interface ErrorAssistApi {
  /** Spec 4.5: run the video checks (video-assist check, agent count) through `call` when asked and stale. */
  checkErrorAssist(checkVideo: boolean, call: AppCall): void;
  /** Spec 4.5: open the assistance option decisions.errorAssist picked (video in a window of at most settings.videoWindowMaxPx). */
  openErrorAssist(): void;
  /** Spec 4.5, 9: load its code (once), which the link waits for; a failed load is reported and tried again later. */
  preload(): Promise<unknown>;
}

/**
 * Everything the plumbing offers actions: an interface only, one part per
 * concept, so an action reaches the concept it needs
 * (context.plumbing.session.logout(...)); no facade forwards to them.
 */
export interface PlumbingApi {
  notifications: NotificationsApi;
  session: SessionApi;
  cartLock: CartLockApi;
  leaving: LeavingApi;
  errorAssist: ErrorAssistApi;
}
