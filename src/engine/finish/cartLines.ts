import type { FinishedCartLine, FinishedCartLines } from '../../model/finishedProps.ts';
import { fillText } from '../resolveValue.ts';
import { isEventBinding } from '../resolveValue.ts';
import { money } from '../../logic/formats.ts';
import { text, rows, type Row } from './propValues.ts';

/**
 * The cart's lines as CartLines shows them (adds `lines`; the flow's props are
 * kept). The pricing rule lives here, not in the component: a device on a
 * monthly device payment shows its monthly amount, any other device what is
 * paid today (full retail; $0 for the shopper's own phone, BYOD); plans and
 * features their monthly amount; accessories their price. Devices, accessories
 * and an accepted trade-in get a Remove button when the flow gives removeLabel
 * and an onRemove event (read-only on order review and confirmation). A phone
 * bought here (not the shopper's own) gets a Change link to its pdp carrying
 * its choices and itemId when the flow gives changeLink and changeLabel
 * (issue 23 item 3; flows/journeys/shop/pdp.json reads the same query names).
 */
export function finishCartLines(props: Record<string, unknown>): Record<string, unknown> {
  const removable = typeof props.removeLabel === 'string' && props.removeLabel !== '' && isEventBinding(props.onRemove);
  const removeLabel = (name: string): Partial<FinishedCartLine> => (removable ? { removeLabel: fillText(text(props.removeLabel), { name }) } : {});
  const monthly = (amount: unknown): string => fillText(text(props.monthlyLabel), { amount: money(amount) });
  const paidToday = (amount: unknown): string => fillText(text(props.fullPriceLabel), { amount: money(amount) });
  const changeable = text(props.changeLink) !== '' && text(props.changeLabel) !== '';
  const change = (row: Row): Partial<FinishedCartLine> => {
    if (!changeable || !['monthly', 'full'].includes(text(row.paymentOption)) || text(row.deviceId) === '') return {};
    const choices = new URLSearchParams({
      deviceId: text(row.deviceId),
      colourId: text(row.colourId),
      capacityId: text(row.capacityId),
      paymentOption: text(row.paymentOption),
      itemId: text(row.itemId),
    });
    const link = text(props.changeLink);
    return {
      changeHref: `${link}${link.includes('?') ? '&' : '?'}${choices.toString()}`,
      changeLabel: fillText(text(props.changeLabel), { name: text(row.name) }),
    };
  };
  const lines: FinishedCartLines = {
    devices: rows(props.devices).map((row) => ({
      itemId: text(row.itemId),
      name: text(row.name),
      image: text(row.image),
      detail: fillText(text(props.deviceDetailLabel), { colour: text(row.colour), capacity: text(row.capacity) }),
      price: row.paymentOption === 'monthly' ? monthly(row.monthly) : paidToday(row.fullPrice),
      ...removeLabel(text(row.name)),
      ...change(row),
    })),
    plans: rows(props.plans).map((row) => ({ itemId: text(row.itemId), name: text(row.name), price: monthly(row.monthly) })),
    features: rows(props.features).map((row) => ({ itemId: text(row.itemId), name: text(row.name), price: monthly(row.monthly) })),
    accessories: rows(props.accessories).map((row) => ({
      itemId: text(row.itemId),
      name: text(row.name),
      image: text(row.image),
      price: paidToday(row.price),
      ...removeLabel(text(row.name)),
    })),
    tradeIn: [],
  };
  const trade = props.tradeIn as Row | null | undefined;
  if (trade && trade.status === 'accepted' && props.tradeInHeading && props.tradeInLabel) {
    const values = { make: text(trade.make), model: text(trade.model), value: money(trade.value), monthlyCredit: money(trade.monthlyCredit) };
    lines.tradeIn.push({ itemId: 'tradein', name: fillText(text(props.tradeInLabel), values), ...removeLabel(`${values.make} ${values.model}`) });
  }
  return { ...props, lines };
}
