import { useId } from 'react';
import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';
import { sanitizeRichText } from './sanitizeHtml.ts';

const propsSchema = {
  type: 'object',
  properties: {
    sections: {
      type: 'array',
      description: 'authored sections: a heading and an HTML body each (sanitised)',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, heading: { type: 'string' }, body: { type: 'string' } },
        required: ['heading', 'body'],
      },
    },
    headingLevel: { enum: [2, 3] },
  },
  required: ['sections'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** A list of authored sections (the splash's program terms, spec 2.7), each a region named by its heading. */
function ContentSections({ sections, headingLevel = 2, testId }: Props) {
  const baseId = useId();
  if (!Array.isArray(sections) || sections.length === 0) return null;
  const Tag = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className="sf-content-sections" data-testid={testId}>
      {sections.map((section, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <section key={section.id ?? index} className="sf-content-section" aria-labelledby={headingId}>
            <Tag id={headingId} className={`sf-heading sf-heading--${headingLevel}`}>
              {section.heading}
            </Tag>
            <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(String(section.body)) }} />
          </section>
        );
      })}
    </div>
  );
}

export default defineComponent<Props>({
  name: 'ContentSections',
  description: 'Authored sections from the content service (heading + sanitised HTML body each).',
  propsSchema,
  component: ContentSections,
});
