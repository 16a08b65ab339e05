import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    level: { type: 'integer', minimum: 1, maximum: 4 },
    id: { type: 'string' },
  },
  required: ['text', 'level'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function Heading({ text, level, id, testId }: Props) {
  if (!text) return null;
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag id={id} className={`sf-heading sf-heading--${level}`} data-testid={testId} tabIndex={level === 1 ? -1 : undefined}>
      {text}
    </Tag>
  );
}

export default defineComponent<Props>({
  name: 'Heading',
  description: 'A heading; level 1 is the page heading and receives focus after navigation.',
  propsSchema,
  component: Heading,
});
