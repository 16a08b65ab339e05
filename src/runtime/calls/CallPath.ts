import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Effect } from '../../model/flowTypes.ts';
import type { Ports } from '../../model/ports.ts';
import { ServiceError } from '../../services/errors/ServiceError.ts';
import type { CallRequest, CallResult, ServiceTransport } from '../../services/transport.ts';
import type { ServiceStateStore } from '../plumbing/serviceState/ServiceStateStore.ts';
import type { AnswerBatch } from './AnswerBatch.ts';
import type { CallFacts } from './CallFacts.ts';
import type { ErrorTable } from './ErrorTable.ts';
import { headerNames } from '../effects/requestHeaders.ts';
import { dropsLateAnswer } from './pageTokenGuard.ts';
import { retryPlanOf } from './retryPlan.ts';

export interface CallReport {
  /** 'skipped': services were stopped (spec 4.3), or a previous page's answer arrived late. */
  outcome: 'done' | 'error' | 'skipped';
  /** The result, or null when nothing was sent or the transport broke its never-rejects promise. */
  result: CallResult | null;
  /** The error table's effects for this outcome, for the effect runner to run. */
  effects: Effect[];
}

export interface CallOptions {
  /** A page's call keeps its answer as answers.<adapter> and calls.<adapter>; an app call (throttle list, assistance checks) does not. */
  forPage: boolean;
  /** The payload of the event being handled: the adapter's body may read it as facts.event. */
  event?: Record<string, unknown>;
}

export interface CallPathPorts {
  ports: Pick<Ports, 'captcha' | 'clock' | 'cookies' | 'logger'>;
  flows(): FlowSet;
  transport: ServiceTransport;
  callFacts: CallFacts;
  facts(): Facts;
  headers(facts: Facts): Record<string, string>;
  errorTable: Pick<ErrorTable, 'afterCall'>;
  serviceState: Pick<ServiceStateStore, 'stopped'>;
  /** Applies a page's answers a frame at a time (issue 20 item 3). */
  answers: Pick<AnswerBatch, 'apply'>;
}

/**
 * The one call path (docs/architecture.md "The call path"), for the page's
 * calls and the app's own: no call after services stopped (spec 4.3), the
 * spec 7 headers, the retry plan (spec 4.4), the transport, the call's state
 * as facts and the page-token guard (page calls only), then every outcome
 * through the error table. It hands the table's effects back instead of
 * running them: the effect runner runs them, then the page's onDone / onError.
 * A page's answer waiting for the next frame (AnswerBatch) is applied with
 * them: `inFrame` is run with its report in the same piece of work.
 */
export class CallPath {
  /** What the path is made of (read-only; tests reach the error table through it). */
  readonly deps: CallPathPorts;
  /** Early answers by request (sendEarly), and the page token when they were sent. */
  private readonly early = new Map<string, Promise<CallResult>>();
  private earlyToken = 0;
  /** The headers with a value and the cookies there were when the early calls left: the only ones compared (keyOf). */
  private earlyNames: Set<string> | null = null;

  constructor(deps: CallPathPorts) {
    this.deps = deps;
  }

  async call(adapter: string, options: CallOptions, inFrame?: (report: CallReport) => void): Promise<CallReport> {
    const { deps } = this;
    if (deps.serviceState.stopped) return { outcome: 'skipped', result: null, effects: [] };
    const request = this.request(adapter, options.event);
    if (options.forPage) return this.pageCall(request, inFrame);
    try {
      return this.settled(adapter, await deps.transport.call(request));
    } catch (error) {
      deps.ports.logger.error(`[storeflow] ${adapter} failed`, error);
      return { outcome: 'error', result: null, effects: [] };
    }
  }

