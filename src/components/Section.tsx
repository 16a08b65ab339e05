import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    labelledBy: { type: 'string', description: 'id of the heading that names this section' },
    label: { type: 'string', description: 'accessible name when no heading names it' },
    look: {
      enum: ['panel'],
      description: "panel: a raised white panel (the card landing's consent text and Continue); without it the section has no frame",
    },
  },
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function Section({ labelledBy, label, look, testId, children }: Props) {
  return (
    <section
      className={look ? `sf-section sf-section--${look}` : 'sf-section'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

export default defineComponent<Props>({
  name: 'Section',
  description: 'A region of the page grouping its children; give it a heading id or a label.',
  propsSchema,
  component: Section,
});
