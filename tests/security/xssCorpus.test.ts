// @vitest-environment jsdom
/**
 * Issue 12 item 2: every payload of tests/security/corpora/xss-payloads.json
 * through the two places authored or partner markup becomes HTML (RichText /
 * ContentSections and the tracking pixel): what comes out has only the allowed
 * tags, no event handler, no style, and no address that can run script.
 * e2e/security-xss.spec.ts runs the same payloads in Chromium under the CSP.
 */
import { describe, expect, it } from 'vitest';
import { sanitizePixel, sanitizeRichText } from '../../src/components/sanitizeHtml.ts';
import { pixelUrl } from '../../src/components/TrackingPixel.view.tsx';
import corpus from './corpora/xss-payloads.json' with { type: 'json' };

const payloads = corpus.payloads.map((p) => p.payload);
const richTags = new Set(['P', 'BR', 'STRONG', 'EM', 'B', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'SPAN', 'H3', 'H4', 'SUP', 'SUB']);

/** Problems in sanitised markup: a tag off the list, an on* attribute, a style, or a script-capable address. */
function problems(html: string, allowedTags: ReadonlySet<string>): string[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(holder.querySelectorAll('*'))) {
    if (!allowedTags.has(element.tagName)) found.push(`tag ${element.tagName}`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || attribute.name === 'style') found.push(`attribute ${attribute.name}`);
      if (
        /^(?:href|src|xlink:href|action|formaction|srcset)$/i.test(attribute.name) &&
        /^[\s\u0000-\u001f]*(?:javascript|data|vbscript):/i.test(attribute.value)
      ) {
        found.push(`${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

describe('XSS corpus below the browser', () => {
  it('holds at least 100 distinct payloads', () => {
    expect(new Set(payloads).size).toBe(payloads.length);
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it('rich text keeps no script, handler, style or script address for any payload', () => {
    const bad = payloads.flatMap((payload) => problems(String(sanitizeRichText(payload)), richTags).map((p) => `${p} from ${payload}`));
    expect(bad).toEqual([]);
  });

  it('the pixel keeps at most an img with its five attributes for any payload', () => {
    const bad = payloads.flatMap((payload) => {
      const html = String(sanitizePixel(payload));
      const holder = document.createElement('div');
      holder.innerHTML = html;
      const extra = Array.from(holder.querySelectorAll('img')).flatMap((img) =>
        img.getAttributeNames().filter((n) => !['src', 'alt', 'title', 'width', 'height'].includes(n)),
      );
      return [...problems(html, new Set(['IMG'])), ...extra].map((p) => `${p} from ${payload}`);
    });
    expect(bad).toEqual([]);
  });

  it('pixel parameters (oid, cjevent from the query) stay inside their URL parameter', () => {
    for (const payload of payloads) {
      const url = pixelUrl('https://tracking.affiliate.example/pixel', payload, payload);
      expect(url?.host).toBe('tracking.affiliate.example');
      expect(url?.searchParams.get('oid')).toBe(payload);
      expect(url?.searchParams.get('cjevent')).toBe(payload);
    }
  });
});
