import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from './html-parser.ts';

const META = { publisher: 'W3C', number: 'W3C REC-widgets', title: '' };

const PAGE = `<!DOCTYPE html>
<html><head><title>Widgets 1.0</title><style>h1 { color: red }</style><script>alert(1)</script></head>
<body onload="alert(1)">
  <p>Status: a draft.</p>
  <h1 id="abstract">Abstract</h1>
  <p>Widgets are <a href="https://example.org/w" onclick="x()">small</a>.</p>
  <h2>1. Introduction</h2>
  <p>Intro.</p>
  <h3>1.1 Goals</h3>
  <ul><li>one</li><li>two</li></ul>
  <h4>Minor heading</h4>
  <p>Still 1.1.</p>
  <h2>2. Conformance</h2>
  <div><p>Must <img src="x" onerror="alert(1)"> conform.</p><iframe src="https://evil.example"></iframe></div>
  <h2>Introduction</h2>
  <p>A second section with the same title.</p>
</body></html>`;

describe('parseHtmlDocument', () => {
  const document = parseHtmlDocument(PAGE, META);

  it('splits the body at h1 to h3', () => {
    expect(document.sections.map((section) => [section.key, section.parentKey, section.level, section.number, section.title])).toEqual([
      ['front-matter', undefined, 1, undefined, 'Front matter'],
      ['abstract', undefined, 1, undefined, 'Abstract'],
      ['1', 'abstract', 2, '1', 'Introduction'],
      ['1.1', '1', 3, '1.1', 'Goals'],
      ['2', 'abstract', 2, '2', 'Conformance'],
      ['introduction', 'abstract', 2, undefined, 'Introduction'],
    ]);
  });

  it('sanitises every body', () => {
    const all = document.sections.map((section) => section.html).join('');
    expect(all).not.toMatch(/script|onload|onclick|onerror|iframe|<img|style/i);
    expect(document.sections[1]?.html).toBe('<p>Widgets are <a rel="noopener noreferrer" href="https://example.org/w">small</a>.</p>');
    expect(document.sections[3]?.html).toBe('<ul><li>one</li><li>two</li></ul><h4>Minor heading</h4><p>Still 1.1.</p>');
    expect(document.sections[4]?.text).toBe('Must conform.');
  });

  it('takes the title from <title> and the abstract from an Abstract section', () => {
    expect(document.record.titles).toEqual([{ language: 'en', full: 'Widgets 1.0' }]);
    expect(document.record.abstracts).toEqual([{ language: 'en', text: 'Widgets are small.' }]);
    expect(document.record.sourceKey).toBe('upload:W3C:w 3 c rec widgets');
  });

  it('makes keys unique and handles a fragment without headings', () => {
    const twice = parseHtmlDocument('<h2>Notes</h2><p>a</p><h2>Notes</h2><p>b</p>', { ...META, title: 'T' });
    expect(twice.sections.map((section) => section.key)).toEqual(['notes', 'notes-2']);
    const flat = parseHtmlDocument('<p>Only text.</p>', { ...META, title: 'T' });
    expect(flat.sections).toEqual([{ key: 'front-matter', title: 'Front matter', level: 1, html: '<p>Only text.</p>', text: 'Only text.' }]);
  });
});
