/**
 * Consortia and smaller bodies publish few documents, so their lists are written
 * out: real numbers with real titles, while editions and dates are generated.
 */

/** A W3C specification: its shortname ('css-grid-2') and title. */
export type W3cSpec = readonly [shortname: string, title: string, group: string];

export const W3C_SPECS: readonly W3cSpec[] = [
  ['css-color-4', 'CSS Color Module Level 4', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-color-5', 'CSS Color Module Level 5', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-fonts-4', 'CSS Fonts Module Level 4', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-grid-1', 'CSS Grid Layout Module Level 1', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-grid-2', 'CSS Grid Layout Module Level 2', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-flexbox-1', 'CSS Flexible Box Layout Module Level 1', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-align-3', 'CSS Box Alignment Module Level 3', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-text-3', 'CSS Text Module Level 3', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-transforms-1', 'CSS Transforms Module Level 1', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-cascade-5', 'CSS Cascading and Inheritance Level 5', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-values-4', 'CSS Values and Units Module Level 4', 'Cascading Style Sheets (CSS) Working Group'],
  ['selectors-4', 'Selectors Level 4', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-backgrounds-3', 'CSS Backgrounds and Borders Module Level 3', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-writing-modes-4', 'CSS Writing Modes Level 4', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-contain-2', 'CSS Containment Module Level 2', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-scroll-snap-1', 'CSS Scroll Snap Module Level 1', 'Cascading Style Sheets (CSS) Working Group'],
  ['css-easing-1', 'CSS Easing Functions Level 1', 'Cascading Style Sheets (CSS) Working Group'],
  ['geolocation', 'Geolocation API', 'Devices and Sensors Working Group'],
  ['payment-request', 'Payment Request API', 'Web Payments Working Group'],
  ['webauthn-2', 'Web Authentication: An API for accessing Public Key Credentials - Level 2', 'Web Authentication Working Group'],
  ['webauthn-3', 'Web Authentication: An API for accessing Public Key Credentials - Level 3', 'Web Authentication Working Group'],
  ['pointerevents3', 'Pointer Events Level 3', 'Pointer Events Working Group'],
  ['resize-observer-1', 'Resize Observer', 'Cascading Style Sheets (CSS) Working Group'],
  ['intersection-observer', 'Intersection Observer', 'Web Applications Working Group'],
  ['mediacapture-streams', 'Media Capture and Streams', 'Web Real-Time Communications Working Group'],
  ['webrtc', 'WebRTC: Real-Time Communication in Browsers', 'Web Real-Time Communications Working Group'],
  ['webaudio', 'Web Audio API', 'Audio Working Group'],
  ['gamepad', 'Gamepad', 'Web Applications Working Group'],
  ['screen-orientation', 'Screen Orientation', 'Web Applications Working Group'],
  ['permissions', 'Permissions', 'Web Application Security Working Group'],
  ['service-workers', 'Service Workers', 'Web Applications Working Group'],
  ['push-api', 'Push API', 'Web Applications Working Group'],
  ['WebCryptoAPI', 'Web Cryptography API', 'Web Application Security Working Group'],
  ['CSP3', 'Content Security Policy Level 3', 'Web Application Security Working Group'],
  ['SRI', 'Subresource Integrity', 'Web Application Security Working Group'],
  ['navigation-timing-2', 'Navigation Timing Level 2', 'Web Performance Working Group'],
  ['resource-timing', 'Resource Timing', 'Web Performance Working Group'],
  ['hr-time-3', 'High Resolution Time', 'Web Performance Working Group'],
  ['rdf11-concepts', 'RDF 1.1 Concepts and Abstract Syntax', 'RDF Working Group'],
  ['sparql11-query', 'SPARQL 1.1 Query Language', 'SPARQL Working Group'],
  ['json-ld11', 'JSON-LD 1.1', 'JSON-LD Working Group'],
  ['vc-data-model-2.0', 'Verifiable Credentials Data Model v2.0', 'Verifiable Credentials Working Group'],
  ['did-core', 'Decentralized Identifiers (DIDs) v1.0', 'Decentralized Identifier Working Group'],
  ['owl2-overview', 'OWL 2 Web Ontology Language Document Overview', 'OWL Working Group'],
  ['vocab-dcat-3', 'Data Catalog Vocabulary (DCAT) - Version 3', 'Dataset Exchange Working Group'],
  ['shacl', 'Shapes Constraint Language (SHACL)', 'RDF Data Shapes Working Group'],
  ['wai-aria-1.2', 'Accessible Rich Internet Applications (WAI-ARIA) 1.2', 'Accessible Rich Internet Applications Working Group'],
  ['ATAG20', 'Authoring Tool Accessibility Guidelines (ATAG) 2.0', 'Authoring Tool Accessibility Guidelines Working Group'],
  ['SVG2', 'Scalable Vector Graphics (SVG) 2', 'SVG Working Group'],
  ['png-3', 'Portable Network Graphics (PNG) Specification (Third Edition)', 'Portable Network Graphics (PNG) Working Group'],
  ['wasm-core-2', 'WebAssembly Core Specification', 'WebAssembly Working Group'],
  ['xml', 'Extensible Markup Language (XML) 1.0 (Fifth Edition)', 'XML Core Working Group'],
  ['xmlschema11-1', 'W3C XML Schema Definition Language (XSD) 1.1 Part 1: Structures', 'XML Schema Working Group'],
  ['xslt-30', 'XSL Transformations (XSLT) Version 3.0', 'XSLT Working Group'],
  ['xpath-31', 'XML Path Language (XPath) 3.1', 'XML Query Working Group'],
  ['ttml2', 'Timed Text Markup Language 2 (TTML2)', 'Timed Text Working Group'],
  ['webvtt1', 'WebVTT: The Web Video Text Tracks Format', 'Timed Text Working Group'],
  ['media-source-2', 'Media Source Extensions', 'Media Working Group'],
  ['encrypted-media', 'Encrypted Media Extensions', 'Media Working Group'],
  ['wot-thing-description11', 'Web of Things (WoT) Thing Description 1.1', 'Web of Things Working Group'],
  ['trace-context', 'Trace Context', 'Distributed Tracing Working Group'],
  ['webdriver2', 'WebDriver', 'Browser Testing and Tools Working Group'],
  ['its20', 'Internationalization Tag Set (ITS) Version 2.0', 'MultilingualWeb-LT Working Group'],
  ['charmod-norm', 'Character Model for the World Wide Web: String Matching', 'Internationalization Working Group'],
];

