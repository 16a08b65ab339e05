import type { PropsOf } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';
import { money } from './money.ts';

const propsSchema = {
  type: 'object',
  properties: {
    heading: { type: 'string' },
    rows: {
      type: 'array',
      description: 'label and amount per row; rows with amount 0 and hideZero are left out',
      items: { type: 'object', properties: { label: { type: 'string' }, amount: { type: 'number' }, negative: { type: 'boolean' }, hideZero: { type: 'boolean' }, strong: { type: 'boolean' } }, required: ['label'], additionalProperties: false },
    },
  },
  required: ['heading', 'rows'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** Due today, monthly and credits as a description list; amounts from the cart answer, words from the flow. */
function PriceSummary({ heading, rows, testId }: Props) {
  const shown = (rows ?? []).filter((row) => !(row.hideZero && !row.amount));
  return (
    <section className="sf-summary" aria-label={heading} data-testid={testId}>
      <h2 className="sf-cart__heading">{heading}</h2>
      <dl className="sf-summary__list">
        {shown.map((row) => (
          <div key={row.label} className={row.strong ? 'sf-summary__row sf-summary__row--strong' : 'sf-summary__row'}>
            <dt>{row.label}</dt>
            <dd>{row.negative ? `−${money(row.amount)}` : money(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default defineComponent<Props>({ name: 'PriceSummary', description: 'Totals: due today, monthly, trade-in credit.', propsSchema, component: PriceSummary });
