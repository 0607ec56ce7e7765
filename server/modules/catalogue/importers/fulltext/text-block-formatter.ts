/**
 * Formats the body of a plain-text section (fixed-width, RFC style) as HTML and plain text:
 * wrapped prose becomes <p>, bulleted or numbered items lists, "term + indented description"
 * definition lists, and anything laid out by hand (ABNF, structures, tables, ASCII art) <pre>.
 * The HTML is escaped here but still goes through the sanitiser with the rest.
 */

type Block = { lines: string[]; indent: number; firstIndent: number };
type Rendered = { html: string; text: string };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const CJK_GLOBAL = new RegExp(CJK.source, 'gu');
const BULLET = /^([o*•-])( {1,4})(?=\S)/;
const ORDINAL = /^(\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)])( {1,4})(?=\S)/;
const LABEL = /^(\[[^\]]{1,30}\]|\S{1,24}:?)( {2,})(?=\S)/;
// Lines that only layout-by-hand text has: box drawing, code braces, ABNF rules, arrows.
const CODE_LINE = /[{};]\s*$|^\s*[}\])]|::=|[+|]-{2,}|-{2,}[+|>]|<-{1,}|^\s*\||\|\s*$|\/\*|\*\/|^\s*[a-zA-Z][\w-]*\s+=\/?\s/;
// Runs of spaces inside a line that are not the two spaces after a sentence.
const ALIGNMENT_GAP = /\S {3,}\S|[^\s.?!:)\]"'] {2}\S/;
const WRAP_WIDTH = 72;

/** Formats lines (page furniture already removed) into HTML and plain text. */
export function formatTextBlocks(lines: readonly string[]): Rendered {
  const blocks = mergeBrokenParagraphs(splitBlocks(lines));
  if (blocks.length === 0) return { html: '', text: '' };
  return render(blocks, baseIndent(blocks));
}

/** The indent of the body's running text: the most common one of its wrapped paragraphs. */
function baseIndent(blocks: readonly Block[]): number {
  const counts = new Map<number, number>();
  for (const block of blocks) {
    if (isLaidOut(block.lines) || isCjkBlock(block)) continue;
    counts.set(block.firstIndent, (counts.get(block.firstIndent) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [indent, count] of counts) {
    if (best === undefined || count > (counts.get(best) ?? 0) || (count === counts.get(best) && indent < best)) best = indent;
  }
  return best ?? Math.min(...blocks.map((block) => block.indent));
}

function splitBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    const indents = current.map(indentOf);
    blocks.push({ lines: current, indent: Math.min(...indents), firstIndent: indents[0] ?? 0 });
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else current.push(line.replace(/\s+$/, ''));
  }
  flush();
  return blocks;
}

/**
 * Re-joins a paragraph split by a blank line where a page break was cut out (copies of RFCs
 * that drop the page furniture but keep a gap): the first part ends mid-sentence and the
 * second goes on in lower case at the same indent.
 */
function mergeBrokenParagraphs(blocks: Block[]): Block[] {
  const merged: Block[] = [];
  for (const block of blocks) {
    const previous = merged.at(-1);
    const first = (block.lines[0] ?? '').trimStart();
    const continues =
      previous !== undefined &&
      block.firstIndent === previous.indent &&
      previous.indent === block.indent &&
      /^[a-z]/.test(first) &&
      !BULLET.test(first) &&
      !ORDINAL.test(first) &&
      !/[.:;!?)\]"]$/.test(previous.lines.at(-1) ?? '') &&
      !isLaidOut(previous.lines) &&
      !isLaidOut(block.lines);
    if (continues) merged[merged.length - 1] = { ...previous, lines: [...previous.lines, ...block.lines] };
    else merged.push(block);
  }
  return merged;
}

function render(blocks: readonly Block[], base: number): Rendered {
  const html: string[] = [];
  const text: string[] = [];
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index] as Block;
    const item = listMarker(block);
    if (item) {
      const list = collectList(blocks, index, item.family, block.firstIndent);
      html.push(list.rendered.html);
      text.push(list.rendered.text);
      index = list.next;
      continue;
    }
    const term = definitionTerm(block);
    if (term !== undefined) {
      const list = collectDefinitions(blocks, index, block.firstIndent);
      html.push(list.rendered.html);
      text.push(list.rendered.text);
      index = list.next;
      continue;
    }
    // Consecutive figures (ABNF rules, say) read best as one preformatted block, aligned together.
    const figure: Block[] = [];
    while (index < blocks.length && isFigure(blocks[index] as Block, base)) {
      figure.push(blocks[index] as Block);
      index += 1;
    }
    const single = figure.length > 0 ? preformatted(figure) : renderBlock(block, base);
    if (figure.length === 0) index += 1;
    const previous = html.at(-1);
    if (previous?.endsWith('</blockquote>') && single.html.startsWith('<blockquote>')) {
      html[html.length - 1] = previous.slice(0, -'</blockquote>'.length) + single.html.slice('<blockquote>'.length);
      text[text.length - 1] = `${text.at(-1)}\n\n${single.text}`;
      continue;
    }
    html.push(single.html);
    text.push(single.text);
  }
  return { html: html.join(''), text: text.join('\n\n') };
}

