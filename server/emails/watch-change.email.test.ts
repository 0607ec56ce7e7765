import { describe, expect, it } from 'vitest';
import type { WatchChange } from '../../common/watches/watches.contract.ts';
import { renderWatchChangeEmail, WATCH_MAIL_CHANGES_SHOWN, type WatchedDocumentChange } from './watch-change.email.ts';

const change = (values: Partial<WatchChange>): WatchChange => ({
  kind: 'statusChanged',
  occurredAt: '2025-03-04T10:00:00.000Z',
  number: null,
  previousNumber: null,
  fromStatus: null,
  toStatus: null,
  corrigendum: false,
  ...values,
});

const item = (documentId: number, values: Partial<WatchChange>): WatchedDocumentChange => ({
  documentId,
  number: `ISO ${documentId}:2015`,
  title: `Title ${documentId}`,
  change: change(values),
});

const render = (changes: WatchedDocumentChange[], language = 'en') =>
  renderWatchChangeEmail({ language, recipientName: 'Sam', publicUrl: 'https://portal.example.test', changes });

describe('watch change mail', () => {
  it('says each kind of change in words', () => {
    const mail = render([
      item(1, { kind: 'superseded', fromStatus: 'CUR', toStatus: 'S' }),
      item(2, { kind: 'superseded', fromStatus: 'CUR', toStatus: 'P' }),
      item(3, { kind: 'statusChanged', fromStatus: 'NA', toStatus: 'CUR' }),
      item(4, { kind: 'amended', number: 'ISO 4:2015/Cor 1:2016', corrigendum: true }),
    ]);
    expect(mail.subject).toBe('4 changes to documents you watch');
    expect(mail.text).toContain('Hello Sam, 4 changes were recorded for documents you watch:');
    expect(mail.text).toContain('- ISO 1:2015 — Title 1: Superseded (was Current) (4 Mar 2025)\n  https://portal.example.test/management/display/version/0/1');
    expect(mail.text).toContain('Partially superseded (was Current)');
    expect(mail.text).toContain('Status changed from Historical to Current');
    expect(mail.text).toContain('Corrigendum published: ISO 4:2015/Cor 1:2016');
  });

  it('lists at most its share of changes and counts the rest', () => {
    const many = Array.from({ length: WATCH_MAIL_CHANGES_SHOWN + 3 }, (_, index) => item(index + 1, { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' }));
    const mail = render(many);
    expect(mail.subject).toBe(`${WATCH_MAIL_CHANGES_SHOWN + 3} changes to documents you watch`);
    expect(mail.html.match(/<li /g)).toHaveLength(WATCH_MAIL_CHANGES_SHOWN);
    expect(mail.text).toContain('3 more changes are not listed here');
  });

  it('is written in the reader’s language and escapes what it quotes', () => {
    const mail = render([{ ...item(1, { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' }), title: 'Sécurité <b>' }], 'fr');
    expect(mail.subject).toBe('Un document que vous suivez a été modifié : ISO 1:2015');
    expect(mail.text).toContain('Retiré (auparavant : En vigueur)');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Sécurité &lt;b&gt;');
  });

  it('names the legal acts linking a standard, five at most, and counts the rest in every language', () => {
    const acts = Array.from({ length: 5 }, (_, index) => ({ identifier: `3200${index}L0042`, title: `Directive ${index} on machinery` }));
    const longTitle = `Commission Implementing Decision ${'on harmonised standards '.repeat(10)}`;
    const cited = { ...item(1, { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' }), citedBy: { acts, total: 7 } };
    const few = { ...item(2, { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' }), citedBy: { acts: [{ identifier: '32019D0436', title: longTitle }], total: 1 } };
    const mail = render([cited, few, item(3, { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' })]);
    expect(mail.text).toContain(
      'Withdrawn (was Current) (4 Mar 2025) · Cited in legislation: 32000L0042 — Directive 0 on machinery; 32001L0042 — Directive 1 on machinery; 32002L0042 — Directive 2 on machinery; 32003L0042 — Directive 3 on machinery; 32004L0042 — Directive 4 on machinery and 2 more acts\n',
    );
    expect(mail.text).toContain(`Cited in legislation: 32019D0436 — ${longTitle.slice(0, 99)}…\n`);
    expect(mail.text).toContain('Withdrawn (was Current) (4 Mar 2025)\n  https://portal.example.test/management/display/version/0/3');
    expect(render([{ ...cited, citedBy: { acts: acts.slice(0, 1), total: 2 } }]).text).toContain('32000L0042 — Directive 0 on machinery and 1 more act\n');
    const expected: Record<string, string> = {
      fr: 'Cité dans la législation : 32000L0042',
      de: 'In Rechtsakten genannt: 32000L0042',
      es: 'Citado en la legislación: 32000L0042',
      it: 'Citato nella legislazione: 32000L0042',
      ru: 'Упоминается в правовых актах: 32000L0042',
      zh: '被以下法规引用：32000L0042',
    };
    for (const [language, start] of Object.entries(expected)) {
      const translated = render([cited], language);
      expect(translated.text, language).toContain(start);
      expect(translated.text, language).not.toContain('emails.watchChange');
      expect(translated.html, language).toContain('32004L0042 — Directive 4 on machinery');
    }
  });
});
