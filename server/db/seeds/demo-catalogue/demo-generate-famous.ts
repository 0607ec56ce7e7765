import type { DocType, LocalizedTitle } from '../../../modules/catalogue/catalogue-record.ts';
import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';
import type { FamousAmendment, FamousEdition, FamousWork } from './demo-famous.types.ts';
import { addWork, domainOf, type GenerationContext } from './demo-generation-context.ts';
import type { AmendmentDraft, EditionDraft } from './demo-record-builder.ts';
import { composeAbstract, parseIsoTitle, plainTitle } from './demo-text.ts';

/** Publishers whose records count editions ('5' for ISO 9001:2015); the others use versions or dates. */
const COUNTS_EDITIONS: ReadonlySet<PublisherCode> = new Set(['ISO', 'IEC', 'OIML', 'ECMA', 'CCSDS', 'CIE']);

/** Publishers whose records state that an edition obsoletes the previous one. */
const CHAINS_EDITIONS: ReadonlySet<PublisherCode> = new Set(['ISO', 'IEC', 'OIML', 'W3C']);

const ABSTRACT_LEADS: Partial<Record<PublisherCode, string>> = {
  IEEE: 'This standard',
  ETSI: 'The present document',
  JIS: 'This Standard',
  W3C: 'This specification',
};

function defaultDocType(famous: FamousWork): DocType {
  if (famous.publisher === 'ITU') return 'recommendation';
  const mark = /\b(TS|TR|EG|GS|GR|PAS)\b/.exec(famous.work)?.[1];
  if (mark === 'TS' || mark === 'GS') return 'technical-specification';
  if (mark === 'TR' || mark === 'GR') return 'technical-report';
  if (mark === 'EG') return 'guide';
  if (mark === 'PAS') return 'publicly-available-specification';
  return 'standard';
}

function defaultLanguages(publisher: PublisherCode): string[] {
  if (publisher === 'ISO' || publisher === 'IEC' || publisher === 'OIML') return ['en', 'fr'];
  if (publisher === 'JIS') return ['ja'];
  if (publisher === 'ITU') return ['en', 'fr', 'es', 'ar', 'ru', 'zh'];
  return ['en'];
}

/** ISO-style publishers split their titles into elements; the others publish one string. */
function titlesOf(publisher: PublisherCode, en: string, fr: string | undefined, ja: string | undefined): LocalizedTitle[] {
  const split = publisher === 'ISO' || publisher === 'IEC';
  const titles = [split ? parseIsoTitle('en', en) : plainTitle('en', en)];
  if (fr) titles.push(split ? parseIsoTitle('fr', fr) : plainTitle('fr', fr));
  if (ja) titles.push(plainTitle('ja', ja));
  return titles;
}

function amendmentDraft(ctx: GenerationContext, amendment: FamousAmendment): AmendmentDraft {
  return {
    kind: amendment.kind,
    n: amendment.n,
    year: amendment.year,
    month: amendment.month ?? ctx.rng.int(1, 12),
    day: ctx.rng.int(1, 28),
    ...(amendment.title ? { title: { en: amendment.title, ...(amendment.titleFr ? { fr: amendment.titleFr } : {}) } } : {}),
  };
}

function editionDraft(ctx: GenerationContext, famous: FamousWork, entry: number | FamousEdition, index: number): EditionDraft {
  const edition: FamousEdition = typeof entry === 'number' ? { year: entry } : entry;
  const ordinal = edition.edition ?? (COUNTS_EDITIONS.has(famous.publisher) ? String(index + 1) : undefined);
  return {
    year: edition.year,
    month: edition.month ?? ctx.rng.int(1, 12),
    day: edition.day ?? ctx.rng.int(1, 28),
    ...(ordinal ? { edition: ordinal } : {}),
    ...(edition.version ? { version: edition.version } : {}),
    ...(edition.stage ? { stage: edition.stage } : {}),
    ...(edition.docType ? { docType: edition.docType } : {}),
    ...(edition.statusCode ? { statusCode: edition.statusCode } : {}),
    // The current edition's translations would not match an older title, so only the older ones given apply.
    ...(edition.title ? { titles: titlesOf(famous.publisher, edition.title, edition.titleFr, edition.titleJa) } : {}),
    ...(edition.amendments ? { amendments: edition.amendments.map((amendment) => amendmentDraft(ctx, amendment)) } : {}),
  };
}

/** The ISO-style base number a famous work occupies ('ISO/IEC 27001' → 27001), so generated series avoid it. */
function baseNumber(workNumber: string): number | undefined {
  if (/\bGuide\b/.test(workNumber)) return undefined;
  const match = /^[A-Z/]+(?: [A-Z]+)? (\d+)/.exec(workNumber);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * The elements of a title, whatever separator its publisher uses ('—' ISO, '--' JIS and
 * IEEE, '–' ITU, ';' ETSI); IEEE's 'IEEE Standard for' names the kind, not the subject.
 */
function titleElements(title: string): string[] {
  return title
    .replace(/^IEEE (?:Trial-Use )?(?:Standard|Recommended Practice|Guide) (?:for )?(?:an? )?/, '')
    .split(/\s+(?:—|–|--)\s+|--|; /)
    .filter((element) => element !== '');
}

/** Adds a real document with its real editions; what the data leaves out comes from its field. */
export function addFamousWork(ctx: GenerationContext, famous: FamousWork): string[] {
  const { rng } = ctx;
  const domain = domainOf(ctx, famous.domain);
  const editions = famous.editions.map((entry, index) => editionDraft(ctx, famous, entry, index));
  const first = editions[0];
  const newest = editions[editions.length - 1];
  if (first && famous.firstRelations) first.relations = [...(first.relations ?? []), ...famous.firstRelations];
  if (newest && famous.relations) newest.relations = [...(newest.relations ?? []), ...famous.relations];
  if (newest && famous.links) newest.links = [...famous.links];
  const base = baseNumber(famous.work);
  if (base !== undefined && (famous.publisher === 'ISO' || famous.publisher === 'IEC')) ctx.usedBases.add(`${famous.publisher}|${base}`);

  const elements = titleElements(famous.title);
  const lead = famous.publisher === 'ITU' ? `Recommendation ${famous.work}` : (ABSTRACT_LEADS[famous.publisher] ?? 'This document');
  const abstract =
    famous.abstract ??
    composeAbstract(rng, {
      lead,
      subject: elements.length > 1 ? (elements[elements.length - 2] as string) : (elements[0] ?? famous.title),
      ...(elements.length > 1 ? { aspect: elements[elements.length - 1] } : {}),
      scopes: domain.scopes,
    });
  const lastDocType = [...famous.editions].reverse().find((entry): entry is FamousEdition => typeof entry !== 'number' && entry.docType !== undefined)?.docType;

  return addWork(ctx, {
    publisher: famous.publisher,
    workNumber: famous.work,
    titles: titlesOf(famous.publisher, famous.title, famous.titleFr, famous.titleJa),
    docType: famous.docType ?? lastDocType ?? defaultDocType(famous),
    ...(famous.committee ? { committee: famous.committee } : {}),
    languages: [...(famous.languages ?? defaultLanguages(famous.publisher))],
    icsCodes: famous.ics ? [...famous.ics] : rng.sample(domain.ics, rng.int(1, 2)),
    keywords: famous.keywords ? [...famous.keywords] : rng.sample(domain.keywords, rng.int(3, 5)),
    abstract,
    editions,
    fate: famous.fate ?? 'current',
    chainEditions: CHAINS_EDITIONS.has(famous.publisher),
  });
}
