import type { PropFinisher } from '../../model/finishedProps.ts';
import { finishCartLines } from './cartLines.ts';
import { finishCheckoutProgress } from './checkoutProgress.ts';
import { finishCheckoutSteps } from './checkoutSteps.ts';
import { finishDeviceConfigurator } from './deviceConfigurator.ts';
import { finishForm } from './form.ts';

/**
 * Components whose visibility and pricing rules the engine applies for them
 * (docs/architecture.md principle 4; issue 8 item 3), by registered component
 * name: the start-up finishers. The page renderer runs them after resolving
 * the flow's props, so their code is in the start-up bundle.
 *
 * A lazy component's finisher is not listed here: its view module hands it on
 * (`export { finishPlanCards as finish } from '../../engine/finish/planCards.ts'`
 * in PlanCards.view.tsx) and loads with the view (src/registry/defineLazyComponent.ts).
 * Those are AccessoryGrid, DetailsList, DeviceGrid, DevicePaymentTerms,
 * OfferCards, PlanCards, PriceSummary and SiteFooter; `npm run gen:check` refuses a finisher for no
 * registered component, or one finished both here and by its view
 * (tools/generate/finisherNames.ts).
 */
export const propFinishers: Readonly<Record<string, PropFinisher>> = {
  CartLines: finishCartLines,
  CheckoutProgress: finishCheckoutProgress,
  CheckoutSteps: finishCheckoutSteps,
  DeviceConfigurator: finishDeviceConfigurator,
  Form: finishForm,
};
