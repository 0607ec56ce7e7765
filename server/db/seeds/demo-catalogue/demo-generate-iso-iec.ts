import type { DocType, LocalizedTitle } from '../../../modules/catalogue/catalogue-record.ts';
import type { DemoDomain, DomainNumbering, Phrase } from './demo-domain.types.ts';
import {
  addWork,
  DEMO_YEAR,
  freshTitle,
  pickBaseNumber,
  pickFate,
  planAmendments,
  planEditionDates,
  worksOf,
  type GenerationContext,
} from './demo-generation-context.ts';
import type { EditionDraft, Fate, Relation } from './demo-record-builder.ts';
import { composeAbstract, isoTitle, pickKeywords } from './demo-text.ts';

type Body = 'ISO' | 'IEC';

const FIRST_PARTS: readonly Phrase[] = [
  ['General requirements', 'Exigences générales'],
  ['Vocabulary', 'Vocabulaire'],
  ['General principles', 'Principes généraux'],
  ['Overview and concepts', "Vue d'ensemble et concepts"],
  ['General', 'Généralités'],
  ['Terms and definitions', 'Termes et définitions'],
];

const PROFILE = {
  ISO: { seriesChance: 0.2, amendment: 0.1, corrigendum: 0.05, fallback: [16000, 24999] as const, earliest: 1972 },
  IEC: { seriesChance: 0.45, amendment: 0.22, corrigendum: 0.12, fallback: [62000, 63499] as const, earliest: 1968 },
};

type TitleParts = { en: string; fr: string; subject: Phrase; second?: Phrase; intro?: Phrase; main: Phrase };

function numberingOf(domain: DemoDomain, body: Body): DomainNumbering | undefined {
  return body === 'ISO' ? domain.iso : domain.iec;
}

const DELIVERABLE_MARKS: Partial<Record<DocType, string>> = {
  'technical-specification': 'TS',
  'technical-report': 'TR',
  'publicly-available-specification': 'PAS',
};

/** 'ISO/TS', 'ISO/IEC TR', 'IEC TS'... as the numbers of each deliverable read. */
function prefixFor(body: Body, joint: boolean, docType: DocType): string {
  const mark = DELIVERABLE_MARKS[docType];
  if (body === 'IEC') return mark ? `IEC ${mark}` : 'IEC';
  if (joint) return mark ? `ISO/IEC ${mark}` : 'ISO/IEC';
  return mark ? `ISO/${mark}` : 'ISO';
}

function pickDocType(ctx: GenerationContext, body: Body): DocType {
  return ctx.rng.weighted<DocType>(
    body === 'ISO'
      ? [['standard', 78], ['technical-specification', 9], ['technical-report', 10], ['publicly-available-specification', 3]]
      : [['standard', 80], ['technical-specification', 10], ['technical-report', 10]],
  );
}

function singleTitle(ctx: GenerationContext, domain: DemoDomain): TitleParts {
  const subject = ctx.rng.pick(domain.subjects);
  const second = ctx.rng.pick(domain.aspects);
  if (domain.intro && ctx.rng.chance(0.6)) {
    const main: Phrase = [`${subject[0]} — ${second[0]}`, `${subject[1]} — ${second[1]}`];
    return { en: `${domain.intro[0]} — ${main[0]}`, fr: `${domain.intro[1]} — ${main[1]}`, subject, second, intro: domain.intro, main };
  }
  return { en: `${subject[0]} — ${second[0]}`, fr: `${subject[1]} — ${second[1]}`, subject, second, intro: subject, main: second };
}

function seriesHead(ctx: GenerationContext, domain: DemoDomain): TitleParts {
  const subject = ctx.rng.pick(domain.subjects);
  const intro = domain.intro && ctx.rng.chance(0.7) ? domain.intro : undefined;
  const en = intro ? `${intro[0]} — ${subject[0]}` : subject[0];
  const fr = intro ? `${intro[1]} — ${subject[1]}` : subject[1];
  return { en, fr, subject, main: subject, ...(intro ? { intro } : {}) };
}

