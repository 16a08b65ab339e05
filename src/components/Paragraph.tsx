import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: { text: { type: 'string' } },
  required: ['text'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function Paragraph({ text, testId }: Props) {
  if (!text) return null;
  return (
    <p className="sf-paragraph" data-testid={testId}>
      {text}
    </p>
  );
}

export default defineComponent<Props>({ name: 'Paragraph', description: 'A paragraph of plain text.', propsSchema, component: Paragraph });
