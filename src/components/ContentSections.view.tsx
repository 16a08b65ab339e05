import { useId } from 'react';
import { sanitizeRichText } from './sanitizeHtml.ts';
import type { Props } from './ContentSections.tsx';
import './contentSections.css';

/** A list of authored sections (the splash's program terms, spec 2.7), each a region named by its heading. */
export default function ContentSections({ sections, headingLevel = 2, testId }: Props) {
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
