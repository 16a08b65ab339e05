import type { Facts } from '../model/facts.ts';
import type { ServiceError } from './errors/ServiceError.ts';
import type { CaptchaLike } from './retry/captchaBody.ts';
import type { RetryPlan } from './retry/retryPlan.ts';

export interface CallRequest {
  adapter: string;
  facts: Facts;
  headers: Record<string, string>;
  /** Replaces the adapter's body (the logging call builds its body from the error it reports). */
  body?: unknown;
  /** When and how to retry (spec 4.4); no plan, no retry. */
  retry?: RetryPlan;
  /** Re-run on a retry of a captcha URL. */
  captcha?: CaptchaLike;
}

/** What every result says besides its outcome: where it went and how many tries it took. */
interface CallTrace {
  headers: Record<string, string>;
  /** The path called (after the API base was chosen). */
  url?: string;
  method?: string;
  /** 1 when the first attempt settled it. */
  attempts?: number;
}

export type CallResult = ({ ok: true; answer: unknown; status: number } & CallTrace) | ({ ok: false; error: ServiceError; answer?: unknown } & CallTrace);

/** The one way the runtime talks to services. Never rejects: failures are typed results. */
export interface ServiceTransport {
  call(request: CallRequest): Promise<CallResult>;
  /** Adapter names it knows, for checks. */
  adapterNames(): string[];
  /**
   * What the adapter makes of this request: method, path, body and its own headers (the request's common headers
   * and cookies are the caller's to compare). Null when it would not be sent. Transports without it get no early
   * calls (CallPath.sendEarly).
   */
  requestKey?(request: CallRequest): string | null;
}
