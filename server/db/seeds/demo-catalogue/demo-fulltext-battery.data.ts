import { DEMO_DISCLAIMER, keyedSection, note, ol, p, section, table, term, ul, type DemoSection } from './demo-fulltext-builder.ts';

const FOREWORD = keyedSection(
  'foreword',
  'Foreword',
  DEMO_DISCLAIMER +
    p(
      'The International Electrotechnical Commission (IEC) is a worldwide organization for standardization comprising all national electrotechnical committees. This document has been prepared by IEC technical committee 120: <em>Electrical Energy Storage (EES) systems</em>.',
      'This first edition addresses the growing number of battery storage systems installed in homes together with photovoltaic generators, heat pumps and electric vehicle chargers.',
    ) + ul(['The text of this document is based on working documents circulated to national committees for comments.', 'The language used for the development of this document is English.']),
);

const INTRODUCTION = keyedSection(
  'introduction',
  'Introduction',
  p(
    'Residential battery energy storage systems differ from industrial installations in three ways that matter for safety: they are installed close to where people sleep, they are installed by electricians who are not battery specialists, and they are rarely inspected after commissioning. This document therefore places the main burden of safety on the design of the product, so that a correctly installed system remains safe for its service life without expert maintenance.',
    'The document follows a hazard-based approach. For each energy source in the product, such as the electrical energy of the cells, the chemical energy released in thermal runaway, and the mechanical energy of a falling unit, it identifies the safeguards required between the energy source and a person.',
  ),
);

const TERMS = section('3', 'Terms and definitions', p('For the purposes of this document, the following terms and definitions apply.'), [
  section('3.1', 'battery energy storage system', term('battery energy storage system', 'BESS: product consisting of one or more battery modules, a battery management system, power conversion equipment where integrated, and an enclosure, intended to store electrical energy and release it on demand')),
  section('3.2', 'battery management system', term('battery management system', 'BMS: electronic system that monitors the cells of a battery and controls its charge and discharge so that the cells remain within their safe operating limits')),
  section('3.3', 'thermal runaway', term('thermal runaway', 'uncontrolled rise of the temperature of a cell caused by exothermic reactions inside it, which the cell cannot stop once started')),
  section('3.4', 'propagation', term('propagation', 'spread of thermal runaway from one cell to neighbouring cells or from one module to neighbouring modules')),
  section('3.5', 'usable energy', term('usable energy', 'energy that can be delivered by the BESS from full charge to the end of discharge as set by the BMS, at 25 °C and at the rated discharge power', 'Usable energy is expressed in kilowatt-hours (kWh).')),
  section('3.6', 'state of charge', term('state of charge', 'SOC: available capacity of a battery expressed as a percentage of its rated capacity')),
  section('3.7', 'accessible part', term('accessible part', 'part that can be touched by the test finger or test probe specified in IEC 60529 when the BESS is installed as specified by the manufacturer')),
]);

const GENERAL = section('4', 'General requirements', '', [
  section('4.1', 'Risk assessment', p('The manufacturer shall carry out and document a risk assessment of the BESS covering normal use, reasonably foreseeable misuse and single fault conditions over the intended service life. The risk assessment shall identify the safety functions of the BMS and the level of confidence required of each.')),
  section('4.2', 'Single fault conditions', p('The BESS shall remain safe in the event of any single fault. The following faults shall be considered as a minimum:') + ol(['failure of any cell-voltage measurement channel to a high, low or floating value;', 'failure of any temperature sensor;', 'welding of the contacts of the main contactor or relay;', 'loss of communication between the BMS and the power conversion equipment;', 'failure of a cooling fan, where fitted;', 'short circuit of the output terminals.'])),
  section('4.3', 'Components', p('Cells shall comply with IEC 62619. Power conversion equipment integrated in the BESS shall comply with IEC 62477-1. Other components whose failure could affect safety shall be rated for the voltages, currents and temperatures occurring in the BESS, including those occurring under single fault conditions.')),
]);

const SHOCK = section('5', 'Protection against electric shock', p('Persons shall be protected against electric shock in normal use and under single fault conditions.'), [
  section('5.1', 'Accessible parts', p('Live parts at voltages above 60 V DC shall not be accessible. This applies with any cover that can be removed without a tool removed, and during installation steps that the installation instructions describe as performed with the battery connected.')),
  section('5.2', 'Clearances and creepage distances', p('Clearances and creepage distances between live parts of different potential and between live parts and accessible conductive parts shall be not less than the values given in Table 1 for basic insulation. Reinforced insulation shall have twice these values.') + table('Table 1 — Minimum clearances and creepage distances for basic insulation (pollution degree 2)', ['Working voltage (V DC)', 'Clearance (mm)', 'Creepage distance (mm)'], [['≤ 60', '0,5', '1,2'], ['61 to 150', '1,0', '1,6'], ['151 to 300', '1,5', '3,2'], ['301 to 600', '3,0', '6,3'], ['601 to 1 000', '5,5', '10,0']])),
  section('5.3', 'Protective bonding', p('Accessible conductive parts that could become live in the event of an insulation fault shall be connected to the protective earthing terminal. The resistance between the terminal and any such part shall not exceed 0,1 Ω when measured with a current of 25 A for 1 min.')),
  section('5.4', 'Discharge of capacitors', p('Where capacitors are accessible after removal of a cover, the voltage across them shall fall below 60 V within 5 s of disconnection, or a warning label stating the waiting time shall be fixed next to the cover.')),
]);

