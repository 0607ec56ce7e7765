import { DEMO_DISCLAIMER, keyedSection, note, ol, p, section, term, ul, type DemoSection } from './demo-fulltext-builder.ts';
import { valveTestSections } from './demo-fulltext-valves-tests.data.ts';

/** The two editions of the demo valve-testing standard; the second revises the first. */
export type ValveEdition = 2016 | 2023;

function foreword(edition: ValveEdition): DemoSection {
  const body =
    edition === 2016
      ? p(
          'This document was prepared by Technical Committee ISO/TC 153, <em>Valves</em>, Subcommittee SC 1, <em>Design, manufacture, marking and testing</em>.',
          'This is the first edition. It brings together test practices that manufacturers and purchasers previously agreed case by case, so that a valve tested in one factory can be compared with a valve tested in another.',
        )
      : p(
          'This document was prepared by Technical Committee ISO/TC 153, <em>Valves</em>, Subcommittee SC 1, <em>Design, manufacture, marking and testing</em>.',
          'This second edition cancels and replaces the first edition (ISO 23847:2016), which has been technically revised.',
          'The main changes are as follows:',
        ) +
        ul([
          'the scope has been extended to nominal sizes up to DN 1200 and to butterfly valves;',
          'the accuracy required of pressure gauges has been tightened from ±2,5 % to ±1 % of full scale;',
          'the chloride content permitted in test water for austenitic stainless steel valves has been reduced;',
          'the durations of the shell test have been revised and a class for sizes above DN 600 added;',
          'a leak-tightness class 0, verified by helium leak testing, has been added and the leakage rate of class II has been reduced;',
          'a new Clause 9 on stem seal leakage has been added;',
          'precautions for gas tests on large valves and requirements for recording test data have been added;',
          'a new informative Annex B on helium leak testing has been added, and the example test report form, formerly Annex B, is now Annex C.',
        ]);
  return keyedSection('foreword', 'Foreword', DEMO_DISCLAIMER + body + p('Any feedback or questions on this document should be directed to the user’s national standards body.'));
}

function scope(edition: ValveEdition): DemoSection {
  const sizes = edition === 2016 ? 'DN 10 to DN 600 and nominal pressures up to PN 100' : 'DN 10 to DN 1200 and nominal pressures up to PN 420 or pressure classes up to Class 2500';
  const types = edition === 2016 ? 'gate, globe, ball, plug and check valves' : 'gate, globe, ball, plug, butterfly and check valves';
  return section(
    '1',
    'Scope',
    p(
      `This document specifies the pressure tests to be carried out on metallic shut-off valves before they leave the manufacturer, and classifies the leak-tightness of the seat according to the leakage measured during the seat test. It applies to ${types} of nominal sizes ${sizes}.`,
      'The tests specified are production tests. They are not intended to qualify a valve design, for which type tests such as fire tests, cycle tests and fugitive emission tests are used.',
    ) +
      (edition === 2023
        ? p('This document does not apply to valves for cryogenic service below −50 °C, for which additional tests at low temperature are necessary.')
        : note('Valves for cryogenic service can be tested in accordance with this document at ambient temperature, but the results do not demonstrate tightness at service temperature.')),
  );
}

function references(edition: ValveEdition): DemoSection {
  const entries = [
    'ISO 6708, <em>Pipework components — Definition and selection of DN (nominal size)</em>',
    'ISO 7268, <em>Pipe components — Definition of nominal pressure</em>',
    ...(edition === 2023 ? ['ISO 15848-1, <em>Industrial valves — Measurement, test and qualification procedures for fugitive emissions — Part 1: Classification system and qualification procedures for type testing of valves</em>'] : []),
  ];
  return section(
    '2',
    'Normative references',
    p('The following documents are referred to in the text in such a way that some or all of their content constitutes requirements of this document. For dated references, only the edition cited applies. For undated references, the latest edition of the referenced document (including any amendments) applies.') + ul(entries),
  );
}

