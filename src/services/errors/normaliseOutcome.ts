import type { CallResult } from '../transport.ts';

/**
 * One call's outcome as the error table reads it (facts `error.*`, spec 3
 * "service error object"). Every outcome is normalised, successes included,
 * so the table can also act on a 208 or on a 200 whose body carries errors[]
 * or goToUrl; kind "none" means nothing went wrong.
 */
export interface NormalisedOutcome {
  /** none | service (2xx with errors[]) | redirect (2xx with goToUrl) | network | timeout | http | malformed | unauthorized | refused */
  kind: string;
  status: number;
  id: string;
  name: string;
  /** The service's message (errors[0].message), or ours for failures without a body. */
  message: string;
  serviceErrMsg: string;
  informationLink: string;
  lockedChannelID: string;
  proactiveChatIndicator: string;
  proactiveChatCustomMSG: string;
  /** Spec 8: the original message, or 'Error message not provided by SOE services' when empty. */
  networkMessage: string;
  /** Top-level goToUrl (contracts 6), or a null-redirect field's target; empty when absent. */
  goToUrl: string;
  /** True when the answer has a redirect field explicitly set to null (spec 4.3 "null redirect"). */
  nullRedirect: boolean;
  adapter: string;
  url: string;
  method: string;
  /** True when the call was retried (spec 4.4 retry-triggered flag). */
  retried: boolean;
  attempts: number;
  /** The end-to-end id the response echoed, for logs. */
  requestId: string;
}

export const missingMessage = 'Error message not provided by SOE services';

interface ErrorItem {
  id?: unknown;
  name?: unknown;
  message?: unknown;
  serviceErrMsg?: unknown;
  information_link?: unknown;
  proactiveChatIndicator?: unknown;
  proactiveChatCustomMSG?: unknown;
  details?: { lockedChannelID?: unknown }[];
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function firstError(answer: unknown): ErrorItem | null {
  const errors = record(answer).errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const first: unknown = errors[0];
  return first !== null && typeof first === 'object' ? (first as ErrorItem) : null;
}

/** Names we give failures that carry no service error of their own (spec 8 names HTTP_ERROR and friends). */
const kindNames: Record<string, string> = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT_ERROR',
  http: 'HTTP_ERROR',
  unauthorized: 'HTTP_ERROR',
  malformed: 'MALFORMED_ANSWER',
  refused: 'REFUSED_URL',
};

/** Normalises any call result for the error table. Pure. */
export function normaliseOutcome(adapter: string, result: CallResult): NormalisedOutcome {
  const answer = result.answer;
  const item = firstError(answer);
  const body = record(answer);
  const goToUrl = text(body.goToUrl);
  const nullRedirect = Object.hasOwn(body, 'redirect') && body.redirect === null;
  let kind: string;
  let status: number;
  let ownMessage = '';
  if (result.ok) {
    status = result.status;
    kind = goToUrl || nullRedirect ? 'redirect' : item ? 'service' : 'none';
  } else {
    status = result.error.status;
    kind = result.error.kind;
    ownMessage = result.error.message;
  }
  const serviceMessage = text(item?.message);
  const message = serviceMessage || (item ? '' : ownMessage);
  return {
    kind,
    status,
    id: text(item?.id),
    name: text(item?.name) || (result.ok ? '' : (kindNames[kind] ?? '')),
    message,
    serviceErrMsg: text(item?.serviceErrMsg),
    informationLink: text(item?.information_link),
    lockedChannelID: text(item?.details?.[0]?.lockedChannelID),
    proactiveChatIndicator: text(item?.proactiveChatIndicator),
    proactiveChatCustomMSG: text(item?.proactiveChatCustomMSG),
    networkMessage: message || missingMessage,
    goToUrl,
    nullRedirect,
    adapter,
    url: result.url ?? '',
    method: result.method ?? '',
    retried: (result.attempts ?? 1) > 1,
    attempts: result.attempts ?? 1,
    requestId: result.headers['e2erequestid'] ?? '',
  };
}
