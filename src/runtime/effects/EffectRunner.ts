import { action, makeObservable } from 'mobx';
import { handleEvent } from '../../engine/handleEvent.ts';
import { resolveRecord, resolveValue } from '../../engine/resolveValue.ts';
import type { PageRef } from '../../engine/routing.ts';
import type { ActionContext, ActionDefinition } from '../../model/actionDefinition.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { ActionEffect, Effect } from '../../model/flowTypes.ts';
import type { AppCallResult, PlumbingApi } from '../../model/plumbing.ts';
import type { Ports } from '../../model/ports.ts';
import type { CallPath, CallReport } from '../calls/CallPath.ts';
import type { Redirector } from '../redirect/Redirector.ts';
import { redirectOrder } from '../redirect/redirectOrder.ts';

export interface EffectRunnerPorts {
  ports: Ports;
  flows(): FlowSet;
  facts(): Facts;
  actions: ReadonlyMap<string, ActionDefinition>;
  /** The page shown (PageLocator): its handlers answer dispatched events. */
  currentPage(): PageRef | null;
  setUi(name: string, value: unknown): void;
  calls: Pick<CallPath, 'call'>;
  isInFlight(adapter: string): boolean;
  servicesStopped(): boolean;
  gotoPage(pageId: string, query: Record<string, unknown>): void;
  redirector: Pick<Redirector, 'redirect' | 'leaving'>;
  /** Shared plumbing handed to actions (ActionContext.plumbing). */
  plumbing: PlumbingApi;
  /** Reads the clock afresh (clock.* facts) before an event's handlers are chosen. */
  tickClock(): void;
  /** Reports an action's code that could not be loaded (ActionContext.codeNotLoaded, spec 8). */
  codeNotLoaded?(what: string, error: unknown): void;
}

export interface RunOptions {
  /** The payload of the event being handled (facts.event). */
  eventPayload?: Record<string, unknown>;
  /**
   * Run actions at once rather than after the current task's other effects:
   * the error table's rows, so a logout or a redirect has stopped services
   * before the page's onDone / onError are considered.
   */
  actionsAtOnce?: boolean;
}

/**
 * The one effect runner (issue 8 item 4): page entry, events, the error
 * table and plumbing actions all run their effects here, in order, with one
 * action context. Every failure is caught and logged: an effect never leaves
 * an unhandled rejection behind.
 */
export class EffectRunner {
  private readonly host: EffectRunnerPorts;

  constructor(host: EffectRunnerPorts) {
    this.host = host;
    // An event's effects change several stores: one MobX action, as FlowStore.dispatch was.
    makeObservable(this, { dispatch: action });
  }

  /** An event of the page shown: the first handler whose `when` holds runs (engine handleEvent). */
  dispatch(event: string, payload?: Record<string, unknown>): void {
    const page = this.host.currentPage()?.page;
    if (!page) return;
    this.host.tickClock();
    const facts = payload ? { ...this.host.facts(), event: payload } : this.host.facts();
    this.run(handleEvent(page, event, facts).effects, { eventPayload: payload });
  }

  run(effects: readonly Effect[], options: RunOptions = {}): void {
    for (const effect of effects) {
      try {
        this.runOne(effect, options);
      } catch (error) {
        this.host.ports.logger.error('[storeflow] effect failed', { effect, error });
      }
    }
  }

  /**
   * Calls an adapter through the one call path, runs the error table's
   * effects, and says how it went: 'skipped' when services are stopped (the
   * table may just have stopped them), so onDone / onError do not run. A
   * page's answer applied at the next frame (AnswerBatch) runs them there,
   * then `inFrame`, in the same piece of work (issue 20 item 3).
   */
  async call(
    adapter: string,
    options: { forPage: boolean; event?: Record<string, unknown> },
    inFrame?: (result: AppCallResult) => void,
  ): Promise<AppCallResult> {
    let result: AppCallResult | undefined;
    const follow = (report: CallReport): AppCallResult => {
      this.run(report.effects, { actionsAtOnce: true });
      const outcome = report.outcome === 'skipped' || this.host.servicesStopped() ? 'skipped' : report.outcome;
      return (result = { outcome, answer: report.result?.ok ? report.result.answer : undefined });
    };
    const report = await this.host.calls.call(adapter, options, (applied) => inFrame?.(follow(applied)));
    return result ?? follow(report);
  }

