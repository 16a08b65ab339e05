import type { CallResult } from '../../services/transport.ts';

/**
 * The page-token guard: every page the shopper opens gets a new token, and a
 * call notes the token of its page when it leaves. An answer whose token is
 * no longer the current one is a previous page's late answer: it must not
 * become the new page's answer, status or events.
 */
export class PageTokenGuard {
  token = 0;

  /** A new page starts: answers asked for before it are a previous page's. */
  pageLeft(): void {
    this.token += 1;
  }
}

/**
 * A late answer is dropped (no error table, no onDone / onError), except a
 * 401: the session is gone whichever page asked.
 */
export function dropsLateAnswer(result: CallResult): boolean {
  return result.ok || result.error.kind !== 'unauthorized';
}
