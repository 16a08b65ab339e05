import type { FinishedDeviceChoices } from '../../model/finishedProps.ts';
import { fillText } from '../resolveValue.ts';
import { money } from '../../logic/formats.ts';
import { text, rows, type Row } from './propValues.ts';

/**
 * Every text the pdp's choices can show (adds `choices`; the flow's props are
 * kept), so the component only keeps which colour, capacity and payment the
 * shopper picked. The pricing rule lives here: on device payment nothing is due
 * today, paying in full the capacity's full retail price is.
 */
export function finishDeviceConfigurator(props: Record<string, unknown>): Record<string, unknown> {
  const device = (props.device ?? {}) as Row;
  const name = text(device.name);
  const choices: FinishedDeviceChoices = {
    colours: rows(device.colours).map((colour) => ({
      id: text(colour.id),
      name: text(colour.name),
      hex: text(colour.hex),
      image: text(colour.image) || text(device.image),
      imageAlt: `${name}, ${text(colour.name)}`,
    })),
    capacities: rows(device.capacities).map((capacity) => ({
      id: text(capacity.id),
      label: text(capacity.label),
      monthlyOptionText: fillText(text(props.monthlyOption), { monthly: money(capacity.monthly), months: String(device.months) }),
      fullOptionText: fillText(text(props.fullOption), { price: money(capacity.fullPrice) }),
      dueToday: {
        monthly: fillText(text(props.dueTodayLabel), { amount: money(0) }),
        full: fillText(text(props.dueTodayLabel), { amount: money(capacity.fullPrice) }),
      },
    })),
  };
  return { ...props, choices };
}
