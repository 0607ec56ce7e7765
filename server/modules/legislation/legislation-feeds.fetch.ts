import { promises as dns } from 'node:dns';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { feedAddressProblem, isPublicAddress, type FeedAddressProblem } from './feed-address.ts';

/**
 * How one feed is read: a time-out and a size limit for every feed, and `allowPrivate`
 * (`LEGISLATION_FEEDS_ALLOW_PRIVATE`) letting organisations' feeds reach local and private addresses
 * (tests, on-premise operators).
 */
export type FeedFetchOptions = { timeoutSeconds: number; maxBytes: number; allowPrivate: boolean };

/** The network as an organisation's feed sees it: what a host resolves to and which addresses are public. Tests replace it. */
export type FeedNetwork = {
  resolve: (host: string) => Promise<{ address: string; family: number }[]>;
  isPublic: (address: string) => boolean;
};

export const publicNetwork: FeedNetwork = {
  resolve: (host) => dns.lookup(host, { all: true, verbatim: true }),
  isPublic: isPublicAddress,
};

/** A feed to read: the operator's are trusted (any address or local file), an organisation's are not. */
export type FeedSource = { url: string; operator: boolean };

const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.1';
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const tooLarge = (maxBytes: number) => new Error(`The feed is larger than ${maxBytes} bytes.`);

const REFUSALS: Record<FeedAddressProblem, string> = {
  scheme: 'only http and https addresses are read',
  credentials: 'it carries a user name or password',
  host: 'its host is not on the public internet',
};
// The message goes to the feed's last error, which its admin reads: it never says what a host resolved to.
const refused = (problem: FeedAddressProblem, redirected: boolean) =>
  new Error(`The feed's ${redirected ? 'redirect' : 'address'} is not allowed: ${REFUSALS[problem]}.`);

/** A feed's text: an organisation's over public http(s) only; the operator's from any http(s) address or a local file. */
export async function fetchFeedText(feed: FeedSource, options: FeedFetchOptions, network: FeedNetwork = publicNetwork): Promise<string> {
  if (!feed.operator) return fetchOrganisationFeed(feed.url, options, network);
  return fetchOperatorFeed(feed.url, options);
}

/** The operator's feed (`LEGISLATION_FEEDS`, trusted): an http(s) address with redirects followed, a path or a file: URL. */
async function fetchOperatorFeed(url: string, { timeoutSeconds, maxBytes }: FeedFetchOptions): Promise<string> {
  if (/^https?:\/\//i.test(url)) {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutSeconds * 1000), redirect: 'follow', headers: { accept: ACCEPT } });
    if (!response.ok) throw new Error(`The feed answered HTTP ${response.status}.`);
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes);
    return readLimited(response.body ?? [], maxBytes);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('file://')) throw new Error('Only http, https and file addresses are read.');
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if ((await stat(file)).size > maxBytes) throw tooLarge(maxBytes);
  return readFile(file, 'utf8');
}

/**
 * An organisation's feed: every hop (at most three redirects, followed here) must be a public http(s)
 * address, and every address its host resolves to must be public. The check sits in the connection's
 * own lookup, so a host cannot resolve to a public address for the check and a private one for the
 * connection (DNS rebinding); an IP literal is judged before connecting.
 */
async function fetchOrganisationFeed(address: string, options: FeedFetchOptions, network: FeedNetwork): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutSeconds * 1000);
  try {
    let url = URL.parse(address);
    for (let hop = 0; ; hop += 1) {
      const problem = url ? feedAddressProblem(url, { allowPrivate: options.allowPrivate, isPublic: network.isPublic }) : 'scheme';
      if (!url || problem) throw refused(problem ?? 'scheme', hop > 0);
      const response = await get(url, signal, lookupThrough(network, options.allowPrivate, hop > 0));
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        if (hop >= MAX_REDIRECTS) throw new Error(`The feed redirected more than ${MAX_REDIRECTS} times.`);
        const location = response.headers.location;
        if (!location) throw new Error(`The feed answered HTTP ${status} without a new address.`);
        url = URL.parse(location, url.href);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new Error(`The feed answered HTTP ${status}.`);
      }
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
        response.destroy();
        throw tooLarge(options.maxBytes);
      }
      return await readLimited(response, options.maxBytes);
    }
  } catch (error) {
    // An abort surfaces as the request's own error; the time-out is what the admin should read.
    if (signal.aborted) throw signal.reason;
    throw error;
  }
}

function get(url: URL, signal: AbortSignal, lookup: LookupFunction): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    client.get(url, { signal, lookup, headers: { accept: ACCEPT, 'user-agent': 'Normscope feed reader' } }, resolve).on('error', reject);
  });
}

/** A connection's lookup that refuses a host with any address off the public internet (unless private ones are allowed). */
function lookupThrough(network: FeedNetwork, allowPrivate: boolean, redirected: boolean): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (all) => {
        if (!allowPrivate && (all.length === 0 || all.some((entry) => !network.isPublic(entry.address)))) {
          callback(refused('host', redirected), '');
          return;
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
        const usable = family === 0 ? all : all.filter((entry) => entry.family === family);
        const first = usable[0];
        if (!first) callback(Object.assign(new Error(`${hostname} has no address of the family asked for.`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}

async function readLimited(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      if (body instanceof Readable) body.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

