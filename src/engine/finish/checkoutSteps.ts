import type { FinishedCheckoutStep } from '../../model/finishedProps.ts';
import { fillText } from '../resolveValue.ts';
import { shownCheckoutSteps } from './shownCheckoutSteps.ts';
import { text } from './propValues.ts';

/**
 * Express checkout hub (spec 3 pendingSteps): the steps whose flow rule says
 * they apply, numbered, with their state (done or to do) and what was entered.
 * Only the first step still to do is the primary action, so the hub never
 * offers two equal calls to action (issue 9); with every step done no step is
 * primary and the flow's Review order button is. Adds `items`; the flow's
 * props are kept as they are.
 */
export function finishCheckoutSteps(props: Record<string, unknown>): Record<string, unknown> {
  const shown = shownCheckoutSteps(props.steps);
  const firstToDo = shown.find((step) => !step.done)?.id;
  const items: FinishedCheckoutStep[] = shown.map((step, index) => {
    const item: FinishedCheckoutStep = {
      id: step.id,
      number: index + 1,
      label: step.label,
      done: step.done,
      stateLabel: text(step.done ? props.doneLabel : props.todoLabel),
      buttonLabel: fillText(text(step.done ? props.editLabel : props.startLabel), { step: step.label }),
      primary: step.id === firstToDo,
    };
    if (step.done && step.summary !== '') item.summary = step.summary;
    return item;
  });
  return { ...props, items };
}
