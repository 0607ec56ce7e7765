import { describe, expect, it } from 'vitest';
import { hasText, sanitizeAnnouncementHtml } from './announcement-html.ts';

describe('an announcement’s HTML', () => {
  it('keeps basic formatting and web links', () => {
    expect(sanitizeAnnouncementHtml('<p>New <strong>ISO</strong> <em>feeds</em><br>today</p><ul><li>one</li></ul>')).toBe(
      '<p>New <strong>ISO</strong> <em>feeds</em><br />today</p><ul><li>one</li></ul>',
    );
    expect(sanitizeAnnouncementHtml('<a href=" https://example.test/a?b=1 " title="t" class="c">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank" href="https://example.test/a?b=1">x</a>',
    );
  });

  it('strips scripts, handlers, styles and every link that is not http(s)', () => {
    const cleaned = sanitizeAnnouncementHtml(
      '<p style="color:red" onmouseover="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://evil.test"></iframe></p>' +
        '<a href="javascript:alert(3)">a</a><a href="mailto:x@example.test">b</a><a href="/management/x">c</a><a href="//evil.test">d</a>',
    );
    expect(cleaned).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a><a rel="noopener noreferrer" target="_blank">c</a><a rel="noopener noreferrer" target="_blank">d</a>');
  });

  it('tells a note with nothing left to say', () => {
    expect(hasText(sanitizeAnnouncementHtml('<script>alert(1)</script>'))).toBe(false);
    expect(hasText(sanitizeAnnouncementHtml('<p> &nbsp; </p>'))).toBe(false);
    expect(hasText(sanitizeAnnouncementHtml('<p>x</p>'))).toBe(true);
  });
});