type Marker = { family: 'ul' | 'ol'; marker: string; textIndent: number };

function listMarker(block: Block): Marker | undefined {
  const first = (block.lines[0] ?? '').trimStart();
  const match = BULLET.exec(first) ?? ORDINAL.exec(first);
  if (!match) return undefined;
  const marker = match[1] ?? '';
  const textIndent = block.firstIndent + marker.length + (match[2]?.length ?? 0);
  // Continuation lines of an item align with its text; otherwise it is not a list.
  const continuationsAligned = block.lines.slice(1).every((line) => indentOf(line) === textIndent || isCjkLine(line));
  if (!continuationsAligned || isLaidOut(block.lines.map((line) => line.slice(textIndent)))) return undefined;
  return { family: BULLET.test(first) ? 'ul' : 'ol', marker, textIndent };
}

function collectList(blocks: readonly Block[], start: number, family: Marker['family'], indent: number): { rendered: Rendered; next: number } {
  const items: Rendered[] = [];
  let index = start;
  while (index < blocks.length) {
    const head = blocks[index] as Block;
    const marker = listMarker(head);
    if (!marker || marker.family !== family || head.firstIndent !== indent) break;
    const own = prose(head.lines.map((line, at) => (at === 0 ? ' '.repeat(marker.textIndent) + line.trimStart().slice(marker.marker.length).trimStart() : line)));
    const children: Block[] = [];
    index += 1;
    while (index < blocks.length && belongsTo(blocks[index] as Block, marker.textIndent, indent)) {
      children.push(blocks[index] as Block);
      index += 1;
    }
    const nested = children.length > 0 ? render(children, marker.textIndent) : undefined;
    items.push({
      html: `<li>${own.html}${nested?.html ?? ''}</li>`,
      text: `${family === 'ul' ? '-' : marker.marker} ${own.text}${nested ? `\n\n${indentText(nested.text)}` : ''}`,
    });
  }
  return { rendered: { html: `<${family}>${items.map((item) => item.html).join('')}</${family}>`, text: items.map((item) => item.text).join('\n') }, next: index };
}

/** A following block belongs to an item or definition when it is indented past its marker. */
function belongsTo(block: Block, textIndent: number, markerIndent: number): boolean {
  if (block.indent >= textIndent) return true;
  return isCjkBlock(block) && block.indent > markerIndent;
}

/** A definition: a short term line at the margin, its description indented below it. */
function definitionTerm(block: Block): string | undefined {
  const [first, second] = block.lines;
  if (first === undefined || second === undefined) return undefined;
  const rest = block.lines.slice(1);
  const restIndent = Math.min(...rest.map(indentOf));
  if (restIndent <= block.firstIndent || rest.some((line) => indentOf(line) !== restIndent && !isCjkLine(line))) return undefined;
  const term = first.trim();
  if (term.length > 32 || /[.,;]$/.test(term) || CODE_LINE.test(term) || isLaidOut(rest)) return undefined;
  return term;
}

function collectDefinitions(blocks: readonly Block[], start: number, indent: number): { rendered: Rendered; next: number } {
  const html: string[] = [];
  const text: string[] = [];
  let index = start;
  while (index < blocks.length) {
    const head = blocks[index] as Block;
    const term = head.firstIndent === indent ? definitionTerm(head) : undefined;
    if (term === undefined) break;
    const ddIndent = indentOf(head.lines[1] ?? '');
    const children: Block[] = [{ lines: head.lines.slice(1), indent: ddIndent, firstIndent: ddIndent }];
    index += 1;
    while (index < blocks.length && belongsTo(blocks[index] as Block, ddIndent, indent)) {
      children.push(blocks[index] as Block);
      index += 1;
    }
    const description = render(children, ddIndent);
    html.push(`<dt>${escapeHtml(term)}</dt><dd>${description.html}</dd>`);
    text.push(`${term}\n${indentText(description.text)}`);
  }
  return { rendered: { html: `<dl>${html.join('')}</dl>`, text: text.join('\n\n') }, next: index };
}

function isFigure(block: Block, base: number): boolean {
  if (isCjkBlock(block) || referenceLabel(block)) return false;
  if (isLaidOut(block.lines) || isLineOriented(block.lines)) return true;
  // Indented lines broken by hand: an example message or protocol exchange.
  return block.indent > base && hardBreaks(block.lines) > 0;
}

