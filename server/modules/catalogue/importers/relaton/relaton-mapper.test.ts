import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { mapRelatonItem, RelatonRecordError } from './relaton-mapper.ts';

/** Hand-written items in the shapes each publisher's Relaton data uses (old and new schemas). */
const yaml = (text: string) => load(text, { schema: CORE_SCHEMA });

const ISO_ITEM = yaml(`
id: ISO9001-2015
title:
- {content: Quality management systems, language: [en], type: title-intro}
- {content: Requirements, language: [en], type: title-main}
- {content: Quality management systems - Requirements, language: [en], type: main}
- {content: Systèmes de management de la qualité, language: [fr], type: title-intro}
- {content: Exigences, language: [fr], type: title-main}
- {content: Systèmes de management de la qualité - Exigences, language: [fr], type: main}
link:
- {content: 'https://www.iso.org/standard/62085.html', type: src}
docid:
- {id: 'ISO 9001:2015', type: ISO, primary: true}
- {id: 'urn:iso:std:iso:9001:stage-90.92', type: URN}
date:
- {type: published, value: 2015-09}
edition: {content: '5'}
language: [en, fr]
abstract:
- {content: "This document specifies requirements\\r\\nfor a quality management system.", language: [en]}
docstatus:
  stage: {value: '90'}
  substage: {value: '92'}
relation:
- type: obsoletes
  bibitem: {docid: [{id: 'ISO 9001:2008', type: ISO, primary: true}]}
- type: updates
  bibitem: {docid: [{id: 'ISO 9001:2015/Amd 1:2024', type: ISO, primary: true}]}
ext:
  doctype: {type: international-standard}
  editorialgroup:
    technical_committee: [{name: Quality systems, number: 176, type: TC, identifier: ISO/TC 176/SC 2}]
  ics:
  - {code: 03.100.70, text: Management systems}
  - {code: 03.120.10, text: Quality management and quality assurance}
`);

