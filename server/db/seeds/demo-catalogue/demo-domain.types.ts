/** An English phrase and its French counterpart (ISO and IEC publish both). */
export type Phrase = readonly [en: string, fr: string];

export type NumberRange = readonly [min: number, max: number];

/** How ISO or IEC number the documents of a domain, and which committees write them. */
export type DomainNumbering = {
  committees: readonly string[];
  /** Base numbers are drawn from these ranges, the way real series cluster (ISO 27000-27099...). */
  ranges: readonly NumberRange[];
  /** Joint ISO/IEC JTC 1 work: numbers read 'ISO/IEC 27001'. */
  joint?: boolean;
};

/**
 * The vocabulary of one technical field. Titles are composed ISO-style:
 * intro — main — part, e.g. 'Road vehicles — Functional safety — Part 3: Concept phase'.
 */
export type DemoDomain = {
  key: string;
  /** The title intro element shared by the field ('Road vehicles'), when it has one. */
  intro?: Phrase;
  /** Main title elements: what a document is about. */
  subjects: readonly Phrase[];
  /** Complementary elements that follow a subject: 'Requirements', 'Test methods'... */
  aspects: readonly Phrase[];
  /** Part titles for multi-part series, after part 1. */
  parts: readonly Phrase[];
  /** What the document applies to, for 'It is applicable to ...' abstract sentences. */
  scopes: readonly string[];
  keywords: readonly string[];
  /** ICS codes (from demo-ics) a document of this field is classified under. */
  ics: readonly string[];
  iso?: DomainNumbering;
  iec?: DomainNumbering;
};
