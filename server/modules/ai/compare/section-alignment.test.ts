import { beforeAll, describe, expect, it } from 'vitest';
import type { SectionInput } from '../../catalogue/index.ts';
import { hasRfcs, rfcSections } from './compare-test-data.ts';
import { alignSections, partnerOf, type AlignedPair, type SectionRef } from './section-alignment.ts';

function section(number: string, title: string, text: string, parentKey?: string): SectionInput {
  return { key: `s${number}`, number, title, level: number.split('.').length, html: `<p>${text}</p>`, text, ...(parentKey ? { parentKey } : {}) };
}

/** Sentences distinct enough that each section is recognisable by its body. */
const BODY = {
  scope: 'This document specifies the format of invoices exchanged between trading partners and the rules for their validation.',
  parties: 'An invoice names the seller and the buyer with their legal names, postal addresses and value added tax identifiers.',
  lines: 'Each invoice line carries the quantity, the unit of measure, the net price and the tax category of the item sold.',
  totals: 'The invoice totals are the sum of the line amounts, the allowances and charges at document level and the tax amounts.',
  payment: 'Payment instructions give the means of payment, the account to be credited and the due date of the amount payable.',
  archive: 'Invoices are archived for ten years in a form that keeps their content unaltered and readable for tax inspections.',
  signature: 'An electronic signature or seal may protect the integrity and the origin of an invoice during transmission.',
  currency: 'Amounts are expressed in the invoice currency; a second currency may be given for the tax totals only.',
};

const label = (ref: SectionRef | null) => ref?.number ?? '—';
const rows = (pairs: AlignedPair[]) => pairs.map((pair) => `${pair.kind} ${label(pair.older)}>${label(pair.newer)}`);

