/**
 * A section's text cut into the passages the assistant retrieves and quotes: sentences, list
 * items, definitions, table rows and syntax lines, each with its kind and a weight that ranks
 * headings, definitions and requirements above plain prose. The importers' body text keeps
 * prose paragraphs on one line and preformatted blocks (ABNF, structures, tables) line by line,
 * with blank lines between blocks; that is what is read here.
 */

export type PassageKind = 'sentence' | 'definition' | 'requirement' | 'heading' | 'list' | 'table';

export type Passage = {
  kind: PassageKind;
  /** The words of the text, whitespace folded to single spaces: what a quote shows. */
  text: string;
  weight: number;
  /** The defined term, for definitions. */
  term?: string;
};

const WEIGHT = { heading: 1.5, definition: 1.3, mandatory: 1.3, recommended: 1.2, permitted: 1.1, prose: 1, table: 0.8, code: 0.6 } as const;
/** Front and back matter (status, copyright, references, addresses) answers almost nothing a reader asks. */
const BOILERPLATE_FACTOR = 0.3;

const BULLET = /^\s*(?:[-*•o+]|\d{1,2}[.)]|\([a-z0-9]{1,3}\)|[a-z][.)])\s+(?=\S)/;
const TABLE_RULE = /^\s*[+|][-=+|]{3,}\s*$|^\s*-{3,}(?:\s+-{2,})+\s*$/;
const ABNF_RULE = /^\s*[A-Za-z][\w-]*\s+=\/?\s+\S/;
const CODE_LINE = /[{};]\s*$|^\s*[{}]|\/\*|^\s*(?:struct|enum|select|case|opaque|uint\d+)\b/;
const LABELS = new Set([
  'note', 'notes', 'rationale', 'example', 'examples', 'warning', 'caution', 'comment', 'comments', 'remark', 'remarks', 'see', 'status', 'reference',
  'references', 'abstract', 'summary', 'important', 'tip', 'hinweis', 'anmerkung', 'beispiel', 'remarque', 'exemple', 'nota', 'esempio', 'ejemplo',
  'примечание', 'пример', 'otherwise', 'also', 'however', 'thus', 'therefore', 'for example', 'in particular', 'in addition', 'specifically',
]);

/** Words that make a sentence a requirement, strongest first: RFC key words, then their plain and foreign equivalents. */
const REQUIREMENT_WORDS: { weight: number; pattern: RegExp }[] = [
  { weight: WEIGHT.mandatory, pattern: /\b(?:MUST|SHALL|REQUIRED)\b/ },
  { weight: WEIGHT.mandatory, pattern: wordsPattern(['must', 'shall', 'is required to', 'are required to']) },
  { weight: WEIGHT.mandatory, pattern: wordsPattern(['doit', 'doivent', 'devra', 'devront', 'il faut', 'obligatoire', 'obligatoires', 'est tenu', 'sont tenus']) },
  { weight: WEIGHT.mandatory, pattern: wordsPattern(['muss', 'müssen', 'darf nicht', 'dürfen nicht', 'erforderlich', 'ist verpflichtet', 'sind verpflichtet']) },
  { weight: WEIGHT.mandatory, pattern: wordsPattern(['deve', 'devono', 'obbligatorio', 'obbligatoria', 'debe', 'deben', 'obligatorio', 'obligatoria']) },
  { weight: WEIGHT.mandatory, pattern: wordsPattern(['должен', 'должна', 'должно', 'должны', 'обязан', 'обязаны', 'необходимо', 'не допускается']) },
  { weight: WEIGHT.mandatory, pattern: /必须|必須|应当|不得|しなければならない|してはならない/ },
  { weight: WEIGHT.recommended, pattern: /\b(?:SHOULD|RECOMMENDED)\b/ },
  { weight: WEIGHT.recommended, pattern: wordsPattern(['should', 'devrait', 'devraient', 'il convient', 'soll', 'sollen', 'sollte', 'sollten', 'dovrebbe', 'dovrebbero', 'debería', 'deberían', 'следует', 'рекомендуется']) },
  { weight: WEIGHT.recommended, pattern: /应该|宜|推荐|すべき|推奨/ },
  { weight: WEIGHT.permitted, pattern: /\b(?:MAY|OPTIONAL)\b/ },
];

