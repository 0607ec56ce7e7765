/**
 * Publishers the importers know, with the country facet value of their documents
 * (INT for international bodies) and the demo dataset each belongs to.
 */
export const KNOWN_PUBLISHERS = [
  { code: 'ISO', name: 'International Organization for Standardization', country: 'INT', website: 'https://www.iso.org', dataset: 'international' },
  { code: 'IEC', name: 'International Electrotechnical Commission', country: 'INT', website: 'https://www.iec.ch', dataset: 'international' },
  { code: 'OIML', name: 'International Organization of Legal Metrology', country: 'INT', website: 'https://www.oiml.org', dataset: 'international' },
  { code: 'CIE', name: 'International Commission on Illumination', country: 'INT', website: 'https://cie.co.at', dataset: 'international' },
  { code: 'ETSI', name: 'European Telecommunications Standards Institute', country: 'EU', website: 'https://www.etsi.org', dataset: 'telecom' },
  { code: 'ITU', name: 'International Telecommunication Union', country: 'INT', website: 'https://www.itu.int', dataset: 'telecom' },
  { code: 'CCSDS', name: 'Consultative Committee for Space Data Systems', country: 'INT', website: 'https://public.ccsds.org', dataset: 'telecom' },
  { code: 'IEEE', name: 'Institute of Electrical and Electronics Engineers', country: 'US', website: 'https://standards.ieee.org', dataset: 'ieee' },
  { code: 'W3C', name: 'World Wide Web Consortium', country: 'INT', website: 'https://www.w3.org', dataset: 'web-internet' },
  { code: 'IETF', name: 'Internet Engineering Task Force', country: 'INT', website: 'https://www.ietf.org', dataset: 'web-internet' },
  { code: 'OGC', name: 'Open Geospatial Consortium', country: 'INT', website: 'https://www.ogc.org', dataset: 'web-internet' },
  { code: 'ECMA', name: 'Ecma International', country: 'INT', website: 'https://ecma-international.org', dataset: 'web-internet' },
  { code: 'JIS', name: 'Japanese Industrial Standards', country: 'JP', website: 'https://www.jisc.go.jp', dataset: 'jis' },
] as const;

export type PublisherCode = (typeof KNOWN_PUBLISHERS)[number]['code'];

/** The datasets a subscription can be entitled to: publisher sets, and the metals and materials data. */
export const DATASETS = [
  { code: 'international', name: 'International standards (ISO, IEC, OIML, CIE)', kind: 'standards' },
  { code: 'telecom', name: 'Telecommunications and space (ETSI, ITU, CCSDS)', kind: 'standards' },
  { code: 'ieee', name: 'IEEE standards', kind: 'standards' },
  { code: 'web-internet', name: 'Web and Internet (W3C, IETF, OGC, Ecma)', kind: 'standards' },
  { code: 'jis', name: 'Japanese Industrial Standards', kind: 'standards' },
  { code: 'metals', name: 'Metals and metal suppliers', kind: 'metals' },
  { code: 'materials', name: 'Materials and material suppliers', kind: 'materials' },
] as const;

/** Publishers outside the known list (an organisation's own documents) join no dataset and use this country. */
export const UNKNOWN_PUBLISHER_COUNTRY = 'INT';
