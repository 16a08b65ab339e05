import { useMemo } from 'react';
import { escapeAttribute, isEmptyHtml, sanitizePixel } from './sanitizeHtml.ts';
import type { Props } from './TrackingPixel.tsx';

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
export default function TrackingPixel({ src, oid, cjevent, alt = '', title, testId }: Props) {
  const markup = useMemo(() => {
    const url = typeof src === 'string' ? pixelUrl(src, oid || undefined, cjevent || undefined) : null;
    if (!url) return '';
    const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
    return sanitizePixel(`<img src="${escapeAttribute(url.href)}" alt="${escapeAttribute(alt)}"${titleAttribute} width="1" height="1">`);
  }, [src, oid, cjevent, alt, title]);
  if (isEmptyHtml(markup)) return null;
  return <span className="sf-pixel" data-testid={testId} dangerouslySetInnerHTML={{ __html: markup }} />;
}
