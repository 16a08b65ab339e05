import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: { label: { type: 'string' } },
  required: ['label'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function Loader({ label, testId }: Props) {
  return (
    <div className="sf-loader" role="status" aria-live="polite" data-testid={testId}>
      <span className="sf-loader__spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}</span>
    </div>
  );
}

export default defineComponent<Props>({ name: 'Loader', description: 'A busy indicator announced to screen readers.', propsSchema, component: Loader });
