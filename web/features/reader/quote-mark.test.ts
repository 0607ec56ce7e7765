import { describe, expect, it } from 'vitest';
import { quoteOffsetsInText } from './quote-mark.ts';

const text = 'Each header field\n   is a line.  Folding white space (FWS) may appear\nbetween tokens.Another paragraph starts here.';
const marked = (quote: string) => {
  const found = quoteOffsetsInText(text, quote);
  return found ? text.slice(found.start, found.end) : null;
};

describe('quote marks', () => {
  it('finds the quote whatever the whitespace between its words', () => {
    expect(marked('header field is a line.')).toBe('header field\n   is a line.');
    expect(marked('Folding   white\nspace (FWS)')).toBe('Folding white space (FWS)');
    // Two blocks of the rendered text meet without a space.
    expect(marked('between tokens. Another paragraph')).toBe('between tokens.Another paragraph');
  });

  it('ignores case, quotation marks and a trailing ellipsis', () => {
    expect(marked('“folding white SPACE (fws) may appear…”')).toBe('Folding white space (FWS) may appear');
    expect(marked('folding white space...')).toBe('Folding white space');
  });

  it('takes the start of a quote whose end differs, and nothing when it is not there', () => {
    expect(marked('Folding white space (FWS) may appear between tokens in a different edition of the text')).toBe(
      'Folding white space (FWS) may appear\nbetween tokens',
    );
    expect(marked('no such words here')).toBeNull();
    expect(marked('   ')).toBeNull();
  });
});
