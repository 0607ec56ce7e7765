/**
 * Readers for Relaton YAML fields. The data spans schema generations: a field may be
 * one object or a list, a text may be a string or `{content}`, a language a string or
 * a list, ISO 639-1 or 639-2 codes, a docid `{id}` or a docidentifier `{content}`.
 */

export type RelatonItem = Record<string, unknown>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of a string, number or `{content}` / `{value}` object; undefined when empty. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return textOf(value.content ?? value.value);
  if (Array.isArray(value)) return textOf(value[0]);
  return undefined;
}

const THREE_LETTER_LANGUAGES: Record<string, string> = {
  eng: 'en',
  fra: 'fr',
  fre: 'fr',
  deu: 'de',
  ger: 'de',
  spa: 'es',
  ita: 'it',
  rus: 'ru',
  zho: 'zh',
  chi: 'zh',
  jpn: 'ja',
  ara: 'ar',
  fas: 'fa',
  per: 'fa',
  ukr: 'uk',
  por: 'pt',
  nld: 'nl',
  kor: 'ko',
};

/** ISO 639-1 code of a language given as 'en', 'eng' or ['en']; undefined when unknown. */
export function languageCode(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  if (!raw) return undefined;
  const code = raw.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(code)) return code;
  return THREE_LETTER_LANGUAGES[code];
}

/** The primary document identifier; the plain form rather than the trademarked one. */
export function primaryIdentifier(item: RelatonItem): string | undefined {
  const entries = [...listOf(item.docid), ...listOf(item.docidentifier)].filter(isObject);
  const identifier = (entry: Record<string, unknown>) => textOf(entry.id) ?? textOf(entry.content);
  const primary = entries.filter((entry) => entry.primary === true || entry.primary === 'true');
  const plain = primary.find((entry) => entry.scope !== 'trademark') ?? primary[0] ?? entries[0];
  return plain ? identifier(plain)?.replace(/\s+/g, ' ') : undefined;
}

/** Identifiers of other types (ISBN, DOI, URN...) worth keeping as links. */
export function secondaryIdentifiers(item: RelatonItem): { type: string; id: string }[] {
  return [...listOf(item.docid), ...listOf(item.docidentifier)]
    .filter(isObject)
    .filter((entry) => entry.primary !== true)
    .map((entry) => ({ type: textOf(entry.type) ?? '', id: textOf(entry.id) ?? textOf(entry.content) ?? '' }))
    .filter((entry) => entry.type !== '' && entry.id !== '');
}

/** `{type: value}` of the item's dates, normalised to YYYY-MM-DD. */
export function datesOf(item: RelatonItem): Map<string, string> {
  const dates = new Map<string, string>();
  for (const entry of listOf(item.date)) {
    if (!isObject(entry)) continue;
    const type = textOf(entry.type);
    const value = normaliseDate(entry.value ?? entry.at ?? entry.from ?? entry.on);
    if (type && value && !dates.has(type)) dates.set(type, value);
  }
  return dates;
}

/** 'YYYY', 'YYYY-M', 'YYYY-MM' or 'YYYY-MM-DD' (or a Date) as YYYY-MM-DD; undefined when not a date. */
export function normaliseDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  const text = textOf(value);
  const match = text ? /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(text) : null;
  if (!match?.[1]) return undefined;
  const year = Number(match[1]);
  const month = Math.min(12, Math.max(1, Number(match[2] ?? 1)));
  const day = Math.min(daysIn(year, month), Math.max(1, Number(match[3] ?? 1)));
  if (year < 1800 || year > 2100) return undefined;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The stage text: `docstatus.stage(.value)[.substage]` or `status.stage.content`. */
export function stageOf(item: RelatonItem): { stage?: string; substage?: string } {
  const status = isObject(item.docstatus) ? item.docstatus : isObject(item.status) ? item.status : undefined;
  if (!status) return {};
  const stage = textOf(status.stage);
  const substage = textOf(status.substage);
  return { ...(stage ? { stage } : {}), ...(substage ? { substage } : {}) };
}

/** The `ext` block, or the item itself for the oldest records that keep ext fields at the top. */
export function extOf(item: RelatonItem): Record<string, unknown> {
  return isObject(item.ext) ? item.ext : {};
}

export function docTypeText(item: RelatonItem): string | undefined {
  const ext = extOf(item);
  const doctype = ext.doctype ?? item.doctype;
  if (isObject(doctype)) return textOf(doctype.type) ?? textOf(doctype.content) ?? textOf(doctype.abbreviation);
  return textOf(doctype);
}

/** Edition text: '5', '3.1'; a bare number too. */
export function editionOf(item: RelatonItem): string | undefined {
  const edition = item.edition;
  if (isObject(edition)) return textOf(edition.content) ?? textOf(edition.number);
  return textOf(edition);
}

