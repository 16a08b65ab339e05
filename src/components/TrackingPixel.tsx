import { useMemo } from 'react';
import type { PropsOf } from '../registry/propsOf.ts';
import { defineComponent } from '../registry/defineComponent.ts';
import { escapeAttribute, sanitizePixel } from './sanitizeHtml.ts';

const propsSchema = {
  type: 'object',
  properties: {
    src: { type: 'string', description: 'https address of the tracking host; other schemes render nothing' },
    oid: { type: 'string', description: 'affiliate order id (query oid/OID)' },
    cjevent: { type: 'string', description: 'affiliate event id (query cjevent/CJEVENT)' },
    alt: { type: 'string' },
    title: { type: 'string' },
  },
  required: ['src'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** The pixel's address: the URL API appends the ids, so a value can never leave its parameter. Null unless https. */
export function pixelUrl(src: string, oid?: string, cjevent?: string): URL | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (oid) url.searchParams.set('oid', oid);
  if (cjevent) url.searchParams.set('cjevent', cjevent);
  return url;
}

/**
 * Affiliate tracking image (spec 5). The markup goes through DOMPurify so only
 * an img with src, alt, title, width and height can reach the page, whatever
 * the URL parameters held.
 */
function TrackingPixel({ src, oid, cjevent, alt = '', title, testId }: Props) {
  const markup = useMemo(() => {
    const url = typeof src === 'string' ? pixelUrl(src, oid || undefined, cjevent || undefined) : null;
    if (!url) return '';
    const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
    return sanitizePixel(`<img src="${escapeAttribute(url.href)}" alt="${escapeAttribute(alt)}"${titleAttribute} width="1" height="1">`);
  }, [src, oid, cjevent, alt, title]);
  if (!markup) return null;
  return <span className="sf-pixel" data-testid={testId} dangerouslySetInnerHTML={{ __html: markup }} />;
}

export default defineComponent<Props>({
  name: 'TrackingPixel',
  description: 'Affiliate tracking image (spec 5): https host, oid and cjevent appended with the URL API, sanitised to a bare img.',
  propsSchema,
  component: TrackingPixel,
});
