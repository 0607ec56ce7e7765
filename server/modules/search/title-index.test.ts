import { describe, expect, it } from 'vitest';
import { createTitleIndexBuilder, suggestTitlePositions, type TitleIndex } from './title-index.ts';

/** Positions are natural number order; position 4 is withdrawn, position 6 belongs to organisation 7. */
const TITLES: [string, string | null][] = [
  ['Quality management systems — Requirements', 'Systèmes de management de la qualité — Exigences'],
  ['Quality management systems — Fundamentals and vocabulary', null],
  ['Quality management — Quality of an organization — Guidance to achieve sustained success', null],
  ['Environmental management systems — Requirements with guidance for use', null],
  ['Quality management systems', null],
  ['Safety of machinery — Electrical equipment of machines', 'Sécurité des machines — Équipement électrique des machines'],
  ['Quality management system of Acme', null],
  ['Gaskets for pipes', null],
  ['Gas cylinders', null],
];
const WITHDRAWN = 4;
const PRIVATE = 6;

function index(): TitleIndex {
  const builder = createTitleIndexBuilder(TITLES.length);
  // Added out of order, as rows come in id order.
  for (const position of [3, 1, 0, 8, 2, 5, 4, 7, 6]) {
    const [main, other] = TITLES[position] ?? ['', null];
    builder.add(position, main, other);
  }
  return builder.build((position) => position !== WITHDRAWN);
}

const everyone = () => true;
const publicOnly = (position: number) => position !== PRIVATE;
const suggest = (words: string[], visible = publicOnly, limit = 10) => suggestTitlePositions(index(), words, limit, visible);

describe('suggestTitlePositions', () => {
  it('needs every finished word and a word beginning with the last one', () => {
    expect(suggest(['quality', 'manag']).sort()).toEqual([0, 1, 2, 4]);
    expect(suggest(['management', 'req']).sort()).toEqual([0, 3]);
    expect(suggest(['quality', 'environ'])).toEqual([]);
    expect(suggest(['mach'])).toEqual([5]);
  });

  it('lets a finished word of four letters or more stand for its inflections, a shorter one only for itself', () => {
    expect(suggest(['system', 'req']).sort()).toEqual([0, 3]);
    expect(suggest(['gas', 'p'])).toEqual([]);
    expect(suggest(['gask', 'p'])).toEqual([7]);
    expect(suggest(['gas', 'c'])).toEqual([8]);
  });

  it('leaves stop words out of the finished words', () => {
    expect(suggest(['safety', 'of', 'the', 'mach'])).toEqual([5]);
    expect(suggest(['sécurité', 'des', 'mach'])).toEqual([5]);
  });

  it('finds titles in every language, accents kept', () => {
    expect(suggest(['systèmes', 'qual'])).toEqual([0]);
    expect(suggest(['securite'])).toEqual([]);
  });

  it('ranks documents in force first, then shorter main titles, then number order', () => {
    expect(suggest(['management'])).toEqual([0, 1, 3, 2, WITHDRAWN]);
    expect(suggest(['ga'])).toEqual([8, 7]);
  });

  it('never suggests a document the caller may not see, and stops at the limit', () => {
    expect(suggest(['acme'])).toEqual([]);
    expect(suggest(['acme'], everyone)).toEqual([PRIVATE]);
    expect(suggest(['quality', 'man'], everyone, 2)).toEqual([0, PRIVATE]);
  });

  it('suggests nothing for an empty or stop-word-only query', () => {
    expect(suggest([])).toEqual([]);
    expect(suggest(['of', 'the'])).toEqual([]);
    expect(suggest(['de', 'la'])).toEqual([]);
    expect(suggest(['quality', 'man'], publicOnly, 0)).toEqual([]);
  });

  it('checks a prefix of very many words document by document, in rank order', () => {
    const size = 3000;
    const builder = createTitleIndexBuilder(size);
    for (let position = 0; position < size; position++) {
      builder.add(position, position % 3 === 0 ? `Widget qu${position.toString(36)} parts` : `Widget qu${position.toString(36)}`, null);
    }
    const many = builder.build((position) => position % 2 === 1);
    expect(suggestTitlePositions(many, ['qu'], 3, () => true)).toEqual([1, 5, 7]);
    expect(suggestTitlePositions(many, ['parts', 'qu'], 3, () => true)).toEqual([3, 9, 15]);
  });
});
