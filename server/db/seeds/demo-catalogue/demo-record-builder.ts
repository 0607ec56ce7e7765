import type { StatusCode } from '../../../../common/catalogue/document-status.ts';
import type { CatalogueRecord, DocType, LocalizedTitle } from '../../../modules/catalogue/catalogue-record.ts';
import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';
import { editionNumber, fullWidthDigits, isoDate, type EditionStamp } from './demo-numbering.ts';
import type { DemoRandom } from './demo-prng.ts';
import { ISO_SEPARATOR, parseIsoTitle, plainTitle } from './demo-text.ts';

export type Relation = CatalogueRecord['relations'][number];
export type Link = CatalogueRecord['links'][number];

/** How a document ends up: in force, or one of the codes its newest edition carries. */
export type Fate = 'current' | 'W' | 'C' | 'P' | 'T' | 'O' | 'RE';

export type AmendmentDraft = {
  kind: 'amendment' | 'corrigendum';
  n: number;
  year: number;
  month: number;
  day: number;
  /** The amendment's own title element, e.g. 'Climate action changes'. */
  title?: { en: string; fr?: string };
};

export type EditionDraft = EditionStamp & {
  /** The number when it does not follow from the stamp (drafts: 'ISO/DIS 23412'). */
  number?: string;
  docType?: DocType;
  /** Titles when this edition differs from the work's. */
  titles?: LocalizedTitle[];
  statusCode?: StatusCode;
  relations?: Relation[];
  links?: Link[];
  amendments?: AmendmentDraft[];
};

/** One document (work) with its editions, oldest first. */
export type WorkDraft = {
  publisher: PublisherCode;
  workNumber: string;
  titles: LocalizedTitle[];
  docType: DocType;
  committee?: string;
  languages: string[];
  icsCodes: string[];
  keywords: string[];
  abstract: string;
  editions: EditionDraft[];
  fate: Fate;
  /** Each edition states that it obsoletes the previous one, as ISO and IEC records do. */
  chainEditions: boolean;
  chainsThroughObsoletes?: boolean;
};

const ISO_STAGES: Record<string, string> = { current: '60.60', superseded: '95.99', NA: '40.20', AP: '60.00', P: '90.92', RE: '00.00' };
const IEC_STAGES: Record<string, string> = { current: 'PPUB', superseded: 'DELPUB', NA: 'ACDV', AP: 'APUB', P: 'PPUB', RE: 'PNW' };
const TEXT_STAGES: Record<string, string> = {
  current: 'Published',
  superseded: 'Superseded',
  W: 'Withdrawn',
  C: 'Cancelled',
  T: 'Terminated',
  P: 'Partially superseded',
  AVS: 'Available, superseded',
  O: 'Obsolete',
  RE: 'Reserved',
  NA: 'Draft',
  AP: 'Approved, awaiting publication',
};

/** The stage text a source would show for an edition in this state. */
export function stageFor(publisher: PublisherCode, state: string): string {
  const byCode = publisher === 'ISO' ? ISO_STAGES : publisher === 'IEC' ? IEC_STAGES : TEXT_STAGES;
  const fallback = state === 'CUR' ? 'current' : state === 'S' ? 'superseded' : state;
  return byCode[fallback] ?? (publisher === 'ISO' ? '95.99' : publisher === 'IEC' ? 'DELPUB' : (TEXT_STAGES[fallback] ?? fallback));
}

function newestStatus(fate: Fate, rng: DemoRandom): StatusCode | undefined {
  if (fate !== 'current') return fate;
  return rng.chance(0.45) ? 'CUR' : undefined;
}

function olderStatus(publisher: PublisherCode, isPrevious: boolean, rng: DemoRandom): StatusCode | undefined {
  const roll = rng.next();
  if (isPrevious && (publisher === 'IEC' || publisher === 'ISO') && roll < 0.1) return 'AVS';
  if (roll > 0.88) return 'S';
  return undefined;
}

function amendmentNumber(publisher: PublisherCode, base: string, draft: AmendmentDraft): { number: string; workNumber: string } {
  const amd = draft.kind === 'amendment';
  switch (publisher) {
    case 'IEC': {
      const work = `${base}/${amd ? 'AMD' : 'COR'}${draft.n}`;
      return { workNumber: work, number: `${work}:${draft.year}` };
    }
    case 'JIS': {
      const work = `${base}/AMENDMENT ${draft.n}`;
      return { workNumber: work, number: `${work}:${draft.year}` };
    }
    case 'IEEE': {
      const work = `${base}/Cor ${draft.n}`;
      return { workNumber: work, number: `${work}-${draft.year}` };
    }
    default: {
      const work = `${base}/${amd ? 'Amd' : 'Cor'} ${draft.n}`;
      return { workNumber: work, number: `${work}:${draft.year}` };
    }
  }
}

