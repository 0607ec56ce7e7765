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
});