/** An Ecma standard: number, title and the domain its ICS codes come from. */
export type EcmaStandard = readonly [number: number, title: string, domain: string, committee: string];

export const ECMA_STANDARDS: readonly EcmaStandard[] = [
  [404, 'The JSON Data Interchange Syntax', 'web', 'Ecma TC39'],
  [334, 'C# Language Specification', 'web', 'Ecma TC49'],
  [335, 'Common Language Infrastructure (CLI)', 'web', 'Ecma TC49'],
  [376, 'Office Open XML File Formats', 'web', 'Ecma TC45'],
  [402, 'ECMAScript Internationalization API Specification', 'web', 'Ecma TC39'],
  [408, 'Dart Programming Language Specification', 'web', 'Ecma TC52'],
  [414, 'ECMAScript Specification Suite', 'web', 'Ecma TC39'],
  [419, 'ECMAScript Embedded Systems API Specification', 'web', 'Ecma TC53'],
  [340, 'Near Field Communication Interface and Protocol (NFCIP-1)', 'networking', 'Ecma TC47'],
  [352, 'Near Field Communication Interface and Protocol -2 (NFCIP-2)', 'networking', 'Ecma TC47'],
  [119, 'Volume and File Structure of CDROM for Information Interchange', 'documentation', 'Ecma TC31'],
  [130, 'Data interchange on read-only 120 mm optical data disks (CD-ROM)', 'documentation', 'Ecma TC31'],
  [167, 'Volume and File Structure for Write-Once and Rewritable Media using Non-Sequential Recording for Information Interchange', 'documentation', 'Ecma TC31'],
  [74, 'Measurement of Airborne Noise emitted by Information Technology and Telecommunications Equipment', 'roads-acoustics', 'Ecma TC26'],
  [109, 'Declared Noise Emission Values of Information Technology and Telecommunications Equipment', 'roads-acoustics', 'Ecma TC26'],
  [287, 'Safety of Electronic Equipment', 'electronic-components', 'Ecma TC20'],
  [328, 'Determination of Chemical Emission Rates from Electronic Equipment', 'environment', 'Ecma TC38'],
  [341, 'Environmental Design Considerations for ICT & CE Products', 'environment', 'Ecma TC38'],
  [370, 'TED - The Eco Declaration', 'environment', 'Ecma TC38'],
  [383, 'Measuring the Energy Consumption of Personal Computing Products', 'energy-management', 'Ecma TC38'],
  [400, 'Smart Data Centre Resource Monitoring and Control', 'ai-cloud', 'Ecma TC38'],
  [363, 'Universal 3D File Format', 'web', 'Ecma TC43'],
  [388, 'Open XML Paper Specification', 'web', 'Ecma TC46'],
  [411, 'NFC-SEC-01: NFC-SEC Cryptography Standard using ECDH and AES', 'infosec', 'Ecma TC47'],
  [412, 'Framework for Mobile Device Security', 'infosec', 'Ecma TC51'],
  [413, 'Data Protection in Identity Management', 'infosec', 'Ecma TC51'],
];

