import sanitize from 'sanitize-html';

/**
 * The one HTML policy of the product: every stored HTML body (imported standards text,
 * later user comments) passes through `sanitizeHtml` before it reaches the database, so
 * the web app may render stored HTML as is.
 */

const BLOCK_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];
const INLINE_TAGS = ['br', 'code', 'strong', 'em', 'b', 'i', 'u', 'sub', 'sup', 'span', 'a', 'img'];

// Anchor targets only; values outside this shape could clobber DOM globals or break selectors.
const ID_PATTERN = /^[A-Za-z_][\w.:-]{0,127}$/;
// Relative links stay on our origin; '//' would be protocol-relative, i.e. another host.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|#|\/(?!\/)|\.\.?\/)/i;
// Raster images only: an SVG data URI is a document of its own and may carry script.
const SAFE_IMAGE_SRC = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const blockAttributes = Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, ['id', 'class']]));

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS],
  allowedAttributes: {
    ...blockAttributes,
    span: ['id', 'class'],
    code: ['class'],
    a: ['href', 'title', 'id', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['id', 'class', 'colspan', 'rowspan'],
    td: ['id', 'class', 'colspan', 'rowspan'],
    ol: ['id', 'class', 'start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // Content of these is never text a reader should see (scripts, styles, vector graphics, forms).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title', 'head', 'select'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.id === undefined || ID_PATTERN.test(attribs.id)) return { tagName, attribs };
      const { id: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    a: (tagName, attribs) => {
      const { href, title, id } = attribs;
      const kept: sanitize.Attributes = { rel: 'noopener noreferrer' };
      const trimmed = href?.trim();
      if (trimmed && SAFE_HREF.test(trimmed)) kept.href = trimmed;
      if (title) kept.title = title;
      if (id) kept.id = id;
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !SAFE_IMAGE_SRC.test(frame.attribs.src ?? '');
    return false;
  },
};

const BLOCK_BOUNDARY_WHITESPACE = new RegExp(`\\s+(?=<\\/?(?:${BLOCK_TAGS.join('|')})\\b)|(?<=<\\/?(?:${BLOCK_TAGS.join('|')})\\b[^>]*>)\\s+`, 'g');

/** Sanitises HTML to the allow-list above; safe to render without further escaping. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/**
 * Drops source indentation around block tags, which renders as nothing but would
 * otherwise survive in stored bodies; whitespace between inline elements is kept.
 */
export function collapseBlockWhitespace(html: string): string {
  return html.replace(BLOCK_BOUNDARY_WHITESPACE, '');
}

const PARAGRAPH_TAGS = new Set(BLOCK_TAGS.filter((tag) => !['li', 'tr', 'th', 'td', 'dt', 'dd'].includes(tag)));
const LINE_TAGS = new Set(['li', 'tr', 'dt', 'dd']);

/**
 * Plain text of an HTML fragment for search and AI: blocks separated by blank lines, list
 * items and table rows on lines of their own, preformatted text kept verbatim.
 */
export function htmlToText(html: string): string {
  // Sanitising first leaves well-formed markup with only &amp; &lt; &gt; &quot; as entities.
  const clean = sanitize(html, { ...OPTIONS, allowedAttributes: {}, transformTags: {}, exclusiveFilter: undefined });
  let out = '';
  let preDepth = 0;
  for (const [token] of clean.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      const text = decodeBasicEntities(token);
      if (preDepth > 0) out += text;
      else {
        const collapsed = text.replace(/\s+/g, ' ');
        out += out === '' || out.endsWith('\n') ? collapsed.trimStart() : collapsed;
      }
      continue;
    }
    const closing = token.startsWith('</');
    const name = /^<\/?([a-z0-9]+)/i.exec(token)?.[1]?.toLowerCase() ?? '';
    if (name === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
    if (name === 'br') out += '\n';
    else if (PARAGRAPH_TAGS.has(name)) out = endLine(out, 2);
    else if (LINE_TAGS.has(name)) out = endLine(out, 1);
    else if ((name === 'td' || name === 'th') && !closing && out !== '' && !out.endsWith('\n')) out += ' ';
  }
  return out
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
}

/** Ends the text with (at least) `count` line breaks, without piling up more. */
function endLine(text: string, count: number): string {
  if (text === '') return text;
  const trailing = /\n*$/.exec(text)?.[0].length ?? 0;
  return trailing >= count ? text : text + '\n'.repeat(count - trailing);
}

function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text (a name, a title) set inside HTML or an attribute value: inert whatever it contains. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
