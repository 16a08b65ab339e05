import { evaluate, holds } from '../logic/evaluate.ts';
import type { PropValue } from '../model/flowTypes.ts';
import { getPath } from './path.ts';

/** What a resolved `{ "event": ... }` prop becomes: the view turns it into a handler. */
export interface EventBinding {
  readonly kind: 'event';
  readonly event: string;
}

export interface ResolveContext {
  facts: object;
  texts: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Fills {name} placeholders; unknown placeholders stay visible so a missing param is noticed, not hidden. */
export function fillText(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * Resolves a prop value of a flow file to what a component receives:
 * literals as they are, {text} from the texts, {fact} from the facts,
 * {logic} by JSON Logic, {event} to an EventBinding, {cases} to the value of
 * the first case that holds. Pure.
 */
export function resolveValue(value: PropValue | undefined, context: ResolveContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveNested(item, context));
  if (!isRecord(value)) return value;
  if (typeof value.text === 'string') {
    const template = context.texts[value.text] ?? value.text;
    const params = isRecord(value.params) ? resolveRecord(value.params as Record<string, PropValue>, context) : {};
    return fillText(template, params);
  }
  if (typeof value.fact === 'string') return getPath(context.facts, value.fact);
  if (Array.isArray(value.cases)) {
    // The first case that holds gives the value: a sentence is chosen, never assembled.
    const chosen = (value.cases as { when: unknown; value: PropValue }[]).find((item) => holds(item.when, context.facts));
    return resolveValue(chosen ? chosen.value : (value.else as PropValue), context);
  }
  if ('logic' in value) return evaluate(value.logic, context.facts);
  if (typeof value.event === 'string') return { kind: 'event', event: value.event } satisfies EventBinding;
  return value;
}

/**
 * A ref by its key and that key's shape: an object with one of these is a ref, anything else is data (an offer card's
 * own `text`, an object, is data). flows:check asks the same (tools/flowcheck/valueCheck.ts).
 */
export function isRef(value: Record<string, unknown>): boolean {
  return typeof value.text === 'string' || typeof value.fact === 'string' || 'logic' in value || typeof value.event === 'string' || Array.isArray(value.cases);
}

/**
 * Inside an array prop (a form's fields, a list of links) refs are resolved at
 * any depth, so items can carry texts and facts: [{ "label": { "text": "k" } }].
 * Plain objects and arrays are walked; JSON Logic kept as data (a field's
 * `check`) passes through untouched as long as it uses no ref key.
 */
function resolveNested(value: unknown, context: ResolveContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveNested(item, context));
  if (!isRecord(value)) return value;
  if (isRef(value)) return resolveValue(value as unknown as PropValue, context);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = resolveNested(item, context);
  return out;
}

export function resolveRecord(values: Record<string, PropValue> | undefined, context: ResolveContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) out[key] = resolveValue(value, context);
  return out;
}

export function isEventBinding(value: unknown): value is EventBinding {
  return isRecord(value) && value.kind === 'event' && typeof value.event === 'string';
}
