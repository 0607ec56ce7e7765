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

/** An organisation's own uploads are catalogued under their own publisher code. */
export const OWN_DOCUMENTS_COUNTRY = 'ORG';
