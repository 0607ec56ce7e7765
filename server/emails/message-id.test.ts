import { describe, expect, it } from 'vitest';
import { messageIdFor } from './message-id.ts';

describe('messageIdFor', () => {
  it('names the mail and the portal, and keeps a short key as it is', () => {
    expect(messageIdFor('export', '12-1700000000000', 'https://portal.example.test/')).toBe('<export-12-1700000000000@portal.example.test>');
  });

  it('gives the same id for the same content and another for other content, hashing long or unsafe keys', () => {
    const changes = 'user 4: 1:2, 3:4, 5:6 and more changes than fit in a short key without hashing';
    const id = messageIdFor('watch', changes, 'https://portal.example.test');
    expect(id).toMatch(/^<watch-[0-9a-f]{32}@portal\.example\.test>$/);
    expect(messageIdFor('watch', changes, 'https://portal.example.test')).toBe(id);
    expect(messageIdFor('watch', `${changes}!`, 'https://portal.example.test')).not.toBe(id);
    expect(messageIdFor('alert', changes, 'https://portal.example.test')).not.toBe(id);
  });
});
