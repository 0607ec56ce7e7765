import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { recordIdOf, recordProblemOf } from './record-ids.ts';

describe('record pages', () => {
  it('read a positive whole id the database can hold from the address', () => {
    expect(recordIdOf('42')).toBe(42);
    expect(recordIdOf('2147483647')).toBe(2_147_483_647);
    for (const text of [undefined, '', '0', '-1', '1.5', 'abc', '007', '2147483648', '99999999999']) expect(recordIdOf(text), String(text)).toBeNull();
  });

  it('tell an unknown record from data outside the subscription', () => {
    expect(recordProblemOf(new ApiRequestError(404, 'The metal was not found.'))).toBe('notFound');
    expect(recordProblemOf(new ApiRequestError(400, 'Invalid id.'))).toBe('notFound');
    expect(recordProblemOf(new ApiRequestError(403, 'Your subscription does not include the metals data.'))).toBe('forbidden');
    expect(recordProblemOf(new ApiRequestError(500, 'Boom'))).toBeNull();
    expect(recordProblemOf(new Error('offline'))).toBeNull();
    expect(recordProblemOf(null)).toBeNull();
  });
});
