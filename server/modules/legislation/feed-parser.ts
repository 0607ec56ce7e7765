/** One item of a parsed feed; `guid` is what stores it once (its guid or id, else its link, else its title and date). */
export type ParsedFeedItem = { guid: string; title: string; link: string | null; summary: string | null; publishedAt: Date | null };
export type ParsedFeed = { kind: 'rss' | 'atom'; title: string | null; items: ParsedFeedItem[] };

const TITLE_MAX = 1000;
const SUMMARY_MAX = 2000;
const GUID_MAX = 2000;
/** Items read from one feed: a feed that lists more is cut (the newest come first in practice). */
export const FEED_ITEMS_MAX = 500;

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** An element's text: CDATA kept as it is, the rest entity-decoded. */
function textOf(inner: string): string {
  let out = '';
  let rest = inner;
  for (;;) {
    const start = rest.indexOf('<![CDATA[');
    if (start < 0) break;
    const end = rest.indexOf(']]>', start);
    if (end < 0) break;
    out += decodeEntities(rest.slice(0, start)) + rest.slice(start + 9, end);
    rest = rest.slice(end + 3);
  }
  return out + decodeEntities(rest);
}

/** Plain text of what may be HTML (RSS descriptions often are), on one line. */
function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

const NAME = '(?:[\\w.-]+:)?';

/** The first child element of that local name, or null. */
function child(block: string, name: string): { attributes: string; inner: string } | null {
  const pattern = new RegExp(`<${NAME}${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NAME}${name}\\s*>)`, 'i');
  const match = pattern.exec(block);
  return match ? { attributes: match[1] ?? '', inner: match[2] ?? '' } : null;
}

function childText(block: string, ...names: string[]): string | null {
  for (const name of names) {
    const found = child(block, name);
    if (found) {
      const value = textOf(found.inner).trim();
      if (value) return value;
    }
  }
  return null;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return match ? decodeEntities(match[2] ?? match[3] ?? '') : null;
}

/** An Atom entry's link: rel="alternate" (or no rel) first. */
function atomLink(block: string): string | null {
  const links = [...block.matchAll(new RegExp(`<${NAME}link\\b([^>]*?)/?>`, 'gi'))].map((match) => match[1] ?? '');
  const alternate = links.find((attributes) => {
    const rel = attribute(attributes, 'rel');
    return rel === null || rel === 'alternate';
  });
  return attribute(alternate ?? links[0] ?? '', 'href');
}

function dateOf(text: string | null): Date | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function httpLink(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) ? cut(value, GUID_MAX) : null;
}

function itemOf(kind: 'rss' | 'atom', block: string): ParsedFeedItem | null {
  const title = plainText(childText(block, 'title') ?? '');
  const link = httpLink(kind === 'rss' ? (childText(block, 'link') ?? null) : atomLink(block));
  const summaryText = kind === 'rss' ? childText(block, 'description', 'summary') : childText(block, 'summary', 'content');
  const summary = summaryText ? cut(plainText(summaryText), SUMMARY_MAX) : null;
  const publishedAt = dateOf(kind === 'rss' ? childText(block, 'pubDate', 'date', 'updated') : childText(block, 'published', 'updated', 'date'));
  const id = childText(block, kind === 'rss' ? 'guid' : 'id');
  const guid = id ?? link ?? (title ? `${title}|${publishedAt?.toISOString() ?? ''}` : null);
  if (!guid || !(title || summary)) return null;
  return { guid: cut(guid, GUID_MAX), title: cut(title || (summary ?? ''), TITLE_MAX), link, summary, publishedAt };
}

/**
 * A small reader of RSS 2.0 and Atom 1.0 (namespaced names such as `atom:link` or `dc:date`
 * included): the feed's title and its items. No document type is read (so no entity of one is
 * ever expanded); anything that is neither feed is an error.
 */
export function parseFeed(xml: string): ParsedFeed {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '');
  if (/<!DOCTYPE/i.test(body)) throw new Error('The feed declares a document type, which is not read.');
  const root = new RegExp(`<${NAME}(rss|feed|RDF)\\b`, 'i').exec(body);
  if (!root) throw new Error('This is neither an RSS nor an Atom feed.');
  const kind = root[1]?.toLowerCase() === 'feed' ? 'atom' : 'rss';
  const itemName = kind === 'atom' ? 'entry' : 'item';
  const blocks = [...body.matchAll(new RegExp(`<${NAME}${itemName}\\b[^>]*>([\\s\\S]*?)</${NAME}${itemName}\\s*>`, 'gi'))];
  const head = body.slice(0, blocks[0]?.index ?? body.length);
  const title = childText(head, 'title');
  const items: ParsedFeedItem[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    const item = itemOf(kind, block[1] ?? '');
    if (!item || seen.has(item.guid)) continue;
    seen.add(item.guid);
    items.push(item);
    if (items.length === FEED_ITEMS_MAX) break;
  }
  return { kind, title: title ? cut(plainText(title), TITLE_MAX) : null, items };
}
