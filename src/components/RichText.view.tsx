import { useMemo } from 'react';
import { isEmptyHtml, sanitizeRichText } from './sanitizeHtml.ts';
import type { Props } from './RichText.tsx';

/** Authored rich text (content service), passed through DOMPurify: scripts, handlers and styles never reach the page. */
export default function RichText({ html, testId }: Props) {
  const safe = useMemo(() => (typeof html === 'string' ? sanitizeRichText(html) : ''), [html]);
  if (isEmptyHtml(safe)) return null;
  return <div className="sf-rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
