import { resolveValue, type ResolveContext } from '../../engine/resolveValue.ts';
import type { RedirectEffect } from '../../model/flowTypes.ts';
import type { RedirectOrder } from './Redirector.ts';

/**
 * A redirect effect's options resolved into the Redirector's order (spec 4.3):
 * the target, delayMs and stripMtnFlow may be facts, settings or JSON Logic
 * (the error table's goToUrl row reads error.goToUrl and
 * settings.redirectDelayMs, and strips mtnFlow only on mdnselection).
 * flows:check refuses a delay that is not a number of milliseconds; one
 * that still resolves to something else here leaves at once.
 */
export function redirectOrder(effect: RedirectEffect, context: ResolveContext): RedirectOrder {
  const delayMs = resolveValue(effect.delayMs, context);
  return {
    target: resolveValue(effect.redirect, context),
    allowHosts: effect.allowHosts,
    delayMs: typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0,
    withGoto: effect.withGoto === true,
    stripMtnFlow: resolveValue(effect.stripMtnFlow, context) === true,
    stopServices: effect.stopServices === true,
  };
}
