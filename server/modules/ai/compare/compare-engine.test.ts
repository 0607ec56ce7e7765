import { beforeAll, describe, expect, it } from 'vitest';
import type { SectionInput } from '../../catalogue/index.ts';
import type { ChangeClass, ClassifiedChange } from './change-classifier.ts';
import { compareEngine, partition, type CompareResult } from './compare-engine.ts';
import { hasRfcs, plantedVersion, rfcSections } from './compare-test-data.ts';
import { diffWords, newerTextOf, olderTextOf } from './word-diff.ts';

const older = plantedVersion('older');
const newer = plantedVersion('newer');
const names = { olderName: older.name, newerName: newer.name };

const where = (change: ClassifiedChange) => `${change.olderSection?.number ?? '—'}>${change.newerSection?.number ?? '—'}`;
const ofClass = (result: CompareResult, name: ChangeClass) => result.changes.filter((change) => change.class === name);

describe('compareEngine on the planted fixture pair', () => {
  const result = compareEngine(older.sections, newer.sections, { promptId: 1, ...names });

  it('aligns every section, with the moved, renumbered and added ones recognised', () => {
    expect(result.alignment.map((pair) => `${pair.kind} ${pair.older?.number ?? '—'}>${pair.newer?.number ?? '—'}`)).toEqual([
      'same 1>1',
      'changed 2>2',
      'changed 3>3',
      'same 4>4',
      'changed 4.1>4.1',
      'changed 4.2>4.2',
      'moved 6>4.3',
      'same 5>5',
      'renumbered 7>6',
      'added —>7',
    ]);
  });

  it('reports every planted change in its class and its sections', () => {
    expect(ofClass(result, 'value').map((change) => [where(change), change.direction, change.from, change.to])).toEqual([['4.1>4.1', 'tightened', '8 characters', '12 characters']]);
    expect(ofClass(result, 'requirement-strength').map((change) => [where(change), change.direction, change.from, change.to])).toEqual([['4.2>4.2', 'strengthened', 'should', 'shall']]);
    expect(ofClass(result, 'reference').map((change) => [where(change), change.direction, change.from, change.to])).toEqual([
      ['2>2', 'edition-changed', 'ISO 9001:2008', 'ISO 9001:2015'],
      ['7>6', 'edition-changed', 'ISO 9001:2008', 'ISO 9001:2015'],
    ]);
    expect(ofClass(result, 'definition').map((change) => [where(change), change.direction, change.from])).toEqual([['3>3', 'removed', 'token']]);
    expect(ofClass(result, 'section-moved').map((change) => [where(change), change.direction])).toEqual([
      ['6>4.3', 'moved'],
      ['7>6', 'renumbered'],
    ]);
    expect(ofClass(result, 'section-added').map(where)).toEqual(['—>7']);
    // Nothing else was changed, so nothing else is reported.
    expect(result.changes).toHaveLength(8);
  });

  it('gives each pair a redline that rebuilds both texts, with the change marked at word level', () => {
    result.redline.forEach(({ pair, segments }) => {
      const before = older.sections.find((section) => section.key === pair.older?.key)?.text ?? '';
      const after = newer.sections.find((section) => section.key === pair.newer?.key)?.text ?? '';
      expect(olderTextOf(segments)).toBe(before);
      expect(newerTextOf(segments)).toBe(after);
    });
    const length = result.redline.find((entry) => entry.pair.newer?.key === '4.1');
    expect(length?.segments.filter((segment) => segment.op !== 'equal')).toEqual([
      { op: 'delete', text: '8' },
      { op: 'insert', text: '12' },
    ]);
  });

  it('summarises most significant first, each point citing its sections in both versions', () => {
    expect(result.summary.points.map((point) => [point.olderSectionKey, point.newerSectionKey])).toEqual([
      ['4.2', '4.2'],
      ['4.1', '4.1'],
      ['3', '3'],
      ['2', '2'],
      ['7', '6'],
      [null, '7'],
      ['6', '4.3'],
      ['7', '6'],
    ]);
    expect(result.summary.points[0]?.text).toBe(
      'Requirement strengthened: should → shall (SHOULD → MUST) — "Users shall change their passwords every 90 days, and a user whose password is known to have been disclosed shall change it at once." (ACME SEC 100:2016 §4.2 → ACME SEC 100:2024 §4.2)',
    );
    const table = compareEngine(older.sections, newer.sections, { promptId: 4, ...names }).summary.text;
    expect(table).toContain('| 4.1 Password length | 4.1 Password length | shall contain at least … | 8 characters | 12 characters | tightened |');
  });

  it('keeps to the selected sections and their partners', () => {
    const selected = compareEngine(older.sections, newer.sections, { promptId: 2, olderSelection: ['6'], ...names });
    expect(selected.alignment.map((pair) => `${pair.older?.key}>${pair.newer?.key}`)).toEqual(['6>4.3']);
    expect(selected.changes.map((change) => change.class)).toEqual(['section-moved']);
    expect(selected.summary.text).toContain('in the selected sections');
    // A chapter picked on the newer side brings its subsections and their partners.
    const chapter = compareEngine(older.sections, newer.sections, { promptId: 1, newerSelection: ['4'], ...names });
    expect(chapter.alignment.map((pair) => `${pair.older?.key}>${pair.newer?.key}`)).toEqual(['4>4', '4.1>4.1', '4.2>4.2', '6>4.3']);
  });
});