describe('alignSections', () => {
  it('pairs equal and changed sections, renumbers after a removal and reports added and removed ones in reading order', () => {
    const older = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Parties', BODY.parties),
      section('3', 'Archiving', BODY.archive),
      section('4', 'Invoice lines', BODY.lines),
      section('5', 'Totals', BODY.totals),
    ];
    const newer = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Parties', BODY.parties.replace('postal addresses', 'postal and electronic addresses')),
      section('3', 'Invoice lines', BODY.lines),
      section('4', 'Totals', BODY.totals),
      section('5', 'Payment', BODY.payment),
    ];
    expect(rows(alignSections(older, newer))).toEqual(['same 1>1', 'changed 2>2', 'removed 3>—', 'renumbered 4>3', 'renumbered 5>4', 'added —>5']);
  });

  it('tells a section moved under another parent or out of order from one renumbered in place', () => {
    const older = [
      section('1', 'General', BODY.scope),
      section('1.1', 'Currency', BODY.currency, 's1'),
      section('2', 'Content', BODY.parties),
      section('2.1', 'Lines', BODY.lines, 's2'),
      section('2.2', 'Totals', BODY.totals, 's2'),
      section('3', 'Payment', BODY.payment),
      section('4', 'Archiving', BODY.archive),
    ];
    const newer = [
      section('1', 'General', BODY.scope),
      section('2', 'Content', BODY.parties),
      section('2.1', 'Lines', BODY.lines, 's2'),
      section('2.2', 'Totals', BODY.totals, 's2'),
      section('2.3', 'Currency', BODY.currency, 's2'),
      section('3', 'Archiving', BODY.archive),
      section('4', 'Payment', BODY.payment),
    ];
    const pairs = alignSections(older, newer);
    expect(rows(pairs)).toContain('moved 1.1>2.3');
    const payment = pairs.find((pair) => pair.older?.number === '3');
    const archiving = pairs.find((pair) => pair.older?.number === '4');
    // One of the two swapped sections is out of order; the other kept its place and got a new number.
    expect([payment?.kind, archiving?.kind].sort()).toEqual(['moved', 'renumbered']);
    expect(pairs.filter((pair) => pair.kind === 'same').map((pair) => pair.newer?.number)).toEqual(['1', '2', '2.1', '2.2']);
  });

  it('pairs a renamed section by its body and a rewritten one by its title and number', () => {
    const older = [section('1', 'Scope', BODY.scope), section('2', 'Payment terms', BODY.payment), section('3', 'Signatures', BODY.signature)];
    const newer = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Means of payment', BODY.payment),
      section('3', 'Signatures', 'Qualified electronic seals replace handwritten signatures for invoices sent between public bodies.'),
    ];
    expect(rows(alignSections(older, newer))).toEqual(['same 1>1', 'changed 2>2', 'changed 3>3']);
  });

  it('finds both halves of a split section and both sources of a merged one', () => {
    const older = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Invoice content', `${BODY.parties} ${BODY.lines} ${BODY.payment}`),
      section('3', 'Totals', BODY.totals),
      section('4', 'Currency', BODY.currency),
    ];
    const newer = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Parties and lines', `${BODY.parties} ${BODY.lines}`),
      section('3', 'Payment', BODY.payment),
      section('4', 'Totals and currency', `${BODY.totals} ${BODY.currency}`),
    ];
    const pairs = alignSections(older, newer);
    expect(rows(pairs)).toEqual(['same 1>1', 'split 2>2', 'split 2>3', 'merged 3>4', 'merged 4>4']);
    expect(partnerOf(pairs, 'older', 's2').map((ref) => ref.number)).toEqual(['2', '3']);
    expect(partnerOf(pairs, 'newer', 's4').map((ref) => ref.number).sort()).toEqual(['3', '4']);
  });

  it('proposes the partner of a section picked on either side, and none for an added one', () => {
    const older = [section('1', 'Scope', BODY.scope), section('2', 'Archiving', BODY.archive)];
    const newer = [section('1', 'Scope', BODY.scope), section('2', 'Signatures', BODY.signature), section('3', 'Archiving', BODY.archive)];
    const pairs = alignSections(older, newer);
    expect(partnerOf(pairs, 'older', 's2').map((ref) => ref.key)).toEqual(['s3']);
    expect(partnerOf(pairs, 'newer', 's3').map((ref) => ref.key)).toEqual(['s2']);
    expect(partnerOf(pairs, 'newer', 's2')).toEqual([]);
    expect(partnerOf(pairs, 'older', 'unknown')).toEqual([]);
  });

  it('keeps a removed subsection after its parent, wherever the parent went', () => {
    const older = [
      section('1', 'Scope', BODY.scope),
      section('2', 'Payment', BODY.payment),
      section('2.1', 'Currency', BODY.currency, 's2'),
      section('3', 'Archiving', BODY.archive),
    ];
    const newer = [section('1', 'Scope', BODY.scope), section('2', 'Archiving', BODY.archive), section('3', 'Payment', BODY.payment)];
    const pairs = rows(alignSections(older, newer)).map((row) => row.replace(/^(?:moved|renumbered) /, ''));
    expect(pairs).toEqual(['same 1>1', '3>2', '2>3', 'removed 2.1>—']);
  });

  it('handles empty versions', () => {
    expect(alignSections([], [])).toEqual([]);
    expect(rows(alignSections([section('1', 'Scope', BODY.scope)], []))).toEqual(['removed 1>—']);
    expect(rows(alignSections([], [section('1', 'Scope', BODY.scope)]))).toEqual(['added —>1']);
  });
});

const pairOf = (pairs: AlignedPair[], olderNumber: string) => pairs.find((pair) => pair.older?.number === olderNumber);

