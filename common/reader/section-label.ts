/** A section as the reader names it: "3.4 Title", or the title alone when it is its own number. */
export function sectionLabel(entry: { number: string | null; title: string }): string {
  return entry.number && entry.number !== entry.title ? `${entry.number} ${entry.title}` : entry.title;
}
