// The compare engine of the AI compare window (issue 18): pure functions over two versions' sections.
export { alignSections, partnerOf, sectionRefs, type AlignedPair, type AlignmentKind, type AlignmentOptions, type SectionRef, type Side } from './section-alignment.ts';
export { diffWords, newerTextOf, olderTextOf, type DiffOp, type DiffSegment, type WordDiffOptions } from './word-diff.ts';
export { classifyChanges, sectionLabel, type ChangeClass, type ChangeDirection, type ClassifiedChange, type ClassifyOptions } from './change-classifier.ts';
export {
  COMPARE_PROMPTS,
  composeSummary,
  isComparePromptId,
  type ComparePromptId,
  type CompareSummary,
  type SummaryOptions,
  type SummaryPoint,
  type SummarySelection,
} from './compare-summary.ts';
export { compareEngine, type CompareEngineOptions, type CompareResult, type RedlineEntry } from './compare-engine.ts';
