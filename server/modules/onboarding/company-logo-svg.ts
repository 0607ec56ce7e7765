import sanitize from 'sanitize-html';

/**
 * The SVG policy for company logos: drawing elements and their presentation attributes only. No
 * script, style sheet, foreignObject, image, link or animation element survives, no event handler
 * (on*) attribute, and every reference (href, url(...)) must point inside the document (`#id`), so
 * the logo can neither run code nor fetch anything when a browser renders it.
 */

const DRAWING_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
];

const PRESENTATION_ATTRIBUTES = [
  'id',
  'class',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'style',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'vector-effect',
  'shape-rendering',
  'marker-start',
  'marker-mid',
  'marker-end',
];

const GEOMETRY_ATTRIBUTES = ['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'width', 'height', 'd', 'points', 'dx', 'dy', 'rotate', 'pathLength'];
const GRADIENT_ATTRIBUTES = ['gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity'];
const CONTAINER_ATTRIBUTES = ['viewBox', 'preserveAspectRatio', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits'];
const MARKER_ATTRIBUTES = ['markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient'];
const REFERENCE_ATTRIBUTES = ['href', 'xlink:href'];
const SVG_NAMESPACES: Record<string, string> = { xmlns: 'http://www.w3.org/2000/svg', 'xmlns:xlink': 'http://www.w3.org/1999/xlink' };

const EVERY_TAG_ATTRIBUTES = [...PRESENTATION_ATTRIBUTES, ...GEOMETRY_ATTRIBUTES, ...GRADIENT_ATTRIBUTES, ...CONTAINER_ATTRIBUTES, ...MARKER_ATTRIBUTES];

/** A value may name a fragment of this document (`url(#id)`), never anything outside it. */
const ANY_URL = /url\s*\(/i;
const LOCAL_URL_ONLY = /url\s*\(\s*['"]?#[\w.:-]+['"]?\s*\)/gi;
/** CSS that can load or hide something: @import, escapes that spell `url(` another way, old IE expressions. */
const UNSAFE_CSS = /@|\\|expression\s*\(|behavior\s*:|-moz-binding/i;
const LOCAL_HREF = /^#[\w.:-]+$/;

function isSafeAttribute(name: string, value: string): boolean {
  if (name.startsWith('xmlns')) return SVG_NAMESPACES[name] === value.trim();
  if (REFERENCE_ATTRIBUTES.includes(name)) return LOCAL_HREF.test(value.trim());
  if (ANY_URL.test(value.replace(LOCAL_URL_ONLY, ''))) return false;
  return !(name === 'style' && UNSAFE_CSS.test(value));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: DRAWING_TAGS,
  allowedAttributes: {
    '*': EVERY_TAG_ATTRIBUTES,
    svg: [...EVERY_TAG_ATTRIBUTES, 'xmlns', 'xmlns:xlink', 'version'],
    use: [...EVERY_TAG_ATTRIBUTES, ...REFERENCE_ATTRIBUTES],
    linearGradient: [...EVERY_TAG_ATTRIBUTES, ...REFERENCE_ATTRIBUTES],
    radialGradient: [...EVERY_TAG_ATTRIBUTES, ...REFERENCE_ATTRIBUTES],
    pattern: [...EVERY_TAG_ATTRIBUTES, ...REFERENCE_ATTRIBUTES],
    textPath: [...EVERY_TAG_ATTRIBUTES, ...REFERENCE_ATTRIBUTES, 'startOffset'],
  },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Their content is code, markup of another language or a style sheet: dropped with the element.
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'math', 'html', 'head'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  // XML: attribute and element names keep their case (viewBox, linearGradient), empty elements close.
  parser: { xmlMode: true, decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'],
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => isSafeAttribute(name, value))),
    }),
  },
};

/**
 * The sanitised SVG text, or undefined when nothing drawable is left (the root `<svg>` did not
 * survive): the caller refuses that as an invalid logo.
 */
export function sanitizeSvgLogo(text: string): string | undefined {
  const cleaned = sanitize(text, OPTIONS).trim();
  if (!/^<svg[\s>/]/.test(cleaned)) return undefined;
  const withNamespace = /^<svg[^>]*\sxmlns="/.test(cleaned) ? cleaned : cleaned.replace(/^<svg/, `<svg xmlns="${SVG_NAMESPACES.xmlns}"`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${withNamespace}\n`;
}
