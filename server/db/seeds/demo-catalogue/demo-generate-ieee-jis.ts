import type { DocType } from '../../../modules/catalogue/catalogue-record.ts';
import {
  addWork,
  DEMO_YEAR,
  domainOf,
  freshTitle,
  isWorkNumberFree,
  pickFate,
  planAmendments,
  planEditionDates,
  worksOf,
  type GenerationContext,
} from './demo-generation-context.ts';
import { IEEE_AREAS, type IeeeArea } from './demo-ieee.data.ts';
import { JIS_DIVISIONS, JIS_PARTS, type JaPhrase, type JisDivision } from './demo-jis.data.ts';
import { fullWidthDigits } from './demo-numbering.ts';
import type { EditionDraft } from './demo-record-builder.ts';
import { composeAbstract, pickKeywords, plainTitle } from './demo-text.ts';

const IEEE_KINDS: readonly (readonly [{ label: string; docType: DocType; lead: string }, number])[] = [
  [{ label: 'IEEE Standard for', docType: 'standard', lead: 'This standard' }, 60],
  [{ label: 'IEEE Recommended Practice for', docType: 'practice', lead: 'This recommended practice' }, 22],
  [{ label: 'IEEE Guide for', docType: 'guide', lead: 'This guide' }, 15],
  [{ label: 'IEEE Trial-Use Standard for', docType: 'standard', lead: 'This trial-use standard' }, 3],
];

/** Activities that name a thing read 'X for Y'; the others 'Testing of Y'. */
const NOUN_ACTIVITY = /^(Framework|Architecture|Data Format|Security Requirements|Performance|Interface|Terminology|Device|Domain|Nomenclature|Profiles|Specification|Governance|Evaluation|Cybersecurity)/;

function ieeeNumber(ctx: GenerationContext, area: IeeeArea): string | undefined {
  const { rng } = ctx;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const letters = String.fromCharCode(65 + rng.int(0, 25)) + String.fromCharCode(65 + rng.int(0, 25));
    const core = area.pattern.replace('{n}', String(rng.int(area.range[0], area.range[1]))).replace('{x}', letters);
    const candidate = `IEEE Std ${core}`;
    if (isWorkNumberFree(ctx, 'IEEE', candidate) && !ctx.usedBases.has(`IEEE|${core}`)) {
      ctx.usedBases.add(`IEEE|${core}`);
      return candidate;
    }
  }
  return undefined;
}

function withoutEditionOrdinals(editions: EditionDraft[]): EditionDraft[] {
  return editions.map(({ edition: _edition, ...rest }) => rest);
}

export function generateIeee(ctx: GenerationContext, target: number): void {
  const { rng } = ctx;
  while (worksOf(ctx, 'IEEE') < target) {
    const area = rng.pick(IEEE_AREAS);
    const workNumber = ieeeNumber(ctx, area);
    if (!workNumber) continue;
    const domain = domainOf(ctx, area.domain);
    const kind = rng.weighted(IEEE_KINDS);
    const title = freshTitle(ctx, () => {
      const object = rng.pick(area.objects);
      const activity = rng.chance(0.85) ? rng.pick(area.activities) : undefined;
      const topic = activity ? `${activity} ${NOUN_ACTIVITY.test(activity) ? 'for' : 'of'} ${object}` : object;
      return { en: `${kind.label} ${topic}`, object, activity };
    });

    let editions: EditionDraft[];
    let number = workNumber;
    if (rng.chance(0.035)) {
      // A project still in balloting: 'IEEE P2141/D3'.
      const approved = rng.chance(0.4);
      const draft = rng.int(1, 6);
      number = workNumber.replace('IEEE Std ', 'IEEE P');
      editions = [{ number: `${number}/D${draft}`, year: DEMO_YEAR, month: rng.int(1, 9), day: rng.int(1, 28), statusCode: approved ? 'AP' : 'NA', stage: approved ? 'Approved Draft' : `Draft ${draft}` }];
    } else {
      editions = withoutEditionOrdinals(planEditionDates(rng, { earliest: 1975, gap: [4, 10] }));
      planAmendments(rng, editions, { amendment: 0, corrigendum: 0.05, titled: false });
    }
    addWork(ctx, {
      publisher: 'IEEE',
      workNumber: number,
      titles: [plainTitle('en', title.en)],
      docType: kind.docType,
      committee: area.committee,
      languages: ['en'],
      icsCodes: rng.sample(domain.ics, rng.int(1, 2)),
      keywords: pickKeywords(rng, area.keywords, domain.keywords),
      abstract: composeAbstract(rng, { lead: kind.lead, subject: title.object, aspect: title.activity, scopes: domain.scopes }),
      editions,
      fate: pickFate(rng),
      chainEditions: false,
    });
  }
}

