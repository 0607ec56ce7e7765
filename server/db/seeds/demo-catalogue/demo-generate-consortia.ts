import type { DocType } from '../../../modules/catalogue/catalogue-record.ts';
import { CCSDS_BOOKS, CIE_PUBLICATIONS, ECMA_STANDARDS, OGC_DOCUMENTS, OIML_PUBLICATIONS, RFC_ENTRIES, W3C_SPECS } from './demo-consortia.data.ts';
import { addWork, DEMO_YEAR, domainOf, isWorkNumberFree, pickFate, type GenerationContext } from './demo-generation-context.ts';
import { ordinal } from './demo-numbering.ts';
import type { EditionDraft, Fate } from './demo-record-builder.ts';
import { composeAbstract, lcFirst, pickKeywords, plainTitle } from './demo-text.ts';

const W3C_CLOSINGS = [
  'It is intended for implementers of user agents, authoring tools and conformance checkers.',
  'Conformance requirements are expressed with a combination of descriptive assertions and RFC 2119 terminology.',
  'A test suite and an implementation report accompany the specification.',
  'Privacy and security considerations are given in dedicated sections.',
];

const W3C_DOC_TYPES: Record<string, DocType> = { REC: 'recommendation', NOTE: 'note' };

/** The maturity levels a W3C specification went through, oldest first (at most six). */
function w3cStages(ctx: GenerationContext): { stages: string[]; fate: Fate } {
  const { rng } = ctx;
  const ending = rng.weighted([['REC', 50], ['CR', 25], ['WD', 12], ['NOTE', 8], ['discontinued', 5]] as const);
  const drafts = Array.from({ length: rng.int(1, 3) }, () => 'WD');
  if (ending === 'WD' || ending === 'discontinued') return { stages: drafts, fate: ending === 'WD' ? 'current' : 'C' };
  if (ending === 'NOTE') return { stages: [...drafts.slice(0, 1), 'NOTE'], fate: 'current' };
  const candidates = Array.from({ length: rng.int(1, 2) }, () => 'CR');
  if (ending === 'CR') return { stages: [...drafts, ...candidates].slice(0, 6), fate: 'current' };
  return { stages: [...drafts, ...candidates, 'PR', 'REC'].slice(-6), fate: rng.chance(0.06) ? 'O' : 'current' };
}

