import type { LocalizedTitle } from '../../../modules/catalogue/catalogue-record.ts';
import type { DemoRandom } from './demo-prng.ts';

export const ISO_SEPARATOR = ' — ';

/** Lower-cases the first letter unless the phrase opens with an acronym ('CAN', 'IT', 'GPS'). */
export function lcFirst(text: string): string {
  if (/^[A-Z][A-Z0-9(]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** An ISO/IEC title from its elements: intro — main — part. */
export function isoTitle(language: string, elements: { intro?: string; main: string; part?: string }): LocalizedTitle {
  const full = [elements.intro, elements.main, elements.part].filter((e): e is string => Boolean(e)).join(ISO_SEPARATOR);
  return {
    language,
    full,
    ...(elements.intro ? { intro: elements.intro } : {}),
    main: elements.main,
    ...(elements.part ? { part: elements.part } : {}),
  };
}

/** Splits a written-out ISO-style title into its elements ('Part 1: ...' starts the part). */
export function parseIsoTitle(language: string, full: string): LocalizedTitle {
  const elements = full.split(ISO_SEPARATOR);
  const partIndex = elements.findIndex((element) => /^(Part|Partie) \d/.test(element));
  const head = partIndex >= 0 ? elements.slice(0, partIndex) : elements;
  const part = partIndex >= 0 ? elements.slice(partIndex).join(ISO_SEPARATOR) : undefined;
  if (head.length === 0) return { language, full, main: full };
  if (head.length === 1) return isoTitle(language, { main: head[0] as string, part });
  return isoTitle(language, { intro: head[0], main: head.slice(1).join(ISO_SEPARATOR), part });
}

export function plainTitle(language: string, full: string): LocalizedTitle {
  return { language, full };
}

/** The opening sentence of an abstract, worded after what the complementary element says. */
export function leadSentence(lead: string, subject: string, aspect: string | undefined, rng: DemoRandom): string {
  const topic = lcFirst(subject);
  if (!aspect) return `${lead} ${rng.pick(['specifies requirements for', 'gives guidance on', 'describes', 'covers'])} ${topic}.`;
  const detail = lcFirst(aspect.replace(/^Part [\d-]+: /, ''));
  if (/vocabulary|terms|terminology|glossary|definitions/i.test(detail)) return `${lead} defines terms and definitions used for ${topic}.`;
  if (/^(guidelines|guidance|guide|recommendations|application guide|best practices)/i.test(detail)) return `${lead} gives ${detail} for ${topic}.`;
  if (/^(requirements|specification|test|method|measurement|procedure|limits|classification|design|safety|performance|dimensions|tolerances|marking|general requirements|particular|determination|calculation|qualification|acceptance|quality)/i.test(detail)) {
    return `${lead} specifies ${detail} for ${topic}.`;
  }
  if (/(principles|framework|model|architecture|overview|concepts|fundamentals|system)/i.test(detail)) return `${lead} establishes ${detail} for ${topic}.`;
  return `${lead} deals with ${topic} and covers ${detail}.`;
}

const CLOSING_SENTENCES = [
  'It is intended for use by designers, manufacturers, purchasers and conformity assessment bodies.',
  'It does not address legal or regulatory requirements, which vary between jurisdictions.',
  'The methods described are suitable for laboratory as well as field use.',
  'Guidance on implementation is given in the informative annexes.',
  'It can be used for internal and external assessment, including certification.',
  'It is applicable irrespective of the size or complexity of the organization.',
  'Examples of application are given for information.',
  'Requirements are expressed in a technology-neutral way so that they remain valid as technology evolves.',
];

/** An abstract of one to three sentences. */
export function composeAbstract(
  rng: DemoRandom,
  parts: { lead: string; subject: string; aspect?: string; scopes?: readonly string[]; extra?: string },
): string {
  const sentences = [leadSentence(parts.lead, parts.subject, parts.aspect, rng)];
  if (parts.scopes && parts.scopes.length > 0 && rng.chance(0.8)) sentences.push(`It is applicable to ${rng.pick(parts.scopes)}.`);
  if (parts.extra) sentences.push(parts.extra);
  else if (sentences.length < 3 && rng.chance(0.45)) sentences.push(rng.pick(CLOSING_SENTENCES));
  return sentences.join(' ');
}

/** Three to five distinct keywords, the field's first. */
export function pickKeywords(rng: DemoRandom, ...pools: readonly (readonly string[])[]): string[] {
  const all = [...new Set(pools.flat())];
  return rng.sample(all, rng.int(3, 5));
}
