import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    href: { type: 'string' },
  },
  required: ['label', 'href'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function TextLink({ label, href, testId }: Props) {
  return (
    <p className="sf-text-link">
      <a href={href} data-testid={testId}>
        {label}
      </a>
    </p>
  );
}

export default defineComponent<Props>({ name: 'TextLink', description: 'An inline text link (FAQ).', propsSchema, component: TextLink });
