import DOMPurify from 'dompurify';

/**
 * Sanitised markup for dangerouslySetInnerHTML. Under the Trusted Types CSP
 * (issue 12) DOMPurify returns TrustedHTML from its own policy ("dompurify",
 * named in the header), so an HTML sink never takes a plain string; without
 * Trusted Types (jsdom, other browsers) it is the same markup as a string.
 */
export type SafeHtml = string | TrustedHTML;

/** Tags authored content may use: text structure and links, nothing that runs or loads. */
const richTextTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'sup', 'sub'];

/**
 * Authored HTML (content service) made safe to show: DOMPurify with a short
 * allow-list, no data- or aria- attributes, links only with http(s), mailto
 * or tel addresses, same-site paths and anchors.
 */
export function sanitizeRichText(html: string): SafeHtml {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: richTextTags,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Only these link kinds, not DOMPurify's wider default list (ftp:, sms:, xmpp:...).
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
    RETURN_TRUSTED_TYPE: true,
  });
}

/** Spec 5: a tracking pixel may be only an img with src, alt, title, width and height. */
export function sanitizePixel(html: string): SafeHtml {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['img'],
    ALLOWED_ATTR: ['src', 'alt', 'title', 'width', 'height'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: true,
  });
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** True when sanitising left nothing (a TrustedHTML object is always truthy, so compare its text). */
export function isEmptyHtml(html: SafeHtml): boolean {
  return html.toString() === '';
}
