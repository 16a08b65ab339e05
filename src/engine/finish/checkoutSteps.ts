import type { FinishedCheckoutStep } from '../../model/finishedProps.ts';
import { fillText } from '../resolveValue.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Express checkout steps (spec 3 pendingSteps): a step shows when the cart asks
 * for it (it is in `pending`) and its flow rule does not say it does not apply
 * (`applies: false`); it is done when the cart says so. Adds `items`; the
 * flow's props are kept as they are.
 */
export function finishCheckoutSteps(props: Record<string, unknown>): Record<string, unknown> {
  const pending = Array.isArray(props.pending) ? (props.pending as { id?: unknown; done?: unknown }[]) : [];
  const state = new Map(pending.map((step) => [String(step?.id), step?.done === true]));
  const steps = Array.isArray(props.steps) ? (props.steps as { id?: unknown; label?: unknown; summary?: unknown; applies?: unknown }[]) : [];
  const shown = steps.filter((step) => state.has(String(step.id)) && step.applies !== false);
  const items: FinishedCheckoutStep[] = shown.map((step, index) => {
    const done = state.get(String(step.id)) === true;
    const label = text(step.label);
    const item: FinishedCheckoutStep = {
      id: String(step.id),
      number: index + 1,
      label,
      done,
      stateLabel: text(done ? props.doneLabel : props.todoLabel),
      buttonLabel: fillText(text(done ? props.editLabel : props.startLabel), { step: label }),
    };
    if (done && typeof step.summary === 'string' && step.summary !== '') item.summary = step.summary;
    return item;
  });
  return { ...props, items };
}
