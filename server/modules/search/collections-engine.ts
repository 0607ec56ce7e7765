import { displayStatus } from '../../../common/catalogue/document-status.ts';
import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import type { CollectionsCriteria } from '../../../common/search/search-criteria.contract.ts';
import type { Facet } from '../../../common/search/search-results.contract.ts';
import { numberKey } from '../catalogue/index.ts';
import { filterAndCount, type FacetColumn } from './facet-counter.ts';
import type { CollectionEntryRow } from './search.repo.ts';
import { STATUS_ORDER } from './standards-engine.ts';

/** One document of the user's collections, with every collection it is in. */
type CollectionDocument = {
  documentId: number;
  numberKey: string;
  numberSort: string;
  statusGroup: number;
  docType: string;
  publisher: string;
  entries: CollectionEntryRow[];
  lastAddedAt: number;
};

export type CollectionsOutcome = { orderedIds: number[]; hits: number; total: number; facets: Facet[] };

function groupByDocument(entries: CollectionEntryRow[]): CollectionDocument[] {
  const byId = new Map<number, CollectionDocument>();
  for (const entry of entries) {
    let document = byId.get(entry.documentId);
    if (!document) {
      document = {
        documentId: entry.documentId,
        numberKey: entry.numberKey,
        numberSort: entry.numberSort,
        statusGroup: STATUS_ORDER.indexOf(displayStatus({ docStatusCode: entry.statusCode })),
        docType: entry.docType,
        publisher: entry.publisherCode,
        entries: [],
        lastAddedAt: 0,
      };
      byId.set(entry.documentId, document);
    }
    document.entries.push(entry);
    document.lastAddedAt = Math.max(document.lastAddedAt, entry.addedAt.getTime());
  }
  return [...byId.values()];
}

/** The number key at the start of the document's number or after a space inside it. */
function numberMatches(documentKey: string, key: string): boolean {
  return documentKey.startsWith(key) || documentKey.includes(` ${key}`);
}

/**
 * The collections tab: documents of the company collections and the user's own, narrowed
 * by the search bar's fields, then by facets counted drill-sideways as on the standards tab.
 */
