import type { AxiosInstance, AxiosResponse } from 'axios';
import type { AdapterDefinition } from '../model/adapterDefinition.ts';
import { adapterPath, isOwnApiPath } from './adapterPath.ts';
import { describeValidationFailure, type AnswerValidator } from './answerValidator.ts';
import { HttpStatusError } from './errors/HttpStatusError.ts';
import { MalformedAnswerError } from './errors/MalformedAnswerError.ts';
import { NetworkError } from './errors/NetworkError.ts';
import { RefusedUrlError } from './errors/RefusedUrlError.ts';
import { ServiceError } from './errors/ServiceError.ts';
import { TimeoutError } from './errors/TimeoutError.ts';
import { UnauthorizedError } from './errors/UnauthorizedError.ts';
import { parseAnswer, tryParseAnswer } from './parseAnswer.ts';
import { withFreshCaptcha } from './retry/captchaBody.ts';
import { pathListed, retryableStatus, retryDelayMs } from './retry/retryPlan.ts';
import type { CallRequest, CallResult, ServiceTransport } from './transport.ts';

const defaultTimeoutMs = 30000;

export interface HttpTransportOptions {
  /**
   * The axios instance, or a loader for it: the app loads axios in parallel
   * with start-up, outside the start-up bundle (npm run size).
   */
  http: AxiosInstance | { load: () => Promise<AxiosInstance> };
  adapters: ReadonlyMap<string, AdapterDefinition>;
  /**
   * Precompiled answer validators, or a loader for them: the app loads them
   * with the first answer so they stay out of the start-up bundle.
   */
  validators: AnswerValidators | (() => Promise<AnswerValidators>);
  /**
   * Told when a loader above fails (a chunk that could not be fetched, spec 8);
   * the call then fails as a network error and the next call loads again.
   */
  onLoadFailure?: (what: 'http client' | 'answer validators', error: unknown) => void;
}

type AnswerValidators = Readonly<Record<string, AnswerValidator>>;

function headersOf(response: AxiosResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers ?? {})) {
    if (typeof value === 'string') out[key.toLowerCase()] = value;
  }
  return out;
}

function classifyThrown(error: unknown, method: string, url: string, timeoutMs: number): ServiceError {
  if (error instanceof ServiceError) return error;
  const code = (error as { isAxiosError?: boolean; code?: string } | null)?.isAxiosError ? (error as { code?: string }).code : undefined;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
    return new TimeoutError(method, url, timeoutMs);
  }
  return new NetworkError(method, url, error instanceof Error ? error.message : String(error));
}

