import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    href: { type: 'string' },
    variant: { enum: ['primary', 'secondary'] },
  },
  required: ['label', 'href'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** A link styled as a button: it navigates, so it stays a link for assistive technology. */
function LinkButton({ label, href, variant = 'secondary', testId }: Props) {
  return (
    <a className={`sf-button sf-button--${variant}`} href={href} data-testid={testId}>
      {label}
    </a>
  );
}

export default defineComponent<Props>({ name: 'LinkButton', description: 'A link that looks like a button (Go Back).', propsSchema, component: LinkButton });