function amendmentTitles(publisher: PublisherCode, titles: LocalizedTitle[], draft: AmendmentDraft): LocalizedTitle[] {
  const amd = draft.kind === 'amendment';
  return titles.map((title) => {
    if (publisher === 'JIS') {
      return plainTitle(title.language, title.language === 'ja' ? `${title.full}（追補${fullWidthDigits(draft.n)}）` : `${title.full} (Amendment ${draft.n})`);
    }
    if (publisher === 'IEEE') return plainTitle(title.language, `${title.full}--Corrigendum ${draft.n}`);
    const french = title.language === 'fr';
    const own = french ? draft.title?.fr : draft.title?.en;
    let label: string;
    if (amd) label = french ? `Amendement ${draft.n}` : `Amendment ${draft.n}`;
    else if (publisher === 'IEC') label = `Corrigendum ${draft.n}`;
    else label = french ? `Rectificatif technique ${draft.n}` : `Technical Corrigendum ${draft.n}`;
    return parseIsoTitle(title.language, `${title.full}${ISO_SEPARATOR}${label}${own ? `: ${own}` : ''}`);
  });
}

/** Turns a work into its edition records and the amendment records of its editions. */
export function buildWorkRecords(work: WorkDraft, rng: DemoRandom): CatalogueRecord[] {
  const records: CatalogueRecord[] = [];
  const amendmentRecords: CatalogueRecord[] = [];
  const last = work.editions.length - 1;
  let previous: { number: string; amendments: string[] } | undefined;

  work.editions.forEach((edition, index) => {
    const number = edition.number ?? editionNumber(work.publisher, work.workNumber, edition);
    const isNewest = index === last;
    const statusCode = edition.statusCode ?? (isNewest ? newestStatus(work.fate, rng) : olderStatus(work.publisher, index === last - 1, rng));
    const state = statusCode ?? (isNewest ? 'current' : 'superseded');
    const relations: Relation[] = [];
    if (previous && work.chainEditions) {
      relations.push({ type: 'obsoletes', targetNumber: previous.number });
      for (const amendment of previous.amendments) relations.push({ type: 'updates', targetNumber: amendment });
    }
    relations.push(...(edition.relations ?? []));
    const titles = edition.titles ?? work.titles;
    const editionOrdinal = Number(edition.edition ?? '0');
    const abstract =
      work.chainEditions && editionOrdinal >= 2 && (work.publisher === 'ISO' || work.publisher === 'IEC')
        ? `${work.abstract} This edition cancels and replaces the previous edition, which has been technically revised.`
        : work.abstract;

    records.push({
      source: 'demo',
      sourceKey: `demo:${work.publisher}:${number}`,
      publisher: work.publisher,
      number,
      workNumber: work.workNumber,
      titles,
      abstracts: [{ language: 'en', text: abstract }],
      keywords: work.keywords,
      languages: work.languages,
      publishedOn: isoDate(edition),
      publicationYear: edition.year,
      ...(edition.edition ? { edition: edition.edition } : {}),
      ...(edition.version ? { version: edition.version } : {}),
      docType: edition.docType ?? work.docType,
      ...(statusCode ? { statusCode } : {}),
      stage: edition.stage ?? stageFor(work.publisher, state),
      icsCodes: work.icsCodes,
      ...(work.committee ? { committee: work.committee } : {}),
      links: edition.links ?? [],
      relations,
      ...(work.chainsThroughObsoletes ? { chainsThroughObsoletes: true } : {}),
      raw: null,
    });

    const amendmentNumbers: string[] = [];
    for (const draft of edition.amendments ?? []) {
      const ids = amendmentNumber(work.publisher, number, draft);
      amendmentNumbers.push(ids.number);
      const inForce = isNewest && (statusCode === undefined || statusCode === 'CUR');
      const what = draft.kind === 'amendment' ? 'amends' : 'corrects';
      amendmentRecords.push({
        source: 'demo',
        sourceKey: `demo:${work.publisher}:${ids.number}`,
        publisher: work.publisher,
        number: ids.number,
        workNumber: ids.workNumber,
        titles: amendmentTitles(work.publisher, titles, draft),
        abstracts: [
          {
            language: 'en',
            text:
              draft.kind === 'amendment'
                ? `This amendment ${what} ${number}${draft.title ? ` (${draft.title.en.toLowerCase()})` : ''}.`
                : `This corrigendum corrects editorial and technical errors in ${number}.`,
          },
        ],
        keywords: work.keywords,
        languages: work.languages,
        publishedOn: isoDate(draft),
        publicationYear: draft.year,
        edition: '1',
        docType: draft.kind,
        ...(inForce ? {} : { statusCode: 'W' as const }),
        stage: stageFor(work.publisher, inForce ? 'current' : 'W'),
        icsCodes: work.icsCodes,
        ...(work.committee ? { committee: work.committee } : {}),
        links: [],
        relations: [{ type: what, targetNumber: number }],
        raw: null,
      });
    }
    previous = { number, amendments: amendmentNumbers };
  });
  return [...records, ...amendmentRecords];
}