function monthsLater(edition: { year: number; month: number }, months: number) {
  const total = edition.year * 12 + (edition.month - 1) + months;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

export function generateW3c(ctx: GenerationContext): void {
  const { rng } = ctx;
  const web = domainOf(ctx, 'web');
  const cssModules: string[] = [];
  for (const [shortname, title, group] of W3C_SPECS) {
    const workNumber = `W3C ${shortname}`;
    if (!isWorkNumberFree(ctx, 'W3C', workNumber)) continue;
    if (shortname.startsWith('css-')) cssModules.push(workNumber);
    const { stages, fate } = w3cStages(ctx);
    let date = { year: rng.int(2008, 2022), month: rng.int(1, 12) };
    const editions: EditionDraft[] = [];
    for (const stage of stages) {
      if (date.year > DEMO_YEAR) break;
      editions.push({ ...date, day: rng.int(1, 28), stage, docType: W3C_DOC_TYPES[stage] ?? 'specification' });
      date = monthsLater(date, rng.int(3, 16));
    }
    const last = editions[editions.length - 1];
    addWork(ctx, {
      publisher: 'W3C',
      workNumber,
      titles: [plainTitle('en', title)],
      docType: last?.docType ?? 'specification',
      committee: group,
      languages: ['en'],
      icsCodes: rng.chance(0.3) ? ['35.240.95', '35.060'] : ['35.240.95'],
      keywords: pickKeywords(rng, web.keywords, ['web platform', 'W3C', 'browser', 'API', 'accessibility']),
      abstract: `This specification defines ${lcFirst(title)}. ${rng.pick(W3C_CLOSINGS)}`,
      editions,
      fate,
      chainEditions: true,
    });
  }
  // CSS snapshots gather the modules that were stable in their year.
  [2021, 2023].forEach((year, index) => {
    const parts = rng.sample(cssModules, 6 + index * 2);
    addWork(ctx, {
      publisher: 'W3C',
      workNumber: `W3C css-${year}`,
      titles: [plainTitle('en', `CSS Snapshot ${year}`)],
      docType: 'note',
      committee: 'Cascading Style Sheets (CSS) Working Group',
      languages: ['en'],
      icsCodes: ['35.240.95'],
      keywords: ['CSS', 'snapshot', 'web platform'],
      abstract: `This document collects all the specifications that together form the current state of Cascading Style Sheets (CSS) as of ${year}.`,
      editions: [{ year, month: 12, day: rng.int(1, 28), stage: 'NOTE', docType: 'note', relations: parts.map((targetNumber) => ({ type: 'hasPart' as const, targetNumber })) }],
      fate: year === 2021 ? 'O' : 'current',
      chainEditions: false,
    });
  });
}

/** Editions numbered from `firstOrdinal`, strictly increasing years. */
function numberedEditions(ctx: GenerationContext, opts: { earliest: number; gap: readonly [number, number]; firstOrdinal?: number }): EditionDraft[] {
  const { rng } = ctx;
  const wanted = rng.weighted([[1, 25], [2, 30], [3, 22], [4, 12], [5, 7], [6, 4]]);
  let year = rng.int(opts.earliest, DEMO_YEAR - 1);
  let ordinalNumber = opts.firstOrdinal ?? 1;
  const editions: EditionDraft[] = [];
  while (editions.length < wanted && year <= DEMO_YEAR) {
    editions.push({ year, month: rng.int(1, 12), day: rng.int(1, 28), edition: String(ordinalNumber) });
    ordinalNumber += 1;
    year += rng.int(opts.gap[0], opts.gap[1]);
  }
  return editions;
}

export function generateSmallBodies(ctx: GenerationContext): void {
  const { rng } = ctx;
  for (const [value, title, domainKey, committee] of ECMA_STANDARDS) {
    const domain = domainOf(ctx, domainKey);
    addWork(ctx, {
      publisher: 'ECMA',
      workNumber: `ECMA-${value}`,
      titles: [plainTitle('en', title)],
      docType: 'standard',
      committee,
      languages: ['en'],
      icsCodes: rng.sample(domain.ics, 1),
      keywords: pickKeywords(rng, domain.keywords),
      abstract: composeAbstract(rng, { lead: 'This Ecma Standard', subject: title, scopes: domain.scopes }),
      editions: numberedEditions(ctx, { earliest: 1985, gap: [2, 6], firstOrdinal: rng.int(1, 4) }),
      fate: pickFate(rng),
      chainEditions: false,
    });
  }

  const geospatial = domainOf(ctx, 'geospatial');
  const ogcTypes: Record<string, DocType> = { standard: 'standard', practice: 'practice', report: 'report' };
  for (const [value, title, kind] of OGC_DOCUMENTS) {
    const firstYear = 2000 + Number(value.slice(0, 2));
    const revisions = kind === 'report' ? 1 : rng.int(1, 4);
    let year = firstYear;
    let revision = rng.int(1, 3);
    const editions: EditionDraft[] = [];
    for (let i = 0; i < revisions && year <= DEMO_YEAR; i += 1) {
      editions.push({ year, month: rng.int(1, 12), day: rng.int(1, 28), version: `r${revision}` });
      revision += rng.int(1, 3);
      year += rng.int(1, 3);
    }
    addWork(ctx, {
      publisher: 'OGC',
      workNumber: `OGC ${value}`,
      titles: [plainTitle('en', title)],
      docType: ogcTypes[kind] ?? 'standard',
      committee: 'OGC Technical Committee',
      languages: ['en'],
      icsCodes: ['35.240.70'],
      keywords: pickKeywords(rng, geospatial.keywords, ['OGC', 'interoperability', 'web services']),
      abstract: composeAbstract(rng, { lead: kind === 'report' ? 'This Engineering Report' : 'This document', subject: title, scopes: geospatial.scopes }),
      editions,
      fate: 'current',
      chainEditions: false,
    });
  }

  const lighting = domainOf(ctx, 'lighting');
  const cieTypes: Record<string, DocType> = { standard: 'standard', report: 'technical-report', guide: 'guide' };
  for (const [value, title, kind] of CIE_PUBLICATIONS) {
    const editions = numberedEditions(ctx, { earliest: 1975, gap: [6, 14] });
    for (const edition of editions) {
      if (Number(edition.edition) >= 2) edition.titles = [plainTitle('en', `${title}, ${ordinal(Number(edition.edition))} Edition`)];
    }
    addWork(ctx, {
      publisher: 'CIE',
      workNumber: `CIE ${value}`,
      titles: [plainTitle('en', title)],
      docType: cieTypes[kind] ?? 'technical-report',
      committee: `CIE Division ${rng.int(1, 6)}`,
      languages: kind === 'standard' ? ['en', 'fr', 'de'] : ['en'],
      icsCodes: rng.sample(lighting.ics, rng.int(1, 2)),
      keywords: pickKeywords(rng, lighting.keywords, ['CIE', 'colorimetry', 'vision']),
      abstract: composeAbstract(rng, { lead: kind === 'standard' ? 'This International Standard' : 'This report', subject: title, scopes: lighting.scopes }),
      editions,
      fate: pickFate(rng),
      chainEditions: false,
    });
  }

  const space = domainOf(ctx, 'space');
  const ccsdsTypes: Record<string, DocType> = { B: 'standard', M: 'practice', G: 'report', O: 'specification' };
  const ccsdsAreas = ['CCSDS Space Link Services Area', 'CCSDS Mission Operations and Information Management Services Area', 'CCSDS Spacecraft Onboard Interface Services Area', 'CCSDS Cross Support Services Area', 'CCSDS Space Internetworking Services Area'];
  for (const [value, colour, title] of CCSDS_BOOKS) {
    addWork(ctx, {
      publisher: 'CCSDS',
      workNumber: `CCSDS ${value}-${colour}`,
      titles: [plainTitle('en', title)],
      docType: ccsdsTypes[colour] ?? 'standard',
      committee: rng.pick(ccsdsAreas),
      languages: ['en'],
      icsCodes: ['49.140'],
      keywords: pickKeywords(rng, space.keywords, ['CCSDS', 'space link', 'protocol']),
      abstract: composeAbstract(rng, { lead: colour === 'G' ? 'This Report' : 'This Recommended Standard', subject: title, scopes: space.scopes }),
      editions: numberedEditions(ctx, { earliest: 1987, gap: [3, 8] }),
      fate: pickFate(rng),
      chainEditions: false,
    });
  }

  const metrology = domainOf(ctx, 'metrology');
  const oimlTypes: Record<string, DocType> = { R: 'recommendation', D: 'other', V: 'standard', B: 'other' };
  for (const [value, en, fr] of OIML_PUBLICATIONS) {
    addWork(ctx, {
      publisher: 'OIML',
      workNumber: `OIML ${value}`,
      titles: [plainTitle('en', en), plainTitle('fr', fr)],
      docType: oimlTypes[value.charAt(0)] ?? 'other',
      committee: `OIML TC ${rng.int(2, 18)}${rng.chance(0.5) ? `/SC ${rng.int(1, 7)}` : ''}`,
      languages: ['en', 'fr'],
      icsCodes: rng.sample(metrology.ics, rng.int(1, 2)),
      keywords: pickKeywords(rng, metrology.keywords, ['legal metrology', 'type evaluation', 'measuring instruments']),
      abstract: composeAbstract(rng, { lead: 'This publication', subject: en.split('. Part')[0] ?? en, scopes: metrology.scopes }),
      editions: numberedEditions(ctx, { earliest: 1978, gap: [6, 14] }),
      fate: 'current',
      chainEditions: true,
    });
  }

  const obsoleted = new Set(RFC_ENTRIES.flatMap(([, , , obsoletes]) => obsoletes));
  for (const [value, title, year, obsoletes, domainKey] of RFC_ENTRIES) {
    const domain = domainOf(ctx, domainKey);
    addWork(ctx, {
      publisher: 'IETF',
      workNumber: `RFC ${value}`,
      titles: [plainTitle('en', title)],
      docType: 'standard',
      committee: 'IETF',
      languages: ['en'],
      icsCodes: rng.sample(domain.ics, 1),
      keywords: pickKeywords(rng, domain.keywords, ['Internet', 'protocol', 'IETF']),
      abstract: composeAbstract(rng, { lead: 'This document', subject: title }),
      editions: [
        {
          year,
          month: rng.int(1, 12),
          day: 1,
          links: [{ type: 'src', url: `https://www.rfc-editor.org/rfc/rfc${value}` }],
          relations: obsoletes.map((old) => ({ type: 'obsoletes' as const, targetNumber: `RFC ${old}` })),
          ...(obsoleted.has(value) ? { statusCode: 'S' as const } : {}),
        },
      ],
      fate: 'current',
      chainEditions: false,
      chainsThroughObsoletes: true,
    });
  }
}
