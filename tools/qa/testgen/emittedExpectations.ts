import { firstMatch } from '../../../src/engine/firstMatch.ts';
import { resolveValue } from '../../../src/engine/resolveValue.ts';
import type { ActionEmit } from '../../../src/model/actionEmits.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Effect, Page } from '../../../src/model/flowTypes.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { serviceKey } from './caseSetup.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { readsFact } from '../../../src/engine/references/queries.ts';
import type { CaseSetup, EmittedExpectation } from './flowCase.ts';

const reads = (value: unknown, factPrefix: string): boolean => readsFact(referencesIn(value), factPrefix);

function expectationFor(
  emit: ActionEmit,
  args: Record<string, unknown>,
  resolved: Record<string, unknown>,
  factPrefix: string,
  setup: CaseSetup,
  page: Page,
  flows: FlowSet,
  manifest: RegistryManifest,
): EmittedExpectation | string | undefined {
  if (emit.channel === 'call') {
    const adapterArg = 'arg' in emit.adapter ? emit.adapter.arg : undefined;
    const decidesAdapter = adapterArg !== undefined && reads(args[adapterArg], factPrefix);
    const decidesWhether = emit.when !== undefined && reads(args[emit.when], factPrefix);
    if (!decidesAdapter && !decidesWhether) return undefined;
    const adapter = adapterArg !== undefined ? String(resolved[adapterArg]) : 'name' in emit.adapter ? emit.adapter.name : '';
    const call = serviceKey(adapter, setup, flows, manifest);
    if (!call) return `the outcome names adapter "${adapter}", which is not registered`;
    // As the action reads it (checkLiveChat runs only on `run: true`, src/model/actionEmits.ts CallEmit).
    const made = emit.when === undefined || resolved[emit.when] === true;
    // "Not made" needs a moment after which it would have been: the page-view tag goes out after the entry effects ran.
    if (!made && !page.analytics) return `the outcome is that ${adapter} is not called, and ${page.route} sends no page-view tag to wait for`;
    return { channel: 'call', call, made };
  }
  const fields = Object.fromEntries(Object.entries(emit.fields).flatMap(([field, arg]) => (reads(args[arg], factPrefix) ? [[field, resolved[arg]]] : [])));
  if (Object.keys(fields).length === 0) return undefined;
  if (emit.channel === 'bridge') {
    if (!setup.nativeBridge) return `outside the native app there is no bridge to receive the ${emit.type} message`;
    return { channel: 'bridge', type: emit.type, fields };
  }
  const event = 'name' in emit.event ? emit.event.name : String(resolved[emit.event.arg]);
  if (!page.analytics && event === 'pageView') return `${page.route} sends no page-view tag`;
  return { channel: 'pageTag', event, fields };
}

/**
 * The effects that run once the page's entry calls have answered: for each
 * onEnter call with an `onDone` event, the handler of that event that wins
 * under these (answered) facts. Only calls `settles` accepts: a handler that
 * runs when one call answers sees another call's answer only if that one
 * came first, which the browser does not promise.
 */
export function afterEntryCalls(page: Page, facts: object, settles: (adapter: string) => boolean): Effect[] {
  return ((page.onEnter ?? []) as Effect[]).flatMap((effect) => {
    if (!('call' in effect) || !effect.onDone || !settles(effect.call)) return [];
    return (firstMatch(page.on?.[effect.onDone] ?? [], facts).row?.effects ?? []) as Effect[];
  });
}

/**
 * What the page sends out for an outcome that reads `factPrefix`
 * (`decisions.<table>`): every action of `effects` (the page's entry effects,
 * or those that run after its entry calls answered) whose args read it,
 * through the action's declared emits (src/model/actionEmits.ts), with the
 * values the args take under these facts. Only the fields fed by the outcome
 * are expected; a field fed by another table is that table's case. Returns
 * the reasons when an emit reads the outcome but cannot be observed for this
 * shopper.
 */
export function emittedFor(
  page: Page,
  effects: readonly Effect[],
  facts: object,
  factPrefix: string,
  setup: CaseSetup,
  flows: FlowSet,
  manifest: RegistryManifest,
): { emitted: EmittedExpectation[]; reasons: string[] } {
  const emitted: EmittedExpectation[] = [];
  const reasons: string[] = [];
  for (const effect of effects) {
    if (!('action' in effect) || !reads(effect.args, factPrefix)) continue;
    const args = (effect.args ?? {}) as Record<string, unknown>;
    const resolved = Object.fromEntries(
      Object.entries(args).map(([name, value]) => [name, resolveValue(value as never, { facts: facts as never, texts: flows.texts })]),
    );
    for (const emit of manifest.actions[effect.action]?.emits ?? []) {
      const outcome = expectationFor(emit, args, resolved, factPrefix, setup, page, flows, manifest);
      if (typeof outcome === 'string') reasons.push(outcome);
      else if (outcome) emitted.push(outcome);
    }
  }
  return { emitted, reasons };
}
