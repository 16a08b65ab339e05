import { useMemo } from 'react';
import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';
import { sanitizeRichText } from './sanitizeHtml.ts';

const propsSchema = {
  type: 'object',
  properties: {
    html: { type: 'string', description: 'authored HTML from the content service; sanitised before it is shown' },
  },
  required: ['html'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** Authored rich text (content service), passed through DOMPurify: scripts, handlers and styles never reach the page. */
function RichText({ html, testId }: Props) {
  const safe = useMemo(() => (typeof html === 'string' ? sanitizeRichText(html) : ''), [html]);
  if (!safe) return null;
  return <div className="sf-rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export default defineComponent<Props>({ name: 'RichText', description: 'Authored HTML from the content service, sanitised with DOMPurify.', propsSchema, component: RichText });
