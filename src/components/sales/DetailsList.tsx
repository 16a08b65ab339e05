import type { PropsOf } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    items: {
      type: 'array',
      description: 'term and detail pairs; pairs with an empty detail are left out',
      items: { type: 'object', properties: { term: { type: 'string' }, detail: { type: ['string', 'number', 'null'] } }, required: ['term'], additionalProperties: false },
    },
  },
  required: ['label', 'items'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** A description list (order review, confirmation, trade-in summary). */
function DetailsList({ label, items, testId }: Props) {
  const shown = (items ?? []).filter((item) => item.detail !== undefined && item.detail !== null && item.detail !== '');
  return (
    <dl className="sf-details" title={label} data-testid={testId}>
      {shown.map((item) => (
        <div key={item.term} className="sf-details__row">
          <dt>{item.term}</dt>
          <dd>{String(item.detail)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default defineComponent<Props>({ name: 'DetailsList', description: 'Term and detail pairs.', propsSchema, component: DetailsList });
