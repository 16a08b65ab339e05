import { resolveRecord, resolveValue } from '../../engine/resolveValue.ts';
import type { ActionDefinition } from '../../model/actionDefinition.ts';
import type { Facts } from '../../model/facts.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { Effect } from '../../model/flowTypes.ts';
import type { PlumbingApi } from '../../model/plumbing.ts';
import type { Ports } from '../../model/ports.ts';
import { followTarget } from '../followTarget.ts';

export interface EffectHost {
  ports: Ports;
  flows(): FlowSet;
  facts(): Facts;
  actions: ReadonlyMap<string, ActionDefinition>;
  dispatch(event: string, payload?: Record<string, unknown>): void;
  setUi(name: string, value: unknown): void;
  /** `event` is the payload of the event being handled: the adapter's body may read it as facts.event. */
  call(adapter: string, event?: Record<string, unknown>): Promise<'done' | 'error' | 'skipped'>;
  isInFlight(adapter: string): boolean;
  gotoPage(pageId: string, query: Record<string, unknown>): void;
  currentPageUrl(): string;
  /** Shared plumbing handed to actions (ActionContext.plumbing). */
  plumbing?(): PlumbingApi;
}

/**
 * Runs the effects the engine chose, in order. Every failure is caught and
 * logged: an effect never leaves an unhandled rejection behind.
 */
export class EffectRunner {
  private readonly host: EffectHost;

  constructor(host: EffectHost) {
    this.host = host;
  }

  run(effects: readonly Effect[], eventPayload?: Record<string, unknown>): void {
    for (const effect of effects) {
      try {
        this.runOne(effect, eventPayload);
      } catch (error) {
        this.host.ports.logger.error('[storeflow] effect failed', { effect, error });
      }
    }
  }

  private context(eventPayload?: Record<string, unknown>) {
    const facts = eventPayload ? { ...this.host.facts(), event: eventPayload } : this.host.facts();
    return { facts, texts: this.host.flows().texts };
  }

  private runOne(effect: Effect, eventPayload?: Record<string, unknown>): void {
    const host = this.host;
    if ('call' in effect) {
      if (effect.once && host.isInFlight(effect.call)) return;
      void host
        .call(effect.call, eventPayload)
        .then((outcome) => {
          if (outcome === 'done' && effect.onDone) host.dispatch(effect.onDone);
          if (outcome === 'error' && effect.onError) host.dispatch(effect.onError);
        })
        // Spec 8: no unhandled rejection, even if a caller breaks its never-rejects promise or a handler throws.
        .catch((error: unknown) => host.ports.logger.error(`[storeflow] call "${effect.call}" failed`, error));
      return;
    }
    if ('goto' in effect) {
      host.gotoPage(effect.goto, resolveRecord(effect.query, this.context(eventPayload)));
      return;
    }
    if ('redirect' in effect) {
      this.redirect(effect.redirect, effect.allowHosts, effect.withGoto === true, effect.delayMs ?? 0, eventPayload);
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
    const definition = host.actions.get(effect.action);
    if (!definition) {
      host.ports.logger.error(`[storeflow] no action named "${effect.action}" is registered`);
      return;
    }
    const args = resolveRecord(effect.args, this.context(eventPayload));
    void Promise.resolve()
      .then(() =>
        definition.run(args, {
          ports: host.ports,
          flows: host.flows(),
          facts: host.facts(),
          dispatch: (event, payload) => host.dispatch(event, payload),
          setUi: (name, value) => host.setUi(name, value),
          plumbing: host.plumbing?.(),
        }),
      )
      .catch((error: unknown) => host.ports.logger.error(`[storeflow] action "${effect.action}" failed`, error));
  }

  private redirect(target: unknown, allowList: string | undefined, withGoto: boolean, delayMs: number, eventPayload?: Record<string, unknown>): void {
    const host = this.host;
    const resolved = resolveValue(target as never, this.context(eventPayload));
    const allowed = allowList ? (host.flows().lists[allowList] ?? []).map(String) : [];
    const check = followTarget(host.ports, { target: resolved, allowedHosts: allowed, ...(withGoto ? { goto: host.currentPageUrl() } : {}), delayMs });
    if (!check.ok) {
      host.ports.logger.error(`[storeflow] redirect refused: ${check.reason}`, { target: resolved });
      host.setUi('redirectRefused', true);
    }
  }
}
