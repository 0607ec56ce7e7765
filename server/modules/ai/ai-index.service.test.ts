import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { importFullTextFiles, realDataDir, type SectionInput } from '../catalogue/index.ts';
import { importWithTexts, standardRecord } from '../../test/catalogue-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAiIndexService, type AiIndexService } from './ai-index.service.ts';

function section(key: string, title: string, text: string, level = 1): SectionInput {
  return { key, number: key, title, level, html: `<p>${text}</p>`, text };
}

const MESSAGE_FORMAT: SectionInput[] = [
  section('1', 'Scope', 'This document specifies the format of text messages sent between computer users.'),
  section(
    '2',
    'Terms and definitions',
    'The following terms are used:\n\nheader field:  A line of the message naming one property of it.\n\nenvelope:  The information used to deliver a message, kept apart from its content.',
  ),
  section(
    '3',
    'Folding White Space',
    'Folding white space is defined as a run of spaces that may include a line break. Unfolding removes the line break before a header field is read.',
  ),
  section(
    '4',
    'Origination Date',
    'The origination date gives the time the message was ready to be sent. Every message MUST contain exactly one origination date field. Clocks differ between hosts.',
  ),
  section('5', 'Security Considerations', 'Messages can be forged; a receiver cannot rely on the origination date.'),
];

describe('the retrieval index of a version', () => {
  let database: DatabaseHandle;
  let index: AiIndexService;
  let versionId: number;
  let frenchVersionId: number;
  let emptyVersionId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    index = createAiIndexService(database);
    const ids = await importWithTexts(database, [
      { record: standardRecord('ISO 5322:2020'), sections: MESSAGE_FORMAT },
      {
        record: standardRecord('NF 1000:2021', { languages: ['fr'] }),
        sections: [
          section('1', 'Domaine d’application', 'Le présent document spécifie les exigences applicables aux fournisseurs de services.'),
          section('2', 'Fournisseurs', 'Les fournisseurs doivent conserver les enregistrements pendant dix ans.'),
        ],
      },
      { record: standardRecord('ISO 1:2020') },
    ]);
    versionId = ids.get('ISO 5322:2020')?.versionId ?? 0;
    frenchVersionId = ids.get('NF 1000:2021')?.versionId ?? 0;
    emptyVersionId = ids.get('ISO 1:2020')?.versionId ?? 0;
  });

  afterAll(async () => {
    await database.close();
  });

  async function passageRows(id: number) {
    const { rows } = await database.executeSql(`select section_key, position, kind, text, lexeme_count, search_vector::text as vector from ai_passages where version_id = $1 order by position`, [id]);
    return rows;
  }

  it('lists the versions with text that have no index yet, never those without text', async () => {
    const needing = await index.versionsNeedingIndex(10);
    expect(needing).toEqual(expect.arrayContaining([versionId, frenchVersionId]));
    expect(needing).not.toContain(emptyVersionId);
  });

  it('builds the passages and their statistics once, and does nothing while the text is unchanged', async () => {
    const built = await index.buildIndex(versionId);
    expect(built).toMatchObject({ built: true });
    const rows = await passageRows(versionId);
    expect(built.passages).toBe(rows.length);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, position) => position));
    expect(rows.filter((row) => row.kind === 'heading').map((row) => row.text)).toEqual(MESSAGE_FORMAT.map((entry) => entry.title));
    expect(rows.find((row) => String(row.text).startsWith('envelope:'))).toMatchObject({ kind: 'definition', section_key: '2' });
    expect(rows.find((row) => String(row.text).includes('MUST contain'))).toMatchObject({ kind: 'requirement', section_key: '4' });
    // Stemmed in the version's language, in PostgreSQL.
    expect(String(rows.find((row) => String(row.text).startsWith('Folding white space is'))?.vector)).toContain("'fold':");

    const { rows: statistics } = await database.executeSql(
      `select i.sections_hash = v.sections_hash as current, i.language, i.passage_count, i.average_length, i.document_frequencies -> 'messag' as messages
       from ai_indexes i join document_versions v on v.id = i.version_id where i.version_id = $1`,
      [versionId],
    );
    const messages = rows.filter((row) => String(row.vector).includes("'messag':")).length;
    expect(statistics[0]).toMatchObject({ current: true, language: 'en', passage_count: rows.length, messages });
    expect(Number(statistics[0]?.average_length)).toBeCloseTo(rows.reduce((sum, row) => sum + Number(row.lexeme_count), 0) / rows.length, 3);

    expect(await index.buildIndex(versionId)).toMatchObject({ built: false });
    expect(await index.ensureIndex(versionId)).toMatchObject({ built: false });
    expect(await passageRows(versionId)).toHaveLength(rows.length);
    expect(await index.versionsNeedingIndex(10)).not.toContain(versionId);
  });

  it('builds on demand a version never indexed, once even when asked twice at the same time', async () => {
    const [first, second] = await Promise.all([index.ensureIndex(frenchVersionId), index.ensureIndex(frenchVersionId)]);
    expect([first.built, second.built].filter(Boolean)).toHaveLength(1);
    const rows = await passageRows(frenchVersionId);
    expect(rows.filter((row) => row.kind === 'heading')).toHaveLength(2);
    // French stemming ("pendant" → "pend"), where English would keep the word.
    expect(String(rows.find((row) => row.kind === 'requirement')?.vector)).toContain("'pend':");
  });

  it('ranks the definition first for a "what does X mean" question, with its section and full coverage', async () => {
    const { passages, closestSections } = await index.retrieve(versionId, 'What does envelope mean?');
    expect(passages[0]).toMatchObject({ sectionKey: '2', sectionNumber: '2', sectionTitle: 'Terms and definitions', coverage: 1 });
    expect(passages[0]?.text).toBe('envelope: The information used to deliver a message, kept apart from its content.');
    expect(closestSections[0]).toEqual({ sectionKey: '2', number: '2', title: 'Terms and definitions' });
  });

  it('ranks the requirement first for a "must" question, helped by its section title', async () => {
    const { passages } = await index.retrieve(versionId, 'How many origination date fields must a message have?');
    expect(passages[0]?.text).toBe('Every message MUST contain exactly one origination date field.');
    expect(passages.map((passage) => passage.score)).toEqual([...passages.map((passage) => passage.score)].sort((a, b) => b - a));
  });

  it('counts the words found beside a passage and in its section title towards its coverage', async () => {
    const { passages } = await index.retrieve(versionId, 'Does unfolding of folding white space remove line breaks?');
    const unfolding = passages.find((passage) => passage.text.startsWith('Unfolding removes'));
    expect(unfolding?.sectionKey).toBe('3');
    expect(unfolding?.coverage).toBe(1);
  });

  it('answers a question about the scope from the scope section', async () => {
    const { passages } = await index.retrieve(versionId, 'What is the scope of this document?');
    expect(passages[0]).toMatchObject({ sectionKey: '1', text: 'This document specifies the format of text messages sent between computer users.' });
  });

  it('stems the question in the version language', async () => {
    const { passages } = await index.retrieve(frenchVersionId, 'Combien de temps le fournisseur conserve-t-il les enregistrements ?');
    expect(passages[0]).toMatchObject({ sectionKey: '2', text: 'Les fournisseurs doivent conserver les enregistrements pendant dix ans.' });
  });

  it('finds little for a question the text does not answer', async () => {
    const { passages } = await index.retrieve(versionId, 'Which filler metal should be used for welding stainless steel?');
    expect(passages.every((passage) => passage.coverage < 0.5)).toBe(true);
  });

  it('rebuilds when the text changes', async () => {
    const changed = [...MESSAGE_FORMAT.slice(0, 4), section('5', 'Security Considerations', 'Receivers SHOULD check signatures before trusting a message.')];
    await importWithTexts(database, [{ record: standardRecord('ISO 5322:2020'), sections: changed }]);
    expect(await index.versionsNeedingIndex(10)).toContain(versionId);
    expect(await index.ensureIndex(versionId)).toMatchObject({ built: true });
    const texts = (await passageRows(versionId)).map((row) => row.text);
    expect(texts).toContain('Receivers SHOULD check signatures before trusting a message.');
    expect(texts).not.toContain('Messages can be forged; a receiver cannot rely on the origination date.');
  });
});

