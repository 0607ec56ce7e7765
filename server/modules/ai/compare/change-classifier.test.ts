import { describe, expect, it } from 'vitest';
import { classifyChanges, sectionLabel, type ClassifiedChange } from './change-classifier.ts';
import type { AlignedPair, AlignmentKind, SectionRef } from './section-alignment.ts';
import { diffWords } from './word-diff.ts';

function ref(number: string, title: string, extra: Partial<SectionRef> = {}): SectionRef {
  return { key: `k${number}`, number, title, level: number.split('.').length, index: 0, parentKey: null, parentTitle: null, ...extra };
}

/** Classifies the change between two texts of one section (or of two sections, for moves). */
function classify(before: string, after: string, options: { kind?: AlignmentKind; older?: SectionRef | null; newer?: SectionRef | null; capitals?: boolean } = {}) {
  const older = options.older === undefined ? ref('4.1', 'Passwords') : options.older;
  const newer = options.newer === undefined ? ref('4.1', 'Passwords') : options.newer;
  const pair: AlignedPair = { older, newer, kind: options.kind ?? 'changed', similarity: 0.5 };
  return classifyChanges(pair, diffWords(before, after), { order: 3, ...(options.capitals === undefined ? {} : { capitalKeywordsOnly: options.capitals }) });
}

const summary = (changes: ClassifiedChange[]) => changes.map((change) => `${change.class}/${change.direction}: ${change.from} → ${change.to}`);

describe('classifyChanges: requirements', () => {
  it('tells a requirement strengthened, relaxed or reversed, and keeps the sentences', () => {
    const [should] = classify('Users should change their passwords every 90 days.', 'Users shall change their passwords every 90 days.');
    expect(should).toMatchObject({
      class: 'requirement-strength',
      direction: 'strengthened',
      from: 'should',
      to: 'shall',
      before: 'Users should change their passwords every 90 days.',
      after: 'Users shall change their passwords every 90 days.',
      order: 3,
      olderSection: { key: 'k4.1' },
      newerSection: { key: 'k4.1' },
    });
    expect(should?.detail).toBe('Requirement strengthened: should → shall (SHOULD → MUST)');
    expect(summary(classify('A client MAY cache the reply.', 'A client MUST cache the reply.'))).toEqual(['requirement-strength/strengthened: MAY → MUST']);
    expect(summary(classify('A proxy MUST forward it.', 'A proxy SHOULD forward it.'))).toEqual(['requirement-strength/relaxed: MUST → SHOULD']);
    expect(summary(classify('A server SHOULD NOT retry.', 'A server MUST NOT retry.'))).toEqual(['requirement-strength/strengthened: SHOULD NOT → MUST NOT']);
    expect(summary(classify('A relay MUST rewrite the header.', 'A relay MUST NOT rewrite the header.'))).toEqual(['requirement-strength/reversed: MUST → MUST NOT']);
  });

  it('reports a new or dropped requirement sentence once, however many key words it has', () => {
    const changes = classify('The client sends a hello.', 'The client sends a hello. It MUST include a nonce and SHOULD include a ticket.');
    expect(summary(changes)).toEqual(['requirement-strength/added:  → MUST, SHOULD']);
    expect(changes[0]?.before).toBe('');
    expect(summary(classify('The server replies. It MAY add a cookie.', 'The server replies.'))).toEqual(['requirement-strength/removed: MAY → ']);
  });

  it('counts lower-case key words only where the document does not write them in capitals', () => {
    expect(summary(classify('Comments may appear. A sender MUST fold lines.', 'Comments can appear. A sender MUST fold lines.', { capitals: true }))).toEqual([
      'wording/reworded:  → ',
    ]);
    expect(summary(classify('Comments may appear.', 'Comments can appear.', { capitals: false }))).toEqual(['requirement-strength/removed: may → ']);
  });
});

describe('classifyChanges: values, references, definitions', () => {
  it('tells a limit tightened or relaxed from the words before the value, and a plain value changed', () => {
    const [length] = classify('Passwords shall contain at least 8 characters.', 'Passwords shall contain at least 12 characters.');
    expect(length).toMatchObject({ class: 'value', direction: 'tightened', from: '8 characters', to: '12 characters', subject: 'shall contain at least' });
    expect(summary(classify('Lines MUST be no more than 998 characters.', 'Lines MUST be no more than 1000 characters.'))).toEqual(['value/relaxed: 998 characters → 1000 characters']);
    expect(summary(classify('Keep logs at least 12 months.', 'Keep logs at least 6 months.'))).toEqual(['value/relaxed: 12 months → 6 months']);
    expect(summary(classify('The timeout is 30 s.', 'The timeout is 60 s.'))).toEqual(['value/changed: 30 s → 60 s']);
    expect(summary(classify('The timeout is 30 seconds.', 'The timeout is 30 minutes.'))).toEqual(['value/changed: 30 seconds → 30 minutes']);
  });

  it('tells a referenced edition changed, a reference replaced, added or removed', () => {
    const [edition] = classify('Audits follow ISO 9001:2008.', 'Audits follow ISO 9001:2015.');
    expect(edition).toMatchObject({ class: 'reference', direction: 'edition-changed', from: 'ISO 9001:2008', to: 'ISO 9001:2015', subject: 'ISO 9001' });
    expect(summary(classify('The format is that of RFC 2822.', 'The format is that of RFC 5322.'))).toEqual(['reference/replaced: RFC 2822 → RFC 5322']);
    expect(summary(classify('See [RFC2045].', 'See [RFC2045] and [RFC4289].'))).toEqual(['reference/added:  → RFC 4289']);
    expect(summary(classify('Use RFC 2045 and ISO 8601.', 'Use RFC 2045.'))).toEqual(['reference/removed: ISO 8601 → ']);
  });

  it('reports one change per reference replaced throughout a section', () => {
    const changes = classify('Trace fields are in [RFC2821]. Relays follow [RFC2821] too.', 'Trace fields are in [RFC5321]. Relays follow [RFC5321] too.');
    expect(summary(changes)).toEqual(['reference/replaced: RFC 2821 → RFC 5321']);
  });

  it('tells glossary entries added, removed and reworded in a terms section, without also calling them rewording', () => {
    const terms = ref('3', 'Terms and definitions');
    const before = 'The following terms apply.\n\naccount: A record identifying a user of the system.\n\ntoken: A device that a user holds to prove an identity.';
    const after = 'The following terms apply.\n\naccount: A record that identifies one user of the system and holds the user attributes.\n\nlockout: The state of an account that refuses every sign-in.';
    expect(summary(classify(before, after, { older: terms, newer: terms })).sort()).toEqual([
      'definition/added:  → lockout',
      'definition/removed: token → ',
      'definition/reworded: account → account',
    ]);
  });

  it('treats a term section under "Terms and definitions" as a definition', () => {
    const under = { parentKey: 'k3', parentTitle: 'Terms and definitions' };
    const [removed] = classify('secret string of characters used to authenticate', '', { older: ref('3.4', 'password', under), newer: null, kind: 'removed' });
    expect(removed).toMatchObject({ class: 'definition', direction: 'removed', from: 'password' });
    const [reworded] = classify('secret string used to authenticate', 'secret string of characters used to prove an identity', { older: ref('3.4', 'password', under), newer: ref('3.5', 'password', under) });
    expect(reworded).toMatchObject({ class: 'definition', direction: 'reworded', from: 'password', to: 'password' });
  });
});

