import { resolveRecord, resolveValue, type ResolveContext } from './resolveValue.ts';
import type { Effect, PropValue } from '../model/flowTypes.ts';

/**
 * Resolves an error-table effect's values against facts that include error.*,
 * so the shared EffectRunner (which knows only the page's facts) receives
 * literals. Pure.
 */
export function resolveEffect(effect: Effect, context: ResolveContext): Effect {
  const value = (given: PropValue | undefined): PropValue => resolveValue(given, context) as PropValue;
  if ('redirect' in effect) return { ...effect, redirect: value(effect.redirect), delayMs: value(effect.delayMs), stripMtnFlow: value(effect.stripMtnFlow) };
  if ('set' in effect) return { ...effect, to: value(effect.to) };
  if ('goto' in effect) return effect.query ? { ...effect, query: resolveRecord(effect.query, context) as Record<string, PropValue> } : effect;
  if ('track' in effect) return effect.data ? { ...effect, data: resolveRecord(effect.data, context) as Record<string, PropValue> } : effect;
  if ('action' in effect) return effect.args ? { ...effect, args: resolveRecord(effect.args, context) as Record<string, PropValue> } : effect;
  return effect;
}
