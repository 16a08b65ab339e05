import { fillText } from '../resolveValue.ts';
import { shownCheckoutSteps } from './shownCheckoutSteps.ts';
import { text } from './propValues.ts';

/**
 * A checkout spoke's place in the checkout (issue 9): "Step n of N" counted
 * over the same steps the hub lists (the flow's checkoutStepList). Adds
 * `progressText`, empty when this spoke is not one of the shopper's steps
 * (opened directly, or a cart that does not need it): the back link still shows.
 */
export function finishCheckoutProgress(props: Record<string, unknown>): Record<string, unknown> {
  const shown = shownCheckoutSteps(props.steps);
  const index = shown.findIndex((step) => step.id === props.current);
  const progressText =
    index < 0 ? '' : fillText(text(props.progressLabel), { number: String(index + 1), total: String(shown.length), step: shown[index]!.label });
  return { ...props, progressText };
}
