import type { DocType } from '../../../modules/catalogue/catalogue-record.ts';
import { addWork, DEMO_YEAR, domainOf, freshTitle, isWorkNumberFree, pickFate, worksOf, type GenerationContext } from './demo-generation-context.ts';
import type { DemoRandom } from './demo-prng.ts';
import type { EditionDraft, Fate, Relation } from './demo-record-builder.ts';
import { ETSI_AREAS, ITU_SERIES, type EtsiArea, type ItuSeries } from './demo-telecom.data.ts';
import { composeAbstract, lcFirst, pickKeywords, plainTitle } from './demo-text.ts';

type EtsiDeliverable = 'EN' | 'ES' | 'EG' | 'TS' | 'TR' | 'GS' | 'GR';

const ETSI_DOC_TYPES: Record<EtsiDeliverable, DocType> = {
  EN: 'standard',
  ES: 'standard',
  EG: 'guide',
  TS: 'technical-specification',
  TR: 'technical-report',
  GS: 'technical-specification',
  GR: 'technical-report',
};

const ETSI_SERIES: Record<EtsiDeliverable, readonly number[]> = {
  EN: [300, 301, 302, 303],
  ES: [201, 202, 203],
  EG: [201, 202, 203],
  TS: [101, 102, 103, 104],
  TR: [101, 102, 103, 104],
  GS: [],
  GR: [],
};

const ETSI_PART_NAMES = [
  'Requirements',
  'Protocol specification',
  'Test Suite Structure and Test Purposes (TSS&TP)',
  'Abstract Test Suite (ATS) and Protocol Implementation eXtra Information for Testing (PIXIT) proforma',
  'Conformance testing',
  'Interoperability testing',
];

const THREE_GPP_SERIES = [23, 24, 29, 33, 36, 38];

function pad3(value: number): string {
  return String(value).padStart(3, '0');
}

/** Versions V1.1.1, V1.2.1, V2.1.1... with their publication months, oldest first. */
function etsiVersions(rng: DemoRandom, earliest: number): EditionDraft[] {
  const wanted = rng.weighted([[1, 30], [2, 26], [3, 20], [4, 12], [5, 7], [6, 5]]);
  let year = rng.int(earliest, DEMO_YEAR - 1);
  let [major, minor, patch] = [1, 1, 1];
  const versions: EditionDraft[] = [];
  while (versions.length < wanted && year <= DEMO_YEAR) {
    versions.push({ year, month: rng.int(1, 12), day: 1, version: `V${major}.${minor}.${patch}` });
    const step = rng.next();
    if (step < 0.65) [minor, patch] = [minor + 1, 1];
    else if (step < 0.85) [major, minor, patch] = [major + 1, 1, 1];
    else patch += 1;
    year += rng.int(1, 4);
  }
  return versions;
}

/** When each 3GPP release was frozen, roughly: ETSI publishes its transpositions then. */
const RELEASE_YEARS: Record<number, number> = { 8: 2009, 9: 2010, 10: 2011, 11: 2013, 12: 2015, 13: 2016, 14: 2017, 15: 2019, 16: 2020, 17: 2022, 18: 2024 };

/** 3GPP specifications transposed by ETSI: one version per release, V15.x.0 in 2019... */
function threeGppVersions(rng: DemoRandom): EditionDraft[] {
  const firstRelease = rng.int(8, 17);
  const releases = Array.from({ length: 19 - firstRelease }, (_, i) => firstRelease + i);
  return rng.sample(releases, rng.int(1, Math.min(6, releases.length))).map((release) => ({
    year: RELEASE_YEARS[release] ?? DEMO_YEAR,
    month: rng.int(1, 12),
    day: 1,
    version: `V${release}.${rng.int(0, 9)}.0`,
  }));
}

function etsiNumber(ctx: GenerationContext, area: EtsiArea, deliverable: EtsiDeliverable): string {
  const { rng } = ctx;
  for (;;) {
    let candidate: string;
    if (area.threeGpp) candidate = `ETSI TS 1${rng.pick(THREE_GPP_SERIES)} ${pad3(rng.int(101, 599))}`;
    else if (area.groupSpec) candidate = `ETSI ${deliverable} ${area.groupSpec.isg}-${rng.pick(area.groupSpec.workingGroups)} ${pad3(rng.int(1, 60))}`;
    else candidate = `ETSI ${deliverable} ${rng.pick(ETSI_SERIES[deliverable])} ${pad3(rng.int(1, 999))}`;
    if (isWorkNumberFree(ctx, 'ETSI', candidate) && !ctx.usedBases.has(`ETSI|${candidate}`)) {
      ctx.usedBases.add(`ETSI|${candidate}`);
      return candidate;
    }
  }
}

