/**
 * Legal acts linked to standards (issue 20, "legislation linked to standards"): plain values shared by
 * the server and the web app (no zod here, so the browser never builds the schemas).
 */

/** harmonised: the standard gives presumption of conformity with the act; cited: the act names it. */
export const LEGAL_ACT_STANDARD_RELATIONS = ['harmonised', 'cited'] as const;
export type LegalActStandardRelation = (typeof LEGAL_ACT_STANDARD_RELATIONS)[number];

/** Where a link came from: an imported harmonised-standards list, or a standard number in the act's title. */
export const LEGAL_ACT_STANDARD_ORIGINS = ['import', 'title'] as const;
export type LegalActStandardOrigin = (typeof LEGAL_ACT_STANDARD_ORIGINS)[number];

/** The calls of the act page (its standards) and of a standard's display page (the acts citing it). */
export const legalActStandardPaths = {
  actStandards: (actId: number | string) => `/management/api/legislation/acts/${actId}/standards`,
  documentActs: (docId: number | string) => `/management/api/documents/${docId}/legal-acts`,
} as const;

/** Citing acts a watch change mail names per document; the rest are counted ("and N more"). */
export const CITING_ACTS_IN_MAIL = 5;
