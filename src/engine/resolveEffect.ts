import { resolveRecord, resolveValue, type ResolveContext } from './resolveValue.ts';
import type { Effect, PropValue } from '../model/flowTypes.ts';

/**
 * Resolves an error-table effect's values against facts that include error.*,
 * so the shared EffectRunner (which knows only the page's facts) receives
 * literals. Pure.
 */
export function resolveEffect(effect: Effect, context: ResolveContext): Effect {
  if ('redirect' in effect) {
    const resolved: Effect = { ...effect, redirect: resolveValue(effect.redirect, context) as PropValue };
    if (effect.delayMs !== undefined) resolved.delayMs = resolveValue(effect.delayMs, context) as PropValue;
    if (effect.stripMtnFlow !== undefined) resolved.stripMtnFlow = resolveValue(effect.stripMtnFlow, context) as PropValue;
    return resolved;
  }
  if ('set' in effect) return { ...effect, to: resolveValue(effect.to, context) as PropValue };
  if ('goto' in effect) return effect.query ? { ...effect, query: resolveRecord(effect.query, context) as Record<string, PropValue> } : effect;
  if ('track' in effect) return effect.data ? { ...effect, data: resolveRecord(effect.data, context) as Record<string, PropValue> } : effect;
  if ('action' in effect) return effect.args ? { ...effect, args: resolveRecord(effect.args, context) as Record<string, PropValue> } : effect;
  return effect;
}