function pickDeliverable(rng: DemoRandom, area: EtsiArea): EtsiDeliverable {
  if (area.threeGpp) return 'TS';
  if (area.groupSpec) return rng.chance(0.75) ? 'GS' : 'GR';
  const radio = area.domain === 'radio';
  return rng.weighted<EtsiDeliverable>([
    ['EN', radio ? 55 : 12],
    ['TS', radio ? 15 : 45],
    ['TR', 22],
    ['ES', 4],
    ['EG', 4],
  ]);
}

function emitEtsi(ctx: GenerationContext, area: EtsiArea, spec: { workNumber: string; title: string; aspect?: string; deliverable: EtsiDeliverable; editions: EditionDraft[]; fate: Fate }): void {
  const { rng } = ctx;
  const domain = domainOf(ctx, area.domain);
  const topic = spec.title.split('; ');
  addWork(ctx, {
    publisher: 'ETSI',
    workNumber: spec.workNumber,
    titles: [plainTitle('en', spec.title)],
    docType: ETSI_DOC_TYPES[spec.deliverable],
    committee: area.committee,
    languages: ['en'],
    icsCodes: rng.sample(domain.ics, rng.int(1, 2)),
    keywords: pickKeywords(rng, area.keywords, domain.keywords),
    abstract: composeAbstract(rng, { lead: 'The present document', subject: topic[topic.length - (spec.aspect ? 2 : 1)] ?? spec.title, aspect: spec.aspect, scopes: domain.scopes }),
    editions: spec.editions,
    fate: spec.fate,
    chainEditions: false,
  });
}

export function generateEtsi(ctx: GenerationContext, target: number): void {
  const { rng } = ctx;
  while (worksOf(ctx, 'ETSI') < target) {
    const area = rng.pick(ETSI_AREAS);
    const deliverable = pickDeliverable(rng, area);
    const base = etsiNumber(ctx, area, deliverable);
    const topic = rng.pick(area.topics);
    const head = [area.prefix, topic].filter((e): e is string => Boolean(e)).join('; ');

    if (area.threeGpp) {
      const editions = threeGppVersions(rng);
      const spec = base.replace(/^ETSI TS 1(\d\d) (\d+)$/, '$1.$2');
      for (const edition of editions) {
        const release = Number(edition.version?.slice(1).split('.')[0]);
        edition.titles = [plainTitle('en', `${head} (3GPP TS ${spec} version ${edition.version?.slice(1)} Release ${release})`)];
      }
      emitEtsi(ctx, area, { workNumber: base, title: head, deliverable, editions, fate: pickFate(rng) });
      continue;
    }

    if (rng.chance(0.03) && deliverable !== 'GR' && deliverable !== 'TR') {
      const approved = rng.chance(0.5);
      emitEtsi(ctx, area, {
        workNumber: base,
        title: head,
        deliverable,
        editions: [{ year: DEMO_YEAR, month: rng.int(1, 9), day: 1, version: approved ? 'V1.1.1' : 'V0.0.8', statusCode: approved ? 'AP' : 'NA', stage: approved ? 'Approved, awaiting publication' : 'Draft' }],
        fate: 'current',
      });
      continue;
    }

    if ((deliverable === 'EN' || deliverable === 'TS') && rng.chance(0.2)) {
      const count = rng.int(2, 5);
      const names = [ETSI_PART_NAMES[0] as string, ...rng.sample(ETSI_PART_NAMES.slice(1), count - 1)];
      names.forEach((name, index) => {
        emitEtsi(ctx, area, {
          workNumber: `${base}-${index + 1}`,
          title: `${head}; Part ${index + 1}: ${name}`,
          aspect: name,
          deliverable,
          editions: etsiVersions(rng, 1998),
          fate: pickFate(rng),
        });
      });
      continue;
    }

    const singles = area.suffixes.filter((suffix) => !suffix.startsWith('Part '));
    const title = freshTitle(ctx, () => {
      const suffix = singles.length > 0 && rng.chance(0.75) ? rng.pick(singles) : undefined;
      return { en: suffix ? `${head}; ${suffix}` : head, suffix };
    });
    emitEtsi(ctx, area, { workNumber: base, title: title.en, aspect: title.suffix, deliverable, editions: etsiVersions(rng, 1994), fate: pickFate(rng) });
  }
}

