import type { SectionInput } from '../../catalogue/index.ts';

/**
 * Pairs the sections of two versions of a document, the way a reader holding both would: by
 * number, by title and above all by what the section says, so a section that was renumbered,
 * moved under another parent, split in two or merged with a neighbour still finds its partner,
 * and what has none is reported added or removed.
 *
 * Every candidate pair is scored from three signals: body similarity (word 3-shingle Jaccard, which
 * rewards kept sentences, and TF-IDF cosine over words, which survives rewording), title similarity
 * (Dice over title words) and equal numbers. Pairs are taken greedily, best first, one to one; a
 * second round adds a bonus where the parents were paired, which settles sections of equal title
 * in different places ("Record Layer" in the protocol and in the appendix of structures). Sections
 * left over whose text is mostly contained in a larger section of the other version become the
 * further pieces of a split or a merge.
 */

export type SectionRef = {
  key: string;
  number: string | null;
  title: string;
  level: number;
  /** Position in its version's reading order. */
  index: number;
  parentKey: string | null;
  parentTitle: string | null;
};

export type AlignmentKind = 'same' | 'changed' | 'renumbered' | 'moved' | 'split' | 'merged' | 'added' | 'removed';

export type AlignedPair = {
  older: SectionRef | null;
  newer: SectionRef | null;
  kind: AlignmentKind;
  /** Body similarity, 0 (nothing in common, or one side missing) to 1 (the same text). */
  similarity: number;
};

export type AlignmentOptions = {
  /** The least score that pairs two sections (0..1). */
  minScore?: number;
  /** The least share of a leftover section's shingles found in a larger one to make it a split or merge piece. */
  minContainment?: number;
};

export type Side = 'older' | 'newer';

const DEFAULT_MIN_SCORE = 0.3;
const DEFAULT_MIN_CONTAINMENT = 0.5;
/** A section with fewer own words is a heading over its subsections: its subtree's text stands for its body. */
const MIN_OWN_WORDS = 5;
/** Split and merge pieces need enough text to tell a shared passage from shared phrasing. */
const MIN_PIECE_SHINGLES = 12;
/** Words in more than this share of all sections say nothing about which pairs (once there are enough sections to tell). */
const COMMON_WORD_SHARE = 0.5;
const COMMON_WORD_MIN_SECTIONS = 20;
const PARENT_BONUS = 0.1;
const MIN_BODY_EVIDENCE = 0.05;
const TOP_LEVEL_BONUS = 0.05;
const TITLE_STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'for', 'in', 'on', 'with', 'this', 'from', 'by']);

type Profile = {
  ref: SectionRef;
  /** Own text with whitespace folded, for telling same from changed. */
  folded: string;
  ownWords: number;
  hasBody: boolean;
  shingles: number[];
  vector: Map<number, number>;
  titleWords: Set<string>;
  number: string | null;
};

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const normalNumber = (number: string | undefined) =>
  number ? number.toLowerCase().replace(/^(?:appendix|annex|anhang|annexe)\s+/, '').replace(/\.+$/, '') : null;

/** Words that name the same part of a document in different editions. */
const TITLE_SYNONYMS: Record<string, string> = { bibliography: 'reference', acknowledgment: 'acknowledgement', editor: 'author' };

/** A title's words in a form that compares: no stop words, no possessives or plurals, synonyms merged. */
function titleWords(title: string): Set<string> {
  const normal = words(title.replace(/['’]s\b|s['’]/g, (match) => (match.startsWith('s') ? 's' : '')))
    .filter((word) => !TITLE_STOP_WORDS.has(word))
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
  return new Set(normal.map((word) => TITLE_SYNONYMS[word] ?? word));
}

/** Interns strings to small integers shared by both versions. */
class Dictionary {
  private readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.ids.size));
    return id;
  }
}

export function sectionRefs(sections: readonly SectionInput[]): SectionRef[] {
  const byKey = new Map(sections.map((section) => [section.key, section]));
  return sections.map((section, index) => ({
    key: section.key,
    number: section.number ?? null,
    title: section.title,
    level: section.level,
    index,
    parentKey: section.parentKey ?? null,
    parentTitle: section.parentKey ? (byKey.get(section.parentKey)?.title ?? null) : null,
  }));
}

