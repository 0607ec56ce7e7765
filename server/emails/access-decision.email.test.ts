import { describe, expect, it } from 'vitest';
import { renderAccessDecisionEmail, type AccessDecisionMail } from './access-decision.email.ts';

const mail = (values: Partial<AccessDecisionMail> = {}): AccessDecisionMail => ({
  language: 'en',
  publicUrl: 'https://portal.example.test',
  decision: 'approved',
  recipientName: 'Sam',
  deciderName: 'Ada',
  organisationName: 'Acme',
  documentId: 42,
  number: 'IETF RFC 9110',
  title: 'HTTP Semantics',
  note: null,
  ...values,
});

describe('access decision mail', () => {
  it('says an approval opened the document for the organisation and links to it', () => {
    const rendered = renderAccessDecisionEmail(mail());
    expect(rendered.subject).toBe('Your request for IETF RFC 9110 was approved');
    expect(rendered.text).toContain('Hello Sam, Ada approved your request for IETF RFC 9110 (HTTP Semantics). Its text now opens for everyone in Acme.');
    expect(rendered.text).not.toContain('Their note');
    expect(rendered.text).toContain('Open the document: https://portal.example.test/management/display/version/0/42');
    expect(rendered.text).toContain('You get this mail because you asked for this document in Normscope.');
  });

  it('says a decline with the admin’s note and links to the dashboard', () => {
    const rendered = renderAccessDecisionEmail(mail({ decision: 'declined', note: 'Not this year.' }));
    expect(rendered.subject).toBe('Your request for IETF RFC 9110 was declined');
    expect(rendered.text).toContain('Hello Sam, Ada declined your request for IETF RFC 9110 (HTTP Semantics). Their note: Not this year.');
    expect(rendered.text).toContain('Your requests: https://portal.example.test/management/home/index');
    expect(rendered.html).not.toContain('/management/display/');
  });

  it('is written in the requester’s language and escapes what it quotes', () => {
    const rendered = renderAccessDecisionEmail(mail({ language: 'de', note: '<script>alert(1)</script>', title: 'Semantik <b>' }));
    expect(rendered.subject).toBe('Ihre Anfrage für IETF RFC 9110 wurde genehmigt');
    expect(rendered.html).toContain('<html lang="de">');
    expect(rendered.html).toContain('Semantik &lt;b&gt;');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('href="https://portal.example.test/management/display/version/0/42"');
  });
});