function titlesOf(head: TitleParts, part?: { id: string; phrase: Phrase }): LocalizedTitle[] {
  const en = isoTitle('en', { intro: head.intro?.[0], main: head.main[0], part: part ? `Part ${part.id}: ${part.phrase[0]}` : undefined });
  const fr = isoTitle('fr', { intro: head.intro?.[1], main: head.main[1], part: part ? `Partie ${part.id}: ${part.phrase[1]}` : undefined });
  return [en, fr];
}

function languagesFor(ctx: GenerationContext, body: Body, docType: DocType): string[] {
  if (docType === 'technical-report' || docType === 'publicly-available-specification') return ['en'];
  if (body === 'IEC') return ctx.rng.chance(0.85) ? ['en', 'fr'] : ['en'];
  const languages = ctx.rng.chance(0.75) ? ['en', 'fr'] : ['en'];
  if (ctx.rng.chance(0.05)) languages.push('ru');
  return languages;
}

function partIds(body: Body, count: number, ctx: GenerationContext): string[] {
  const grouped = body === 'IEC' && ctx.rng.chance(0.4);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0 || !grouped) return String(i + 1);
    const group = 2 + Math.floor((i - 1) / 3);
    return `${group}-${((i - 1) % 3) + 1}`;
  });
}

type WorkSpec = {
  body: Body;
  domain: DemoDomain;
  numbering: DomainNumbering;
  workNumber: string;
  titles: LocalizedTitle[];
  subject: Phrase;
  aspect?: Phrase;
  docType: DocType;
  editions: EditionDraft[];
  fate: Fate;
  newestRelations?: Relation[];
  firstRelations?: Relation[];
};

function emit(ctx: GenerationContext, spec: WorkSpec): string[] {
  const { rng } = ctx;
  const profile = PROFILE[spec.body];
  if (spec.docType === 'standard') planAmendments(rng, spec.editions, { amendment: profile.amendment, corrigendum: profile.corrigendum });
  const first = spec.editions[0];
  const newest = spec.editions[spec.editions.length - 1];
  if (first && spec.firstRelations) first.relations = [...(first.relations ?? []), ...spec.firstRelations];
  if (newest && spec.newestRelations) newest.relations = [...(newest.relations ?? []), ...spec.newestRelations];
  const lead = spec.docType === 'technical-report' ? 'This document provides information on' : 'This document';
  const abstract =
    spec.docType === 'technical-report'
      ? `${lead} ${spec.subject[0].charAt(0).toLowerCase()}${spec.subject[0].slice(1)}${spec.aspect ? `, with a focus on ${spec.aspect[0].toLowerCase()}` : ''}. It summarizes current practice and identifies topics for future standardization.`
      : composeAbstract(rng, { lead, subject: spec.subject[0], aspect: spec.aspect?.[0], scopes: spec.domain.scopes });
  return addWork(ctx, {
    publisher: spec.body,
    workNumber: spec.workNumber,
    titles: spec.titles,
    docType: spec.docType,
    committee: rng.pick(spec.numbering.committees),
    languages: languagesFor(ctx, spec.body, spec.docType),
    icsCodes: rng.sample(spec.domain.ics, rng.int(1, 2)),
    keywords: pickKeywords(rng, spec.domain.keywords),
    abstract,
    editions: spec.editions,
    fate: spec.fate,
    chainEditions: true,
  });
}

/** A draft of a new work, not yet published: 'ISO/DIS 23412' (NA) or 'ISO/FDIS 23412' (AP). */
function emitDraft(ctx: GenerationContext, body: Body, domain: DemoDomain, numbering: DomainNumbering): void {
  const { rng } = ctx;
  const base = pickBaseNumber(ctx, body, numbering.ranges, PROFILE[body].fallback);
  const approved = rng.chance(0.4);
  const org = numbering.joint ? 'ISO/IEC' : body;
  const stageName = body === 'ISO' ? (approved ? 'FDIS' : 'DIS') : approved ? 'FDIS' : 'CDV';
  const number = body === 'ISO' ? `${org}/${stageName} ${base}` : `IEC ${stageName} ${base}`;
  const title = freshTitle(ctx, () => singleTitle(ctx, domain));
  const year = approved ? DEMO_YEAR : rng.int(DEMO_YEAR - 1, DEMO_YEAR);
  emit(ctx, {
    body,
    domain,
    numbering,
    workNumber: `${org} ${base}`,
    titles: titlesOf(title),
    subject: title.subject,
    aspect: title.second,
    docType: 'standard',
    editions: [{ number, year, month: rng.int(1, 9), day: rng.int(1, 28), statusCode: approved ? 'AP' : 'NA', stage: body === 'ISO' ? (approved ? '60.00' : '40.20') : approved ? 'APUB' : 'ACDV' }],
    fate: 'current',
  });
}