describe('mapRelatonItem', () => {
  it('maps an ISO record: titles in both languages, stage, edition, ICS, committee, relations', () => {
    const record = mapRelatonItem(ISO_ITEM, 'ISO');
    expect(record).toMatchObject({
      source: 'relaton:iso',
      sourceKey: 'relaton:ISO:iso 9001 2015',
      publisher: 'ISO',
      number: 'ISO 9001:2015',
      workNumber: 'ISO 9001',
      languages: ['en', 'fr'],
      publishedOn: '2015-09-01',
      publicationYear: 2015,
      edition: '5',
      docType: 'standard',
      statusCode: 'CUR',
      stage: '90.92',
      icsCodes: ['03.100.70', '03.120.10'],
      committee: 'ISO/TC 176/SC 2',
      links: [{ type: 'src', url: 'https://www.iso.org/standard/62085.html' }],
      relations: [
        { type: 'obsoletes', targetNumber: 'ISO 9001:2008' },
        { type: 'amendedBy', targetNumber: 'ISO 9001:2015/Amd 1:2024' },
      ],
    });
    expect(record.titles).toEqual([
      { language: 'en', full: 'Quality management systems — Requirements', intro: 'Quality management systems', main: 'Requirements' },
      {
        language: 'fr',
        full: 'Systèmes de management de la qualité — Exigences',
        intro: 'Systèmes de management de la qualité',
        main: 'Exigences',
      },
    ]);
    expect(record.abstracts).toEqual([{ language: 'en', text: 'This document specifies requirements\nfor a quality management system.' }]);
    expect(record.secondary).toBeUndefined();
  });

  it('reads the oldest ISO schema (single objects, bare strings) and withdrawn stages', () => {
    const record = mapRelatonItem(
      yaml(`
id: ISO/IEC-DIR1-ISOSUP-2003
title:
- {type: title-main, content: Consolidated Procedures, language: en}
doctype: directive
docid: {id: 'ISO/IEC DIR 1 ISO SUP:2003', type: ISO, primary: true}
date: {type: published, value: '2003-06-05'}
edition: "1"
language: [en]
docstatus: {stage: {value: '95'}, substage: {value: '99'}}
`),
      'ISO',
    );
    expect(record).toMatchObject({ number: 'ISO/IEC DIR 1 ISO SUP:2003', publishedOn: '2003-06-05', edition: '1', docType: 'directive', statusCode: 'W' });
    expect(record.titles[0]?.full).toBe('Consolidated Procedures');
  });

  it('marks drafts not yet published, and makes their amendments amend the edition they name', () => {
    const draft = mapRelatonItem(yaml(`{docid: [{id: 'ISO/DIS 9001', primary: true}], title: [{content: QMS, type: main}], docstatus: {stage: {value: '40'}, substage: {value: '60'}}}`), 'ISO');
    expect(draft).toMatchObject({ workNumber: 'ISO 9001', statusCode: 'NA' });
    const amendment = mapRelatonItem(
      yaml(`{docid: [{id: 'ISO 9001:2015/Amd 1:2024', primary: true}], title: [{content: Climate action changes, type: main}], docstatus: {stage: {value: '60'}, substage: {value: '60'}}}`),
      'ISO',
    );
    expect(amendment).toMatchObject({
      workNumber: 'ISO 9001:2015/Amd 1',
      docType: 'amendment',
      statusCode: 'CUR',
      relations: [{ type: 'amends', targetNumber: 'ISO 9001:2015' }],
    });
  });

  it('marks a joint document found in another publisher’s file as secondary', () => {
    const record = mapRelatonItem(
      yaml(`{docid: [{id: 'ISO/IEC 27001:2022', type: IEC, primary: true}], title: [{content: ISMS, type: main, language: [en]}], docstatus: {stage: {value: PUBLISHED}}}`),
      'IEC',
    );
    expect(record).toMatchObject({ publisher: 'ISO', source: 'relaton:iec', sourceKey: 'relaton:ISO:iso iec 27001 2022', statusCode: 'CUR', secondary: true });
  });

  it('maps IEEE statuses, relations by description, keywords and DOI links', () => {
    const record = mapRelatonItem(
      yaml(`
docid:
- {id: 'IEEE Std 802.3-2005', type: IEEE, primary: true}
- {id: 'IEEE Std 802.3®-2005', type: IEEE, scope: trademark, primary: true}
- {id: 10.1109/IEEESTD.2005.7297898, type: DOI}
title: [{content: IEEE Standard for Ethernet &amp; more, type: main}]
date: [{type: published, value: '2005-12-09'}]
keyword: [Ethernet, LAN]
relation:
- type: updates
  description: {content: revises}
  bibitem: {docid: [{id: 'IEEE Std 802.3-2002', type: IEEE, primary: true}]}
- type: obsoletedBy
  bibitem: {docid: [{id: 'IEEE Std 802.3-2008', type: IEEE, primary: true}]}
ext: {doctype: {type: standard}, standard_status: Superseded, editorialgroup: {committee: [LAN/MAN Standards Committee]}}
`),
      'IEEE',
    );
    expect(record).toMatchObject({
      number: 'IEEE Std 802.3-2005',
      workNumber: 'IEEE 802.3',
      statusCode: 'S',
      keywords: ['Ethernet', 'LAN'],
      committee: 'LAN/MAN Standards Committee',
      links: [{ type: 'doi', url: 'https://doi.org/10.1109/IEEESTD.2005.7297898' }],
      relations: [
        { type: 'obsoletes', targetNumber: 'IEEE Std 802.3-2002' },
        { type: 'obsoletedBy', targetNumber: 'IEEE Std 802.3-2008' },
      ],
    });
    expect(record.titles[0]?.full).toBe('IEEE Standard for Ethernet & more');
  });

  it('keeps a draft from superseding the standard it revises', () => {
    const record = mapRelatonItem(
      yaml(`{docid: [{id: 'IEEE P1863/D-3.3-2024-01', primary: true}], title: [{content: Draft, type: main}], docstatus: {stage: {value: draft}},
        relation: [{type: updates, description: {content: revises}, bibitem: {docid: [{id: 'IEEE Std 1863-2019', primary: true}]}}], ext: {standard_status: Inactive}}`),
      'IEEE',
    );
    expect(record).toMatchObject({ workNumber: 'IEEE 1863', statusCode: 'NA', relations: [] });
  });

  it('reads the newer schema (docidentifier, source, status, date.at, 639-2 languages) of ITU, W3C and OIML', () => {
    const itu = mapRelatonItem(
      yaml(`
docidentifier: [{content: ITU-T X.509 (10/2012), type: ITU, primary: true}]
title: [{language: en, content: Public-key and attribute certificate frameworks, type: main}]
source: [{type: src, content: 'https://www.itu.int/rec/T-REC-X.509-201210-S'}]
date: [{type: published, at: '2012-10-14'}]
edition: {content: '7'}
status: {stage: {content: Withdrawal}}
relation:
- {type: hasEdition, bibitem: {docidentifier: [{content: X.509 (2019) Cor. 1 (10/2021), primary: true}]}}
- {type: complementOf, bibitem: {docidentifier: [{content: ITU-T X.500, primary: true}]}}
ext: {doctype: {content: recommendation}}
`),
      'ITU',
    );
    expect(itu).toMatchObject({ workNumber: 'ITU-T X.509', publishedOn: '2012-10-14', statusCode: 'W', docType: 'recommendation', relations: [] });

    const w3c = mapRelatonItem(
      yaml(`
docidentifier: [{content: W3C REC-xmlschema11-1-20120405, type: W3C, primary: true}]
title: [{language: en, content: XSD 1.1 Part 1}]
date: [{type: published, at: '2012-04-05'}]
status: {stage: {content: Recommendation}}
relation:
- {type: editionOf, bibitem: {docidentifier: [{content: W3C xmlschema11-1, primary: true}]}}
- {type: obsoletes, bibitem: {docidentifier: [{content: W3C PR-xmlschema11-1-20120119, primary: true}]}}
`),
      'W3C',
    );
    expect(w3c).toMatchObject({ workNumber: 'W3C xmlschema11-1', statusCode: 'CUR', docType: 'recommendation', relations: [{ type: 'obsoletes', targetNumber: 'W3C PR-xmlschema11-1-20120119' }] });

    const oiml = mapRelatonItem(
      yaml(`
docidentifier: [{content: 'OIML R 106-1:1997 (E)', type: OIML, primary: true}]
title: [{language: eng, content: Automatic rail-weighbridges, type: main}, {language: eng, content: Part 1, type: subtitle}, {language: fra, content: Ponts-bascules, type: main}]
language: [eng, fra]
date: [{type: published, from: '1997-01-01'}]
status: {stage: {content: superseded}}
ext: {doctype: {content: recommendation}}
`),
      'OIML',
    );
    expect(oiml).toMatchObject({ sourceKey: 'relaton:OIML:oiml r 106 1 1997', workNumber: 'OIML R 106-1', languages: ['en', 'fr'], subtitle: 'Part 1', statusCode: 'S' });
  });

  it('reads JIS confirmations and Japanese titles', () => {
    const record = mapRelatonItem(
      yaml(`
docid: [{id: 'JIS A 0001:1999', type: JIS, primary: true}]
title: [{content: 建築のベーシックモデュール, language: [ja]}, {content: Basic module, language: [en]}]
date: [{type: issued, value: '1999-04-30'}, {type: confirmed, value: '2024-10-25'}]
docstatus: {stage: {value: valid}}
ext: {doctype: {type: japanese-industrial-standard}, ics: [{code: 91.010.30}]}
`),
      'JIS',
    );
    expect(record).toMatchObject({ workNumber: 'JIS A 0001', statusCode: 'CUR', stage: 'valid, confirmed 2024-10-25', languages: ['en', 'ja'], publishedOn: '1999-04-30' });
    expect(record.titles.map((title) => title.language)).toEqual(['en', 'ja']);
  });

  it('rejects what is not a record, naming the reason', () => {
    expect(() => mapRelatonItem('just text', 'ISO')).toThrow(RelatonRecordError);
    expect(() => mapRelatonItem({ title: [{ content: 'No number' }] }, 'ISO')).toThrow('no primary document identifier');
  });
});
