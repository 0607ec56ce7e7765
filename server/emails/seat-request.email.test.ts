import { describe, expect, it } from 'vitest';
import { renderSeatRequestEmail, type SeatRequestMail } from './seat-request.email.ts';

const mail = (values: Partial<SeatRequestMail> = {}): SeatRequestMail => ({
  language: 'en',
  publicUrl: 'https://portal.example.test',
  recipientName: 'Ada',
  requesterName: 'Sam',
  organisationName: 'Acme',
  addOn: 'euLaw',
  ...values,
});

describe('seat request mail', () => {
  it('names the member and the add-on and links to the organisation page', () => {
    const rendered = renderSeatRequestEmail(mail());
    expect(rendered.subject).toBe('Sam asks for a seat on EU law');
    expect(rendered.text).toContain('Hello Ada, Sam asks for a seat on EU law in Acme.');
    expect(rendered.text).toContain('https://portal.example.test/management/account/organisation');
  });

  it('is written in the admin’s language and escapes what it quotes', () => {
    const rendered = renderSeatRequestEmail(mail({ language: 'de', requesterName: '<b>Sam</b>', addOn: 'legislation' }));
    expect(rendered.html).toContain('<html lang="de">');
    expect(rendered.html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(rendered.html).not.toContain('<b>Sam</b>');
  });
});
