import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './html-sanitizer.ts';

/** No executable markup or script URL may survive, however it is spelt. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<style|<svg|<iframe|<object|<embed|<math|<form/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
  expect(html).not.toMatch(/style=/i);
}

describe('sanitizeHtml', () => {
  it.each([
    ['script tags', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>b</p>', '<p>b</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['svg onload', '<svg onload=alert(1)><text>hidden</text></svg><p>after</p>', '<p>after</p>'],
    ['iframe', '<iframe src="https://evil.example">inner</iframe>', ''],
    ['object and embed', '<object data="x.swf">o</object><embed src="x.swf">', ''],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['style attribute expressions', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover="x()">x</p>', '<p>x</p>'],
    ['form elements', '<form action="/x"><input name="a"><button>go</button></form>', 'go'],
  ])('strips %s', (_name, dirty, clean) => {
    const result = sanitizeHtml(dirty);
    expect(result).toBe(clean);
    expectInert(result);
  });

  it.each([
    ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded scheme', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
    ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['leading whitespace', '<a href="  javascript:alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['protocol-relative link', '<a href="//evil.example/">x</a>'],
  ])('drops the href of a %s, keeps the text', (_name, dirty) => {
    const result = sanitizeHtml(dirty);
    expect(result).toBe('<a rel="noopener noreferrer">x</a>');
    expectInert(result);
  });

  it('survives nested and malformed tags', () => {
    for (const dirty of [
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>',
      '<a href="https://ok.example"<script>alert(1)</script>>x</a>',
      '<img """><script>alert(1)</script>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]) {
      const result = sanitizeHtml(dirty);
      expectInert(result);
      expect(result).not.toMatch(/<img/);
    }
  });

  it('keeps the content of standards and comments', () => {
    const html = [
      '<h2 id="sec-3.6" class="section">3.6 Field Definitions</h2>',
      '<p>Text with <strong>strong</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u>, H<sub>2</sub>O, x<sup>2</sup> and <code>code</code>.<br>Next line.</p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<dl><dt>term</dt><dd>description</dd></dl>',
      '<pre>  FWS = ([*WSP CRLF] 1*WSP)</pre>',
      '<blockquote><p>quoted</p></blockquote>',
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>',
      '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="diagram"><figcaption>Figure 1</figcaption></figure>',
      '<span class="note">note</span>',
    ].join('');
    expect(sanitizeHtml(html)).toBe(
      html.replace('<br>', '<br />').replace('alt="diagram">', 'alt="diagram" />'),
    );
  });

  it('keeps safe links and forces rel', () => {
    expect(sanitizeHtml('<a href="https://www.rfc-editor.org/rfc/rfc5322" target="_blank" rel="opener">RFC</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://www.rfc-editor.org/rfc/rfc5322">RFC</a>',
    );
    expect(sanitizeHtml('<a href="mailto:editor@example.org">m</a>')).toContain('href="mailto:editor@example.org"');
    expect(sanitizeHtml('<a href="#section-3.6">s</a>')).toContain('href="#section-3.6"');
    expect(sanitizeHtml('<a href="/documents/42#s-1">d</a>')).toContain('href="/documents/42#s-1"');
    expect(sanitizeHtml('<a href="http://x.example/?a=1&b=2">q</a>')).toContain('href="http://x.example/?a=1&amp;b=2"');
  });

  it('drops images except raster data URIs', () => {
    expect(sanitizeHtml('<img src="https://tracker.example/pixel.gif">')).toBe('');
    expect(sanitizeHtml('<img src="/uploads/figure.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/jpeg;base64,/9j/4AAQ">')).toBe('<img src="data:image/jpeg;base64,/9j/4AAQ" />');
  });

  it('keeps only anchor-like ids', () => {
    expect(sanitizeHtml('<p id="section-3.2.2">a</p>')).toBe('<p id="section-3.2.2">a</p>');
    expect(sanitizeHtml('<p id="x onmouseover=alert(1)">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p id="">a</p>')).toBe('<p>a</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>a &lt;script&gt; b</p>')).toBe('<p>a &lt;script&gt; b</p>');
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
  });
});

describe('htmlToText', () => {
  it('separates blocks by blank lines and keeps preformatted text', () => {
    const text = htmlToText(
      '<h2>Title</h2><p>Para  one\n wrapped &amp; more</p><ul><li>a</li><li>b</li></ul><pre>  code\n    indented &lt;x&gt;</pre><p>x<br>y</p>',
    );
    expect(text).toBe('Title\n\nPara one wrapped & more\n\na\nb\n\n  code\n    indented <x>\n\nx\ny');
  });

  it('puts table rows on lines and drops scripts', () => {
    expect(htmlToText('<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table><script>alert(1)</script>')).toBe(
      '1 2\n3 4',
    );
  });

  it('returns an empty string for empty or markup-only input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p> </p><img src="x">')).toBe('');
  });
});