const BMS = section('6', 'Battery management system', '', [
  section('6.1', 'Functions', p('The BMS shall provide at least the following functions:') + ul(['measurement of the voltage of every cell or of every group of cells connected in parallel;', 'measurement of temperature at a number of points sufficient to detect the hottest cell within 5 K under normal use;', 'measurement of charge and discharge current;', 'interruption of charge and discharge when a limit of Table 2 is reached;', 'recording of events in which limits were exceeded, with time stamps, for at least the last 100 events.'])),
  section('6.2', 'Operating limits', p('The BMS shall keep every cell within the limits specified by the cell manufacturer. Where the cell manufacturer gives no limit, the values of Table 2 apply.') + table('Table 2 — Default operating limits', ['Parameter', 'Lithium iron phosphate (LFP)', 'Nickel manganese cobalt (NMC)'], [['Maximum charge voltage per cell', '3,65 V', '4,20 V'], ['Minimum discharge voltage per cell', '2,50 V', '3,00 V'], ['Charge temperature range', '0 °C to 45 °C', '5 °C to 45 °C'], ['Discharge temperature range', '−20 °C to 55 °C', '−20 °C to 55 °C'], ['Maximum continuous charge current', '0,5 C', '0,5 C']]) + note('C is the rated capacity expressed as a current; 0,5 C for a 100 Ah cell is 50 A.')),
  section('6.3', 'Functional safety of the BMS', p('The functions that interrupt charge on overvoltage and on overtemperature are safety functions. They shall be implemented so that a single fault in the BMS does not prevent the interruption. Where software is used, it shall be developed in accordance with a recognized process for safety-related software, and changes shall be verified before release.')),
]);

const THERMAL = section('7', 'Thermal hazards', '', [
  section('7.1', 'Temperature of accessible surfaces', p('During charge and discharge at rated power at an ambient temperature of 40 °C, the temperature of accessible surfaces shall not exceed the values of Table 3.') + table('Table 3 — Maximum temperature of accessible surfaces', ['Surface', 'Metal (°C)', 'Plastic or painted metal (°C)'], [['Handles and parts held in normal use', '55', '65'], ['Parts touched briefly', '60', '80'], ['Parts not touched in normal use', '70', '95']])),
  section('7.2', 'Thermal runaway propagation', p('Thermal runaway of a single cell shall not lead to fire outside the enclosure, explosion, or propagation to another module.'), [
    section('7.2.1', 'Initiation method', p('Thermal runaway is initiated in one cell, chosen as the cell whose runaway is most likely to propagate, by the method of Annex A. The BESS shall be at 100 % SOC and at the highest ambient temperature of its rated range.')),
    section('7.2.2', 'Acceptance criteria', ol(['no flame shall leave the enclosure;', 'the enclosure shall not rupture and no part shall be ejected;', 'no cell of a neighbouring module shall enter thermal runaway within 24 h;', 'the surface temperature of the wall facing the mounting surface shall not exceed 150 °C.'])),
  ]),
]);

const FIRE = section('8', 'Fire and gas hazards', '', [
  section('8.1', 'Enclosure materials', p('Enclosures shall be of metal, or of polymeric material of flammability class V-1 or better at the minimum wall thickness used.')),
  section('8.2', 'Venting of gases', p('Gases released by a cell in thermal runaway are flammable and toxic. The enclosure shall direct them away from the front of the unit and away from any ignition source within the BESS. The installation instructions shall state the clearances to be kept free in front of the vent openings.')),
  section('8.3', 'Installation location', p('The manufacturer shall specify the locations in which the BESS may be installed. Guidance is given in Annex B.')),
]);

const MECHANICAL = section('9', 'Mechanical hazards', '', [
  section('9.1', 'Stability and mounting', p('Floor-standing units shall not tip over when tilted by 10° in any direction. Wall-mounted units and their fixing means shall withstand a downward force equal to four times the weight of the unit for 1 min without damage.')),
  section('9.2', 'Impact', p('The enclosure shall withstand an impact of 7 J applied with a steel ball at any point likely to be struck in normal use without exposing live parts or damaging cells.')),
]);

