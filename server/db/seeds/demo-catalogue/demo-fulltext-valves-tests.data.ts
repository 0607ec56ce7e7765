import { keyedSection, note, ol, p, section, table, ul, type DemoSection } from './demo-fulltext-builder.ts';
import type { ValveEdition } from './demo-fulltext-valves.data.ts';

function shellTest(edition: ValveEdition): DemoSection {
  const durations =
    edition === 2016
      ? [['≤ 50', 15, 15], ['65 to 150', 60, 60], ['200 to 300', 120, 60], ['≥ 350', 300, 120]]
      : [['≤ 50', 30, 15], ['65 to 150', 60, 60], ['200 to 300', 180, 60], ['350 to 600', 300, 120], ['650 to 1200', 600, 300]];
  return section('5', 'Shell test', '', [
    section('5.1', 'Purpose', p('The shell test verifies that the pressure-containing envelope of the valve, including its joints, does not leak and is free from defects that would cause it to leak in service.')),
    section('5.2', 'Test pressure', p('The shell test pressure shall be at least 1,5 times the maximum allowable pressure of the valve at 20 °C. The obturator shall be partly open so that the whole body cavity is pressurized.') + note('For valves with a body rating that depends on the end connections, the lowest rating applies.')),
    section('5.3', 'Test duration', p('The minimum test duration shall be as given in Table 1.') + table('Table 1 — Minimum duration of the shell test', ['Nominal size DN', 'Liquid test (s)', 'Gas test (s)'], durations)),
    section('5.4', 'Acceptance criteria', p('No visually detectable leakage through the walls of the shell or through any fixed joint is permitted. Leakage through the stem seal during the shell test is acceptable only where it stops after adjustment of the gland and does not recur during the test duration.') + (edition === 2023 ? note('The stem seal is tested separately in accordance with Clause 9.') : '')),
    section(
      '5.5',
      'Retesting after repair',
      edition === 2016
        ? p('A valve whose shell leaked may be repaired by the manufacturer. After the repair, the shell test shall be repeated in full.')
        : p('A valve whose shell leaked may be repaired by the manufacturer. Where the repair involves welding, the repaired area shall be examined by a non-destructive method suitable for the material before the shell test is repeated in full.', 'Impregnation of castings to seal porosity is permitted only where the purchaser has agreed to it, and shall be stated in the test report.'),
    ),
  ]);
}

function backseatTest(edition: ValveEdition): DemoSection {
  const when =
    edition === 2016
      ? 'A backseat test shall be carried out on every gate and globe valve that has a backseat.'
      : 'A backseat test shall be carried out when specified by the purchaser on gate and globe valves that have a backseat.';
  return section(
    '6',
    'Backseat test',
    p(when, 'The test shall be made with the valve fully open, the gland packing loosened or removed, and the shell pressurized to at least 1,1 times the maximum allowable pressure at 20 °C for at least 15 s. No visually detectable leakage past the backseat is permitted.') +
      (edition === 2023 ? note('A successful backseat test does not mean that the packing can be replaced safely while the valve is under pressure.') : ''),
  );
}

