/**
 * A WHERE clause built from parts with positional parameters: `add` takes a fragment whose `?`
 * placeholders are numbered in order, so a search assembles only the conditions it was given.
 */
export class SqlConditions {
  private readonly parts: string[] = [];
  readonly values: unknown[];

  constructor(values: unknown[]) {
    this.values = values;
  }

  /** Binds a value and answers its placeholder (`$3`). */
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  add(fragment: string, ...values: unknown[]): this {
    let index = 0;
    this.parts.push(fragment.replace(/\?/g, () => this.bind(values[index++])));
    return this;
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  where(): string {
    return this.parts.length === 0 ? 'true' : this.parts.join(' and ');
  }
}

/** A user's text as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The words of a text box: each must appear somewhere. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .slice(0, 10);
}
