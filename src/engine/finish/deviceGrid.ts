import type { FinishedDeviceCard } from '../../model/finishedProps.ts';
import { money } from '../../logic/formats.ts';
import { fillText } from '../resolveValue.ts';
import { priceParts } from './priceParts.ts';
import { rows, text } from './propValues.ts';

/** The card's button: Save or Saved (a pressed toggle when the flow gives the saved list), the phone in its name. */
function action(props: Record<string, unknown>, id: string, name: string): FinishedDeviceCard['action'] {
  const savedIds = Array.isArray(props.savedIds) ? (props.savedIds as unknown[]) : undefined;
  const saved = (savedIds?.includes(id) ?? false) && text(props.savedActionLabel) !== '';
  const label = saved ? props.savedActionLabel : props.actionLabel;
  const visible = text(saved ? props.savedActionVisibleLabel : props.actionVisibleLabel);
  return {
    ...(savedIds ? { pressed: savedIds.includes(id) } : {}),
    name: fillText(text(label), { name }),
    ...(visible ? { visible } : {}),
  };
}

/**
 * The phones as DeviceGrid shows them (adds `cards`; the flow's props are
 * kept): the pdp address, the rating and prices in the page's money, and the
 * card's button when the flow gives actionLabel and onAction. A line whose
 * label the flow leaves out (no monthlyLabel on prepaid, no ratingLabel) is
 * not shown.
 */
export function finishDeviceGrid(props: Record<string, unknown>): Record<string, unknown> {
  const withAction = text(props.actionLabel) !== '' && Boolean(props.onAction);
  const cards: FinishedDeviceCard[] = rows(props.devices).map((device) => {
    const id = text(device.id);
    const name = text(device.name);
    const rating = typeof device.rating === 'number' && device.rating ? device.rating : 0;
    return {
      id,
      name,
      image: text(device.image),
      href: `${text(props.detailsHref)}?deviceId=${encodeURIComponent(id)}`,
      tagline: text(device.tagline),
      rating:
        text(props.ratingLabel) && rating
          ? fillText(text(props.ratingLabel), { rating, reviews: typeof device.reviews === 'number' ? device.reviews : 0 })
          : '',
      monthly: text(props.monthlyLabel)
        ? priceParts(
            text(props.monthlyLabel),
            { monthly: money(device.monthly), ...(typeof device.months === 'number' ? { months: device.months } : {}) },
            'monthly',
          )
        : [],
      retail: fillText(text(props.retailLabel), { price: money(device.fullPrice) }),
      ...(withAction ? { action: action(props, id, name) } : {}),
    };
  });
  return { ...props, cards };
}