/** An OGC document: number without revision ('12-128'), title, kind and domain. */
export type OgcDocument = readonly [number: string, title: string, kind: 'standard' | 'practice' | 'report'];

export const OGC_DOCUMENTS: readonly OgcDocument[] = [
  ['07-147', 'OGC KML', 'standard'],
  ['09-025', 'OGC Web Feature Service 2.0 Interface Standard', 'standard'],
  ['07-036', 'OpenGIS Geography Markup Language (GML) Encoding Standard', 'standard'],
  ['15-078', 'OGC SensorThings API Part 1: Sensing', 'standard'],
  ['06-103', 'OpenGIS Implementation Standard for Geographic information - Simple feature access - Part 1: Common architecture', 'standard'],
  ['18-010', 'Geographic information — Well-known text representation of coordinate reference systems', 'standard'],
  ['19-008', 'OGC GeoTIFF Standard', 'standard'],
  ['20-010', 'OGC City Geography Markup Language (CityGML) 3.0 Conceptual Model Users Guide', 'standard'],
  ['19-086', 'OGC API - Environmental Data Retrieval Standard', 'standard'],
  ['17-089', 'OGC Web Coverage Service (WCS) 2.1 Interface Standard - Core', 'standard'],
  ['18-058', 'OGC API - Features - Part 2: Coordinate Reference Systems by Reference', 'standard'],
  ['20-004', 'OGC API - Records - Part 1: Core', 'standard'],
  ['16-084', 'OGC Indexed 3d Scene Layer (I3S) and Scene Layer Package Format Specification', 'practice'],
  ['21-023', 'OGC Disaster Pilot 2021 Engineering Report', 'report'],
  ['22-020', 'OGC Testbed-18: 3D+ Data Space Object Engineering Report', 'report'],
  ['17-087', 'OGC Web Services Security Best Practice', 'practice'],
];

/** A CIE publication: number ('015', 'S 026'), title and kind. */
export type CiePublication = readonly [number: string, title: string, kind: 'standard' | 'report' | 'guide'];

