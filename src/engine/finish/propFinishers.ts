import { finishCartLines } from './cartLines.ts';
import { finishCheckoutProgress } from './checkoutProgress.ts';
import { finishCheckoutSteps } from './checkoutSteps.ts';
import { finishDeviceConfigurator } from './deviceConfigurator.ts';
import { finishForm } from './form.ts';

/** Turns a component's resolved props into finished ones: same props, plus the values the component shows. */
export type PropFinisher = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * Components whose visibility and pricing rules the engine applies for them
 * (docs/architecture.md principle 4; issue 8 item 3), by registered component name.
 * The page renderer runs the finisher after resolving the flow's props.
 */
export const propFinishers: Readonly<Record<string, PropFinisher>> = {
  CartLines: finishCartLines,
  CheckoutProgress: finishCheckoutProgress,
  CheckoutSteps: finishCheckoutSteps,
  DeviceConfigurator: finishDeviceConfigurator,
  Form: finishForm,
};
