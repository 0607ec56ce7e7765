import { describe, expect, it } from 'vitest';
import { definedTerm, requirementWeight, splitSection, splitSentences, splitText } from './passage-splitter.ts';

describe('splitSentences', () => {
  it('ends sentences at full stops, question and exclamation marks followed by a capital', () => {
    expect(splitSentences('The first sentence ends here. The second one too! Does the third? Yes, it does.')).toEqual([
      'The first sentence ends here.',
      'The second one too!',
      'Does the third?',
      'Yes, it does.',
    ]);
  });

  it('survives abbreviations, figure and number references, decimals and section numbers', () => {
    const text =
      'See Fig. 3 and No. 5 for the layout, e.g. the value 0.9 given in section 3.2.1 of the annex. A qualifier, i.e. a weight, follows. Dr. Smith wrote it, cf. Sec. 4. The last one ends in 3.2.1. Then another starts.';
    expect(splitSentences(text)).toEqual([
      'See Fig. 3 and No. 5 for the layout, e.g. the value 0.9 given in section 3.2.1 of the annex.',
      'A qualifier, i.e. a weight, follows.',
      'Dr. Smith wrote it, cf. Sec. 4.',
      'The last one ends in 3.2.1.',
      'Then another starts.',
    ]);
  });

  it('keeps initials and lower-case continuations in their sentence, and ends after closing quotes', () => {
    expect(splitSentences('The editor J. Postel noted it. The term is "invisible." It stays so. etc. and so on.')).toEqual([
      'The editor J. Postel noted it.',
      'The term is "invisible."',
      'It stays so. etc. and so on.',
    ]);
  });

  it('ends Chinese and Japanese sentences at their own stops and joins short fragments to a neighbour', () => {
    expect(splitSentences('本标准规定了要求。本标准适用于产品！')).toEqual(['本标准规定了要求。', '本标准适用于产品！']);
    expect(splitSentences('See above. This sentence carries the meaning.')).toEqual(['See above. This sentence carries the meaning.']);
  });
});

describe('requirementWeight', () => {
  it('weighs RFC key words and their lower-case and foreign equivalents, strongest first', () => {
    const must = requirementWeight('A client MUST include a Host header.') ?? 0;
    const should = requirementWeight('Servers SHOULD send it.') ?? 0;
    const may = requirementWeight('A proxy MAY drop it.') ?? 0;
    expect(must).toBeGreaterThan(should);
    expect(should).toBeGreaterThan(may);
    expect(may).toBeGreaterThan(1);
    expect(requirementWeight('The supplier shall keep records.')).toBe(must);
    expect(requirementWeight('Le fournisseur doit conserver les enregistrements.')).toBe(must);
    expect(requirementWeight('Der Lieferant muss Aufzeichnungen führen.')).toBe(must);
    expect(requirementWeight('Il fornitore deve conservare le registrazioni.')).toBe(must);
    expect(requirementWeight('El proveedor debe conservar los registros.')).toBe(must);
    expect(requirementWeight('Поставщик должен хранить записи.')).toBe(must);
    expect(requirementWeight('供应商必须保存记录。')).toBe(must);
    expect(requirementWeight('Der Lieferant sollte Aufzeichnungen führen.')).toBe(should);
  });

  it('finds none in plain statements, lower-case "may", or the notation paragraph that quotes the key words', () => {
    expect(requirementWeight('Comments may nest.')).toBeUndefined();
    expect(requirementWeight('The header fields are defined here.')).toBeUndefined();
    expect(requirementWeight('The key words "MUST", "SHALL" and "MAY" are to be interpreted as described in BCP 14.')).toBeUndefined();
  });
});

describe('definedTerm', () => {
  it('reads the term of defining sentences', () => {
    expect(definedTerm('A validator that does not always change is a "weak validator."')).toBe('weak validator');
    expect(definedTerm('The field body is split over several lines; this is called "folding".')).toBe('folding');
    expect(definedTerm('Folding white space is defined as a run of spaces and line breaks.')).toBe('Folding white space');
    expect(definedTerm('A "transparent proxy" is a proxy that does not modify the request.')).toBe('transparent proxy');
    expect(definedTerm('Le terme « fournisseur » désigne la personne qui fournit le produit.')).toBe('fournisseur');
    expect(definedTerm('The Hypertext Transfer Protocol (HTTP) is an application-level protocol for hypermedia systems.')).toBe('Hypertext Transfer Protocol');
  });

  it('finds none in ordinary sentences', () => {
    expect(definedTerm('The following table indicates limits on the number of fields.')).toBeUndefined();
    expect(definedTerm('Servers MUST ignore unrecognized extensions.')).toBeUndefined();
  });
});

