import { describe, expect, it } from 'vitest';
import { feedAddressProblem, isPublicAddress } from './feed-address.ts';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '169.254.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:192.168.0.1',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    'localhost',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['1.1.1.1', '8.8.8.8', '93.184.215.14', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '192.167.1.1', '169.253.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('feedAddressProblem', () => {
  const refused: [string, 'scheme' | 'credentials' | 'host'][] = [
    ['file:///etc/passwd', 'scheme'],
    ['ftp://feeds.example.com/rss.xml', 'scheme'],
    ['gopher://feeds.example.com/', 'scheme'],
    ['not a url', 'scheme'],
    ['https://user:secret@feeds.example.com/rss.xml', 'credentials'],
    ['https://user@feeds.example.com/rss.xml', 'credentials'],
    ['http://localhost/rss.xml', 'host'],
    ['http://LOCALHOST:8080/rss.xml', 'host'],
    ['http://localhost./rss.xml', 'host'],
    ['http://feeds.localhost/rss.xml', 'host'],
    ['http://127.0.0.1/rss.xml', 'host'],
    ['http://127.1/rss.xml', 'host'],
    ['http://2130706433/rss.xml', 'host'],
    ['http://0x7f000001/rss.xml', 'host'],
    ['http://0177.0.0.1/rss.xml', 'host'],
    ['http://127.0.0.1./rss.xml', 'host'],
    ['http://0.0.0.0:8080/', 'host'],
    ['http://10.1.2.3/', 'host'],
    ['http://172.20.0.5/', 'host'],
    ['http://192.168.0.10/feed', 'host'],
    ['http://169.254.169.254/latest/meta-data/', 'host'],
    ['http://100.100.100.200/latest/meta-data/', 'host'],
    ['http://224.0.0.251/', 'host'],
    ['http://[::1]/rss.xml', 'host'],
    ['http://[::]/rss.xml', 'host'],
    ['http://[fd00::1]/rss.xml', 'host'],
    ['http://[fe80::1]/rss.xml', 'host'],
    ['http://[::ffff:127.0.0.1]/rss.xml', 'host'],
    ['http://[::ffff:a9fe:a9fe]/rss.xml', 'host'],
  ];

  it.each(refused)('refuses %s (%s)', (url, problem) => {
    expect(feedAddressProblem(url, { allowPrivate: false })).toBe(problem);
  });

  it.each(['https://feeds.example.com/rss.xml', 'http://eur-lex.europa.eu/rss/en/index.xml', 'https://8.8.8.8/feed', 'https://[2606:4700:4700::1111]/feed', 'https://localhost.example.com/rss'])(
    'accepts %s',
    (url) => {
      expect(feedAddressProblem(url, { allowPrivate: false })).toBeNull();
    },
  );

  it('lets private hosts through when they are allowed, never another scheme or credentials', () => {
    expect(feedAddressProblem('http://127.0.0.1:8080/rss.xml', { allowPrivate: true })).toBeNull();
    expect(feedAddressProblem('http://localhost/rss.xml', { allowPrivate: true })).toBeNull();
    expect(feedAddressProblem('file:///etc/passwd', { allowPrivate: true })).toBe('scheme');
    expect(feedAddressProblem('http://a:b@127.0.0.1/', { allowPrivate: true })).toBe('credentials');
  });

  it('judges IP literals by the given rule', () => {
    expect(feedAddressProblem('http://127.0.0.1/', { allowPrivate: false, isPublic: (address) => address === '127.0.0.1' })).toBeNull();
    expect(feedAddressProblem('http://127.0.0.2/', { allowPrivate: false, isPublic: (address) => address === '127.0.0.1' })).toBe('host');
  });
});
