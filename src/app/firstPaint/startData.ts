/**
 * What a pre-rendered page tells the app at start (issue 20 items 1 and 2):
 * the address it was rendered for and the neutral inputs of its frame, in a
 * `<script type="application/json">` element. A JSON data block is never
 * executed, so the strict CSP (script-src 'self', no inline script) stays.
 */
export interface FirstPaintData {
  /** The address the frame was rendered for, e.g. /sales/digital/shop.html. */
  pathname: string;
  /** The clock the frame was rendered at (clock.* facts), so the first client render reads the same time. */
  now: number;
  /** The viewport width the frame assumes (device.* facts): the client switches to its own after hydration. */
  viewportWidth: number;
}

/** The id of the JSON element that carries FirstPaintData. */
export const startDataElementId = 'sf-first-paint';

/** The element's text: JSON with `<` escaped, so no value can close the element early. */
export function startDataJson(data: FirstPaintData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function isStartData(value: unknown): value is FirstPaintData {
  if (value === null || typeof value !== 'object') return false;
  const data = value as Record<string, unknown>;
  return typeof data.pathname === 'string' && typeof data.now === 'number' && typeof data.viewportWidth === 'number';
}

/** The page's start data, or null for a page that was not pre-rendered (the SPA fallback) or whose data is malformed. */
export function readStartData(doc: Pick<Document, 'getElementById'>): FirstPaintData | null {
  const text = doc.getElementById(startDataElementId)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStartData(value) ? value : null;
  } catch {
    return null;
  }
}