/** The phrasings that define a term in a sentence; group 1 is the term. */
const DEFINING_PHRASES: RegExp[] = [
  /^(?:the term |an? |the )?["“']?([^"”',.;:()]{2,60}?)["”']? (?:is|are) (?:defined|used) (?:as|to mean)\b/i,
  /^(?:an? |the )?["“']([^"”']{2,60})["”'],? (?:means|refers to|denotes|is|are)\b/i,
  /^(?:an? |the )["“]([^"”:]{2,60}?),?["”],? (?:indicated|denoted|identified|written|used|is|are|means|refers|represents|denotes|consists)\b/i,
  /\b(?:is|are) (?:called|termed|known as|referred to as) (?:an? |the )?["“']([^"”']{2,60}?)[,.]?["”']/i,
  /\b(?:is|are) (?:an?|the) ["“]([^"”]{2,60}?)[,.]?["”]\.?$/i,
  /\bdefines? (?:the |an? )?([\p{L}][\p{L} -]{2,50}?) \([\p{Lu}][\p{L}\d-]{1,10}\)/iu,
  /^(?:[Tt]he |[Aa]n? )?(\p{Lu}[\p{L} -]{2,60}?) \([\p{Lu}][\p{L}\d/-]{1,10}\),? (?:is|are) (?:an?|the) /u,
  /^(?:le terme |la notion d[e'] ?)?«?\s*([^»,.;:]{2,60}?)\s*»? (?:désigne|signifie|est défini comme|s'entend)(?!\p{L})/iu,
  /^(?:der begriff )?„?([^“,.;:]{2,60}?)“? (?:bezeichnet|bedeutet|ist definiert als)(?!\p{L})/iu,
  /^(?:el término |il termine )?["“«]?([^"”»,.;:]{2,60}?)["”»]? (?:se define como|significa|designa|si intende|è definito come)(?!\p{L})/iu,
  /^«?([^»,.;:]{2,60}?)»? (?:означает|называется|определяется как)(?!\p{L})/iu,
];

/** Abbreviations whose full stop never ends a sentence (lower case, with their stops). */
const ABBREVIATIONS = new Set([
  'e.g.', 'i.e.', 'cf.', 'vs.', 'viz.', 'fig.', 'figs.', 'no.', 'nos.', 'nr.', 'sec.', 'sect.', 'ch.', 'chap.', 'eq.', 'ref.', 'refs.', 'vol.', 'p.', 'pp.',
  'para.', 'art.', 'tab.', 'approx.', 'incl.', 'resp.', 'al.', 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'st.', 'jr.', 'sr.', 'ibid.', 'z.b.', 'd.h.', 'bzw.',
  'vgl.', 'ggf.', 'ca.', 'abs.', 'abb.', 'bd.', 'u.a.', 'ex.', 'p.ex.', 'n°', 'т.е.', 'т.к.', 'рис.', 'см.', 'стр.', 'п.', 'ст.',
]);
/** A full stop, question or exclamation mark (with closing quotes or brackets) and the space after it. */
const SENTENCE_END = /[.!?]+["'”’»)\]]*\s+/gu;
/** After a Chinese or Japanese full stop (and its closing bracket), where no space follows. */
const CJK_SENTENCE_END = /(?<=[。！？][」』）]*)(?![」』）])/u;
const MIN_SENTENCE_WORDS = 3;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4,}/u;

function endsSentence(text: string, stop: number, next: number): boolean {
  const following = text.slice(next, next + 1);
  // A sentence starts with a capital, a digit, a quote or a bracket; lower case continues the one before.
  if (!/[\p{Lu}\p{Lo}\p{N}"'“«([]/u.test(following)) return false;
  const token = (/\S+$/.exec(text.slice(0, stop + 1))?.[0] ?? '').toLowerCase().replace(/^[("'“«[]+/, '');
  if (ABBREVIATIONS.has(token)) return false;
  // Initials ("J. Postel") and dotted abbreviations ("U.S.").
  return !/^\p{L}\.$/u.test(token) && !/^(?:\p{L}\.){2,}$/u.test(token);
}

/**
 * The sentences of a paragraph (whitespace already folded). Survives "e.g.", "i.e.", "Fig. 3",
 * "No. 5", "0.9", "3.2.1", initials and abbreviations; ends Chinese and Japanese sentences at
 * their own stops; a fragment of fewer than three words joins its neighbour.
 */
export function splitSentences(paragraph: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    const stop = match.index + match[0].trimEnd().length - 1;
    const next = match.index + match[0].length;
    if (!endsSentence(paragraph, stop, next)) continue;
    pieces.push(paragraph.slice(start, stop + 1));
    start = next;
  }
  pieces.push(paragraph.slice(start));
  const sentences: string[] = [];
  for (const piece of pieces.flatMap((text) => text.split(CJK_SENTENCE_END))) {
    const text = piece.trim();
    if (!text) continue;
    const short = !CJK.test(text) && text.split(' ').length < MIN_SENTENCE_WORDS;
    if (short && sentences.length > 0) sentences[sentences.length - 1] += ` ${text}`;
    else sentences.push(text);
  }
  // A short first fragment ("Note.") joins the sentence after it.
  if (sentences.length > 1 && (sentences[0] ?? '').split(' ').length < MIN_SENTENCE_WORDS && !CJK.test(sentences[0] ?? '')) {
    sentences.splice(0, 2, `${sentences[0]} ${sentences[1]}`);
  }
  return sentences;
}

function wordsPattern(words: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

export function isBoilerplateTitle(title: string): boolean {
  return /^(?:status of (?:this|the) memo|copyright|full copyright|intellectual property|(?:normative |informative )?references|acknowledge?ments?|contributors|authors?'? addresse?s?|author'?s address|index|références|bibliograph|literatur|remerciements|danksagung)/i.test(
    title.trim(),
  );
}

/** The requirement weight of a sentence, or undefined when it states no requirement. */
export function requirementWeight(text: string): number | undefined {
  // The notation paragraph quotes the key words ("MUST", "SHALL") to define them; it requires nothing.
  const used = text.replace(/["“'](?:MUST|MUST NOT|SHALL|SHALL NOT|SHOULD|SHOULD NOT|REQUIRED|RECOMMENDED|NOT RECOMMENDED|MAY|OPTIONAL)["”']/g, '');
  return REQUIREMENT_WORDS.find((entry) => entry.pattern.test(used))?.weight;
}

/** The term a sentence defines ("X is defined as …", "… is called a "X""), if it defines one. */
export function definedTerm(sentence: string): string | undefined {
  for (const pattern of DEFINING_PHRASES) {
    const term = pattern.exec(sentence)?.[1]?.trim();
    if (term && isTerm(term)) return term;
  }
  return undefined;
}

/** A few words naming a thing: not a label ("Note:"), a pronoun or a caption ("Table 4"). */
function isTerm(term: string): boolean {
  return (
    term.split(/\s+/).length <= 6 &&
    /^[\p{L}"'“«„(]/u.test(term) &&
    !LABELS.has(term.toLowerCase()) &&
    !/\bnotes?$/i.test(term) &&
    !/^(?:this|these|that|it|there|each|every|all|any|some)\b/i.test(term) &&
    !/^(?:table|figure|fig\.|tableau|tabelle|abbildung|tabla|tabella|таблица|рисунок)\s*[\dA-Z]/i.test(term)
  );
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Enough words to be worth retrieving: two words with letters, or a few characters of a script without spaces. */
function worthKeeping(text: string): boolean {
  if (!/\p{L}/u.test(text)) return false;
  // A table row's cells say what they are by their column.
  if (text.includes(' | ')) return true;
  return text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 2 || CJK_RUN.test(text);
}

function prosePassages(text: string, kind: 'sentence' | 'list'): Passage[] {
  return splitSentences(fold(text)).map((sentence, index) => {
    const term = definedTerm(sentence);
    if (term) return { kind: 'definition', text: sentence, weight: WEIGHT.definition, term };
    const requirement = requirementWeight(sentence);
    if (requirement) return { kind: 'requirement', text: sentence, weight: requirement };
    return { kind: index === 0 ? kind : 'sentence', text: sentence, weight: WEIGHT.prose };
  });
}

/** A defined term's passages: "term: its first sentence" as the definition, the rest as they read. */
function definitionPassages(term: string, body: string): Passage[] {
  const [first, ...rest] = prosePassages(body, 'sentence');
  const definition: Passage = { kind: 'definition', text: `${term}: ${first?.text ?? ''}`, weight: WEIGHT.definition, term };
  return [definition, ...rest];
}

/** "term: definition" on one line, the definition a sentence of its own. */
function inlineDefinition(line: string): { term: string; body: string } | undefined {
  const match = /^\s*([\p{L}"'][^:.;!?]{0,50}?):\s+(\S.*)$/u.exec(line);
  if (!match?.[1] || !match[2]) return undefined;
  const term = match[1].trim();
  const body = match[2].trim();
  if (!isTerm(term) || term.split(/\s+/).length > 5 || body.split(/\s+/).length < 3 || !/^[\p{Lu}"'(\p{Lo}]/u.test(body)) return undefined;
  return { term, body };
}

function listPassages(lines: string[]): Passage[] {
  const items: string[] = [];
  for (const line of lines) {
    if (BULLET.test(line) || items.length === 0) items.push(line.replace(BULLET, ''));
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items.flatMap((item) => {
    const definition = inlineDefinition(item);
    return definition ? definitionPassages(definition.term, definition.body) : prosePassages(item, 'list');
  });
}

/** Rows of a ruled ASCII table: a row whose first cell is empty continues the row above. */
function tablePassages(lines: string[]): Passage[] {
  const rows: string[][] = [];
  let ruledBefore = true;
  for (const line of lines) {
    if (TABLE_RULE.test(line)) {
      ruledBefore = true;
      continue;
    }
    const cells = line.includes('|')
      ? line.replace(/^\s*\|/, '').replace(/\|\s*$/, '').split('|').map((cell) => cell.trim())
      : line.trim().split(/\s{2,}/);
    const previous = rows.at(-1);
    if (previous && !ruledBefore && cells[0] === '') cells.forEach((cell, index) => (previous[index] = fold(`${previous[index] ?? ''} ${cell}`)));
    else rows.push(cells);
    ruledBefore = false;
  }
  return rows.map((cells) => fold(cells.filter(Boolean).join(' | '))).filter(worthKeeping).map((text) => ({ kind: 'table', text, weight: WEIGHT.table }));
}

/** ABNF rules (a rule's continuation lines are indented under it) or other preformatted lines. */
function codePassages(lines: string[]): Passage[] {
  const groups: string[] = [];
  const baseIndent = Math.min(...lines.map(indentOf));
  const abnf = ABNF_RULE.test(lines[0] ?? '');
  for (const line of lines) {
    const continues = abnf && groups.length > 0 && (indentOf(line) > baseIndent || /^\s*;/.test(line));
    if (continues) groups[groups.length - 1] += ` ${line.trim()}`;
    else groups.push(line.trim());
  }
  return groups
    .map(fold)
    .filter(worthKeeping)
    .map((text) => ({ kind: 'table', text, weight: abnf ? WEIGHT.table : WEIGHT.code }));
}

/** A short unindented line naming a term, its definition indented on the lines after it (RFC 2616's terminology). */
function isTermLine(line: string, next: string | undefined): boolean {
  const text = line.trim();
  return (
    /^\S/.test(line) &&
    !!next &&
    /^\s{2,}\S/.test(next) &&
    text.split(/\s+/).length <= 6 &&
    text.length <= 60 &&
    !/[.:;,{}=]$/.test(text) &&
    !text.startsWith('[') &&
    !BULLET.test(line) &&
    !ABNF_RULE.test(line) &&
    !/\S\s{3,}\S/.test(text)
  );
}

/** "term    text" with the text's following lines indented under it: a two-column definition list. */
function columnDefinition(lines: string[]): { term: string; body: string } | undefined {
  const match = /^(\S.{0,40}?)\s{3,}(\S.*)$/.exec(lines[0] ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const column = (lines[0] ?? '').length - match[2].length;
  if (!lines.slice(1).every((line) => indentOf(line) >= column - 1 && !/\S\s{3,}\S/.test(line.trim())) || !isTerm(match[1])) return undefined;
  return { term: match[1].trim(), body: [match[2], ...lines.slice(1)].join(' ') };
}

/** Lines of reflowed-elsewhere prose kept with their breaks: long, wordy and without code marks. */
function isProseLines(lines: string[]): boolean {
  const wordy = lines.filter(
    (line) => (line.trim().split(/\s+/).length >= 5 || CJK_RUN.test(line)) && !/\S\s{3,}\S/.test(line.trim()) && !CODE_LINE.test(line),
  );
  return wordy.length >= Math.ceil(lines.length * 0.6) && !ABNF_RULE.test(lines[0] ?? '');
}

function blockPassages(block: string): Passage[] {
  const lines = block.split('\n').filter((line) => line.trim() !== '');
  const [first = '', second] = lines;
  // A list that follows its lead-in without a blank line starts a block of its own.
  const listStart = lines.findIndex((line, index) => index > 0 && BULLET.test(line) && !BULLET.test(first) && indentOf(line) <= indentOf(first));
  if (listStart > 0) return [...blockPassages(lines.slice(0, listStart).join('\n')), ...blockPassages(lines.slice(listStart).join('\n'))];
  if (lines.length === 1) {
    if (BULLET.test(first)) return listPassages(lines);
    if (ABNF_RULE.test(first) && !/[.!?]$/.test(first.trim())) return codePassages(lines);
    const definition = inlineDefinition(first);
    return definition ? definitionPassages(definition.term, definition.body) : prosePassages(first, 'sentence');
  }
  if (lines.some((line) => TABLE_RULE.test(line)) || lines.filter((line) => (line.match(/\|/g) ?? []).length >= 2).length >= lines.length * 0.6) return tablePassages(lines);
  if (BULLET.test(first)) return listPassages(lines);
  if (ABNF_RULE.test(first)) return codePassages(lines);
  if (isTermLine(first, second)) return definitionPassages(fold(first), lines.slice(1).join(' '));
  const columns = columnDefinition(lines);
  if (columns) return definitionPassages(columns.term, columns.body);
  if (isProseLines(lines)) {
    const definition = inlineDefinition(fold(lines.join(' ')));
    return definition ? definitionPassages(definition.term, definition.body) : prosePassages(lines.join(' '), 'sentence');
  }
  if (lines.every((line) => /\S\s{2,}\S/.test(line.trim()) && !CODE_LINE.test(line))) return tablePassages(lines);
  return codePassages(lines);
}

/** The passages of a body text in reading order. */
export function splitText(text: string): Passage[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .flatMap(blockPassages)
    .filter((passage) => worthKeeping(passage.text));
}

/** A section's heading (when it has words) followed by its body's passages. */
export function splitSection(section: { title: string; text: string }): Passage[] {
  const title = fold(section.title);
  const passages: Passage[] = [...(/\p{L}/u.test(title) ? [{ kind: 'heading' as const, text: title, weight: WEIGHT.heading }] : []), ...splitText(section.text)];
  if (!isBoilerplateTitle(title)) return passages;
  return passages.map((passage) => ({ ...passage, weight: passage.weight * BOILERPLATE_FACTOR }));
}
