import { z } from 'zod';
import { RowIdText } from '../stored-values.ts';
import { LEGAL_ACT_STANDARD_ORIGINS, LEGAL_ACT_STANDARD_RELATIONS } from './legal-act-standards.values.ts';

export * from './legal-act-standards.values.ts';

export const LegalActStandardRelationName = z.enum(LEGAL_ACT_STANDARD_RELATIONS);
export const LegalActStandardOriginName = z.enum(LEGAL_ACT_STANDARD_ORIGINS);

/** GET the standards of an act: the act's id in the path (named as the act page's call names it). */
export const ActStandardsParams = z.strictObject({ id: RowIdText });
/** GET the acts citing a catalogue document: the document's id in the path. */
export const DocumentActsParams = z.strictObject({ docId: RowIdText });

/** ISO date (YYYY-MM-DD) or null. */
const IsoDate = z.string().nullable();

/**
 * One standard an act lists. `documentId`, `link` and the document's fields are null when the
 * standard is not in the catalogue (or not visible to the caller's organisation); `withdrawn` and
 * `superseded` flag a catalogue document no longer current; `presumptionCeased`: the list's
 * date of cessation (dateTo) has passed.
 */
export const ActStandard = z.object({
  standardNumber: z.string(),
  relation: LegalActStandardRelationName,
  origin: LegalActStandardOriginName,
  reference: z.string().nullable(),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  presumptionCeased: z.boolean(),
  documentId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  title: z.string().nullable(),
  statusCode: z.string().nullable(),
  withdrawn: z.boolean(),
  superseded: z.boolean(),
  /** The document's display page (its current version). */
  link: z.string().nullable(),
});
export type ActStandard = z.infer<typeof ActStandard>;

export const ActStandardList = z.object({
  act: z.object({ id: z.number().int(), identifier: z.string(), title: z.string(), link: z.string() }),
  standards: z.array(ActStandard),
});
export type ActStandardList = z.infer<typeof ActStandardList>;

/** One act citing a document, with its act page. */
export const CitingAct = z.object({
  actId: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  relation: LegalActStandardRelationName,
  /** The number the act gives for the standard (may carry a year or amendment the document's number does not). */
  standardNumber: z.string(),
  reference: z.string().nullable(),
  dateFrom: IsoDate,
  dateTo: IsoDate,
  link: z.string(),
});
export type CitingAct = z.infer<typeof CitingAct>;

/**
 * The acts citing a document. Without the legislation add-on the list is empty and `addOnLocked`
 * true, so the display page can say how to get access instead of showing nothing.
 */
export const CitingActList = z.object({
  addOnLocked: z.boolean(),
  acts: z.array(CitingAct),
});
export type CitingActList = z.infer<typeof CitingActList>;