export function runCollections(entries: CollectionEntryRow[], criteria: CollectionsCriteria): CollectionsOutcome {
  const documents = groupByDocument(entries);
  const key = numberKey(criteria.documentNumber.replace(/\*+$/, ''));
  const notes = criteria.notes.toLowerCase();
  const statusGroups = new Set(criteria.status.map((status) => STATUS_ORDER.indexOf(status)));
  const personalIds = new Set(criteria.collections);
  const tags = new Set(criteria.tags.map((tag) => tag.toLowerCase()));
  const base = documents.filter((document) => {
    const inCollection = (id: number | null) => id === null || document.entries.some((entry) => entry.collectionId === id);
    if (key !== '' && !numberMatches(document.numberKey, key)) return false;
    if (notes !== '' && !document.entries.some((entry) => (entry.notes ?? '').toLowerCase().includes(notes))) return false;
    if (statusGroups.size > 0 && !statusGroups.has(document.statusGroup)) return false;
    if (criteria.documentType !== '' && document.docType !== criteria.documentType) return false;
    if (!inCollection(criteria.companyCollection) || !inCollection(criteria.fromCollection)) return false;
    if (personalIds.size > 0 && !document.entries.some((entry) => personalIds.has(entry.collectionId))) return false;
    if (tags.size > 0 && !document.entries.some((entry) => entry.tags.some((tag) => tags.has(tag.toLowerCase())))) return false;
    return true;
  });

  // Option ids are indexes into these lists.
  const personal = uniqueCollections(entries, 'personal');
  const company = uniqueCollections(entries, 'company');
  const publishers = [...new Set(documents.map((document) => document.publisher))].sort();
  const types = [...new Set(documents.map((document) => document.docType))].sort();
  const allTags = [...new Set(entries.flatMap((entry) => entry.tags))].sort((a, b) => a.localeCompare(b));
  const collectionColumn = (list: { id: number }[], selected: number[]): FacetColumn => ({
    valuesOf: (item, out) => {
      out.length = 0;
      for (const entry of base[item]?.entries ?? []) {
        const index = list.findIndex((collection) => collection.id === entry.collectionId);
        if (index >= 0) out.push(index);
      }
    },
    selected: new Set(selected.map((id) => list.findIndex((collection) => collection.id === id))),
    optionCount: list.length,
  });
  const single = (valueOf: (document: CollectionDocument) => number): FacetColumn['valuesOf'] => (item, out) => {
    out.length = 1;
    const document = base[item];
    out[0] = document ? valueOf(document) : -1;
  };
  const columns: FacetColumn[] = [
    collectionColumn(personal, criteria.facetCollections),
    { valuesOf: single((d) => publishers.indexOf(d.publisher)), selected: new Set(criteria.facetPublisher.map((p) => publishers.indexOf(p))), optionCount: publishers.length },
    collectionColumn(company, criteria.facetCompanyCollections),
    {
      valuesOf: single((d) => d.statusGroup),
      selected: new Set(criteria.facetStatus.map((status) => STATUS_ORDER.indexOf(status))),
      optionCount: STATUS_ORDER.length,
    },
    {
      valuesOf: single((d) => types.indexOf(d.docType)),
      selected: new Set(criteria.facetDocumentType === '' ? [] : [types.indexOf(criteria.facetDocumentType)]),
      optionCount: types.length,
    },
    {
      valuesOf: (item, out) => {
        out.length = 0;
        const seen = new Set<number>();
        for (const entry of base[item]?.entries ?? []) for (const tag of entry.tags) seen.add(allTags.indexOf(tag));
        out.push(...seen);
      },
      selected: new Set(criteria.facetTags.map((tag) => allTags.indexOf(tag))),
      optionCount: allTags.length,
    },
  ];
  const { passing, counts } = filterAndCount(Int32Array.from(base.keys()), columns);
  const chosen = Array.from(passing, (item) => base[item]).filter((document): document is CollectionDocument => document !== undefined);
  chosen.sort((a, b) =>
    criteria.orderBy === ORDER_BY_ALPHABETIC
      ? a.numberSort.localeCompare(b.numberSort) || a.documentId - b.documentId
      : b.lastAddedAt - a.lastAddedAt || a.numberSort.localeCompare(b.numberSort),
  );
  const [personalCounts, publisherCounts, companyCounts, statusCounts, typeCounts, tagCounts] = counts;
  const option = (id: string, text: string, count: number, selected: boolean) => ({ id, text, count, selected });
  const facets: Facet[] = [
    {
      key: 'colls',
      kind: 'multi',
      options: personal.map((c, i) => option(String(c.id), c.name, personalCounts?.[i] ?? 0, criteria.facetCollections.includes(c.id))),
    },
    {
      key: 'publishers',
      kind: 'multi',
      options: publishers.map((p, i) => option(p, p, publisherCounts?.[i] ?? 0, criteria.facetPublisher.includes(p))).filter((o) => o.count > 0 || o.selected),
    },
    {
      key: 'dcolls',
      kind: 'multi',
      options: company.map((c, i) => option(String(c.id), c.name, companyCounts?.[i] ?? 0, criteria.facetCompanyCollections.includes(c.id))),
    },
    {
      key: 'include',
      kind: 'multi',
      options: STATUS_ORDER.map((s, i) => option(s, s, statusCounts?.[i] ?? 0, criteria.facetStatus.includes(s))).filter((o) => o.count > 0 || o.selected),
    },
    {
      key: 'types',
      kind: 'radio',
      options: types.map((t, i) => option(t, t, typeCounts?.[i] ?? 0, criteria.facetDocumentType === t)).filter((o) => o.count > 0 || o.selected),
    },
    {
      key: 'tags',
      kind: 'multi',
      options: allTags.map((t, i) => option(t, t, tagCounts?.[i] ?? 0, criteria.facetTags.includes(t))).filter((o) => o.count > 0 || o.selected),
    },
  ];
  return { orderedIds: chosen.map((document) => document.documentId), hits: chosen.length, total: base.length, facets };
}

function uniqueCollections(entries: CollectionEntryRow[], kind: 'personal' | 'company') {
  const seen = new Map<number, { id: number; name: string }>();
  for (const entry of entries) if (entry.kind === kind && !seen.has(entry.collectionId)) seen.set(entry.collectionId, { id: entry.collectionId, name: entry.collectionName });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