export const CIE_PUBLICATIONS: readonly CiePublication[] = [
  ['S 026', 'CIE System for Metrology of Optical Radiation for ipRGC-Influenced Responses to Light', 'standard'],
  ['S 017', 'ILV: International Lighting Vocabulary', 'standard'],
  ['S 025', 'Test Method for LED Lamps, LED Luminaires and LED Modules', 'standard'],
  ['117', 'Discomfort Glare in Interior Lighting', 'report'],
  ['140', 'Road Lighting Calculations', 'report'],
  ['115', 'Lighting of Roads for Motor and Pedestrian Traffic', 'report'],
  ['13.3', 'Method of Measuring and Specifying Colour Rendering Properties of Light Sources', 'report'],
  ['224', 'Colour Fidelity Index for Accurate Scientific Use', 'report'],
  ['170-1', 'Fundamental Chromaticity Diagram with Physiological Axes - Part 1', 'report'],
  ['127', 'Measurement of LEDs', 'report'],
  ['150', 'Guide on the Limitation of the Effects of Obtrusive Light from Outdoor Lighting Installations', 'guide'],
  ['088', 'Guide for the Lighting of Road Tunnels and Underpasses', 'guide'],
  ['198', 'Determination of Measurement Uncertainties in Photometry', 'report'],
  ['218', 'Research Roadmap for Healthful Interior Lighting Applications', 'report'],
];

/** A CCSDS book: number ('131.0'), colour ('B' blue standard...), title. */
export type CcsdsBook = readonly [number: string, colour: 'B' | 'M' | 'G' | 'O', title: string];

export const CCSDS_BOOKS: readonly CcsdsBook[] = [
  ['132.0', 'B', 'TM Space Data Link Protocol'],
  ['133.0', 'B', 'Space Packet Protocol'],
  ['401.0', 'B', 'Radio Frequency and Modulation Systems—Part 1: Earth Stations and Spacecraft'],
  ['231.0', 'B', 'TC Synchronization and Channel Coding'],
  ['232.0', 'B', 'TC Space Data Link Protocol'],
  ['732.0', 'B', 'AOS Space Data Link Protocol'],
  ['727.0', 'B', 'CCSDS File Delivery Protocol (CFDP)'],
  ['502.0', 'B', 'Orbit Data Messages'],
  ['121.0', 'B', 'Lossless Data Compression'],
  ['122.0', 'B', 'Image Data Compression'],
  ['355.0', 'B', 'Space Data Link Security Protocol'],
  ['350.0', 'G', 'The Application of Security to CCSDS Protocols'],
  ['130.0', 'G', 'Overview of Space Communications Protocols'],
  ['520.1', 'M', 'Mission Operations Reference Model'],
  ['141.0', 'B', 'Optical Communications Physical Layer'],
  ['901.1', 'M', 'Space Communications Cross Support—Architecture Requirements Document'],
];

/** An OIML publication: number ('R 117-1'), English and French titles. */
export type OimlPublication = readonly [number: string, en: string, fr: string];

export const OIML_PUBLICATIONS: readonly OimlPublication[] = [
  ['R 117-1', 'Dynamic measuring systems for liquids other than water. Part 1: Metrological and technical requirements', "Ensembles de mesurage dynamique de liquides autres que l'eau. Partie 1: Exigences métrologiques et techniques"],
  ['R 49-1', 'Water meters for cold potable water and hot water. Part 1: Metrological and technical requirements', "Compteurs d'eau potable froide et d'eau chaude. Partie 1: Exigences métrologiques et techniques"],
  ['R 111-1', 'Weights of classes E1, E2, F1, F2, M1, M1-2, M2, M2-3 and M3. Part 1: Metrological and technical requirements', 'Poids des classes E1, E2, F1, F2, M1, M1-2, M2, M2-3 et M3. Partie 1: Exigences métrologiques et techniques'],
  ['R 137-1', 'Gas meters. Part 1: Metrological and technical requirements', 'Compteurs de gaz. Partie 1: Exigences métrologiques et techniques'],
  ['R 46-1', 'Active electrical energy meters. Part 1: Metrological and technical requirements', "Compteurs d'énergie électrique active. Partie 1: Exigences métrologiques et techniques"],
  ['R 35-1', 'Material measures of length for general use. Part 1: Metrological and technical requirements', "Mesures matérialisées de longueur pour usages généraux. Partie 1: Exigences métrologiques et techniques"],
  ['R 51-1', 'Automatic catch weighing instruments. Part 1: Metrological and technical requirements - Tests', 'Instruments de pesage trieurs-étiqueteurs à fonctionnement automatique. Partie 1: Exigences métrologiques et techniques - Essais'],
  ['R 60', 'Metrological regulation for load cells', 'Réglementation métrologique des cellules de pesée'],
  ['D 11', 'General requirements for measuring instruments - Environmental conditions', 'Exigences générales pour les instruments de mesure - Conditions d’environnement'],
  ['D 31', 'General requirements for software controlled measuring instruments', 'Exigences générales pour les instruments de mesure contrôlés par logiciel'],
  ['V 1', 'International vocabulary of terms in legal metrology (VIML)', 'Vocabulaire international des termes de métrologie légale (VIML)'],
  ['V 2-200', 'International vocabulary of metrology - Basic and general concepts and associated terms (VIM)', 'Vocabulaire international de métrologie - Concepts fondamentaux et généraux et termes associés (VIM)'],
  ['B 18', 'Framework for the OIML Certification System (OIML-CS)', 'Cadre pour le Système de certification OIML (OIML-CS)'],
  ['R 87', 'Quantity of product in prepackages', 'Quantité de produit dans les préemballages'],
  ['R 126', 'Evidential breath analysers', "Éthylomètres"],
];

