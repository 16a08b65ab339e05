import { resolveValue, type ResolveContext } from '../../engine/resolveValue.ts';
import type { RedirectEffect } from '../../model/flowTypes.ts';
import type { RedirectOrder } from './Redirector.ts';

/**
 * A redirect effect's options resolved into the Redirector's order (spec 4.3):
 * the target, delayMs and stripMtnFlow may be facts, settings or JSON Logic
 * (the error table's goToUrl row reads error.goToUrl and
 * settings.redirectDelayMs, and strips mtnFlow only on mdnselection);
 * allowHosts, withGoto and stopServices are literals the Redirector reads as
 * they are. flows:check refuses a delay that is not a number of milliseconds;
 * one that still resolves to no number here leaves at once.
 */
export function redirectOrder(effect: RedirectEffect, context: ResolveContext): RedirectOrder {
  return {
    ...effect,
    target: resolveValue(effect.redirect, context),
    delayMs: Number(resolveValue(effect.delayMs, context)) || 0,
    stripMtnFlow: resolveValue(effect.stripMtnFlow, context) === true,
  };
}