/** Version text: ETSI drafts `[{draft: '1.5.1'}]`, OIML `[{content: date}]`. */
export function versionOf(item: RelatonItem): string | undefined {
  for (const entry of listOf(item.version)) {
    if (isObject(entry)) {
      const text = textOf(entry.draft) ?? textOf(entry.content) ?? textOf(entry.revision_date);
      if (text) return text;
    } else if (textOf(entry)) return textOf(entry);
  }
  return undefined;
}

export function icsCodesOf(item: RelatonItem): string[] {
  const ext = extOf(item);
  const codes = [...listOf(ext.ics), ...listOf(item.ics)]
    .map((entry) => (isObject(entry) ? textOf(entry.code) : textOf(entry)))
    .filter((code): code is string => code !== undefined && /^\d{2}(\.\d{3}(\.\d{2})?)?$/.test(code));
  return [...new Set(codes)];
}

export function linksOf(item: RelatonItem): { type: string; url: string }[] {
  const links: { type: string; url: string }[] = [];
  for (const entry of [...listOf(item.link), ...listOf(item.source), ...listOf(item.uri)]) {
    const url = isObject(entry) ? textOf(entry.content) : textOf(entry);
    const type = isObject(entry) ? (textOf(entry.type) ?? 'src') : 'src';
    if (url && /^https?:\/\/\S+$/.test(url) && !links.some((link) => link.url === url)) links.push({ type, url });
  }
  return links;
}

export function keywordsOf(item: RelatonItem): string[] {
  const words = listOf(item.keyword).flatMap((entry) => {
    if (isObject(entry) && isObject(entry.taxon)) return [textOf(entry.taxon)];
    if (isObject(entry) && entry.vocab !== undefined) return [textOf(entry.vocab)];
    return [textOf(entry)];
  });
  return [...new Set(words.filter((word): word is string => word !== undefined && word.length <= 200))];
}

/** Texts per language from a list of `{content, language}` (abstracts). */
export function textsByLanguage(value: unknown, fallbackLanguage: string): { language: string; text: string }[] {
  return listOf(value).flatMap((entry) => {
    const text = textOf(entry);
    if (!text) return [];
    const language = (isObject(entry) ? languageCode(entry.language) : undefined) ?? fallbackLanguage;
    return [{ language, text: text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').trim() }];
  });
}

/** Organisations named by contributors with one of the roles (publisher, author...). */
export function contributorNames(item: RelatonItem, role: string): { name?: string; abbreviation?: string; subdivisions: string[] }[] {
  return listOf(item.contributor)
    .filter(isObject)
    .filter((contributor) => listOf(contributor.role).some((entry) => (isObject(entry) ? textOf(entry.type) : textOf(entry)) === role))
    .map((contributor) => {
      const organization = isObject(contributor.organization) ? contributor.organization : {};
      const subdivisions = listOf(organization.subdivision)
        .map((division) => (isObject(division) ? (textOf(listOf(division.identifier)[0]) ?? textOf(listOf(division.name)[0])) : textOf(division)))
        .filter((text): text is string => text !== undefined);
      const name = textOf(listOf(organization.name)[0]);
      const abbreviation = textOf(organization.abbreviation);
      return { ...(name ? { name } : {}), ...(abbreviation ? { abbreviation } : {}), subdivisions };
    });
}

/** The committee responsible, as its identifier or name. */
export function committeeOf(item: RelatonItem): string | undefined {
  const ext = extOf(item);
  const group = ext.editorialgroup ?? item.editorialgroup;
  if (isObject(group)) {
    for (const entry of listOf(group.technical_committee)) {
      if (isObject(entry)) {
        const text = textOf(entry.identifier) ?? textOf(entry.name);
        if (text) return text;
      }
    }
    const committee = textOf(listOf(group.committee)[0]);
    if (committee) return decodeEntities(committee);
  }
  for (const entry of listOf(group)) {
    const name = isObject(entry) ? textOf(entry.name) : textOf(entry);
    if (name) return name;
  }
  const authors = contributorNames(item, 'author').flatMap((author) => author.subdivisions);
  return authors.length > 0 ? authors.join('/') : undefined;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[name] ?? '');
}

/** Relations as `{type, target}` with the target's primary identifier (or formatted reference). */
export function relationsOf(item: RelatonItem): { type: string; target: string; description?: string }[] {
  return listOf(item.relation).flatMap((entry) => {
    if (!isObject(entry)) return [];
    const type = textOf(entry.type);
    const bibitem = isObject(entry.bibitem) ? entry.bibitem : undefined;
    const target = bibitem ? (primaryIdentifier(bibitem) ?? textOf(bibitem.formattedref)) : undefined;
    const description = isObject(entry.description) ? textOf(entry.description) : textOf(entry.description);
    return type && target ? [{ type, target: target.replace(/\s+/g, ' '), ...(description ? { description } : {}) }] : [];
  });
}
