import sanitize from 'sanitize-html';

/**
 * The allow-list of an announcement's note: a paragraph or a short list with emphasis and
 * links, nothing more. Narrower than the product's HTML policy for standards text
 * (platform/html-sanitizer.ts): an announcement is shown to a whole organisation, or to every
 * user, so it gets no images, tables, ids or classes, and links go to web pages only.
 */
const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // What these hold is never text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title', 'head', 'select'],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    // A link opens beside the portal and never gives the page it opens a handle on it.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitize.Attributes = { rel: 'noopener noreferrer', target: '_blank' };
      if (href && HTTP_LINK.test(href)) kept.href = href;
      return { tagName, attribs: kept };
    },
  },
};

/** An announcement's note as it is stored and shown: safe to render as is. */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says anything (a note of nothing but a script is empty once cleaned). */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