// Vitest collects a skipped block too, so the data is read in beforeAll, which only runs when the block does.
describe.runIf(hasRfcs('rfc2822', 'rfc5322'))('aligning RFC 2822 with RFC 5322', () => {
  let pairs: AlignedPair[] = [];
  beforeAll(() => {
    pairs = alignSections(rfcSections('rfc2822'), rfcSections('rfc5322'));
  });

  it('pairs the date and time specification and the originator fields', () => {
    expect(pairOf(pairs, '3.3')?.newer).toMatchObject({ number: '3.3', title: 'Date and Time Specification' });
    expect(pairOf(pairs, '3.6.2')?.newer).toMatchObject({ number: '3.6.2', title: 'Originator Fields' });
    expect(pairOf(pairs, '3.6.1')?.newer?.title).toBe('The Origination Date Field');
    expect(pairOf(pairs, '4.3')?.newer?.title).toBe('Obsolete Date and Time');
  });

  it('recognises the sections renumbered after "Primitive Tokens" went, and the one moved under Notational Conventions', () => {
    expect(pairOf(pairs, '3.2.1')?.kind).toBe('removed');
    expect(pairOf(pairs, '3.2.2')).toMatchObject({ kind: 'renumbered', newer: { number: '3.2.1', title: 'Quoted characters' } });
    expect(pairOf(pairs, '3.2.6')).toMatchObject({ kind: 'renumbered', newer: { number: '3.2.5' } });
    expect(pairOf(pairs, '1.3')).toMatchObject({ kind: 'moved', newer: { number: '1.2.3' } });
    expect(pairOf(pairs, '8')).toMatchObject({ kind: 'moved', newer: { number: 'Appendix C', title: 'Acknowledgements' } });
  });

  it('reports the sections new in RFC 5322 as added', () => {
    const added = pairs.filter((pair) => pair.kind === 'added').map((pair) => pair.newer?.title);
    expect(added).toEqual(expect.arrayContaining(['IANA Considerations', 'Normative References', 'Informative References']));
    // The bibliography became the references chapter.
    expect(pairOf(pairs, '6')?.newer).toMatchObject({ number: '7', title: 'References' });
    // Nothing of substance is lost: most of RFC 2822 finds its place in RFC 5322.
    expect(pairs.filter((pair) => pair.older && pair.newer).length).toBeGreaterThanOrEqual(65);
    expect(pairs.filter((pair) => pair.kind === 'added').length).toBeLessThanOrEqual(6);
  });
});

describe.runIf(hasRfcs('rfc5246', 'rfc8446'))('aligning RFC 5246 (TLS 1.2) with RFC 8446 (TLS 1.3)', () => {
  let older: SectionInput[] = [];
  let newer: SectionInput[] = [];
  let pairs: AlignedPair[] = [];
  beforeAll(() => {
    older = rfcSections('rfc5246');
    newer = rfcSections('rfc8446');
    pairs = alignSections(older, newer);
  });

  it('pairs the alert and handshake protocols and their subsections across the new structure', () => {
    expect(pairOf(pairs, '7.2')?.newer).toMatchObject({ number: '6', title: 'Alert Protocol' });
    expect(pairOf(pairs, '7.2.1')?.newer).toMatchObject({ number: '6.1', title: 'Closure Alerts' });
    expect(pairOf(pairs, '7.2.2')?.newer).toMatchObject({ number: '6.2', title: 'Error Alerts' });
    expect(pairOf(pairs, '7.4')?.newer).toMatchObject({ number: '4', title: 'Handshake Protocol' });
    expect(pairOf(pairs, '7.4.1.2')?.newer).toMatchObject({ number: '4.1.2', title: 'Client Hello' });
    expect(pairOf(pairs, '7.4.9')?.newer).toMatchObject({ number: '4.4.4', title: 'Finished' });
    expect(pairOf(pairs, '4')?.newer).toMatchObject({ number: '3', title: 'Presentation Language' });
    // Equal titles in different places: the appendix of structures pairs with its own kind.
    expect(pairOf(pairs, 'A.3')?.newer).toMatchObject({ number: 'B.2', title: 'Alert Messages' });
    expect(pairOf(pairs, '6.2')?.newer).toMatchObject({ number: '5.1', title: 'Record Layer' });
  });

  it('reports many sections of TLS 1.3 as added, each section once, in the newer reading order', () => {
    const added = pairs.filter((pair) => pair.kind === 'added');
    expect(added.length).toBeGreaterThanOrEqual(60);
    expect(added.map((pair) => pair.newer?.title)).toEqual(expect.arrayContaining(['Key Share', '0-RTT and Anti-Replay', 'Pre-Shared Key Extension']));
    const newerOrder = pairs.flatMap((pair) => (pair.newer ? [pair.newer.index] : []));
    expect(newerOrder).toEqual([...newerOrder].sort((a, b) => a - b));
    expect(new Set(newerOrder).size).toBe(newer.length);
    expect(new Set(pairs.flatMap((pair) => (pair.older ? [pair.older.key] : []))).size).toBe(older.length);
  });
});
