/**
 * ETSI and ITU vocabularies. ETSI titles chain elements with semicolons
 * ('Intelligent Transport Systems (ITS); Vehicular Communications; ...'); ITU titles
 * read 'object: aspect'.
 */

/** One ETSI technical body and the deliverables it writes. */
export type EtsiArea = {
  /** The leading title element, when the body uses one. */
  prefix?: string;
  committee: string;
  /** The demo domain whose ICS codes and keywords apply. */
  domain: string;
  topics: readonly string[];
  suffixes: readonly string[];
  /** Group specifications (ISG bodies) are numbered 'ETSI GS NFV-IFA 011'. */
  groupSpec?: { isg: string; workingGroups: readonly string[] };
  /** 3GPP specifications transposed as 'ETSI TS 138 331' with 3GPP release versions. */
  threeGpp?: boolean;
  keywords: readonly string[];
};

export const ETSI_AREAS: readonly EtsiArea[] = [
  {
    committee: 'ETSI TC ERM',
    domain: 'radio',
    topics: [
      'Short Range Devices (SRD); Radio equipment to be used in the 25 MHz to 1 000 MHz frequency range',
      'Wideband transmission systems; Data transmission equipment operating in the 5 GHz band',
      'Short Range Devices (SRD); Road Transport and Traffic Telematics (RTTT); Radar equipment operating in the 76 GHz to 77 GHz range',
      'Short Range Devices (SRD) using Ultra Wide Band technology (UWB)',
      'Land Mobile Service; Digital Mobile Radio (DMR) equipment',
      'Short Range Devices; Inductive loop systems in the frequency range 9 kHz to 30 MHz',
      'Fixed Radio Systems; Characteristics and requirements for point-to-point equipment and antennas',
      'Maritime Mobile Service; VHF radiotelephone equipment for general communications',
      'Wireless Microphones; Audio PMSE up to 3 GHz',
      'Broadband Radio Access Networks (BRAN); 60 GHz Multiple-Gigabit WAS/RLAN Systems',
      'Radio Frequency IDentification equipment operating in the band 865 MHz to 868 MHz',
      'Metal and object detection sensors in the frequency range 1 kHz to 148,5 kHz',
    ],
    suffixes: [
      'Harmonised Standard for access to radio spectrum',
      'Harmonised Standard covering the essential requirements of article 3.2 of Directive 2014/53/EU',
      'Technical characteristics and methods of measurement',
      'System Reference document (SRdoc)',
      'Part 1: Technical characteristics and methods of measurement',
      'Part 2: Harmonised Standard for access to radio spectrum',
    ],
    keywords: ['radio', 'harmonised standard', 'spectrum', 'RED', 'SRD', 'conformance'],
  },
  {
    committee: '3GPP TSG RAN',
    domain: 'telecom',
    topics: [
      '5G; NR; Radio Resource Control (RRC); Protocol specification',
      '5G; NR; User Equipment (UE) radio transmission and reception',
      '5G; NR; Base Station (BS) radio transmission and reception',
      '5G; System architecture for the 5G System (5GS)',
      '5G; Security architecture and procedures for 5G System',
      'LTE; Evolved Universal Terrestrial Radio Access (E-UTRA); Physical channels and modulation',
      'LTE; Evolved Universal Terrestrial Radio Access (E-UTRA); Medium Access Control (MAC) protocol specification',
      '5G; NR; Physical layer procedures for data',
      'Universal Mobile Telecommunications System (UMTS); LTE; 5G; Numbering, addressing and identification',
    ],
    suffixes: [],
    threeGpp: true,
    keywords: ['3GPP', '5G', 'NR', 'LTE', 'mobile communications', 'radio access network'],
  },
  {
    prefix: 'CYBER',
    committee: 'ETSI TC CYBER',
    domain: 'infosec',
    topics: [
      'Quantum-Safe Cryptography (QSC)',
      'Critical Security Controls for Effective Cyber Defence',
      'Attribute Based Encryption for Attribute Based Access Control',
      'Middlebox Security Protocol',
      'Guide to Cyber Security for Consumer Internet of Things',
      'Implementation of the Revised Network and Information Security (NIS2) Directive',
      'Methods and protocols for security',
      'Securing Artificial Intelligence (SAI)',
      'Cyber Security for Consumer Internet of Things: Conformance Assessment of Baseline Requirements',
      'Application of Attribute Based Encryption (ABE) for PII and personal data protection on IoT devices',
    ],
    suffixes: [
      'Quantum-Safe Key Exchanges',
      'Part 1: Protocol Framework Profiles',
      'Part 2: Transport layer MSP',
      'Requirements',
      'Threat Ontology',
      'Mitigation Strategy Report',
      'Data Supply Chain Security',
    ],
    keywords: ['cyber security', 'IoT', 'quantum-safe', 'encryption', 'access control', 'NIS'],
  },
  {
    prefix: 'Intelligent Transport Systems (ITS)',
    committee: 'ETSI TC ITS',
    domain: 'its',
    topics: [
      'Vehicular Communications; Basic Set of Applications',
      'Security; Security header and certificate formats',
      'Vehicular Communications; GeoNetworking',
      'Access layer specification for Intelligent Transport Systems operating in the 5 GHz frequency band',
      'Facilities layer function',
      'Vulnerable Road Users (VRU) awareness',
      'Vehicular Communications; Collective Perception Service',
      'Security; Trust and Privacy Management',
      'Users and applications requirements',
      'Radio equipment operating in the 5 855 MHz to 5 925 MHz frequency band',
    ],
    suffixes: [
      'Part 2: Specification of Cooperative Awareness Basic Service',
      'Part 3: Specifications of Decentralized Environmental Notification Basic Service',
      'Release 2',
      'Part 1: Requirements',
      'Part 2: Functional Architecture and Requirements definition',
      'Conformance test specifications',
      'Media-Independent Functionality',
    ],
    keywords: ['ITS', 'V2X', 'C-ITS', 'vehicular communication', 'GeoNetworking', 'road safety'],
  },
  {
    prefix: 'Environmental Engineering (EE)',
    committee: 'ETSI TC EE',
    domain: 'energy-management',
    topics: [
      'Power supply interface at the input to Information and Communication Technology (ICT) equipment',
      'Environmental conditions and environmental tests for telecommunications equipment',
      'Measurement method for energy efficiency of wireless access network equipment',
      'Acoustic noise emitted by telecommunications equipment',
      'Green Abstraction Layer (GAL); Power management capabilities of the future energy telecommunication fixed network nodes',
      'Metrics and measurement method for energy efficiency of wireless access network equipment',
      'Earthing and bonding of ICT equipment powered by -48 VDC in telecom and data centres',
    ],
    suffixes: [
      'Part 1: Alternating Current (AC)',
      'Part 3: Direct Current source up to 400 V',
      'Part 1-3: Classification of environmental conditions; Stationary use at weatherprotected locations',
      'Part 2: Energy efficiency - dynamic measurement method',
      'Dynamic energy performance measurement method of 5G Base Station (BS)',
      'Test methods',
    ],
    keywords: ['energy efficiency', 'power supply', 'ICT equipment', 'environmental conditions', 'data centre'],
  },
  {
    prefix: 'Satellite Earth Stations and Systems (SES)',
    committee: 'ETSI TC SES',
    domain: 'space',
    topics: [
      'Harmonised Standard for Earth Stations on Mobile Platforms (ESOMP) transmitting towards satellites in geostationary orbit',
      'Global Navigation Satellite System (GNSS) based location systems',
      'Satellite Emergency Communications (SatEC)',
      'Broadband Satellite Multimedia (BSM)',
      'Harmonised Standard for Mobile Earth Stations (MES) providing Low Bit Rate Data Communications (LBRDC)',
      'Satellite Component of UMTS/IMT2000',
    ],
    suffixes: [
      'Harmonised Standard for access to radio spectrum',
      'Part 1: Functional requirements',
      'Part 2: Reference Architecture',
      'Part 3: Performance requirements',
      'Services and Architectures',
    ],
    keywords: ['satellite', 'GNSS', 'earth station', 'BSM', 'location'],
  },
  {
    prefix: 'Railway Telecommunications (RT)',
    committee: 'ETSI TC RT',
    domain: 'railway',
    topics: [
      'Future Rail Mobile Communication System (FRMCS)',
      'GSM-R Quality of Service',
      'Interfaces between the ERTMS/ETCS and FRMCS',
      'GSM-R Radio planning for Railway networks',
      'Train Detection Systems',
    ],
    suffixes: ['System Architecture', 'Functional requirements', 'Test specification', 'Study on migration from GSM-R', 'Part 1: Requirements for GSM-R coverage'],
    keywords: ['railway', 'GSM-R', 'FRMCS', 'ERTMS', 'train communication'],
  },
  {
    committee: 'ETSI ISG NFV',
    domain: 'ai-cloud',
    prefix: 'Network Functions Virtualisation (NFV)',
    topics: ['Management and Orchestration', 'Infrastructure', 'Security', 'Testing', 'Protocols and Data Models', 'Evolution and Ecosystem', 'Reliability'],
    suffixes: [
      'Functional requirements specification',
      'RESTful protocols specification for the Or-Vnfm Reference Point',
      'VNF Descriptor and Packaging Specification',
      'Report on the Enhancements of the NFV architecture towards "Cloud-native" and "PaaS"',
      'System features and capabilities',
      'Specification on Certificate Management',
      'Testing Methodology and Specification',
    ],
    groupSpec: { isg: 'NFV', workingGroups: ['IFA', 'SOL', 'SEC', 'TST', 'EVE', 'REL'] },
    keywords: ['NFV', 'virtualisation', 'MANO', 'cloud-native', 'VNF', 'orchestration'],
  },
  {
    prefix: 'Digital Enhanced Cordless Telecommunications (DECT)',
    committee: 'ETSI TC DECT',
    domain: 'networking',
    topics: ['Common Interface (CI)', 'DECT-2020 New Radio (NR)', 'New Generation DECT', 'Ultra Low Energy (ULE)'],
    suffixes: ['Part 1: Overview', 'Part 2: Physical layer (PHY)', 'Part 3: Medium Access Control (MAC) layer', 'Part 4: Data Link Control (DLC) layer', 'Part 5: Network (NWK) layer', 'Test Case Library'],
    keywords: ['DECT', 'cordless', 'IoT', 'radio interface', 'ULE'],
  },
  {
    prefix: 'Speech and multimedia Transmission Quality (STQ)',
    committee: 'ETSI TC STQ',
    domain: 'multimedia',
    topics: [
      'Speech quality performance in the presence of background noise',
      'QoS aspects for popular services in mobile networks',
      'Transmission requirements for wideband VoIP terminals (handset and headset) from a QoS perspective as perceived by the user',
      'Best practices for robust network QoS benchmark testing and scoring',
    ],
    suffixes: ['Part 1: Background noise simulation technique and background noise database', 'Part 2: Definition of Quality of Service parameters and their computation', 'Test methods', 'Assessment'],
    keywords: ['speech quality', 'QoS', 'VoIP', 'transmission quality', 'benchmarking'],
  },
  {
    prefix: 'SmartM2M',
    committee: 'ETSI TC SmartM2M',
    domain: 'ai-cloud',
    topics: ['Smart Applications; Reference Ontology and oneM2M Mapping', 'Extension to SAREF', 'IoT Standards landscape and future evolutions', 'Smart Cities and Communities'],
    suffixes: ['Part 1: Energy Domain', 'Part 3: Building Domain', 'Part 4: Smart Cities Domain', 'Part 8: eHealth/Ageing-well Domain', 'Requirements and architecture'],
    keywords: ['IoT', 'SAREF', 'ontology', 'oneM2M', 'smart city'],
  },
  {
    prefix: 'Electronic Signatures and Infrastructures (ESI)',
    committee: 'ETSI TC ESI',
    domain: 'infosec',
    topics: [
      'Policy and security requirements for Trust Service Providers issuing certificates',
      'CAdES digital signatures',
      'XAdES digital signatures',
      'PAdES digital signatures',
      'Trusted Lists',
      'Procedures for Creation and Validation of AdES Digital Signatures',
      'Certificate Profiles',
    ],
    suffixes: [
      'Part 1: General requirements',
      'Part 1: Building blocks and CAdES baseline signatures',
      'Part 2: Extended CAdES signatures',
      'Part 2: Requirements for trust service providers issuing EU qualified certificates',
      'Part 1: Creation and Validation',
      'Part 2: Signature Validation Report',
    ],
    keywords: ['electronic signature', 'trust service', 'eIDAS', 'PKI', 'certificates', 'AdES'],
  },
  {
    prefix: 'Digital Video Broadcasting (DVB)',
    committee: 'JTC Broadcast (EBU/CENELEC/ETSI)',
    domain: 'multimedia',
    topics: [
      'Specification for the use of Video and Audio Coding in Broadcast and Broadband Applications',
      'Framing structure, channel coding and modulation for digital terrestrial television',
      'Specification for Service Information (SI) in DVB systems',
      'Hybrid Broadcast Broadband TV',
      'Second generation framing structure, channel coding and modulation systems for Broadcasting, Interactive Services, News Gathering and other broadband satellite applications',
    ],
    suffixes: ['Part 1: DVB-S2', 'Part 2: DVB-S2 Extensions (DVB-S2X)', 'Implementation guidelines', 'Guidelines on implementation and usage of Service Information (SI)'],
    keywords: ['DVB', 'broadcasting', 'television', 'video coding', 'HbbTV'],
  },
];