function emitSuccessor(ctx: GenerationContext, body: Body, domain: DemoDomain, numbering: DomainNumbering, predecessor: string, afterYear: number): void {
  const { rng } = ctx;
  if (afterYear >= DEMO_YEAR - 1) return;
  const base = pickBaseNumber(ctx, body, numbering.ranges, PROFILE[body].fallback);
  const title = freshTitle(ctx, () => singleTitle(ctx, domain));
  const editions = planEditionDates(rng, { earliest: afterYear + 1, gap: [4, 8], maxCount: 3 }).filter((e) => e.year > afterYear);
  if (editions.length === 0) return;
  emit(ctx, {
    body,
    domain,
    numbering,
    workNumber: `${prefixFor(body, numbering.joint === true, 'standard')} ${base}`,
    titles: titlesOf(title),
    subject: title.subject,
    aspect: title.second,
    docType: 'standard',
    editions,
    fate: 'current',
    firstRelations: [{ type: 'obsoletes', targetNumber: predecessor }],
  });
}

/** Generates ISO (and ISO/IEC) or IEC documents until the publisher has `target` works. */
export function generateIsoIec(ctx: GenerationContext, body: Body, target: number): void {
  const { rng } = ctx;
  const domains = [...ctx.domains.values()].filter((domain) => numberingOf(domain, body));
  const profile = PROFILE[body];
  while (worksOf(ctx, body) < target) {
    const domain = rng.pick(domains);
    const numbering = numberingOf(domain, body);
    if (!numbering) continue;
    if (rng.chance(0.03)) {
      emitDraft(ctx, body, domain, numbering);
      continue;
    }
    const docType = pickDocType(ctx, body);
    const prefix = prefixFor(body, numbering.joint === true, docType);
    const base = pickBaseNumber(ctx, body, numbering.ranges, profile.fallback);
    const fate = pickFate(rng);

    if (docType === 'standard' && domain.parts.length > 0 && rng.chance(profile.seriesChance)) {
      const head = freshTitle(ctx, () => seriesHead(ctx, domain));
      ctx.usedTitles.add(head.en);
      const count = Math.min(rng.int(2, 7), domain.parts.length + 1);
      const ids = partIds(body, count, ctx);
      const phrases = [rng.pick(FIRST_PARTS), ...rng.sample(domain.parts, count - 1)];
      const seriesStart = rng.int(profile.earliest + 10, DEMO_YEAR - 2);
      ids.forEach((id, index) => {
        const phrase = phrases[index] as Phrase;
        const editions = planEditionDates(rng, { earliest: Math.min(seriesStart + index, DEMO_YEAR) });
        emit(ctx, {
          body,
          domain,
          numbering,
          workNumber: `${prefix} ${base}-${id}`,
          titles: titlesOf(head, { id, phrase }),
          subject: head.subject,
          aspect: phrase,
          docType,
          editions,
          fate: index === 0 ? 'current' : pickFate(rng),
          ...(index > 0 ? { newestRelations: [{ type: 'relatedTo' as const, targetNumber: `${prefix} ${base}-1` }] } : {}),
        });
      });
      continue;
    }

    const title = freshTitle(ctx, () => singleTitle(ctx, domain));
    const editions = planEditionDates(rng, { earliest: profile.earliest });
    const numbers = emit(ctx, {
      body,
      domain,
      numbering,
      workNumber: `${prefix} ${base}`,
      titles: titlesOf(title),
      subject: title.subject,
      aspect: title.second,
      docType,
      editions,
      fate,
    });
    const lastNumber = numbers[numbers.length - 1];
    const lastYear = editions[editions.length - 1]?.year ?? DEMO_YEAR;
    if ((fate === 'W' || fate === 'P') && lastNumber && rng.chance(0.6)) emitSuccessor(ctx, body, domain, numbering, lastNumber, lastYear);
  }
}
