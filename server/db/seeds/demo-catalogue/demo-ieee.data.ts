/**
 * IEEE sponsor areas. Generated titles read 'IEEE Guide for Field Testing of Power
 * Transformers', numbers 'IEEE Std 1632' or, for C-series, 'IEEE Std C57.152'.
 */
export type IeeeArea = {
  committee: string;
  domain: string;
  /** Number patterns: `{n}` is replaced by a number from `range`. */
  pattern: string;
  range: readonly [number, number];
  objects: readonly string[];
  activities: readonly string[];
  keywords: readonly string[];
};

export const IEEE_AREAS: readonly IeeeArea[] = [
  {
    committee: 'IEEE Power and Energy Society/Transformers Committee',
    domain: 'power-systems',
    pattern: 'C57.{n}',
    range: [100, 175],
    objects: ['Liquid-Immersed Power Transformers', 'Dry-Type Distribution Transformers', 'Instrument Transformers', 'Shunt Reactors', 'Transformer Bushings', 'Load Tap Changers', 'Step-Voltage Regulators', 'Natural Ester Fluids in Transformers'],
    activities: ['Field Testing', 'Installation and Maintenance', 'Loading', 'Diagnostic Testing', 'Condition Assessment', 'Acceptance and Maintenance', 'Design and Application'],
    keywords: ['transformer', 'dissolved gas analysis', 'insulation', 'loading', 'bushings'],
  },
  {
    committee: 'IEEE Power and Energy Society/Power System Relaying and Control Committee',
    domain: 'power-systems',
    pattern: 'C37.{n}',
    range: [90, 250],
    objects: ['Protective Relays', 'Generator Protection', 'Transmission Line Protection', 'Metal-Enclosed Low-Voltage Power Circuit Breaker Switchgear', 'Synchrophasor Data Transfer', 'Substation Automation Systems', 'Bus Protection', 'Shunt Capacitor Bank Protection'],
    activities: ['Protection', 'Testing', 'Application', 'Commissioning', 'Cybersecurity Requirements', 'Performance Requirements'],
    keywords: ['protective relaying', 'switchgear', 'substation', 'circuit breaker', 'protection'],
  },
  {
    committee: 'IEEE Power and Energy Society/Electric Machinery Committee',
    domain: 'rotating-machines',
    pattern: '{n}',
    range: [1100, 1450],
    objects: ['Synchronous Machines', 'Large Hydrogenerators', 'Stator Winding Insulation Systems', 'Rotating Machinery Windings', 'Cylindrical-Rotor Synchronous Generators', 'Induction Motors Fed by Adjustable-Speed Drives'],
    activities: ['Testing', 'Partial Discharge Measurement', 'Insulation Testing', 'Vibration Measurement', 'Thermal Evaluation', 'Repair and Rewinding'],
    keywords: ['electric machines', 'motor', 'generator', 'insulation', 'partial discharge'],
  },
  {
    committee: 'IEEE Power and Energy Society/Energy Development and Power Generation Committee',
    domain: 'renewables',
    pattern: '{n}',
    range: [1600, 1699],
    objects: ['Distributed Energy Resources', 'Microgrid Controllers', 'Battery Energy Storage Systems', 'Electric Vehicle Charging Infrastructure', 'Photovoltaic Power Plants', 'Wind Power Plants', 'Inverter-Based Resources'],
    activities: ['Interconnection', 'Performance Testing', 'Sizing', 'Protection', 'Monitoring', 'Integration', 'Commissioning'],
    keywords: ['distributed energy resources', 'energy storage', 'microgrid', 'interconnection', 'inverter'],
  },
  {
    committee: 'IEEE Computer Society/LAN/MAN Standards Committee',
    domain: 'networking',
    pattern: '802.1{x}',
    range: [0, 0],
    objects: ['Time-Sensitive Networking for Industrial Automation', 'Frame Replication and Elimination for Reliability', 'Link Layer Discovery Protocol', 'Virtual Bridged Local Area Networks', 'Timing and Synchronization for Time-Sensitive Applications', 'Network Access Control Profiles', 'YANG Data Models for Bridges'],
    activities: ['Specification', 'Configuration', 'Profiles', 'Management'],
    keywords: ['Ethernet', 'bridging', 'TSN', 'LAN', 'MAN', 'networking'],
  },
  {
    committee: 'IEEE Computer Society/Software & Systems Engineering Standards Committee',
    domain: 'software',
    pattern: '{n}',
    range: [2600, 2699],
    objects: ['Software Reviews and Audits', 'Software Life Cycle Processes for Agile Development', 'Software Safety Analysis', 'Requirements Specifications', 'Microservice Architectures', 'Reliable and Secure DevOps Pipelines'],
    activities: ['Assessment', 'Measurement', 'Specification', 'Verification', 'Documentation'],
    keywords: ['software engineering', 'DevOps', 'verification', 'life cycle', 'quality assurance'],
  },
  {
    committee: 'IEEE Instrumentation and Measurement Society',
    domain: 'metrology',
    pattern: '{n}',
    range: [1050, 1099],
    objects: ['Digitizing Waveform Recorders', 'Analog-to-Digital Converters', 'Smart Transducers', 'Time-Sensitive Measurement Systems', 'Partial Discharge Measurement Instruments'],
    activities: ['Terminology and Test Methods', 'Calibration', 'Performance Characterization', 'Data Formats'],
    keywords: ['measurement', 'instrumentation', 'sensors', 'calibration', 'test methods'],
  },
  {
    committee: 'IEEE Engineering in Medicine and Biology Society',
    domain: 'medical',
    pattern: '11073-{n}',
    range: [10400, 10499],
    objects: ['Personal Health Device Communication', 'Point-of-Care Medical Device Communication', 'Wearable Cuffless Blood Pressure Measuring Devices', 'Body Area Networks'],
    activities: ['Device Specialization', 'Domain Information Model', 'Nomenclature', 'Evaluation'],
    keywords: ['health informatics', 'medical devices', 'interoperability', 'wearables', 'personal health'],
  },
  {
    committee: 'IEEE Vehicular Technology Society/Rail Transportation Standards Committee',
    domain: 'railway',
    pattern: '{n}',
    range: [1470, 1499],
    objects: ['Communications-Based Train Control (CBTC)', 'Passenger Information Systems for Rail Transit', 'Rail Transit Vehicle Event Recorders', 'Processor-Based Systems Used in Rail Transit Control', 'Rail Transit Vehicle Battery Systems'],
    activities: ['Performance and Functional Requirements', 'Verification of Vital Functions', 'Interface Requirements', 'Testing'],
    keywords: ['rail transit', 'CBTC', 'train control', 'rolling stock', 'passenger information'],
  },
  {
    committee: 'IEEE Computer Society/Artificial Intelligence Standards Committee',
    domain: 'ai-cloud',
    pattern: '{n}',
    range: [2801, 2899],
    objects: ['Machine Learning Model Lifecycles', 'Federated Machine Learning', 'Deep Learning Evaluation', 'Transparency of Autonomous Systems', 'Algorithmic Bias Considerations', 'Age-Appropriate Digital Services'],
    activities: ['Framework and Process', 'Architecture', 'Evaluation', 'Governance'],
    keywords: ['artificial intelligence', 'machine learning', 'ethics', 'transparency', 'autonomous systems'],
  },
  {
    committee: 'IEEE Electromagnetic Compatibility Society',
    domain: 'radio',
    pattern: '{n}',
    range: [1300, 1330],
    objects: ['Electromagnetic Shielding Enclosures', 'Computational Electromagnetics Computer Modeling and Simulations', 'Radiated Emissions Test Sites', 'Electrostatic Discharge Simulators'],
    activities: ['Measuring the Effectiveness', 'Validation', 'Calibration', 'Site Validation'],
    keywords: ['EMC', 'shielding', 'emissions', 'immunity', 'test site'],
  },
  {
    committee: 'IEEE Computer Society/Blockchain and Distributed Ledgers Committee',
    domain: 'ai-cloud',
    pattern: '{n}',
    range: [2140, 2145],
    objects: ['Blockchain-Based Digital Asset Management', 'Blockchain Interoperability', 'Distributed Ledger Technology in Supply Chains', 'Cryptocurrency Exchanges'],
    activities: ['Framework', 'Data Format', 'Architecture', 'Security Requirements'],
    keywords: ['blockchain', 'distributed ledger', 'digital assets', 'interoperability'],
  },
];
