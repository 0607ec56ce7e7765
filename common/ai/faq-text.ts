/**
 * FAQ entries (portal-area.md §3 "FAQ entry"): text in blocks separated by blank lines, whose
 * first line is "Q-n: question" and second "A-n: answer". A block that does not read so is skipped.
 */
export type FaqEntry = { question: string; answer: string };

const QUESTION_LINE = /^Q-\d+:\s*(.+)$/;
const ANSWER_LINE = /^A-\d+:\s*(.+)$/;

export function parseFaqText(text: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const [first, second] = block.trim().split('\n');
    const question = QUESTION_LINE.exec(first?.trim() ?? '')?.[1]?.trim();
    const answer = ANSWER_LINE.exec(second?.trim() ?? '')?.[1]?.trim();
    if (question && answer) entries.push({ question, answer });
  }
  return entries;
}

export function formatFaqText(entries: readonly FaqEntry[]): string {
  return entries.map((entry, index) => `Q-${index + 1}: ${oneLine(entry.question)}\nA-${index + 1}: ${oneLine(entry.answer)}`).join('\n\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