describe('classifyChanges: sections, wording and editorial changes', () => {
  it('reports added and removed sections with the requirements they bring or take', () => {
    const [added] = classify('', 'Administrators MUST use a second factor. A token SHOULD be used.', { older: null, newer: ref('7', 'Multi-factor authentication'), kind: 'added' });
    expect(added).toMatchObject({ class: 'section-added', direction: 'added', olderSection: null, newerSection: { number: '7' }, to: 'MUST ×1, SHOULD ×1', before: '' });
    expect(added?.detail).toBe('Section 7 Multi-factor authentication added (requirements: MUST ×1, SHOULD ×1)');
    const [removed] = classify('Archives are kept.', '', { older: ref('8', 'Archiving'), newer: null, kind: 'removed' });
    expect(removed).toMatchObject({ class: 'section-removed', direction: 'removed', from: '', newerSection: null });
    expect(removed?.significance).toBeLessThan(added?.significance ?? 0);
  });

  it('reports a moved or renumbered section beside the changes to its text', () => {
    const moved = classify('After five failed attempts the account is locked.', 'After five failed attempts the account is locked.', {
      older: ref('6', 'Account lockout'),
      newer: ref('4.3', 'Account lockout', { parentKey: 'k4', parentTitle: 'Password requirements' }),
      kind: 'moved',
    });
    expect(summary(moved)).toEqual(['section-moved/moved: 6 Account lockout → 4.3 Account lockout']);
    expect(moved[0]?.detail).toBe('Section 6 Account lockout moved to 4.3 Account lockout (now under Password requirements)');
    const renumbered = classify('Audits follow ISO 9001:2008.', 'Audits follow ISO 9001:2015.', { older: ref('7', 'Audit'), newer: ref('6', 'Audit'), kind: 'renumbered' });
    expect(summary(renumbered)).toEqual(['section-moved/renumbered: 7 Audit → 6 Audit', 'reference/edition-changed: ISO 9001:2008 → ISO 9001:2015']);
    expect(renumbered[0]?.significance).toBeLessThan(renumbered[1]?.significance ?? 0);
  });

  it('calls punctuation, case, spacing and word-order edits editorial, and other rewording wording', () => {
    expect(summary(classify('The header, as a rule is folded.', 'The Header as a rule, is folded.'))).toEqual(['editorial/changed:  → ']);
    expect(summary(classify('Folded lines are unfolded before parsing.', 'Before parsing, folded lines are unfolded.'))).toEqual(['editorial/changed:  → ']);
    const [wording] = classify('A header is a list of fields.', 'A header is a list of fields that carry the metadata of a message.');
    expect(wording).toMatchObject({ class: 'wording', direction: 'reworded' });
    expect(wording?.significance).toBeGreaterThan(0.05);
    expect(summary(classify('Same text.', 'Same text.'))).toEqual([]);
    expect(summary(classify('Same   text.\nHere.', 'Same text.\nHere.'))).toEqual([]);
    expect(summary(classify('Text.', 'Text.', { older: ref('2', 'header fields'), newer: ref('2', 'Header Fields') }))).toEqual(['editorial/changed: header fields → Header Fields']);
  });

  it('keeps sentences apart: two changes in two sentences are two changes, each with its own sentence', () => {
    const changes = classify(
      'Passwords shall contain at least 8 characters. Unrelated prose stays the same here. Users should change them yearly.',
      'Passwords shall contain at least 10 characters. Unrelated prose stays the same here. Users shall change them yearly.',
    );
    expect(changes.map((change) => [change.class, change.before])).toEqual([
      ['value', 'Passwords shall contain at least 8 characters.'],
      ['requirement-strength', 'Users should change them yearly.'],
    ]);
  });

  it('labels sections by number and title', () => {
    expect(sectionLabel(ref('3.3', 'Date and Time Specification'))).toBe('3.3 Date and Time Specification');
    expect(sectionLabel({ ...ref('x', 'Abstract'), number: null })).toBe('Abstract');
  });
});
