import { etsi, type FamousWork } from './demo-famous.types.ts';

/**
 * The documents whose full text was written for the demo (demo-fulltext-*.data.ts).
 * Their titles are made up and their texts open with a disclaimer, so that nobody
 * mistakes them for published standards that may exist under the same numbers.
 */
export const DEMO_FULLTEXT_WORKS: readonly FamousWork[] = [
  {
    publisher: 'ISO',
    work: 'ISO 10029',
    title: 'Quality management — Guidelines for establishing a quality management system in small organizations',
    titleFr: "Management de la qualité — Lignes directrices pour la mise en place d'un système de management de la qualité dans les petits organismes",
    domain: 'quality',
    committee: 'ISO/TC 176/SC 3',
    ics: ['03.120.10', '03.100.70'],
    editions: [{ year: 2021, month: 6, day: 14, statusCode: 'CUR' }],
    keywords: ['quality management', 'small organizations', 'process approach', 'internal audit', 'management review'],
    abstract:
      'This document gives guidelines for small organizations that want to establish a quality management system step by step: understanding their context, defining processes, controlling documented information, monitoring performance and improving. It is written for organizations with fewer than fifty people and no full-time quality function.',
  },
  {
    publisher: 'ISO',
    work: 'ISO 23847',
    title: 'Industrial valves — Pressure testing and leak-tightness classification of shut-off valves',
    titleFr: "Robinetterie industrielle — Essais sous pression et classification de l'étanchéité des robinets d'arrêt",
    domain: 'fluid-systems',
    committee: 'ISO/TC 153/SC 1',
    ics: ['23.060.01'],
    editions: [
      { year: 2016, month: 3, day: 1 },
      { year: 2023, month: 11, day: 20, statusCode: 'CUR' },
    ],
    keywords: ['industrial valves', 'shell test', 'seat test', 'leakage rate', 'leak-tightness class', 'pressure testing'],
    abstract:
      'This document specifies pressure tests for the shell and the seat of metallic shut-off valves and classifies the seat leak-tightness by the leakage measured. It applies to gate, globe, ball, plug and butterfly valves for industrial use.',
  },
  {
    publisher: 'IEC',
    work: 'IEC 63415',
    title: 'Stationary lithium-ion battery energy storage systems for residential use — Safety requirements',
    titleFr: "Systèmes de stockage d'énergie par batteries lithium-ion stationnaires à usage résidentiel — Exigences de sécurité",
    domain: 'renewables',
    committee: 'IEC TC 120',
    ics: ['29.220.20', '27.160'],
    editions: [{ year: 2024, month: 4, day: 9, statusCode: 'CUR' }],
    keywords: ['battery energy storage', 'lithium-ion', 'thermal runaway', 'residential', 'electrical safety'],
    abstract:
      'This document specifies safety requirements for stationary lithium-ion battery energy storage systems of up to 30 kWh intended for installation in dwellings. It covers electrical, thermal, mechanical and fire hazards, the battery management system, marking and the information supplied with the product.',
  },
  {
    publisher: 'ETSI',
    work: 'ETSI TS 103 918',
    title: 'CYBER; Secure software update mechanisms for connected building automation devices',
    domain: 'infosec',
    committee: 'ETSI TC CYBER',
    ics: ['35.030'],
    editions: [{ ...etsi('V1.1.1', 2023, 5), statusCode: 'CUR' }],
    keywords: ['software update', 'building automation', 'code signing', 'rollback protection', 'IoT security'],
    abstract:
      'The present document specifies requirements for the secure delivery, verification and installation of software updates on connected building automation devices, such as thermostats, room controllers and gateways, and for the information manufacturers give about update support.',
  },
  {
    publisher: 'JIS',
    work: 'JIS B 9719',
    title: 'Safety of machinery -- Guidelines for the design and construction of fixed and movable guards',
    titleJa: '機械類の安全性―固定式ガード及び可動式ガードの設計及び製作のための指針',
    domain: 'functional-safety',
    committee: 'Japan Machinery Federation',
    ics: ['13.110'],
    languages: ['ja'],
    editions: [{ year: 2022, month: 7, day: 20, statusCode: 'CUR' }],
    keywords: ['guards', 'machine safety', 'interlocking', 'safety distance'],
    abstract:
      'This Standard gives guidelines for the design and construction of fixed and movable guards that protect persons from mechanical hazards of machinery, including the selection of the guard type, materials, openings and interlocking.',
  },
];

/** The published numbers of the editions that carry demo full text. */
export const FULLTEXT_NUMBERS = {
  qualityGuide: 'ISO 10029:2021',
  valves2016: 'ISO 23847:2016',
  valves2023: 'ISO 23847:2023',
  batteryStorage: 'IEC 63415:2024',
  softwareUpdates: 'ETSI TS 103 918 V1.1.1 (2023-05)',
  machineGuards: 'JIS B 9719:2022',
} as const;