function seatTest(edition: ValveEdition): DemoSection {
  const gasPressure = edition === 2016 ? '0,6 MPa ± 0,1 MPa (6 bar ± 1 bar)' : 'between 0,4 MPa and 0,7 MPa (4 bar and 7 bar)';
  const directions: (string | number)[][] = [
    ['Gate valve, ball valve, plug valve', 'Each direction in turn', 'Each seat separately where the design allows'],
    ['Globe valve', 'Direction tending to open the disc', '—'],
    ['Check valve', 'Direction of reverse flow', '—'],
  ];
  if (edition === 2023) directions.push(['Butterfly valve', 'Each direction in turn for bidirectional designs; the preferred direction otherwise', 'Preferred direction to be marked on the body']);
  return section('7', 'Seat test', p('Every valve shall be subjected to a seat test. The purchaser may specify the liquid test of 7.1, the gas test of 7.2, or both. Where nothing is specified, the test shall be as given in 7.1.'), [
    section('7.1', 'High-pressure liquid seat test', p('The test pressure shall be at least 1,1 times the maximum allowable pressure at 20 °C. The valve shall be closed with the normal operating force, without the aid of levers or extensions that are not supplied with the valve.')),
    section('7.2', 'Low-pressure gas seat test', p(`The test pressure shall be ${gasPressure}.`) + note('The low-pressure gas test is more sensitive than the liquid test for soft-seated valves.'), [
      section('7.2.1', 'Apparatus', p('The downstream end of the valve is closed by a fixture with a single outlet connected to the bubble-counting apparatus of Annex A' + (edition === 2023 ? ', or to a flow meter with a resolution of at least one tenth of the leakage permitted for the class tested.' : '.'))),
      section('7.2.2', 'Procedure', ol(['close the valve with the normal operating force;', 'apply the test pressure to the upstream side and allow it to stabilize;', 'open the downstream cavity to the measuring apparatus;', 'after the leakage has become steady, measure it over the last half of the test duration;', 'repeat for the other direction where Table 2 requires it.'])),
    ]),
    section('7.3', 'Direction of test pressure', p('The test pressure shall be applied as given in Table 2.') + table('Table 2 — Direction of test pressure in the seat test', ['Type of valve', 'Direction of pressure', 'Remarks'], directions)),
    section('7.4', 'Test duration', p('The test duration of the seat test shall be equal to the liquid shell test duration of Table 1, and not less than 15 s. The leakage shall be measured over the last half of the test duration.')),
  ]);
}

function classification(edition: ValveEdition): DemoSection {
  const classes =
    edition === 2016
      ? [
          ['I', 'No visually detectable leakage', 'No visually detectable leakage'],
          ['II', '0,02 × DN', '6 × DN'],
          ['III', '0,1 × DN', '30 × DN'],
          ['IV', '0,5 × DN', '150 × DN'],
        ]
      : [
          ['0', '—', 'Helium leak rate ≤ 1 × 10<sup>−6</sup> mbar·l/s (Annex B)'],
          ['I', 'No visually detectable leakage', 'No visually detectable leakage'],
          ['II', '0,01 × DN', '3 × DN'],
          ['III', '0,1 × DN', '30 × DN'],
          ['IV', '0,5 × DN', '150 × DN'],
        ];
  return section(
    '8',
    'Leak-tightness classification',
    p('The leak-tightness of the seat shall be classified according to the maximum leakage rate measured during the seat test, as given in Table 3. The class required shall be agreed between purchaser and manufacturer; where nothing is agreed, class I applies to soft-seated valves and class III to metal-seated valves.') +
      table('Table 3 — Leak-tightness classes', ['Class', 'Maximum leakage, liquid test (mm³/s)', 'Maximum leakage, gas test (mm³/s)'], classes) +
      note('DN is the nominal size as a number, e.g. 100 for DN 100.') +
      (edition === 2023 ? note('The class II values were halved in this edition to reflect the tightness that current seat designs achieve in production.', 2) : ''),
  );
}

function stemSeal(): DemoSection {
  return section(
    '9',
    'Stem seal leakage',
    p('Where the purchaser specifies a tightness class for the stem seal, the stem seal shall be tested with the valve half open and the shell at the low-pressure gas seat test pressure of 7.2. The leakage shall be measured by the sniffing method of ISO 15848-1 and shall not exceed the value of the class specified.') +
      ul(['Class A: ≤ 50 ppmv at the stem seal;', 'Class B: ≤ 100 ppmv at the stem seal;', 'Class C: ≤ 500 ppmv at the stem seal.']) +
      note('These classes are production test classes; they do not replace type testing in accordance with ISO 15848-1.'),
  );
}

function report(edition: ValveEdition, clause: string): DemoSection {
  const items = [
    'a reference to this document, i.e. ISO 23847;',
    'the valve type, nominal size, pressure rating, materials and serial number;',
    'the tests performed, the test fluids and the test pressures;',
    'the test durations;',
    'the results, including the leakage measured in the seat test;',
    ...(edition === 2023 ? ['the leak-tightness class achieved;', 'the identification and calibration date of the pressure-measuring equipment;', 'where a data logger is used, the identification of the electronic record;'] : []),
    'the date of the test and the name of the person responsible.',
  ];
  return section(clause, 'Test report', p('The manufacturer shall keep a test report for every valve or every batch of identical valves. The report shall include:') + ol(items));
}

