/**
 * The fixed query set of `npm run bench:search`: what engineers type into a standards
 * portal. Number queries name the document that must come in the top 3.
 */
export type BenchQuery = {
  kind: 'number' | 'broad word' | 'narrow word' | 'title words' | 'typo' | 'filter' | 'facet' | 'sort and page';
  fields: Record<string, string | string[]>;
  /** For number queries: the document that must be among the first three results. */
  expectTop3?: string;
};

const number = (query: string, expectTop3: string): BenchQuery => ({ kind: 'number', fields: { query_1: query }, expectTop3 });
const words = (kind: BenchQuery['kind'], query: string): BenchQuery => ({ kind, fields: { query_2: query } });

export const BENCH_QUERIES: BenchQuery[] = [
  number('ISO 9001', 'ISO 9001:2015'),
  number('iso9001', 'ISO 9001:2015'),
  number('9001:2015', 'ISO 9001:2015'),
  number('ISO 14001', 'ISO 14001:2015'),
  number('ISO/IEC 27001', 'ISO/IEC 27001:2022'),
  number('ISO IEC 27001', 'ISO/IEC 27001:2022'),
  number('IEC 61508-1', 'IEC 61508-1:2010'),
  number('IEC 60364-1', 'IEC 60364-1:2025'),
  number('ISO 12100', 'ISO 12100:2010'),
  number('ISO 2', 'ISO 2:1973'),
  number('ETSI EN 300 328', 'ETSI EN 300 328 V2.2.2 (2019-07)'),
  number('ITU-T G.711', 'ITU-T G.711 (11/1988)'),
  number('JIS Z 8301', 'JIS Z 8301:2019'),
  number('ECMA-262', 'ECMA-262 (16th edition)'),
  number('OIML R 76-1', 'OIML R 76-1:2006'),
  number('OGC 12-128', 'OGC 12-128r19'),
  number('ISO 26262-1', 'ISO 26262-1:2018'),
  words('broad word', 'electrical'),
  words('broad word', 'safety'),
  words('broad word', 'management'),
  words('broad word', 'steel'),
  words('broad word', 'water'),
  words('broad word', 'testing'),
  words('narrow word', 'ethernet'),
  words('narrow word', 'colorimetry'),
  words('narrow word', 'lampholders'),
  words('narrow word', 'photovoltaic'),
  words('narrow word', 'cryptography'),
  words('narrow word', 'fasteners'),
  words('narrow word', 'welding'),
  words('title words', 'quality management systems'),
  words('title words', 'safety of machinery'),
  words('title words', 'information security management'),
  words('title words', 'electromagnetic compatibility'),
  words('title words', 'road vehicles functional safety'),
  words('title words', 'pulse code modulation'),
  words('title words', 'environmental management'),
  words('title words', 'systèmes de management de la qualité'),
  words('typo', 'managment systems'),
  words('typo', 'machinry'),
  words('typo', 'electrcal installations'),
  words('typo', 'ethernt'),
  words('typo', 'photovoltiac modules'),
  { kind: 'filter', fields: { query_1: '*' } },
  { kind: 'filter', fields: { query_2: 'electrical', 'include[]': 'current' } },
  { kind: 'filter', fields: { query_2: 'safety', 'publisher[]': 'ISO' } },
  { kind: 'filter', fields: { country: 'JP' } },
  { kind: 'filter', fields: { dataset: 'telecom' } },
  { kind: 'filter', fields: { query_2: 'steel', 'exclude[]': 'withdrawn' } },
  { kind: 'filter', fields: { query_1: 'ISO', 'include[]': ['superseded', 'withdrawn'] } },
  { kind: 'facet', fields: { query_2: 'electrical', 'filter-publisher': 'IEC' } },
  { kind: 'facet', fields: { query_2: 'quality', 'filter-include': 'superseded' } },
  { kind: 'facet', fields: { query_2: 'steel', 'filter-country': 'JP' } },
  { kind: 'facet', fields: { query_2: 'safety', 'filter-language': 'fr' } },
  { kind: 'facet', fields: { query_2: 'management', 'filter-year': '2020|2021' } },
  { kind: 'facet', fields: { query_2: 'electrical', filterby: 'all' } },
  { kind: 'facet', fields: { query_1: '*', 'filter-xref': 'ISO 9001' } },
  { kind: 'facet', fields: { query_1: '*', 'filter-publisher': 'ETSI', 'filter-year': '2019' } },
  { kind: 'sort and page', fields: { query_2: 'electrical', orderBy: '1' } },
  { kind: 'sort and page', fields: { query_2: 'safety', page: '3' } },
  { kind: 'sort and page', fields: { query_1: 'ISO', orderBy: '1', page: '50' } },
];

/** Suggestion requests: number prefixes as typed, title beginnings, typos. */
export const BENCH_SUGGESTIONS: { type: 'name' | 'title'; term: string }[] = [
  { type: 'name', term: 'is' },
  { type: 'name', term: 'iso 9' },
  { type: 'name', term: 'iso 90' },
  { type: 'name', term: 'iso 900' },
  { type: 'name', term: 'iec 603' },
  { type: 'name', term: 'etsi en 30' },
  { type: 'name', term: 'ieee 80' },
  { type: 'name', term: 'jis z 83' },
  { type: 'name', term: 'itu-t g.71' },
  { type: 'name', term: 'iec 6204' },
  { type: 'title', term: 'qu' },
  { type: 'title', term: 'quality man' },
  { type: 'title', term: 'safety of mach' },
  { type: 'title', term: 'electrical ins' },
  { type: 'title', term: 'road veh' },
  { type: 'title', term: 'information sec' },
  { type: 'title', term: 'machinry saf' },
  { type: 'title', term: 'photovolt' },
  { type: 'title', term: 'ethern' },
  { type: 'title', term: 'electromagnetic comp' },
];