function terms(edition: ValveEdition): DemoSection {
  const visible =
    edition === 2016
      ? 'leakage that can be seen as drops or a film of liquid, or as bubbles when gas is used, during the test duration'
      : 'leakage that forms a drop or a film of liquid, or a bubble of gas, that can be seen with normal or corrected vision at a distance of 0,5 m under an illumination of at least 500 lx during the test duration';
  const entries: DemoSection[] = [
    section('3.1', 'shell test', term('shell test', 'test of the pressure-containing envelope of the valve, consisting of the body, bonnet or cover and their joints, with the obturator partly open')),
    section('3.2', 'seat test', term('seat test', 'test of the tightness of the closed obturator against its seat or seats, with the test pressure applied in the direction stated in Table 2')),
    section('3.3', 'test fluid', term('test fluid', 'liquid or gas used to pressurize the valve during a test', 'Water may contain a corrosion inhibitor and, for liquid tests, a wetting agent.')),
    section('3.4', 'visually detectable leakage', term('visually detectable leakage', visible)),
    section('3.5', 'test duration', term('test duration', 'time during which the test pressure is maintained and the valve is inspected, after the pressure has stabilized')),
  ];
  if (edition === 2023) {
    entries.push(
      section('3.6', 'leak-tightness class', term('leak-tightness class', 'designation of the maximum seat leakage rate permitted during the seat test, expressed as a class from 0 to IV')),
      section('3.7', 'helium leak test', term('helium leak test', 'test in which helium is used as a tracer gas and the leakage is measured with a mass spectrometer leak detector', 'See Annex B.')),
    );
  }
  return section('3', 'Terms and definitions', p('For the purposes of this document, the following terms and definitions apply.'), entries);
}

function equipment(edition: ValveEdition): DemoSection {
  const gauges =
    edition === 2016
      ? p('Pressure gauges shall have an accuracy of ±2,5 % of full scale or better. The full-scale value of the gauge shall be between 1,5 and 4 times the test pressure.')
      : p('Pressure gauges and pressure transducers shall have an accuracy of ±1 % of full scale or better. The test pressure shall lie between 25 % and 75 % of the full-scale value.', 'Gauges shall be calibrated at intervals not exceeding six months, and the calibration shall be traceable to national standards.');
  const chloride = edition === 2016 ? '100 mg/kg' : '30 mg/kg';
  const fluids = [
    'Water, which may contain a corrosion inhibitor, shall be used for liquid tests.',
    `For valves with parts of austenitic stainless steel in contact with the test fluid, the chloride content of the water shall not exceed ${chloride}.`,
    'Air shall be used for gas tests.',
    ...(edition === 2023 ? ['Nitrogen may be used in place of air. Helium shall be used for tests to leak-tightness class 0.'] : []),
    'The temperature of the test fluid shall be between 5 °C and 40 °C.',
  ];
  const children: DemoSection[] = [
    section('4.1', 'Pressure measurement', gauges),
    section('4.2', 'Test fluids', ul(fluids) + note('Water is preferred for shell tests because a failure releases far less energy than with gas.')),
    section('4.3', 'Preparation of the valve', p('The valve shall be tested before painting or any coating that could hide leakage, except for internal linings that are part of the design. Surfaces shall be clean and dry. Air shall be vented from the valve before a liquid test.') + ol(['close the ends with blind flanges or test fixtures that do not apply loads other than those of the pipe connection;', 'fill the valve slowly, venting at the highest point;', 'raise the pressure at a rate that allows the pressure to be read without overshoot;', 'begin the test duration only when the pressure is stable.'])),
  ];
  children.push(
    section(
      '4.4',
      'Safety of testing',
      p('Pressure testing stores energy in the test fluid and in the valve. A gas under pressure stores several hundred times more energy than the same volume of water at the same pressure, and a failure during a gas test can eject parts at high speed.') +
        ul([
          'Test benches shall have a pressure-relief device set at no more than 1,1 times the highest test pressure used on the bench.',
          edition === 2016
            ? 'Gas tests at pressures above 1 MPa shall be performed behind a protective screen.'
            : 'Gas tests at pressures above 1 MPa, and all gas tests on valves larger than DN 300, shall be performed behind a protective screen or in a test pit.',
          'Nobody shall stand in line with the ends of the valve while it is under pressure.',
          'Connections shall not be tightened while the valve is under pressure.',
        ]),
    ),
    section(
      '4.5',
      'Sequence of tests',
      p('Tests shall be performed in the following order: shell test (Clause 5), backseat test where required (Clause 6), and seat test (Clause 7).' + (edition === 2023 ? ' The stem seal test of Clause 9, where specified, shall follow the seat test.' : ''), 'A valve that fails a test shall be repaired and then subjected again to all tests in the sequence, starting with the shell test, unless the repair cannot have affected the results of the earlier tests.'),
    ),
  );
  if (edition === 2023) {
    children.push(section('4.6', 'Recording of test data', p('Test pressure and time shall be recorded for every test. Where a data logger is used, it shall record the pressure at least once per second, and the record shall be stored with the valve serial number for at least ten years.')));
  }
  return section('4', 'Test equipment and general requirements', p('Tests shall be performed by personnel trained in the test procedures and in the safe handling of pressurized equipment.'), children);
}

/** The sections of the given edition, in reading order. */
export function valveSections(edition: ValveEdition): DemoSection[] {
  return [foreword(edition), scope(edition), references(edition), terms(edition), equipment(edition), ...valveTestSections(edition)];
}
