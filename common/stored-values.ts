import { z } from 'zod';

/**
 * What the database can store, for every request contract: ids bounded by their column's
 * type, so an id of 2^31 is a 400 and never reaches PostgreSQL as an out-of-range integer.
 * (Text PostgreSQL cannot store, the NUL character, is refused for every input at once by
 * server/http/validation.ts.)
 */

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ROW_ID = 2_147_483_647;

const TOO_LARGE = 'Not a valid id.';

/** An id sent as a JSON number. */
export const RowId = z.number().int().positive().max(MAX_ROW_ID, TOO_LARGE);

/** An id sent as text: a path parameter, a query or a form field. */
export const RowIdText = z.coerce.number().int().positive().max(MAX_ROW_ID, TOO_LARGE);

/** The NUL character: PostgreSQL text cannot hold it. */
export const UNSTORABLE_CHARACTER = '\u0000';
