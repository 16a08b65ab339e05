// @vitest-environment jsdom
/**
 * Issue 12 item 2: the redirect corpus as links in authored content (in-app
 * links of RichText and ContentSections): after DOMPurify, no href keeps a
 * script-capable, data or protocol-relative address.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/components/sanitizeHtml.ts';
import corpus from './corpora/redirect-payloads.json' with { type: 'json' };

const payloads = corpus.payloads.map((p) => p.payload);

describe('in-app links in authored content', () => {
  it('no payload keeps a script-capable or protocol-relative href after sanitising', () => {
    const kept = payloads.flatMap((payload) => {
      const holder = document.createElement('div');
      holder.innerHTML = String(sanitizeRichText(`<a href="${payload.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">x</a>`));
      const href = holder.querySelector('a')?.getAttribute('href');
      if (href === null || href === undefined) return [];
      // Authored content may link to any https page (content is written by us, not by a shopper); what must never survive is a
      // script-capable, data or protocol-relative address. The browser drops leading spaces and control characters, so do we.
      const trimmed = href.replace(/^[\u0000-\u0020]+/, '');
      if (trimmed === '') return [];
      return /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(trimmed) ? [] : [href];
    });
    expect(kept).toEqual([]);
  });
});