/** An ITU Recommendation series: objects and aspects compose titles 'object: aspect'. */
export type ItuSeries = {
  sector: 'T' | 'R';
  letter: string;
  committee: string;
  domain: string;
  /** Recommendation numbers are drawn from these ranges. */
  ranges: readonly (readonly [number, number])[];
  objects: readonly string[];
  aspects: readonly string[];
  keywords: readonly string[];
};

export const ITU_SERIES: readonly ItuSeries[] = [
  {
    sector: 'T',
    letter: 'G',
    committee: 'ITU-T SG 15',
    domain: 'networking',
    ranges: [[650, 699], [800, 899], [980, 999], [8000, 8299], [9700, 9999]],
    objects: [
      'Gigabit-capable passive optical networks (G-PON)',
      '10-Gigabit-capable passive optical networks (XG-PON)',
      'Optical transport network (OTN)',
      'Synchronous digital hierarchy (SDH)',
      'Packet-based equipment clocks',
      'Fast access to subscriber terminals (G.fast)',
      'Very high speed digital subscriber line transceivers 2 (VDSL2)',
      'Single-mode optical fibre and cable',
      'Ethernet ring protection switching',
      'Unified high-speed wireline-based home networking transceivers',
      'Higher speed passive optical networks',
    ],
    aspects: [
      'General characteristics',
      'Physical media dependent (PMD) layer specification',
      'Transmission convergence layer specification',
      'Interfaces',
      'Timing characteristics',
      'Architecture',
      'Jitter and wander control',
      'Management and control',
      'Physical layer specification',
      'Power spectral density specification',
    ],
    keywords: ['optical access', 'PON', 'OTN', 'synchronization', 'DSL', 'transport network'],
  },
  {
    sector: 'T',
    letter: 'H',
    committee: 'ITU-T SG 16',
    domain: 'multimedia',
    ranges: [[220, 299], [320, 369], [420, 460], [550, 560], [610, 629], [720, 799], [810, 870]],
    objects: ['Packet-based multimedia communications systems', 'IPTV', 'Video coding for low bit rate communication', 'Telepresence', 'Ubiquitous sensor network middleware', 'E-health multimedia systems', 'Vehicular gateways', 'Digital signage', 'Immersive live experience'],
    aspects: ['Requirements', 'Service framework', 'Conformance specification', 'Reference software', 'Architecture', 'Call signalling protocols', 'Metadata', 'Functional requirements'],
    keywords: ['multimedia', 'video', 'IPTV', 'conferencing', 'e-health', 'codec'],
  },
  {
    sector: 'T',
    letter: 'X',
    committee: 'ITU-T SG 17',
    domain: 'infosec',
    ranges: [[800, 849], [1030, 1099], [1140, 1170], [1250, 1280], [1360, 1380], [1400, 1420], [1500, 1550]],
    objects: ['Cybersecurity information exchange', 'Security of software-defined networking', 'Identity management', 'Telebiometrics', 'Transport layer security', 'Security for the Internet of things', 'Distributed ledger technology', 'Intelligent transport system security', 'Abstract Syntax Notation One (ASN.1)', 'Quantum key distribution network security'],
    aspects: ['Security architecture', 'Framework', 'Security requirements', 'Threats and countermeasures', 'Specification of basic notation', 'Encoding rules', 'Guidelines', 'Overview'],
    keywords: ['security', 'cybersecurity', 'identity management', 'ASN.1', 'DLT', 'IoT security'],
  },
  {
    sector: 'T',
    letter: 'Y',
    committee: 'ITU-T SG 13',
    domain: 'ai-cloud',
    ranges: [[1500, 1599], [2000, 2099], [3100, 3199], [3500, 3599], [3800, 3899], [4100, 4499], [4900, 4999]],
    objects: ['Internet of things', 'Smart sustainable cities', 'Future networks', 'Machine learning in future networks including IMT-2020', 'Cloud computing', 'Next generation networks', 'Quantum key distribution networks', 'Digital twin network'],
    aspects: ['Overview', 'Requirements', 'Functional architecture', 'Framework', 'Key performance indicators', 'Use cases', 'Reference model'],
    keywords: ['IoT', 'smart city', 'future networks', 'machine learning', 'cloud', 'QKD'],
  },
  {
    sector: 'T',
    letter: 'Q',
    committee: 'ITU-T SG 11',
    domain: 'networking',
    ranges: [[700, 799], [1900, 1999], [3000, 3099], [3900, 3999], [4060, 4099]],
    objects: ['Signalling System No. 7', 'Digital subscriber Signalling System No. 1', 'Signalling requirements and protocols for the NGN', 'Testing specifications for the Internet of things', 'Voice over LTE interconnection', 'Signalling architecture for SDN'],
    aspects: ['Functional description', 'Message formats and codes', 'Signalling procedures', 'Test suite structure and test purposes', 'Protocol specification'],
    keywords: ['signalling', 'protocol', 'testing', 'NGN', 'interconnection'],
  },
  {
    sector: 'T',
    letter: 'P',
    committee: 'ITU-T SG 12',
    domain: 'multimedia',
    ranges: [[800, 899], [1200, 1203], [1400, 1599]],
    objects: ['Methods for subjective determination of transmission quality', 'Perceptual objective listening quality prediction', 'Parametric bitstream-based quality assessment of adaptive audiovisual streaming services', 'Subjective video quality assessment methods', 'Telephonometry', 'Quality of experience for gaming services'],
    aspects: ['Test methods', 'Models', 'Assessment', 'Requirements', 'Guidelines'],
    keywords: ['quality of experience', 'MOS', 'speech quality', 'video quality', 'QoE'],
  },
  {
    sector: 'T',
    letter: 'L',
    committee: 'ITU-T SG 5',
    domain: 'environment',
    ranges: [[1000, 1099], [1300, 1399], [1400, 1499]],
    objects: ['Environmental life cycle assessments of ICT goods, networks and services', 'Energy efficiency of telecommunication equipment', 'Universal power adapter and charger solution', 'Circular economy for ICT', 'Greenhouse gas emissions of the ICT sector', 'E-waste management'],
    aspects: ['Methodology', 'Metrics and measurement methods', 'Requirements', 'Guide for operators and suppliers', 'Trajectories'],
    keywords: ['ICT', 'energy efficiency', 'life cycle assessment', 'circular economy', 'e-waste', 'greenhouse gas'],
  },
  {
    sector: 'R',
    letter: 'BT',
    committee: 'ITU-R SG 6',
    domain: 'multimedia',
    ranges: [[1800, 2199]],
    objects: ['Ultra-high definition television', 'High dynamic range television', 'Digital terrestrial television broadcasting', 'Advanced immersive audio-visual systems', 'Subjective assessment of video quality'],
    aspects: ['Parameter values for production and international programme exchange', 'Planning criteria', 'Methodologies', 'Colour conversion', 'Operational practices'],
    keywords: ['broadcasting', 'television', 'UHDTV', 'HDR', 'colour'],
  },
  {
    sector: 'R',
    letter: 'M',
    committee: 'ITU-R SG 5',
    domain: 'radio',
    ranges: [[1000, 1099], [1450, 1499], [1600, 1699], [2000, 2199]],
    objects: ['International Mobile Telecommunications (IMT)', 'Radio local area networks', 'Maritime mobile service', 'Aeronautical mobile-satellite service', 'Amateur radio service', 'Public protection and disaster relief'],
    aspects: ['Frequency arrangements', 'Technical characteristics', 'Minimum requirements related to technical performance', 'Guidelines for evaluation of radio interface technologies', 'Protection criteria'],
    keywords: ['mobile', 'IMT', 'spectrum', 'radio interface', 'maritime radio'],
  },
  {
    sector: 'R',
    letter: 'P',
    committee: 'ITU-R SG 3',
    domain: 'radio',
    ranges: [[300, 399], [500, 699], [1400, 1499], [2000, 2099]],
    objects: ['Propagation by diffraction', 'Attenuation by atmospheric gases', 'Propagation data for terrestrial line-of-sight systems', 'Ionospheric propagation', 'Building entry loss', 'Clutter loss'],
    aspects: ['Prediction methods', 'Propagation data', 'Calculation methods', 'Reference standard atmospheres'],
    keywords: ['radiowave propagation', 'attenuation', 'path loss', 'prediction method'],
  },
];