const fulltextDir = path.join(realDataDir(), 'fulltext');
describe.runIf(existsSync(fulltextDir))('the retrieval index of a real RFC', () => {
  it('finds folding white space in RFC 5322 and the Host requirement in RFC 2616', async () => {
    const database = await createTestDatabase();
    try {
      const summary = await importFullTextFiles(database, [path.join(fulltextDir, 'rfc5322.txt'), path.join(fulltextDir, 'rfc2616.txt')]);
      expect(summary.errors).toEqual([]);
      const { rows } = await database.executeSql(`select number, id from document_versions where number in ('RFC 5322', 'RFC 2616')`);
      const ids = new Map(rows.map((row) => [String(row.number), Number(row.id)]));
      const index = createAiIndexService(database);
      for (const id of ids.values()) expect(await index.ensureIndex(id)).toMatchObject({ built: true });
      const fws = await index.retrieve(ids.get('RFC 5322') ?? 0, 'What does folding white space mean?');
      expect(['3.2.2', '2.2.3']).toContain(fws.passages[0]?.sectionKey);
      const host = await index.retrieve(ids.get('RFC 2616') ?? 0, 'Must a client send a Host header in HTTP/1.1 requests?');
      // The Host field's definition, or the note on the change that introduced it.
      expect(['14.23', '19.6.1.1']).toContain(host.passages[0]?.sectionKey);
      expect(host.passages[0]?.text).toMatch(/MUST (?:include|send) a Host/);
    } finally {
      await database.close();
    }
  });
});