  /** A call the app makes for itself (throttle list, assistance checks): no page answer. Never rejects. */
  callForApp(adapter: string): Promise<AppCallResult> {
    return this.call(adapter, { forPage: false }).catch((error: unknown) => {
      this.host.ports.logger.error(`[storeflow] ${adapter} failed`, error);
      return { outcome: 'error' as const };
    });
  }

  /** The one context every action receives, plumbing actions included. */
  private actionContext(): ActionContext {
    const host = this.host;
    return {
      ports: host.ports,
      flows: host.flows(),
      facts: host.facts(),
      dispatch: (event, payload) => this.dispatch(event, payload),
      setUi: (name, value) => host.setUi(name, value),
      plumbing: host.plumbing,
      callForApp: (adapter) => this.callForApp(adapter),
      ...(host.codeNotLoaded ? { codeNotLoaded: host.codeNotLoaded } : {}),
    };
  }

  private context(eventPayload?: Record<string, unknown>) {
    const facts = eventPayload ? { ...this.host.facts(), event: eventPayload } : this.host.facts();
    return { facts, texts: this.host.flows().texts };
  }

  private runOne(effect: Effect, options: RunOptions): void {
    const host = this.host;
    const { eventPayload } = options;
    if ('call' in effect) {
      // `once`: one press, one call. Dropped while the call is in flight, and once a redirect was accepted (its onDone
      // may have sent the shopper away): the page stays clickable until the browser commits the next one. The
      // Redirector ends `leaving` for a page still here settings.redirectUnloadWaitMs later, or shown again.
      if (effect.once && (host.isInFlight(effect.call) || host.redirector.leaving)) return;
      // Run once: in the answer's frame, or (without frames) when the call resolves, as before.
      let followed = false;
      const next = ({ outcome }: AppCallResult): void => {
        followed = true;
        // The follow-up event still carries the event that started the call (a form's values), so a
        // handler of onDone can start the next call of a chain with the same input.
        if (outcome === 'done' && effect.onDone) this.dispatch(effect.onDone, eventPayload);
        if (outcome === 'error' && effect.onError) this.dispatch(effect.onError, eventPayload);
      };
      void this.call(effect.call, { forPage: true, event: eventPayload }, next)
        .then((result) => followed || next(result))
        // Spec 8: no unhandled rejection, even if a caller breaks its never-rejects promise or a handler throws.
        .catch((error: unknown) => host.ports.logger.error(`[storeflow] call "${effect.call}" failed`, error));
      return;
    }
    if ('goto' in effect) {
      host.gotoPage(effect.goto, resolveRecord(effect.query, this.context(eventPayload)));
      return;
    }
    if ('redirect' in effect) {
      host.redirector.redirect(redirectOrder(effect, this.context(eventPayload)));
      return;
    }
    if ('set' in effect) {
      host.setUi(effect.set, resolveValue(effect.to, this.context(eventPayload)));
      return;
    }
    if ('track' in effect) {
      host.ports.pageTag.send(effect.track, resolveRecord(effect.data, this.context(eventPayload)));
      return;
    }
    this.runAction(effect, options);
  }

  private runAction(effect: ActionEffect, options: RunOptions): void {
    const { logger } = this.host.ports;
    const definition = this.host.actions.get(effect.action);
    if (!definition) {
      logger.error(`[storeflow] no action named "${effect.action}" is registered`);
      return;
    }
    const failed = (error: unknown): void => logger.error(`[storeflow] action "${effect.action}" failed`, error);
    const args = resolveRecord(effect.args, this.context(options.eventPayload));
    if (!options.actionsAtOnce) {
      void Promise.resolve()
        .then(() => definition.run(args, this.actionContext()))
        .catch(failed);
      return;
    }
    try {
      void Promise.resolve(definition.run(args, this.actionContext())).catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}
