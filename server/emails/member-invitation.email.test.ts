import { describe, expect, it } from 'vitest';
import { renderMemberInvitationEmail, type MemberInvitationMail } from './member-invitation.email.ts';

const TOKEN = 'A'.repeat(43);
const mail = (values: Partial<MemberInvitationMail> = {}): MemberInvitationMail => ({
  language: 'en',
  publicUrl: 'https://portal.example.test',
  recipientName: 'Milton',
  inviterName: 'Bill',
  organisationName: 'Initech',
  token: TOKEN,
  expiresAt: new Date('2030-03-04T12:00:00Z'),
  ...values,
});

describe('member invitation mail', () => {
  it('names who invites into which organisation, links to the one-time page and says until when', () => {
    const rendered = renderMemberInvitationEmail(mail());
    expect(rendered.subject).toBe('Bill invites you to Initech on Normscope');
    expect(rendered.text).toContain('Hello Milton, Bill invites you to join Initech on Normscope.');
    expect(rendered.text).toContain('until 4 Mar 2030.');
    expect(rendered.text).toContain(`https://portal.example.test/management/invitation/${TOKEN}`);
  });

  it('is written in the inviting admin’s language and escapes what it quotes', () => {
    const rendered = renderMemberInvitationEmail(mail({ language: 'de', inviterName: '<b>Bill</b>' }));
    expect(rendered.html).toContain('<html lang="de">');
    expect(rendered.subject).toBe('<b>Bill</b> lädt Sie zu Initech bei Normscope ein');
    expect(rendered.html).toContain('&lt;b&gt;Bill&lt;/b&gt;');
    expect(rendered.html).not.toContain('<b>Bill</b>');
  });
});