describe('splitText', () => {
  it('reads RFC-style defined terms, on one line or as a term line with its indented definition', () => {
    const passages = splitText(
      'The following terms are used:\n\nclient:  The endpoint initiating the TLS connection.\n\nproxy\n  An intermediary program which acts as both a server and a client. A proxy MUST implement both roles.',
    );
    expect(passages.map((passage) => [passage.kind, passage.text, passage.term])).toEqual([
      ['sentence', 'The following terms are used:', undefined],
      ['definition', 'client: The endpoint initiating the TLS connection.', 'client'],
      ['definition', 'proxy: An intermediary program which acts as both a server and a client.', 'proxy'],
      ['requirement', 'A proxy MUST implement both roles.', undefined],
    ]);
  });

  it('does not take notes and rationales for definitions', () => {
    expect(splitText('Rationale: Today, SSLv2 is considered insecure.')[0]?.kind).toBe('sentence');
    expect(splitText('Note: This is a different construction from that in TLS 1.2.')[0]?.kind).toBe('sentence');
  });

  it('cuts list items, with their continuation lines, after their lead-in', () => {
    const passages = splitText(
      'The only two limitations on the body are as follows:\no  CR and LF MUST only occur together as CRLF.\no  Lines of characters in the body MUST be limited\n   to 998 characters.\n- A list item without a requirement.',
    );
    expect(passages.map((passage) => [passage.kind, passage.text])).toEqual([
      ['sentence', 'The only two limitations on the body are as follows:'],
      ['requirement', 'CR and LF MUST only occur together as CRLF.'],
      ['requirement', 'Lines of characters in the body MUST be limited to 998 characters.'],
      ['list', 'A list item without a requirement.'],
    ]);
  });

  it('keeps each ABNF rule whole, with its continuation lines and comments', () => {
    const passages = splitText('FWS             =   ([*WSP CRLF] 1*WSP) /  obs-FWS\n                                       ; Folding white space\n\nccontent        =   ctext / quoted-pair / comment');
    expect(passages.map((passage) => [passage.kind, passage.text])).toEqual([
      ['table', 'FWS = ([*WSP CRLF] 1*WSP) / obs-FWS ; Folding white space'],
      ['table', 'ccontent = ctext / quoted-pair / comment'],
    ]);
    expect(passages[0]?.weight).toBeLessThan(1);
  });

  it('reads ruled tables row by row, a row continued on the next lines joined', () => {
    const table = [
      '+----------------+--------+------------+----------------------------+',
      '| Field          | Min    | Max number | Notes                      |',
      '+----------------+--------+------------+----------------------------+',
      '| resent-date    | 0*     | unlimited* | One per block, required if |',
      '|                |        |            | other resent fields are    |',
      '|                |        |            | present - see 3.6.6        |',
      '| orig-date      | 1      | 1          |                            |',
      '+----------------+--------+------------+----------------------------+',
    ].join('\n');
    expect(splitText(table).map((passage) => [passage.kind, passage.text])).toEqual([
      ['table', 'Field | Min | Max number | Notes'],
      ['table', 'resent-date | 0* | unlimited* | One per block, required if other resent fields are present - see 3.6.6'],
      ['table', 'orig-date | 1 | 1'],
    ]);
  });

  it('joins prose kept with its line breaks, and keeps structures line by line at a low weight', () => {
    const passages = splitText(
      'Other key exchange algorithms, such as those defined in [TLSECC],\nMUST specify whether the ServerKeyExchange message is sent or not;\nand if the message is sent, its contents.\n\nstruct {\n    ProtocolVersion legacy_version;\n} ClientHello;',
    );
    expect(passages[0]).toMatchObject({
      kind: 'requirement',
      text: 'Other key exchange algorithms, such as those defined in [TLSECC], MUST specify whether the ServerKeyExchange message is sent or not; and if the message is sent, its contents.',
    });
    // Braces and a name alone say nothing worth retrieving.
    expect(passages.slice(1).map((passage) => passage.text)).toEqual(['ProtocolVersion legacy_version;']);
    expect(passages.slice(1).every((passage) => passage.kind === 'table' && passage.weight < 1)).toBe(true);
  });
});

describe('splitSection', () => {
  it('starts with the heading, which weighs more than prose, as definitions and requirements do', () => {
    const passages = splitSection({ title: 'Host', text: 'The Host field names the host. A client MUST include a Host header field.\n\nauthority:  The host and port of the resource.' });
    expect(passages.map((passage) => passage.kind)).toEqual(['heading', 'sentence', 'requirement', 'definition']);
    const [heading, sentence, requirement, definition] = passages.map((passage) => passage.weight);
    expect(heading).toBeGreaterThan(sentence ?? 0);
    expect(requirement).toBeGreaterThan(sentence ?? 0);
    expect(definition).toBeGreaterThan(sentence ?? 0);
  });

  it('weighs front and back matter down', () => {
    const references = splitSection({ title: 'Normative References', text: 'The HTTP specification defines the protocol in full.' });
    const body = splitSection({ title: 'Overview', text: 'The HTTP specification defines the protocol in full.' });
    expect(references[1]?.weight).toBeLessThan(body[1]?.weight ?? 0);
  });
});