function profiles(sections: readonly SectionInput[], shingleIds: Dictionary): Profile[] {
  const children = new Map<string, number[]>();
  sections.forEach((section, index) => {
    if (section.parentKey) append(children, section.parentKey, index);
  });
  const subtreeText = (index: number): string => {
    const section = sections[index];
    if (!section) return '';
    return [section.text, ...(children.get(section.key) ?? []).map(subtreeText)].join('\n');
  };
  return sectionRefs(sections).map((ref, index) => {
    const section = sections[index];
    const own = words(section?.text ?? '');
    const matchWords = own.length >= MIN_OWN_WORDS ? own : words(subtreeText(index));
    const shingles = new Set<number>();
    if (matchWords.length < 3) matchWords.forEach((word) => shingles.add(shingleIds.id(word)));
    for (let at = 0; at + 3 <= matchWords.length; at += 1) shingles.add(shingleIds.id(matchWords.slice(at, at + 3).join(' ')));
    const counts = new Map<number, number>();
    for (const word of matchWords) {
      const id = shingleIds.id(`#${word}`);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return {
      ref,
      folded: fold(section?.text ?? ''),
      ownWords: own.length,
      hasBody: matchWords.length > 0,
      shingles: [...shingles],
      vector: counts,
      titleWords: titleWords(ref.title),
      number: normalNumber(ref.number ?? undefined),
    };
  });
}

/** Turns raw word counts into unit TF-IDF vectors over both versions' sections. */
function weigh(all: Profile[]): void {
  const documentFrequency = new Map<number, number>();
  for (const profile of all) for (const term of profile.vector.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const total = all.length;
  for (const profile of all) {
    const weighted = new Map<number, number>();
    let norm = 0;
    for (const [term, count] of profile.vector) {
      const df = documentFrequency.get(term) ?? 1;
      if (total >= COMMON_WORD_MIN_SECTIONS && df > total * COMMON_WORD_SHARE) continue;
      const weight = (1 + Math.log(count)) * Math.log(1 + total / df);
      weighted.set(term, weight);
      norm += weight * weight;
    }
    const length = Math.sqrt(norm) || 1;
    profile.vector = new Map([...weighted].map(([term, weight]) => [term, weight / length]));
  }
}

/** Shared shingles and cosine of every older × newer pair, through inverted lists of the older side. */
function overlap(older: Profile[], newer: Profile[]): { shared: Int32Array; cosine: Float64Array } {
  const m = newer.length;
  const shared = new Int32Array(older.length * m);
  const cosine = new Float64Array(older.length * m);
  const shinglePostings = new Map<number, number[]>();
  const termPostings = new Map<number, { index: number; weight: number }[]>();
  older.forEach((profile, index) => {
    for (const shingle of profile.shingles) append(shinglePostings, shingle, index);
    for (const [term, weight] of profile.vector) append(termPostings, term, { index, weight });
  });
  newer.forEach((profile, j) => {
    for (const shingle of profile.shingles) for (const i of shinglePostings.get(shingle) ?? []) shared[i * m + j] = (shared[i * m + j] ?? 0) + 1;
    for (const [term, weight] of profile.vector) {
      for (const posting of termPostings.get(term) ?? []) cosine[posting.index * m + j] = (cosine[posting.index * m + j] ?? 0) + weight * posting.weight;
    }
  });
  return { shared, cosine };
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const word of a) if (b.has(word)) common += 1;
  return (2 * common) / (a.size + b.size);
}

type Candidate = { i: number; j: number; score: number; body: number };

/** Aligns the sections of two versions; the pairs come in the newer version's reading order. */
export function alignSections(olderSections: readonly SectionInput[], newerSections: readonly SectionInput[], options: AlignmentOptions = {}): AlignedPair[] {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const minContainment = options.minContainment ?? DEFAULT_MIN_CONTAINMENT;
  const dictionary = new Dictionary();
  const older = profiles(olderSections, dictionary);
  const newer = profiles(newerSections, dictionary);
  weigh([...older, ...newer]);
  const m = newer.length;
  const { shared, cosine } = overlap(older, newer);

  const bodySimilarity = (i: number, j: number): number => {
    const a = older[i];
    const b = newer[j];
    if (!a || !b || !a.hasBody || !b.hasBody) return 0;
    if (a.folded === b.folded && a.ownWords > 0) return 1;
    const common = shared[i * m + j] ?? 0;
    const jaccard = common / (a.shingles.length + b.shingles.length - common || 1);
    const similarity = 0.4 * jaccard + 0.6 * Math.min(1, cosine[i * m + j] ?? 0);
    // A heading over subsections compared with a section of its own text matches by its subtree only loosely.
    return (a.ownWords >= MIN_OWN_WORDS) === (b.ownWords >= MIN_OWN_WORDS) ? similarity : similarity * 0.5;
  };

  const candidates: Candidate[] = [];
  older.forEach((a, i) => {
    newer.forEach((b, j) => {
      const body = bodySimilarity(i, j);
      const title = dice(a.titleWords, b.titleWords);
      const sameNumber = a.number !== null && a.number === b.number ? 1 : 0;
      const score = a.hasBody && b.hasBody ? 0.6 * body + 0.3 * title + 0.1 * sameNumber : 0.75 * title + 0.25 * sameNumber;
      // Two texts with almost nothing in common pair only under the very same title.
      const evidence = !a.hasBody || !b.hasBody || body >= MIN_BODY_EVIDENCE || title === 1;
      if (evidence && score >= minScore - PARENT_BONUS) candidates.push({ i, j, score, body });
    });
  });

  const pickOneToOne = (scored: Candidate[]): Map<number, Candidate> => {
    const byOlder = new Map<number, Candidate>();
    const takenNewer = new Set<number>();
    const ordered = scored.filter((candidate) => candidate.score >= minScore).sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
    for (const candidate of ordered) {
      if (byOlder.has(candidate.i) || takenNewer.has(candidate.j)) continue;
      byOlder.set(candidate.i, candidate);
      takenNewer.add(candidate.j);
    }
    return byOlder;
  };

  const olderIndex = new Map(older.map((profile, index) => [profile.ref.key, index]));
  const newerIndex = new Map(newer.map((profile, index) => [profile.ref.key, index]));
  const parentOf = (profiles: Profile[], index: Map<string, number>, at: number) => {
    const key = profiles[at]?.ref.parentKey;
    return key ? (index.get(key) ?? -1) : -1;
  };
  const first = pickOneToOne(candidates);
  const withContext = candidates.map((candidate) => {
    const olderParent = parentOf(older, olderIndex, candidate.i);
    const newerParent = parentOf(newer, newerIndex, candidate.j);
    const bonus = olderParent < 0 && newerParent < 0 ? TOP_LEVEL_BONUS : olderParent >= 0 && first.get(olderParent)?.j === newerParent ? PARENT_BONUS : 0;
    return { ...candidate, score: candidate.score + bonus };
  });
  const chosen = [...pickOneToOne(withContext).values()];

  // Leftovers mostly contained in a larger section of the other version: further pieces of a split or merge.
  const pairedOlder = new Set(chosen.map((candidate) => candidate.i));
  const pairedNewer = new Set(chosen.map((candidate) => candidate.j));
  const pieces: Candidate[] = [];
  const piece = (own: Profile | undefined, container: Profile | undefined, common: number) =>
    !!own && !!container && own.ownWords >= MIN_OWN_WORDS && container.ownWords >= MIN_OWN_WORDS && own.shingles.length >= MIN_PIECE_SHINGLES &&
    container.shingles.length > own.shingles.length && common / own.shingles.length >= minContainment
      ? common / own.shingles.length
      : 0;
  newer.forEach((profile, j) => {
    if (pairedNewer.has(j)) return;
    let best: Candidate | undefined;
    older.forEach((container, i) => {
      const containment = piece(profile, container, shared[i * m + j] ?? 0);
      if (containment > (best?.score ?? 0)) best = { i, j, score: containment, body: bodySimilarity(i, j) };
    });
    if (best) pieces.push(best);
  });
  older.forEach((profile, i) => {
    if (pairedOlder.has(i)) return;
    let best: Candidate | undefined;
    newer.forEach((container, j) => {
      const containment = piece(profile, container, shared[i * m + j] ?? 0);
      if (containment > (best?.score ?? 0)) best = { i, j, score: containment, body: bodySimilarity(i, j) };
    });
    if (best) pieces.push(best);
  });

  return arrange([...chosen, ...pieces], older, newer);
}

/** Kinds, then the newer version's reading order with each removed section where it stood. */
function arrange(links: Candidate[], older: Profile[], newer: Profile[]): AlignedPair[] {
  const pairsOfOlder = new Map<number, Candidate[]>();
  const pairsOfNewer = new Map<number, Candidate[]>();
  for (const link of links) {
    append(pairsOfOlder, link.i, link);
    append(pairsOfNewer, link.j, link);
  }
  const oneToOne = links.filter((link) => pairsOfOlder.get(link.i)?.length === 1 && pairsOfNewer.get(link.j)?.length === 1);
  const inOrder = longestIncreasingRun(oneToOne.sort((x, y) => x.j - y.j));
  const olderIndex = new Map(older.map((profile, index) => [profile.ref.key, index]));
  const newerIndex = new Map(newer.map((profile, index) => [profile.ref.key, index]));
  const pairedParents = (link: Candidate): boolean => {
    const olderParent = older[link.i]?.ref.parentKey;
    const newerParent = newer[link.j]?.ref.parentKey;
    if (!olderParent || !newerParent) return !olderParent && !newerParent;
    const parentLinks = pairsOfOlder.get(olderIndex.get(olderParent) ?? -1) ?? [];
    return parentLinks.some((parent) => parent.j === newerIndex.get(newerParent));
  };
  const kindOf = (link: Candidate): AlignmentKind => {
    if ((pairsOfOlder.get(link.i)?.length ?? 0) > 1) return 'split';
    if ((pairsOfNewer.get(link.j)?.length ?? 0) > 1) return 'merged';
    const a = older[link.i];
    const b = newer[link.j];
    if (!a || !b) return 'changed';
    if (!inOrder.has(link) || !pairedParents(link)) return 'moved';
    if (a.number !== b.number) return 'renumbered';
    return a.folded === b.folded && fold(a.ref.title) === fold(b.ref.title) ? 'same' : 'changed';
  };
  const round = (value: number) => Math.round(Math.min(1, value) * 1000) / 1000;
  const rows: AlignedPair[] = [];
  const rowOfOlder = new Map<number, number>();
  newer.forEach((profile, j) => {
    const here = [...(pairsOfNewer.get(j) ?? [])].sort((x, y) => x.i - y.i);
    if (here.length === 0) rows.push({ older: null, newer: profile.ref, kind: 'added', similarity: 0 });
    for (const link of here) {
      const kind = kindOf(link);
      if (!rowOfOlder.has(link.i)) rowOfOlder.set(link.i, rows.length);
      rows.push({ older: older[link.i]?.ref ?? null, newer: profile.ref, kind, similarity: kind === 'same' ? 1 : round(link.body) });
    }
  });
  // Each removed section goes after the row of the nearest older section before it that has a partner: a
  // removed subsection so follows its parent wherever the parent went.
  const removedAfter = new Map<number, AlignedPair[]>();
  let anchor = -1;
  older.forEach((profile, i) => {
    if (pairsOfOlder.has(i)) {
      anchor = rowOfOlder.get(i) ?? anchor;
      return;
    }
    append(removedAfter, anchor, { older: profile.ref, newer: null, kind: 'removed', similarity: 0 });
  });
  return [...(removedAfter.get(-1) ?? []), ...rows.flatMap((row, at) => [row, ...(removedAfter.get(at) ?? [])])];
}

/** The links of the longest run whose older positions rise with the newer ones: those not in it were moved. */
function longestIncreasingRun(links: Candidate[]): Set<Candidate> {
  const tails: number[] = [];
  const previous: number[] = [];
  links.forEach((link, at) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((links[tails[middle] ?? 0]?.i ?? 0) < link.i) low = middle + 1;
      else high = middle;
    }
    previous[at] = low > 0 ? (tails[low - 1] ?? -1) : -1;
    tails[low] = at;
  });
  const run = new Set<Candidate>();
  for (let at = tails.at(-1) ?? -1; at >= 0; at = previous[at] ?? -1) {
    const link = links[at];
    if (link) run.add(link);
  }
  return run;
}

/**
 * The partners of a section picked on one side, best first: what the compare window proposes on
 * the other side. Several for a split or merged section, none for an added or removed one.
 */
export function partnerOf(alignment: readonly AlignedPair[], side: Side, sectionKey: string): SectionRef[] {
  const other: Side = side === 'older' ? 'newer' : 'older';
  return alignment
    .filter((pair) => pair[side]?.key === sectionKey && pair[other])
    .sort((x, y) => y.similarity - x.similarity)
    .flatMap((pair) => (pair[other] ? [pair[other]] : []));
}
