/**
 * The facts predicates read (schemas/facts.schema.json documents each one).
 * Dynamic parts (answers, calls, decisions...) are keyed by adapter or table name.
 */
export type CallStatus = 'idle' | 'loading' | 'ok' | 'error';

export interface CallFact {
  status: CallStatus;
  /** Normalised failure, present when status is error. */
  error?: { kind: string; status: number; message: string };
}

export interface Facts {
  url: { pageName: string; basePath: string; path: string; host: string; query: Record<string, string> };
  user: {
    signedIn: boolean;
    role: 'guest' | 'prepay' | '';
    guest: boolean;
    prospect: boolean;
    prepay: boolean;
    lob: string;
    joint: boolean;
    fios: boolean;
    employee: boolean;
    /** Cookie customerId. */
    customerId: string;
    /** Cookie mtn (mobile number). */
    mtn: string;
    /** Cookie uuid (visitor id). */
    visitorId: string;
    /** Session-stored locationCode. */
    locationCode: string;
  };
  device: {
    type: 'mobile' | 'tablet' | 'desktop';
    nativeApp: boolean;
    nativePlatform: 'ios' | 'android' | '';
    appVersion: number;
    channelId: string;
  };
  env: { production: boolean; host: string };
  clock: { now: number; hour: number; minute: number; dayOfWeek: number };
  /** From the cart cookies of spec 3 (src/runtime/facts/cartFacts.ts). */
  cart?: { cartId: string; count: number; prospectCartAvailable: boolean };
  ui: Record<string, unknown>;
  event?: Record<string, unknown>;
  answers: Record<string, unknown>;
  calls: Record<string, CallFact>;
  decisions: Record<string, Record<string, unknown>>;
  /** Redirect tables: redirects.<table>.to is the first matching row's target ('' when none). */
  redirects?: Record<string, { row: string; to: string }>;
  /** The element a table is applied to, when an action applies a decision table per item (a cart item). */
  item?: Record<string, unknown>;
  lists: Record<string, readonly (string | number)[]>;
  switches: Record<string, boolean>;
  settings: Record<string, unknown>;
  /** Texts as a nested object: texts.savings.heading. */
  texts: Record<string, unknown>;
  /** Shared plumbing state (src/runtime/plumbing, schemas/facts.schema.json); absent in bare hosts. */
  session?: SessionFacts;
  cartLock?: { locked: boolean; lockedChannelID: string; source: string };
  notification?: { visible: boolean; level: string; message: string; title: string; proactiveVisible: boolean };
  serviceError?: ServiceErrorFact;
  serviceState?: { stopped: boolean; retryTriggered: boolean; recent: { adapter: string; ok: boolean; status: number; at: number; answer?: unknown }[] };
  /** Error assistance checks (spec 4.5): video-assist check and agent count. */
  errorAssist?: { checked: boolean; checking: boolean; videoAssistEnabled: boolean; agentsAvailable: number };
  throttle?: { list: string[] };
  /** Native-app props (spec 3, contracts 8; src/runtime/facts/nativeFacts.ts). */
  native?: NativeFacts;
  /** Shell state kept for the browser session (spec 2.9). */
  shell?: { smartBannerClosed: boolean };
}

/** Spec 3 native-app props: user agent marker and release version, lob, the app's flags. */
export interface NativeFacts {
  app: boolean;
  appReleaseVersion: string;
  appVersion: number;
  lob: string;
  /** Width of the page (the webview's viewport) in CSS px: the page-size thresholds of spec 9. */
  pageWidth: number;
  props: Record<string, boolean>;
}

/** Spec 3 session-extension state plus the countdown. */
export interface SessionFacts {
  warning: boolean;
  timedOut: boolean;
  showModal: boolean;
  isSessionExtended: boolean;
  error: string;
}

/** Spec 3 page-load API error: the last service problem the error table handled. */
export interface ServiceErrorFact {
  present: boolean;
  adapter: string;
  serviceUrl: string;
  row: string;
  message: string;
  networkMessage: string;
  kind: string;
  status: number;
  id: string;
  name: string;
}
