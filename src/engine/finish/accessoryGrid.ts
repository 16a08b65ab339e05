import type { FinishedAccessoryCard } from '../../model/finishedProps.ts';
import { money } from '../../logic/formats.ts';
import { fillText } from '../resolveValue.ts';
import { rows, text } from './propValues.ts';

/**
 * The accessories as AccessoryGrid shows them (adds `cards`; the flow's props
 * are kept): the price in the page's money and the Add button's accessible
 * name, the product in it (addLabel with {name}).
 */
export function finishAccessoryGrid(props: Record<string, unknown>): Record<string, unknown> {
  const cards: FinishedAccessoryCard[] = rows(props.accessories).map((item) => ({
    id: text(item.id),
    name: text(item.name),
    category: text(item.category),
    image: text(item.image),
    price: money(item.price),
    addLabel: fillText(text(props.addLabel), { name: text(item.name) }),
  }));
  return { ...props, cards };
}
