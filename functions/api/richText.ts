/**
 * The allow-list for vouch messages: exactly what the editor produces
 * (paragraphs, line breaks, bold, italic, underline, lists, links).
 * Everything else is dropped on the server before storing, and the web
 * renders stored messages through the same function.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a'],
  // Only href comes from the author; rel and target are set by the transform below (which runs before this filter).
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the app and pass no referrer or opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