describe('split and merged sections', () => {
  const section = (key: string, title: string, text: string): SectionInput => ({ key, number: key, title, level: 1, html: '', text });
  const PARTIES = 'An invoice names the seller and the buyer with their legal names, postal addresses and value added tax identifiers.';
  const LINES = 'Each invoice line carries the quantity, the unit of measure, the net price and the tax category of the item sold.';
  const PAYMENT = 'Payment instructions give the means of payment, the account to be credited and the due date of the amount payable.';

  it('compares each piece of a split section with the part of the old text that went into it', () => {
    const before = [section('2', 'Content', `${PARTIES} ${LINES} ${PAYMENT}`)];
    const after = [section('2', 'Parties and lines', `${PARTIES} ${LINES}`), section('3', 'Payment', PAYMENT.replace('due date', 'due date and currency'))];
    const result = compareEngine(before, after, { promptId: 1 });
    expect(result.alignment.map((pair) => pair.kind)).toEqual(['split', 'split']);
    const [first, second] = result.redline;
    expect(olderTextOf(first?.segments ?? []) + olderTextOf(second?.segments ?? [])).toBe(`${PARTIES} ${LINES} ${PAYMENT}`);
    expect(newerTextOf(second?.segments ?? [])).toBe(PAYMENT.replace('due date', 'due date and currency'));
    // The first piece lost nothing but the payment sentence; the second gained two words.
    expect(first?.segments.filter((segment) => segment.op === 'insert')).toEqual([]);
    expect(second?.segments.filter((segment) => segment.op === 'insert').map((segment) => segment.text.trim())).toEqual(['and currency']);
    expect(result.changes.filter((change) => change.class === 'section-moved').map((change) => change.direction)).toEqual(['split', 'split']);
    // Picking one piece alone still compares it with its own part of the old text.
    const picked = compareEngine(before, after, { promptId: 1, newerSelection: ['3'] });
    expect(picked.redline.map((entry) => entry.segments)).toEqual([second?.segments]);
  });

  it('cuts a diff at the piece boundaries so each piece rebuilds exactly', () => {
    const pieces = ['alpha beta', 'gamma delta'];
    const segments = diffWords('alpha beta gamma delta epsilon', pieces.join('\n\n'));
    const cut = partition(segments, 'newer', pieces.map((piece) => piece.length));
    expect(cut.map(newerTextOf)).toEqual(pieces);
    expect(cut.map(olderTextOf).join('')).toBe('alpha beta gamma delta epsilon');
    const merged = partition(diffWords(pieces.join('\n\n'), 'alpha beta gamma delta'), 'older', pieces.map((piece) => piece.length));
    expect(merged.map(olderTextOf)).toEqual(pieces);
    expect(merged.map(newerTextOf).join('')).toBe('alpha beta gamma delta');
  });
});

describe.runIf(hasRfcs('rfc2822', 'rfc5322', 'rfc5246', 'rfc8446'))('compareEngine on real RFCs', () => {
  let mail: CompareResult;
  let tls: CompareResult;
  let tlsMilliseconds = 0;
  beforeAll(() => {
    mail = compareEngine(rfcSections('rfc2822'), rfcSections('rfc5322'), { promptId: 1, olderName: 'RFC 2822', newerName: 'RFC 5322' });
    const tlsOlder = rfcSections('rfc5246');
    const tlsNewer = rfcSections('rfc8446');
    const started = performance.now();
    tls = compareEngine(tlsOlder, tlsNewer, { promptId: 2, olderName: 'RFC 5246', newerName: 'RFC 8446' });
    tlsMilliseconds = performance.now() - started;
  });

  it('finds the reference updates of RFC 5322 and cites both versions in every point', () => {
    const references = mail.changes.filter((change) => change.class === 'reference' && change.direction === 'replaced').map((change) => `${change.from} → ${change.to}`);
    expect(references).toEqual(expect.arrayContaining(['RFC 2821 → RFC 5321', 'RFC 2234 → RFC 5234']));
    const added = mail.changes.filter((change) => change.class === 'section-added').map((change) => change.newerSection?.title);
    expect(added).toEqual(expect.arrayContaining(['IANA Considerations']));
    expect(mail.summary.points.length).toBeGreaterThan(10);
    for (const point of mail.summary.points) expect(point.olderSectionKey ?? point.newerSectionKey).toBeTruthy();
  });

  it('compares the whole of RFC 5246 with RFC 8446, every redline rebuilding both sections', () => {
    process.stdout.write(`compare RFC 5246 → RFC 8446: ${tls.alignment.length} rows, ${tls.changes.length} changes in ${Math.round(tlsMilliseconds)} ms\n`);
    const olderTexts = new Map(rfcSections('rfc5246').map((section) => [section.key, section.text]));
    const newerTexts = new Map(rfcSections('rfc8446').map((section) => [section.key, section.text]));
    for (const { pair, segments } of tls.redline) {
      expect(olderTextOf(segments)).toBe(pair.older ? olderTexts.get(pair.older.key) : '');
      expect(newerTextOf(segments)).toBe(pair.newer ? newerTexts.get(pair.newer.key) : '');
    }
    expect(tls.changes.filter((change) => change.class === 'section-added').length).toBeGreaterThanOrEqual(60);
    expect(tls.summary.text).toContain('6 Alert Protocol (RFC 5246 §7.2 → RFC 8446 §6)');
  });
});