function marking(edition: ValveEdition, clause: string): DemoSection {
  const text =
    edition === 2016
      ? p('Valves that have passed the tests of this document may be marked with the letter “T” on the body or on the identification plate.')
      : p('Valves that have passed the tests of this document may be marked on the identification plate with the number of this document and the leak-tightness class achieved, for example “ISO 23847-III”.', 'The marking “T” used in the first edition may still be applied to valves that are tested without classification of the seat leakage.');
  return section(clause, 'Marking', text);
}

function annexA(): DemoSection {
  return section(
    'Annex A',
    '(normative) Measurement of gas leakage by bubble counting',
    p('Gas leaking past the seat is led through a tube of 6 mm outside diameter and 1 mm wall thickness whose end is immersed 5 mm below the surface of water. The bubbles are counted over at least 60 s. Table A.1 converts bubble counts into leakage rates.') +
      table('Table A.1 — Conversion of bubble counts', ['Bubbles per minute', 'Approximate leakage (mm³/s)'], [['1', '0,4'], ['5', '2'], ['10', '4'], ['20', '8'], ['50', '20'], ['100', '40']]) +
      note('The conversion assumes bubbles of about 25 mm³; it is suitable for classification but not for precise measurement.'),
  );
}

function reportForm(edition: ValveEdition): DemoSection {
  const rows: (string | number)[][] = [
    ['Valve type and serial number', ''],
    ['Nominal size and pressure rating', ''],
    ['Shell test: fluid, pressure, duration, result', ''],
    ['Seat test: fluid, pressure, direction, leakage measured', ''],
    ...(edition === 2023 ? [['Leak-tightness class achieved', ''], ['Stem seal class (where specified)', ''], ['Gauge identification and calibration date', '']] : []),
    ['Tested by, date', ''],
  ];
  return section(edition === 2016 ? 'Annex B' : 'Annex C', '(informative) Example of a test report form', p('The form below can be used for single valves. For batches, a list of serial numbers may be attached.') + table(`Table ${edition === 2016 ? 'B' : 'C'}.1 — Example test report form`, ['Item', 'Entry'], rows));
}

function annexB(): DemoSection {
  return section(
    'Annex B',
    '(informative) Helium leak testing',
    p('Helium leak testing detects leakage several orders of magnitude smaller than bubble counting. It is used to verify leak-tightness class 0 and for valves in services where escaping fluid is toxic or very costly.'),
    [
      section('B.1', 'Methods', ul(['Vacuum method: the downstream side of the seat is evacuated and connected to the leak detector, and helium is applied upstream.', 'Accumulation method: leakage is collected in a closed volume over a known time and the helium concentration is measured.', 'Sniffing method: a probe is moved over the surfaces; this method locates leaks but does not measure them accurately.'])),
      section('B.2', 'Precautions', p('Helium adsorbs on elastomers and can be released slowly, giving false readings in later tests. Soft seats should be purged with dry nitrogen between tests. The background helium level of the test area should be checked at the start of each shift.')),
    ],
  );
}

/** Clauses 5 onwards: the tests, classification, report, marking and annexes. */
export function valveTestSections(edition: ValveEdition): DemoSection[] {
  const tail =
    edition === 2016
      ? [report(edition, '9'), marking(edition, '10'), annexA(), reportForm(edition)]
      : [stemSeal(), report(edition, '10'), marking(edition, '11'), annexA(), annexB(), reportForm(edition)];
  return [
    shellTest(edition),
    backseatTest(edition),
    seatTest(edition),
    classification(edition),
    ...tail,
    keyedSection('bibliography', 'Bibliography', ol(['ISO 5208, <em>Industrial valves — Pressure testing of metallic valves</em>', 'ISO 10497, <em>Testing of valves — Fire type-testing requirements</em>', 'EN 12266-1, <em>Industrial valves — Testing of metallic valves — Part 1: Pressure tests, test procedures and acceptance criteria — Mandatory requirements</em>'], '1')),
  ];
}
