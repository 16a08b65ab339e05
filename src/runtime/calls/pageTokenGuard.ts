import type { CallResult } from '../../services/transport.ts';

/** Whether the page that sent a call is still the page shown when its answer arrives. */
export interface PageTicket {
  stillOnPage(): boolean;
}

/**
 * The page-token guard: every page the shopper opens gets a new token, and a
 * call takes a ticket for the token of its page when it leaves. An answer
 * whose page the shopper left is a previous page's late answer: it must not
 * become the new page's answer, status or events.
 */
export class PageTokenGuard {
  private token = 0;

  /** A new page starts: tickets taken before it no longer hold. */
  pageLeft(): void {
    this.token += 1;
  }

  ticket(): PageTicket {
    const token = this.token;
    return { stillOnPage: () => token === this.token };
  }
}

/**
 * A late answer is dropped (no error table, no onDone / onError), except a
 * 401: the session is gone whichever page asked.
 */
export function dropsLateAnswer(result: CallResult): boolean {
  return result.ok || result.error.kind !== 'unauthorized';
}