function jisNumber(ctx: GenerationContext, division: JisDivision): string {
  const { rng } = ctx;
  for (;;) {
    const range = rng.pick(division.ranges);
    const value = rng.int(range[0], range[1]);
    const candidate = `JIS ${division.letter} ${String(value).padStart(4, '0')}`;
    if (isWorkNumberFree(ctx, 'JIS', candidate) && !ctx.usedBases.has(`JIS|${candidate}`)) {
      ctx.usedBases.add(`JIS|${candidate}`);
      return candidate;
    }
  }
}

function jisTitles(subject: JaPhrase, second?: JaPhrase, part?: { n: number; phrase: JaPhrase }) {
  let en = subject[0];
  let ja = subject[1];
  if (second) {
    en += ` -- ${second[0]}`;
    ja += `―${second[1]}`;
  }
  if (part) {
    en += ` -- Part ${part.n}: ${part.phrase[0]}`;
    ja += `―第${fullWidthDigits(part.n)}部：${part.phrase[1]}`;
  }
  return { en, ja };
}

export function generateJis(ctx: GenerationContext, target: number): void {
  const { rng } = ctx;
  while (worksOf(ctx, 'JIS') < target) {
    const division = rng.pick(JIS_DIVISIONS);
    const domain = domainOf(ctx, division.domain);
    const base = jisNumber(ctx, division);
    const emit = (workNumber: string, titles: { en: string; ja: string }, subject: JaPhrase, aspect?: JaPhrase) => {
      const editions = withoutEditionOrdinals(planEditionDates(rng, { earliest: 1955, gap: [3, 10] }));
      planAmendments(rng, editions, { amendment: 0.06, corrigendum: 0, titled: false });
      addWork(ctx, {
        publisher: 'JIS',
        workNumber,
        titles: [plainTitle('en', titles.en), plainTitle('ja', titles.ja)],
        docType: 'standard',
        committee: division.committee,
        languages: rng.chance(0.2) ? ['ja', 'en'] : ['ja'],
        icsCodes: rng.sample(domain.ics, rng.int(1, 2)),
        keywords: pickKeywords(rng, domain.keywords),
        abstract: composeAbstract(rng, { lead: 'This Standard', subject: subject[0], aspect: aspect?.[0], scopes: domain.scopes }),
        editions,
        fate: pickFate(rng),
        chainEditions: false,
      });
    };

    if (rng.chance(0.15)) {
      const subject = rng.pick(division.subjects);
      const count = rng.int(2, 4);
      const parts = [JIS_PARTS[0] as JaPhrase, ...rng.sample(JIS_PARTS.slice(1), count - 1)];
      parts.forEach((phrase, index) => emit(`${base}-${index + 1}`, jisTitles(subject, undefined, { n: index + 1, phrase }), subject, phrase));
      continue;
    }
    const title = freshTitle(ctx, () => {
      const subject = rng.pick(division.subjects);
      const aspect = rng.chance(0.65) ? rng.pick(division.aspects) : undefined;
      return { ...jisTitles(subject, aspect), subject, aspect };
    });
    emit(base, title, title.subject, title.aspect);
  }
}
