import { HttpStatusError } from '../../../src/services/errors/HttpStatusError.ts';
import { MalformedAnswerError } from '../../../src/services/errors/MalformedAnswerError.ts';
import { NetworkError } from '../../../src/services/errors/NetworkError.ts';
import { UnauthorizedError } from '../../../src/services/errors/UnauthorizedError.ts';
import type { CallResult } from '../../../src/services/transport.ts';
import type { MockAnswer } from './flowCase.ts';

type Record_ = Record<string, unknown>;

/** The first item of `errors[]` (contracts 6) that normalises into these error.* facts; null when none is needed. */
function errorItem(error: Record_): Record_ | null {
  const item: Record_ = {};
  const copy: [string, string][] = [
    ['id', 'id'],
    ['name', 'name'],
    ['message', 'message'],
    ['serviceErrMsg', 'serviceErrMsg'],
    ['informationLink', 'information_link'],
    ['proactiveChatIndicator', 'proactiveChatIndicator'],
    ['proactiveChatCustomMSG', 'proactiveChatCustomMSG'],
  ];
  for (const [fact, field] of copy) if (typeof error[fact] === 'string' && error[fact] !== '') item[field] = error[fact];
  if (typeof error.lockedChannelID === 'string' && error.lockedChannelID !== '') item.details = [{ lockedChannelID: error.lockedChannelID }];
  return Object.keys(item).length > 0 ? item : null;
}

export interface ErrorAnswer {
  /** The mock answer to set (contracts 4). */
  answer: MockAnswer;
  /** What the transport returns for it (src/services/httpTransport.ts), for normaliseOutcome to read. */
  result: CallResult;
}

/**
 * The mock answer whose outcome normalises into an error-table example's
 * error.* facts (the inverse of src/services/errors/normaliseOutcome.ts), and
 * the call result the browser's transport makes of it. A string says
 * why no answer can give those facts.
 */
export function errorAnswer(error: Record_, method: string, url: string): ErrorAnswer | string {
  const kind = typeof error.kind === 'string' ? error.kind : 'service';
  const item = errorItem(error);
  const trace = { headers: {}, url, method, attempts: 1 };
  const status = typeof error.status === 'number' ? error.status : undefined;
  switch (kind) {
    case 'none':
    case 'service':
    case 'redirect': {
      const body: Record_ = item ? { errors: [item] } : {};
      if (kind === 'redirect') {
        if (error.nullRedirect === true) body.redirect = null;
        if (typeof error.goToUrl === 'string' && error.goToUrl !== '') body.goToUrl = error.goToUrl;
      }
      const ok = status ?? 200;
      if (ok < 200 || ok > 299) return `error.kind ${kind} with status ${ok}: a ${kind} outcome is a 2xx answer`;
      return { answer: { status: ok, body }, result: { ok: true, status: ok, answer: body, ...trace } };
    }
    case 'http': {
      const code = status ?? 500;
      if (code === 401 || code < 300) return `error.kind http with status ${code}: a 401 is kind unauthorized, a 2xx is not an HTTP error`;
      const body = item ? { errors: [item] } : {};
      return { answer: { status: code, body }, result: { ok: false, error: new HttpStatusError(method, url, code, body), answer: body, ...trace } };
    }
    case 'unauthorized':
      return { answer: { status: 401, body: {} }, result: { ok: false, error: new UnauthorizedError(method, url), answer: {}, ...trace } };
    case 'network':
      return { answer: { networkError: true }, result: { ok: false, error: new NetworkError(method, url), ...trace } };
    case 'malformed':
      return {
        answer: { status: status ?? 200, body: '{"not json' },
        result: { ok: false, error: new MalformedAnswerError(method, url, status ?? 200, 'not JSON'), ...trace },
      };
    case 'timeout':
      return 'error.kind timeout: a time-out takes the call’s whole time limit; tests/services cover it against MSW on a fake clock';
    default:
      return `error.kind ${kind}: no mock answer makes it (a refused URL never leaves the browser)`;
  }
}
