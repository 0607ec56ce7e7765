import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  CollectionsCriteria,
  emptyCriteria,
  StandardsCriteria,
  type ResultsTab,
  type SearchRequest,
} from '../../../common/search/search-criteria.contract.ts';
import { searchContextMark, tabOfSearchContext } from '../../../common/search/search-paths.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The search context: an opaque, URL-safe, tamper-proof token of a search's tab and
 * criteria, bound to the organisation it was made in. Shape: a tab mark, the criteria
 * (only fields that differ from the defaults) deflated and base64url-encoded, a dot,
 * and an HMAC of everything before it.
 */
const SIGNATURE_BYTES = 12;
const MAX_TOKEN_LENGTH = 8192;
const MAX_PAYLOAD_BYTES = 65_536;

type Payload = { v: 1; o: number; c: Record<string, unknown> };

const invalidContext = () =>
  new AppError(400, 'This search link is not valid. Start a new search.', { reasonKey: 'search.errors.invalidContext' });

function compact(tab: ResultsTab, criteria: Record<string, unknown>): Record<string, unknown> {
  const defaults = emptyCriteria(tab) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (JSON.stringify(value) !== JSON.stringify(defaults[key])) out[key] = value;
  }
  return out;
}

/**
 * A context is a few hundred bytes: a small window compresses it as well and spares setting up
 * zlib's default 32 KB one on every search (inflating reads any window up to that size).
 */
const DEFLATE_OPTIONS = { windowBits: 10, memLevel: 4 } as const;

export function createSearchContextCodec(secret: Buffer) {
  // The key made once: a raw secret is turned into one on every signature otherwise.
  const key = createSecretKey(secret);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

  return {
    encode(request: SearchRequest, organisationId: number): string {
      const payload: Payload = { v: 1, o: organisationId, c: compact(request.tab, request.criteria) };
      const body = searchContextMark(request.tab) + deflateRawSync(Buffer.from(JSON.stringify(payload)), DEFLATE_OPTIONS).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    /** The search a token names; refused when forged, damaged or made in another organisation. */
    decode(token: string, organisationId: number): SearchRequest {
      if (token.length > MAX_TOKEN_LENGTH) throw invalidContext();
      const dot = token.lastIndexOf('.');
      const tab = tabOfSearchContext(token);
      if (dot < 2 || !tab) throw invalidContext();
      const body = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = Buffer.from(sign(body), 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidContext();
      let payload: Payload;
      try {
        const json = inflateRawSync(Buffer.from(body.slice(1), 'base64url'), { maxOutputLength: MAX_PAYLOAD_BYTES }).toString('utf8');
        payload = JSON.parse(json) as Payload;
      } catch {
        throw invalidContext();
      }
      if (payload.o !== organisationId) {
        throw new AppError(404, 'This search was shared from another organisation. Start a new search.', {
          reasonKey: 'search.errors.otherOrganisation',
        });
      }
      const parsed = (tab === 'standards' ? StandardsCriteria : CollectionsCriteria).safeParse(payload.c);
      if (!parsed.success) throw invalidContext();
      return { tab, criteria: parsed.data } as SearchRequest;
    },
  };
}

export type SearchContextCodec = ReturnType<typeof createSearchContextCodec>;