/** An RFC: number, title, the RFCs it obsoletes, the demo domain. */
export type RfcEntry = readonly [number: number, title: string, year: number, obsoletes: readonly number[], domain: string];

/** Real RFCs whose obsoletes chains show versions across numbers (RFC 5246 → 8446). */
export const RFC_ENTRIES: readonly RfcEntry[] = [
  [791, 'Internet Protocol', 1981, [], 'networking'],
  [793, 'Transmission Control Protocol', 1981, [], 'networking'],
  [9293, 'Transmission Control Protocol (TCP)', 2022, [793], 'networking'],
  [2460, 'Internet Protocol, Version 6 (IPv6) Specification', 1998, [], 'networking'],
  [8200, 'Internet Protocol, Version 6 (IPv6) Specification', 2017, [2460], 'networking'],
  [2616, 'Hypertext Transfer Protocol -- HTTP/1.1', 1999, [], 'web'],
  [7231, 'Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content', 2014, [2616], 'web'],
  [9110, 'HTTP Semantics', 2022, [7231], 'web'],
  [4346, 'The Transport Layer Security (TLS) Protocol Version 1.1', 2006, [], 'infosec'],
  [5246, 'The Transport Layer Security (TLS) Protocol Version 1.2', 2008, [4346], 'infosec'],
  [8446, 'The Transport Layer Security (TLS) Protocol Version 1.3', 2018, [5246], 'infosec'],
  [2821, 'Simple Mail Transfer Protocol', 2001, [], 'networking'],
  [5321, 'Simple Mail Transfer Protocol', 2008, [2821], 'networking'],
  [2822, 'Internet Message Format', 2001, [], 'web'],
  [5322, 'Internet Message Format', 2008, [2822], 'web'],
  [3986, 'Uniform Resource Identifier (URI): Generic Syntax', 2005, [], 'web'],
  [6749, 'The OAuth 2.0 Authorization Framework', 2012, [], 'infosec'],
  [7519, 'JSON Web Token (JWT)', 2015, [], 'infosec'],
  [4627, 'The application/json Media Type for JavaScript Object Notation (JSON)', 2006, [], 'web'],
  [7159, 'The JavaScript Object Notation (JSON) Data Interchange Format', 2014, [4627], 'web'],
  [8259, 'The JavaScript Object Notation (JSON) Data Interchange Format', 2017, [7159], 'web'],
  [1034, 'Domain names - concepts and facilities', 1987, [], 'networking'],
  [8484, 'DNS Queries over HTTPS (DoH)', 2018, [], 'networking'],
  [9000, 'QUIC: A UDP-Based Multiplexed and Secure Transport', 2021, [], 'networking'],
  [9114, 'HTTP/3', 2022, [], 'web'],
  [7540, 'Hypertext Transfer Protocol Version 2 (HTTP/2)', 2015, [], 'web'],
  [9113, 'HTTP/2', 2022, [7540], 'web'],
];