const ENVIRONMENT = section('10', 'Environmental conditions', '', [
  section('10.1', 'Ingress protection', p('BESS intended for outdoor installation shall have a degree of protection of at least IP54 in accordance with IEC 60529. BESS intended for indoor installation shall have a degree of protection of at least IP20.')),
  section('10.2', 'Humidity and condensation', p('The BESS shall operate safely after storage for 48 h at 40 °C and 93 % relative humidity. Where condensation can occur inside the enclosure, drainage shall be provided that does not allow water to reach live parts.')),
]);

const MARKING = section('11', 'Marking and instructions', '', [
  section('11.1', 'Marking', p('The BESS shall be marked with:') + ul(['the name or trade mark of the manufacturer;', 'the model designation and serial number;', 'the rated voltage, the rated capacity in Ah and the usable energy in kWh;', 'the cell chemistry;', 'the degree of protection (IP code);', 'the symbol warning of hazardous voltage where the voltage exceeds 60 V DC.'])),
  section('11.2', 'Installation instructions', p('The instructions shall state the permitted locations, the minimum clearances, the means of fixing, the cross-section of the connecting cables, the protective devices required in the installation, and the steps to be taken to commission the system.') + note('Installers should receive the instructions in a language accepted in the country of installation.')),
  section('11.3', 'End of life', p('The instructions shall describe how the BESS is decommissioned and how the battery is to be returned for recycling. They shall warn that a damaged battery can enter thermal runaway hours or days after the damage occurred.')),
]);

const ANNEX_A = section(
  'Annex A',
  '(normative) Thermal runaway initiation',
  p('Thermal runaway is initiated by a film heater of the same footprint as the cell face, placed against the target cell. The heater power is chosen so that the cell temperature rises by 4 K/min to 7 K/min. Heating stops when thermal runaway is detected by a temperature rise of more than 1 K/s or by a voltage drop of more than 25 %.'),
  [
    section('A.1', 'Instrumentation', p('Thermocouples are fixed to the target cell, to the nearest cells of each neighbouring module and to the inner face of the enclosure walls. Temperatures are recorded at least once per second from the start of heating until 24 h after runaway.')),
    section('A.2', 'Test location', p('The test is performed in a room or enclosure that can contain a fire and that is ventilated to remove gases safely. Observers remain outside the room.')),
  ],
);

const ANNEX_B = section(
  'Annex B',
  '(informative) Guidance on installation locations in dwellings',
  table('Table B.1 — Suitability of locations', ['Location', 'Suitability', 'Remarks'], [['Garage or utility room with fire-resistant walls', 'Preferred', 'Keep escape routes clear'], ['Outdoor wall, sheltered', 'Suitable for outdoor-rated units', 'Avoid direct sunlight and flood-prone areas'], ['Basement', 'Suitable with precautions', 'Provide smoke detection and do not block exits'], ['Living rooms and bedrooms', 'Not recommended', 'Gases may reach occupants before detection'], ['Escape routes, stairways, loft spaces', 'Not suitable', 'Fire would block escape or spread unseen']]),
);

/** IEC 63415:2024, safety of residential battery energy storage systems (demo text). */
export function batteryStorageSections(): DemoSection[] {
  return [
    FOREWORD,
    INTRODUCTION,
    section('1', 'Scope', p('This document specifies safety requirements for stationary battery energy storage systems using lithium-ion cells, with a usable energy of up to 30 kWh and a battery voltage of up to 1 000 V DC, intended for installation in or on dwellings and similar buildings.', 'It does not apply to batteries of electric vehicles, to uninterruptible power supplies, or to systems assembled on site from separately supplied modules.')),
    section('2', 'Normative references', p('The following documents are referred to in the text in such a way that some or all of their content constitutes requirements of this document.') + ul(['IEC 60529, <em>Degrees of protection provided by enclosures (IP Code)</em>', 'IEC 62477-1, <em>Safety requirements for power electronic converter systems and equipment — Part 1: General</em>', 'IEC 62619, <em>Secondary cells and batteries containing alkaline or other non-acid electrolytes — Safety requirements for secondary lithium cells and batteries, for use in industrial applications</em>'])),
    TERMS,
    GENERAL,
    SHOCK,
    BMS,
    THERMAL,
    FIRE,
    MECHANICAL,
    ENVIRONMENT,
    MARKING,
    ANNEX_A,
    ANNEX_B,
    keyedSection('bibliography', 'Bibliography', ol(['IEC 62933-5-2, <em>Electrical energy storage (EES) systems — Part 5-2: Safety requirements for grid-integrated EES systems — Electrochemical-based systems</em>', 'IEC 60364-5-57, <em>Low-voltage electrical installations — Part 5-57: Selection and erection of electrical equipment — Erection of stationary secondary batteries</em>'], '1')),
  ];
}