  /**
   * Issue 20 item 4: sends a call of the page about to be entered before the
   * page is entered (a pre-rendered frame, before hydration), from the facts
   * as they are now. Nothing about it shows: no call state, no answer. The
   * page's own call takes its answer, and applies it as any other, if it
   * sends the same request (transport.requestKey and the cookies) while it is
   * the first page entered since; otherwise the page's call goes out itself.
   */
  sendEarly(adapter: string): void {
    const { deps } = this;
    if (deps.serviceState.stopped) return;
    let key: string | null;
    let answer: Promise<CallResult>;
    try {
      const request = this.request(adapter);
      // A cookie or header an early answer itself brings (a new visitor's cart id, set by getCart) is not a different request.
      this.earlyNames ??= new Set([
        ...Object.keys(request.headers).filter((name) => request.headers[name]),
        ...Object.keys(deps.ports.cookies.all()).map((name) => `cookie:${name}`),
      ]);
      key = this.keyOf(request);
      // Not known to the transport, or already out (an entry naming an adapter twice): the page's own call goes.
      if (key === null || this.early.has(key)) return;
      answer = deps.transport.call(request);
    } catch {
      // An adapter or transport that throws at once: no early call; the page's own call meets it, as spec 8 says.
      return;
    }
    // Not taken is not an error: the page's own call reports its outcome.
    answer.catch(() => undefined);
    this.early.set(key, answer);
    this.earlyToken = deps.callFacts.page.token;
  }

  private request(adapter: string, event?: Record<string, unknown>): CallRequest {
    const { deps } = this;
    const facts = event ? { ...deps.facts(), event } : deps.facts();
    return { adapter, facts, headers: deps.headers(facts), retry: retryPlanOf(deps.flows(), deps.ports.clock), captcha: deps.ports.captcha };
  }

  /** The request as the service receives it, less its end-to-end id (new for every request), and the cookies it carries. */
  private keyOf(request: CallRequest): string | null {
    const key = this.deps.transport.requestKey?.(request);
    const names = this.earlyNames;
    const headers = Object.entries(request.headers).filter(([name]) => name !== headerNames.requestId && names?.has(name) !== false);
    const cookies = Object.entries(this.deps.ports.cookies.all()).filter(([name]) => names?.has(`cookie:${name}`) !== false);
    return key ? JSON.stringify([key, headers, cookies]) : null;
  }

  /** The early answer of this request, once: only for the first page entered after it was sent (one page entry, one new token). */
  private takeEarly(request: CallRequest): Promise<CallResult> | undefined {
    if (this.early.size === 0) return undefined;
    const token = this.deps.callFacts.page.token;
    if (token > this.earlyToken + 1) this.early.clear();
    const key = token === this.earlyToken + 1 ? this.keyOf(request) : null;
    const answer = key === null ? undefined : this.early.get(key);
    if (key !== null) this.early.delete(key);
    return answer;
  }

  /**
   * A page's call: its state and answer become facts, unless the shopper left
   * the page before it answered. A request that could not even be made is a
   * failed call, never a rejection. Which page is current is asked when the
   * answer is applied (at the next frame, AnswerBatch).
   */
  private async pageCall(request: CallRequest, inFrame?: (report: CallReport) => void): Promise<CallReport> {
    const { callFacts, transport, ports } = this.deps;
    const token = callFacts.page.token;
    callFacts.started(request.adapter);
    let result: CallResult;
    try {
      result = await (this.takeEarly(request) ?? transport.call(request));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = { ok: false, error: new ServiceError('refused', 'CALL', request.adapter, 0, `the request could not be made: ${detail}`), headers: {} };
    }
    const at = ports.clock.now();
    return this.deps.answers.apply((): CallReport => {
      const current = token === callFacts.page.token;
      callFacts.settled(request.adapter, result, current, at);
      // A previous page's late answer: its events must not run on this page.
      return !current && dropsLateAnswer(result) ? { outcome: 'skipped', result, effects: [] } : this.settled(request.adapter, result);
    }, inFrame);
  }

  private settled(adapter: string, result: CallResult): CallReport {
    return { outcome: result.ok ? 'done' : 'error', result, effects: this.deps.errorTable.afterCall(adapter, result) };
  }
}
