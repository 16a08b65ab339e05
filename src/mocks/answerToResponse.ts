import { HttpResponse, delay } from 'msw';
import type { MockAnswer } from './overrides.ts';

/** Statuses whose responses must not carry a body (the Response constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Turns a MockAnswer into what an MSW resolver returns. A string body is sent
 * untouched, still labelled application/json, so tests can serve malformed
 * JSON; any other body is JSON-encoded. `source` goes into an
 * `x-mock-source` header so DevTools shows where an answer came from.
 */
export async function answerToResponse(answer: MockAnswer, source: string): Promise<Response> {
  if (answer.delayMs !== undefined && answer.delayMs > 0) await delay(answer.delayMs);
  if (answer.networkError === true) return HttpResponse.error();

  const status = answer.status ?? 200;
  const headers = new Headers(answer.headers);
  if (!headers.has('x-mock-source')) headers.set('x-mock-source', source);
  if (answer.body === undefined || NULL_BODY_STATUSES.has(status)) {
    return new HttpResponse(null, { status, headers });
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return new HttpResponse(text, { status, headers });
}
