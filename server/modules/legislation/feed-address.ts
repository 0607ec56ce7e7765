import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an organisation's newsfeed may make the server read (no server-side request
 * forgery): pure rules, used when an admin adds a feed and again for every hop of every poll.
 * The operator's feeds (`LEGISLATION_FEEDS`) are trusted and never pass through here.
 */

/** Why an address is refused: its scheme, a user name or password in it, or its host. */
export type FeedAddressProblem = 'scheme' | 'credentials' | 'host';

const NON_PUBLIC = new BlockList();
// IPv4: "this network", private, CGNAT, loopback, link-local (cloud metadata 169.254.169.254), IETF protocol
// assignments, documentation, benchmarking, multicast and reserved (with broadcast).
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv6: unspecified, loopback, discard, documentation, unique local, link-local, old site-local, multicast;
// Teredo, whose real destination cannot be told from the address. Forms embedding an IPv4 address
// (mapped, compatible, NAT64, 6to4) are judged by that address below.
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (isIP already said it is one). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (::ffff:10.0.0.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (g.length !== 8) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || (g[7] ?? 0) > 1)))) return ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return ipv4Of(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/** Whether an IP address (v4 or v6, no brackets) is on the public internet; anything that is not an IP is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isPublicAddress(v4);
  return !NON_PUBLIC.check(address, 'ipv6');
}

/** The host of a parsed URL as a lookup or IP check takes it: no IPv6 brackets, no trailing dot, lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * What is wrong with an organisation's feed address, or null: only http(s), no user name or password,
 * and (unless `allowPrivate`) no `localhost` name and no IP literal outside the public internet
 * (`isPublic`, which tests may widen). A host name is judged again by what it resolves to when the feed is read.
 */
export function feedAddressProblem(
  address: string | URL,
  { allowPrivate, isPublic = isPublicAddress }: { allowPrivate: boolean; isPublic?: (address: string) => boolean },
): FeedAddressProblem | null {
  // WHATWG parsing also turns the odd IPv4 forms (2130706433, 0x7f.1, 127.1) into dotted quads.
  const url = typeof address === 'string' ? URL.parse(address) : address;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (host === '' || isLocalName(host)) return 'host';
  if (isIP(host) !== 0 && !isPublic(host)) return 'host';
  return null;
}
