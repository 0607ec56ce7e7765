import { describe, expect, it } from 'vitest';
import { allowedRedirect, can, decideAddOnState } from './legislation.policy.ts';

describe('decideAddOnState', () => {
  it('puts the subscription first, then the seat, then its activity', () => {
    expect(decideAddOnState({ subscribed: false, seat: { active: true } })).toBe('notSubscribed');
    expect(decideAddOnState({ subscribed: true, seat: null })).toBe('notRegistered');
    expect(decideAddOnState({ subscribed: true, seat: { active: false } })).toBe('notActive');
    expect(decideAddOnState({ subscribed: true, seat: { active: true } })).toBe('unlocked');
  });
});

describe('can', () => {
  const admin = { userId: 1, organisationId: 1, isAdmin: true };
  const member = { userId: 2, organisationId: 1, isAdmin: false };
  const thing = { organisationId: 1, addOn: 'legislation' as const, subscribed: true };

  it('lets only the organisation admins manage seats on an add-on the subscription has', () => {
    expect(can(admin, 'manageSeats', thing)).toBe(true);
    expect(can(member, 'manageSeats', thing)).toBe(false);
    expect(can(admin, 'manageSeats', { ...thing, subscribed: false })).toBe(false);
    expect(can(admin, 'manageSeats', { ...thing, organisationId: 2 })).toBe(false);
  });

  it('lets an admin decide a pending request only', () => {
    expect(can(admin, 'decideSeatRequest', { ...thing, requestStatus: 'pending' })).toBe(true);
    expect(can(admin, 'decideSeatRequest', { ...thing, requestStatus: 'approved' })).toBe(false);
    expect(can(member, 'decideSeatRequest', { ...thing, requestStatus: 'pending' })).toBe(false);
  });

  it('lets a user ask for a seat only when not registered and nothing is pending', () => {
    expect(can(member, 'requestSeat', { ...thing, state: 'notRegistered' })).toBe(true);
    expect(can(member, 'requestSeat', { ...thing, state: 'notRegistered', requestPending: true })).toBe(false);
    expect(can(member, 'requestSeat', { ...thing, state: 'notActive' })).toBe(false);
    expect(can(member, 'requestSeat', { ...thing, state: 'unlocked' })).toBe(false);
    expect(can(member, 'requestSeat', { ...thing, subscribed: false, state: 'notSubscribed' })).toBe(false);
  });
});

describe('allowedRedirect', () => {
  const host = 'law.example.com';

  it("admits the product's own pages and https addresses on the connector's host", () => {
    for (const url of ['/management/legislation', '/management/legislation?query=machinery&type=REG', '/management/eu-law/saved/3', '/management/legislation/news/12#top']) {
      expect(allowedRedirect(url, null), url).toBe(url);
    }
    expect(allowedRedirect('https://law.example.com/searches/4', host)).toBe('https://law.example.com/searches/4');
    expect(allowedRedirect('HTTPS://LAW.EXAMPLE.COM/x', host)).toBe('HTTPS://LAW.EXAMPLE.COM/x');
  });

  it('refuses every other address, plain or encoded', () => {
    const refused = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'http://law.example.com/x',
      'https://law.example.com.evil.example/x',
      'https://law.example.com@evil.example/x',
      'https://user:pw@law.example.com/x',
      'https:\\\\law.example.com\\x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/management/%2F%2Fevil.example',
      '/management/%5Cevil.example',
      '/management/%0d%0aLocation:%20https://evil.example',
      '/management/%',
      '/management//evil.example',
      '/management/../..//evil.example',
      '/management/../admin',
      '/management/%2e%2e/other',
      '/other/page',
      'management/legislation',
      '/management\\legislation',
      '/management/legislation\n',
      '',
    ];
    for (const url of refused) expect(allowedRedirect(url, host), JSON.stringify(url)).toBeNull();
    expect(allowedRedirect('https://law.example.com/x', null)).toBeNull();
  });
});
