import { ApiRequestError } from '../../api/client.ts';

/** A record id as the address carries it: a positive whole number the database can hold, else null. */
export function recordIdOf(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Why a record page has nothing to show: unknown (404, or an address that names none), or outside the subscription (403). */
export function recordProblemOf(error: unknown): 'notFound' | 'forbidden' | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 404 || error.code === 400) return 'notFound';
  if (error.code === 403) return 'forbidden';
  return null;
}