/** A chunk the caller needs could not be loaded. */
class LoadFailure {
  readonly message: string;
  constructor(what: string, error: unknown) {
    this.message = `${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Calls adapters over HTTP and turns every outcome into a CallResult:
 * network failures, time-outs, statuses, bad JSON and answers that do not
 * match their schema all become typed errors. Retries network errors and
 * 0/502/503/504 on the plan's URLs with exponential delay (spec 4.4).
 * Never rejects.
 */
export function createHttpTransport(options: HttpTransportOptions): ServiceTransport {
  let http: Promise<AxiosInstance> | null = null;
  /**
   * The client once loaded. A call then reaches send() in the task that asked
   * for it: each await before it lets React's page render (queued as a
   * microtask by the same click) run first, and the request left only after
   * the next page had rendered (issue 12 item 5, docs/performance.md).
   */
  let loadedClient: AxiosInstance | null = null;
  const httpClient = (): Promise<AxiosInstance> => {
    const source = options.http;
    // An axios instance is itself a function, so the loader is told apart by its `load` key.
    http ??= 'load' in source ? source.load() : Promise.resolve(source);
    return http;
  };
  let loading: Promise<AnswerValidators> | null = null;
  const validatorsTable = (): Promise<AnswerValidators> => {
    if (typeof options.validators !== 'function') return Promise.resolve(options.validators);
    loading ??= options.validators();
    return loading;
  };
  /** A loader that failed is forgotten (the next call tries again) and reported once per failure. */
  async function loaded<T>(what: 'http client' | 'answer validators', get: () => Promise<T>, forget: () => void): Promise<T | LoadFailure> {
    try {
      return await get();
    } catch (error) {
      forget();
      options.onLoadFailure?.(what, error);
      return new LoadFailure(what, error);
    }
  }

  async function attempt(adapter: AdapterDefinition, url: string, body: unknown, request: CallRequest): Promise<CallResult> {
    const method = adapter.method;
    const timeoutMs = (typeof adapter.timeoutMs === 'function' ? adapter.timeoutMs(request.facts) : adapter.timeoutMs) ?? defaultTimeoutMs;
    const client = loadedClient ?? (await loaded('http client', httpClient, () => (http = null)));
    if (client instanceof LoadFailure) return { ok: false, error: new NetworkError(method, url, client.message), headers: {} };
    loadedClient = client;
    // The validators chunk travels while the request does, not after the answer (issue 12 item 5: a
    // cold page waited for it before rendering its first answer). Failures surface where it is awaited below.
    validatorsTable().catch(() => undefined);
    let response: AxiosResponse;
    try {
      response = await client.request({
        method,
        url,
        data: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        headers: adapter.headers ? { ...request.headers, ...adapter.headers(request.facts) } : request.headers,
        timeout: timeoutMs,
        // Cookies (and the anti-forgery token header) travel only because the
        // URL was checked to be our own API path (spec 5, 7).
        withCredentials: true,
      });
    } catch (error) {
      return { ok: false, error: classifyThrown(error, method, url, timeoutMs), headers: {} };
    }
    const headers = headersOf(response);
    if (response.status === 401) return { ok: false, error: new UnauthorizedError(method, url), answer: tryParseAnswer(response.data), headers };
    if (response.status === 0 || response.status < 200 || response.status > 299) {
      const parsed = tryParseAnswer(response.data);
      return { ok: false, error: new HttpStatusError(method, url, response.status, parsed), answer: parsed, headers };
    }
    let answer: unknown;
    try {
      answer = parseAnswer(response.data);
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'not JSON';
      return { ok: false, error: new MalformedAnswerError(method, url, response.status, detail), headers };
    }
    const table = await loaded('answer validators', validatorsTable, () => (loading = null));
    if (table instanceof LoadFailure) return { ok: false, error: new NetworkError(method, url, table.message), headers };
    const validate = table[adapter.name];
    if (validate && !validate(answer)) {
      const error = new MalformedAnswerError(method, url, response.status, describeValidationFailure(validate));
      return { ok: false, error, headers };
    }
    return { ok: true, answer, status: response.status, headers };
  }

  async function call(request: CallRequest): Promise<CallResult> {
    const adapter = options.adapters.get(request.adapter);
    if (!adapter) {
      const error = new RefusedUrlError('CALL', request.adapter, `no adapter named "${request.adapter}" is registered`);
      return { ok: false, error, headers: {}, attempts: 0 };
    }
    const url = adapterPath(adapter, request.facts);
    const method = adapter.method;
    if (!isOwnApiPath(url)) {
      return { ok: false, error: new RefusedUrlError(method, url, 'only same-origin API paths are called'), headers: {}, url, method, attempts: 0 };
    }
    let body = request.body !== undefined ? request.body : adapter.body?.(request.facts);
    const plan = request.retry;
    const retries = plan && pathListed(url, plan.urls) ? Math.max(0, plan.count) : 0;
    let result = await attempt(adapter, url, body, request);
    let attempts = 1;
    while (!result.ok && attempts <= retries && retryableStatus(result.error.kind, result.error.status) && plan) {
      await plan.wait(retryDelayMs(attempts, plan.baseDelayMs));
      if (pathListed(url, plan.captchaUrls)) body = await withFreshCaptcha(body, request.captcha);
      result = await attempt(adapter, url, body, request);
      attempts += 1;
    }
    return { ...result, url, method, attempts };
  }

  function requestKey(request: CallRequest): string | null {
    const adapter = options.adapters.get(request.adapter);
    if (!adapter) return null;
    const { facts } = request;
    return JSON.stringify([
      adapter.method,
      adapterPath(adapter, facts),
      request.body !== undefined ? request.body : adapter.body?.(facts),
      adapter.headers?.(facts),
    ]);
  }

  return { call, adapterNames: () => [...options.adapters.keys()], requestKey };
}