/** ITU editions are dated (MM/YYYY); ITU-R revisions add '-1', '-2'... to the number. */
function ituEditions(rng: DemoRandom, sector: 'T' | 'R'): EditionDraft[] {
  const wanted = rng.weighted([[1, 35], [2, 25], [3, 18], [4, 12], [5, 6], [6, 4]]);
  let year = rng.int(sector === 'T' ? 1988 : 1990, DEMO_YEAR - 1);
  const editions: EditionDraft[] = [];
  while (editions.length < wanted && year <= DEMO_YEAR) {
    const revision = editions.length;
    editions.push({ year, month: rng.int(1, 12), day: 1, ...(sector === 'R' && revision > 0 ? { version: String(revision) } : {}) });
    year += rng.int(2, 7);
  }
  return editions;
}

function ituTitle(series: ItuSeries, object: string, aspect: string | undefined): string {
  if (!aspect) return object;
  return series.sector === 'R' ? `${aspect} for ${lcFirst(object)}` : `${object}: ${aspect}`;
}

function emitItu(ctx: GenerationContext, series: ItuSeries, workNumber: string, title: { en: string; object: string; aspect?: string }, editions: EditionDraft[], relations?: Relation[]): void {
  const { rng } = ctx;
  const domain = domainOf(ctx, series.domain);
  const newest = editions[editions.length - 1];
  if (newest && relations) newest.relations = relations;
  addWork(ctx, {
    publisher: 'ITU',
    workNumber,
    titles: [plainTitle('en', title.en)],
    docType: 'recommendation',
    committee: series.committee,
    languages: series.sector === 'T' && rng.chance(0.7) ? ['en', 'fr', 'es', 'ar', 'ru', 'zh'] : ['en'],
    icsCodes: rng.sample(domain.ics, rng.int(1, 2)),
    keywords: pickKeywords(rng, series.keywords, domain.keywords),
    abstract: composeAbstract(rng, { lead: `Recommendation ${workNumber}`, subject: title.object, aspect: title.aspect, scopes: domain.scopes }),
    editions,
    fate: pickFate(rng),
    chainEditions: false,
  });
}

function ituNumber(ctx: GenerationContext, series: ItuSeries): string {
  const { rng } = ctx;
  for (;;) {
    const range = rng.pick(series.ranges);
    const candidate = `ITU-${series.sector} ${series.letter}.${rng.int(range[0], range[1])}`;
    if (!ctx.usedBases.has(`ITU|${candidate}`) && isWorkNumberFree(ctx, 'ITU', candidate)) {
      ctx.usedBases.add(`ITU|${candidate}`);
      return candidate;
    }
  }
}

export function generateItu(ctx: GenerationContext, target: number): void {
  const { rng } = ctx;
  while (worksOf(ctx, 'ITU') < target) {
    const series = rng.weighted(ITU_SERIES.map((s) => [s, s.sector === 'T' ? 3 : 2] as const));
    const base = ituNumber(ctx, series);
    const object = rng.pick(series.objects);

    if (series.sector === 'T' && rng.chance(0.25)) {
      // A family G.984.1, G.984.2...: one object, one aspect each.
      const aspects = rng.sample(series.aspects, rng.int(2, 4));
      aspects.forEach((aspect, index) => {
        const relations = index > 0 ? [{ type: 'relatedTo' as const, targetNumber: `${base}.1` }] : undefined;
        emitItu(ctx, series, `${base}.${index + 1}`, { en: ituTitle(series, object, aspect), object, aspect }, ituEditions(rng, 'T'), relations);
      });
      continue;
    }

    if (rng.chance(0.02)) {
      const title = ituTitle(series, object, rng.pick(series.aspects));
      emitItu(ctx, series, base, { en: title, object }, [{ year: DEMO_YEAR, month: rng.int(1, 9), day: 1, statusCode: 'AP', stage: 'Prepublished' }]);
      continue;
    }

    const title = freshTitle(ctx, () => {
      const aspect = rng.chance(0.85) ? rng.pick(series.aspects) : undefined;
      return { en: ituTitle(series, object, aspect), object, ...(aspect ? { aspect } : {}) };
    });
    emitItu(ctx, series, base, title, ituEditions(rng, series.sector));
  }
}
