import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    part: {
      enum: ['row', 'main', 'aside'],
      description:
        'row: holds a main and an aside, side by side from 1024 px (one column below); main: the wide column; aside: the narrow one, sticky while the page scrolls (the order summary)',
    },
  },
  required: ['part'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** Layout only (issue 23 item 3): the cart, checkout hub and order review put the summary beside the lines on wide screens. */
function Columns({ part, testId, children }: Props) {
  return (
    <div className={`sf-columns__${part}`} data-testid={testId}>
      {children}
    </div>
  );
}

export default defineComponent<Props>({
  name: 'Columns',
  description: 'Two columns from 1024 px: a row holding a main and a sticky aside (the order summary beside the lines).',
  propsSchema,
  component: Columns,
});
