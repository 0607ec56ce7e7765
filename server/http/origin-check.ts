import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * Where a state-changing call came from, as the browser says: the Origin header, else the
 * Referer's origin. Neither is sent by non-browser clients (scripts, the API tests), which a
 * cross-site page cannot be; those pass here and meet the nonce like every call.
 */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Refuses a state-changing call sent from another site (a cross-site form post), besides the nonce. */
export function assertOwnOrigin(request: FastifyRequest, publicOrigin: string): void {
  const claimed = claimedOrigin(request);
  if (claimed === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (claimed === own || claimed === publicOrigin) return;
  throw new AppError(403, 'This request came from another site and was refused.', { reasonKey: 'errors.foreignOrigin' });
}
