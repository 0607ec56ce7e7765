import type { StatusCode } from '../../../../../common/catalogue/document-status.ts';
import type { DocType } from '../../catalogue-record.ts';
import type { PublisherCode } from '../../publishers.ts';
import type { AmendmentKind } from './relaton-numbers.ts';

/**
 * Each publisher states status its own way; this maps it onto the product's codes.
 * Undefined means "by edition": the newest edition is current, older ones superseded
 * (the catalogue writer derives that from the chain).
 */
export type StatusInput = {
  publisher: PublisherCode;
  stage?: string;
  substage?: string;
  /** IEEE's ext.standard_status: Active, Inactive, Superseded. */
  standardStatus?: string;
  silver?: boolean;
};

/** ISO/IEC harmonized stage codes (stage.substage). */
export function statusFromHarmonizedStage(stage: number, substage: number): StatusCode {
  if (substage === 98) return 'C';
  if (stage < 60) return 'NA';
  if (stage === 60) return substage >= 60 ? 'CUR' : 'AP';
  if (stage === 95 && substage === 99) return 'W';
  return 'CUR';
}

const W3C_STAGES: Record<string, StatusCode | undefined> = {
  recommendation: 'CUR',
  'w3c recommendation': 'CUR',
  note: 'CUR',
  'group note': 'CUR',
  statement: 'CUR',
  registry: 'CUR',
  'superseded recommendation': 'S',
  'obsolete recommendation': 'O',
  'rescinded recommendation': 'W',
  retired: 'W',
};

export function statusOf(input: StatusInput): StatusCode | undefined {
  const stage = input.stage?.trim().toLowerCase();
  switch (input.publisher) {
    case 'ISO':
    case 'IEC': {
      if (stage && /^\d{2}$/.test(stage)) return statusFromHarmonizedStage(Number(stage), Number(input.substage ?? '0'));
      if (stage && /^\d{2}\.\d{2}$/.test(stage)) return statusFromHarmonizedStage(Number(stage.slice(0, 2)), Number(stage.slice(3)));
      if (stage === 'published') return 'CUR';
      if (stage === 'revised' || stage === 'replaced') return 'S';
      if (stage === 'withdrawn') return 'W';
      return undefined;
    }
    case 'IEEE': {
      if (stage === 'draft') return 'NA';
      if (stage === 'withdrawn') return 'W';
      if (stage === 'superseded' || input.standardStatus === 'Superseded') return 'S';
      if (input.standardStatus === 'Inactive') return 'W';
      if (input.standardStatus === 'Active') return 'CUR';
      return undefined;
    }
    case 'JIS':
      return stage === 'withdrawn' ? 'W' : stage === 'valid' ? 'CUR' : undefined;
    case 'ITU':
      return stage === 'withdrawal' || stage === 'withdrawn' ? 'W' : stage === 'published' || stage === 'in force' ? 'CUR' : undefined;
    case 'W3C':
      if (!stage) return undefined;
      return stage in W3C_STAGES ? W3C_STAGES[stage] : 'NA';
    case 'OIML':
      return stage === 'superseded' ? 'S' : stage === 'withdrawn' ? 'W' : stage === 'in-force' || stage === 'joint' ? 'CUR' : undefined;
    case 'CCSDS':
      // Silver books are the archived copies of retired issues, kept available.
      if (input.silver) return 'AVS';
      return stage === 'withdrawn' ? 'W' : stage === 'published' ? 'CUR' : undefined;
    case 'OGC':
      return stage === 'draft' ? 'NA' : undefined;
    default:
      return undefined;
  }
}

const DOC_TYPES: Record<string, DocType> = {
  'international-standard': 'standard',
  'japanese-industrial-standard': 'standard',
  standard: 'standard',
  'community-standard': 'standard',
  'basic-publication': 'standard',
  'technical-specification': 'technical-specification',
  'technical specification': 'technical-specification',
  'gsm technical specification': 'technical-specification',
  'technical-report': 'technical-report',
  'technical report': 'technical-report',
  'etsi technical report': 'technical-report',
  'group report': 'technical-report',
  'special report': 'technical-report',
  'publicly-available-specification': 'publicly-available-specification',
  guide: 'guide',
  'etsi guide': 'guide',
  directive: 'directive',
  recommendation: 'recommendation',
  handbook: 'handbook',
  'group specification': 'specification',
  specification: 'specification',
  report: 'report',
  'engineering-report': 'report',
  'discussion-paper': 'report',
  practice: 'practice',
  'best-practice': 'practice',
  'recommendation-amendment': 'amendment',
  amendment: 'amendment',
  'recommendation-corrigendum': 'corrigendum',
  article: 'article',
  section: 'article',
  issue: 'article',
};

const ETSI_STANDARD_TYPES = new Set(['european standard', 'etsi standard', 'european telecommunication standard', 'interim european telecommunication standard']);

/** The product's document type from the source's, the number and the status. */
export function docTypeOf(
  publisher: PublisherCode,
  number: string,
  sourceType: string | undefined,
  amendment: AmendmentKind | undefined,
  statusCode: StatusCode | undefined,
): DocType {
  if (amendment === 'amendment' || amendment === 'corrigendum') return amendment;
  if (/\bRedline$/i.test(number)) return 'other';
  const type = sourceType?.trim().toLowerCase();
  if (publisher === 'ETSI' && type && ETSI_STANDARD_TYPES.has(type)) return 'standard';
  if (publisher === 'W3C') return /^W3C\s+D?NOTE-/.test(number) || statusCode === undefined ? 'note' : 'recommendation';
  if (publisher === 'ECMA') return /\bTR\//.test(number) ? 'technical-report' : /\bMEM\//.test(number) ? 'other' : 'standard';
  if (publisher === 'CIE') return /^CIE\s+(?:S\s+|ISO\s+|DIS\s+)?\d/.test(number) ? 'standard' : 'article';
  if (publisher === 'CCSDS' && !type) return ccsdsTypeFromColour(number);
  if (type && type in DOC_TYPES) return DOC_TYPES[type] ?? 'other';
  if (/\/TS\s|\sTS\s/.test(number)) return 'technical-specification';
  if (/\/TR\s|\sTR\s/.test(number)) return 'technical-report';
  return 'other';
}

function ccsdsTypeFromColour(number: string): DocType {
  const colour = /-([BMGOYR])(?:-|$)/.exec(number)?.[1];
  return colour === 'B' ? 'standard' : colour === 'M' ? 'practice' : colour === 'G' ? 'report' : colour === 'O' ? 'specification' : 'other';
}