function renderBlock(block: Block, base: number): Rendered {
  const label = referenceLabel(block);
  if (label) return label;
  const paragraph = prose(block.lines);
  const indented = block.indent > base && !isCjkBlock(block);
  return { html: indented ? `<blockquote>${paragraph.html}</blockquote>` : paragraph.html, text: paragraph.text };
}

function preformatted(figure: readonly Block[]): Rendered {
  const indent = Math.min(...figure.map((block) => block.indent));
  const verbatim = figure.map((block) => block.lines.map((line) => line.slice(indent)).join('\n')).join('\n\n');
  return { html: `<pre>${escapeHtml(verbatim)}</pre>`, text: verbatim };
}

/** "[RFC2119]  Bradner, S., ..." with the rest aligned under the text: a labelled entry. */
function referenceLabel(block: Block): Rendered | undefined {
  const first = (block.lines[0] ?? '').trimStart();
  const match = LABEL.exec(first);
  if (!match?.[1]?.startsWith('[')) return undefined;
  const textIndent = block.firstIndent + (match[1]?.length ?? 0) + (match[2]?.length ?? 0);
  if (block.lines.slice(1).some((line) => indentOf(line) !== textIndent)) return undefined;
  if (isLaidOut([first.slice(match[0].length), ...block.lines.slice(1)])) return undefined;
  const body = prose([' '.repeat(textIndent) + first.slice(match[0].length), ...block.lines.slice(1)]);
  return { html: `<dl><dt>${escapeHtml(match[1])}</dt><dd>${body.html}</dd></dl>`, text: `${match[1]} ${body.text}` };
}

/** Whether lines were laid out by hand (to be kept verbatim) rather than wrapped prose. */
function isLaidOut(lines: readonly string[]): boolean {
  const indents = lines.map(indentOf);
  const first = indents[0] ?? 0;
  const rest = indents.slice(1);
  // Wrapped prose: every line after the first at one indent (the first may hang out or in).
  if (rest.some((indent) => indent !== rest[0])) return true;
  if (rest.length > 0 && first > (rest[0] ?? 0) + 8) return true;
  return lines.some((line) => {
    const content = line.trim();
    return ALIGNMENT_GAP.test(content.replace(/^(?:[o*+•-]|\(?\w{1,3}[.)])\s{1,4}/, '')) || CODE_LINE.test(content);
  });
}

/** Mostly short lines broken by hand (a dialogue, an address, a header block): keep them as laid out. */
function isLineOriented(lines: readonly string[]): boolean {
  return lines.length >= 3 && hardBreaks(lines) * 2 >= lines.length - 1;
}

function hardBreaks(lines: readonly string[]): number {
  let hard = 0;
  for (let index = 1; index < lines.length; index += 1) {
    if (!isSoftWrap(lines[index - 1] ?? '', (lines[index] ?? '').trim())) hard += 1;
  }
  return hard;
}

/** Joins wrapped lines; a line that ends well before the margin was broken by hand. */
function prose(lines: readonly string[]): Rendered {
  const trimmed = lines.map((line) => line.trim());
  let html = escapeHtml(trimmed[0] ?? '');
  let text = trimmed[0] ?? '';
  for (let index = 1; index < trimmed.length; index += 1) {
    const previous = lines[index - 1] ?? '';
    const line = trimmed[index] ?? '';
    const hard = !isSoftWrap(previous, line);
    const joiner = hard ? '\n' : joinWith(trimmed[index - 1] ?? '', line);
    html += hard ? `<br>${escapeHtml(line)}` : joiner + escapeHtml(line);
    text += joiner + line;
  }
  return { html: `<p>${html}</p>`, text };
}

function isSoftWrap(previous: string, next: string): boolean {
  if (CJK.test(previous) || CJK.test(next)) return true;
  const nextWord = next.split(/\s/, 1)[0] ?? '';
  return previous.length >= 58 || previous.length + 1 + nextWord.length > WRAP_WIDTH - 6;
}

function joinWith(previous: string, next: string): string {
  const last = previous.at(-1) ?? '';
  const first = next[0] ?? '';
  if (CJK.test(last) || CJK.test(first)) return '';
  // Fixed-width text breaks lines only at existing hyphens: "US-\n ASCII" is one word again.
  if (/[A-Za-z0-9][A-Za-z0-9]-$/.test(previous) && /^[A-Za-z0-9]/.test(next)) return '';
  return ' ';
}

function isCjkLine(line: string): boolean {
  const content = line.replace(/\s/g, '');
  return content.length > 0 && (content.match(CJK_GLOBAL)?.length ?? 0) * 3 >= content.length;
}

function isCjkBlock(block: Block): boolean {
  return block.lines.every(isCjkLine);
}

function indentText(text: string): string {
  return text.replace(/^(?=.)/gm, '  ');
}

export function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
