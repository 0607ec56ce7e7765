import { DEMO_DISCLAIMER, keyedSection, note, p, section, table, ul, type DemoSection } from './demo-fulltext-builder.ts';

/** ETSI numbers its provisions 'Provision 5.1-2'; they read as a bold label and the requirement. */
function provision(id: string, text: string): string {
  return `<p><strong>Provision ${id}</strong>: ${text}</p>`;
}

const FRONT: DemoSection[] = [
  keyedSection('intellectual-property-rights', 'Intellectual Property Rights', DEMO_DISCLAIMER + p('No essential patents have been declared for the present document. This does not exclude the existence of patents or other rights that may be essential.')),
  keyedSection('foreword', 'Foreword', p('This Technical Specification (TS) has been produced by ETSI Technical Committee Cyber Security (CYBER).', 'It complements the baseline security provisions for consumer devices with detailed provisions for one security capability that building automation devices need throughout their long service lives: receiving software updates safely.')),
  keyedSection('modal-verbs-terminology', 'Modal verbs terminology', p('In the present document, “shall” and “shall not” express requirements, “should” and “should not” express recommendations, “may” and “need not” express permissions, and “can” and “cannot” express possibilities. “Must” and “must not” are used only when quoting provisions of legislation.')),
  keyedSection('introduction', 'Introduction', p('Building automation devices such as room controllers, thermostats, blind actuators and gateways are often installed for fifteen years or more, far longer than most consumer electronics. Over that time, vulnerabilities will be found in their software. A device that cannot be updated, or that can be updated by anyone, becomes a permanent weakness in the building network.', 'The present document specifies how updates are packaged, signed, delivered, verified and installed, and what users and building operators are told about update support.')),
];

const TERMS = section('3', 'Definition of terms, symbols and abbreviations', '', [
  section('3.1', 'Terms', p('For the purposes of the present document, the following terms apply:') + ul(['<strong>update package</strong>: signed set of files, with its manifest, that changes the software of a device', '<strong>manifest</strong>: machine-readable description of an update package, stating at least the target device types, the version, the minimum version from which the update may be installed and the digests of the files', '<strong>update server</strong>: system operated by or for the manufacturer from which devices or gateways obtain update packages', '<strong>defined support period</strong>: minimum length of time, published by the manufacturer, during which security updates are provided'])),
  section('3.2', 'Symbols', p('Void.')),
  section('3.3', 'Abbreviations', p('For the purposes of the present document, the following abbreviations apply:') + table('Abbreviations', ['Abbreviation', 'Meaning'], [['BACS', 'Building Automation and Control System'], ['HSM', 'Hardware Security Module'], ['OTA', 'Over The Air'], ['SBOM', 'Software Bill of Materials'], ['TLS', 'Transport Layer Security']])),
]);

const ARCHITECTURE = section('4', 'Update architecture', p('This clause describes the reference architecture to which the provisions of clause 5 refer.'), [
  section('4.1', 'Actors', ul(['The <strong>manufacturer</strong> builds, signs and publishes update packages.', 'The <strong>update server</strong> distributes update packages.', 'The <strong>gateway</strong>, where present, obtains update packages for devices that cannot reach the update server themselves.', 'The <strong>device</strong> verifies and installs update packages.', 'The <strong>building operator</strong> decides when updates are installed in a managed building.'])),
  section('4.2', 'Update package format', p('An update package consists of a manifest and one or more payload files. The manifest is signed; the payload files are bound to the manifest by their digests. This allows a gateway to cache payload files without being able to alter them.') + note('A format that signs the manifest only allows differential updates, where the payload contains only the changes to the installed version.')),
  section('4.3', 'Update modes', p('Devices may support automatic updates, updates approved by the building operator, or both. In managed buildings, the operator’s approval allows updates to be scheduled outside occupied hours and to be tested on a small number of devices first.')),
]);

const PROVISIONS = section('5', 'Provisions', '', [
  section(
    '5.1',
    'Authenticity and integrity',
    provision('5.1-1', 'The device shall install an update package only after verifying the signature of its manifest with a public key stored in the device.') +
      provision('5.1-2', 'The private signing key shall be held in a hardware security module or equivalent protected environment and shall not be accessible to build systems in clear.') +
      provision('5.1-3', 'The device shall verify the digest of every payload file against the manifest before installing it.') +
      provision('5.1-4', 'The device should support the replacement of the signing public key through a signed update, so that a compromised or expiring key can be retired.'),
  ),
  section(
    '5.2',
    'Rollback protection',
    provision('5.2-1', 'The device shall refuse an update package whose version is lower than the minimum version stated in the installed software, unless the user or operator explicitly confirms a downgrade on the device or through an authenticated management interface.') +
      provision('5.2-2', 'Security fixes shall raise the minimum version, so that a downgrade cannot reintroduce a fixed vulnerability without explicit confirmation.'),
  ),
  section(
    '5.3',
    'Delivery',
    provision('5.3-1', 'Update packages shall be obtained over a channel that authenticates the update server, such as TLS with server certificate validation.') +
      provision('5.3-2', 'A device that cannot reach the update server should obtain update packages through a gateway; the device shall still verify the package itself.') +
      provision('5.3-3', 'The device should check for updates at least once a day when it has network connectivity.') +
      note('Authentication of the channel protects metadata and availability; authenticity of the package is ensured by provision 5.1-1 regardless of the channel.'),
  ),
  section(
    '5.4',
    'Installation and recovery',
    provision('5.4-1', 'An interrupted installation, for example by a power failure, shall leave the device able to run either the previous or the new software.') +
      provision('5.4-2', 'Devices that control heating, ventilation or access shall keep performing their control function with safe default settings while an update is installed.') +
      provision('5.4-3', 'After installation, the device shall report the installed version to the gateway or update server.'),
  ),
  section(
    '5.5',
    'Information for users and operators',
    provision('5.5-1', 'The manufacturer shall publish the defined support period for each device type in a way that is accessible before purchase.') +
      provision('5.5-2', 'The manufacturer shall publish release notes for each security update, stating the vulnerabilities fixed at a level of detail that does not endanger devices that are not yet updated.') +
      provision('5.5-3', 'The manufacturer should make a software bill of materials available to building operators on request.'),
  ),
]);

const ASSESSMENT = section('6', 'Conformance assessment', p('Conformance is assessed by inspection of documentation and by functional tests on a sample device.'), [
  section('6.1', 'Test of signature verification', p('An update package with a manifest signed by an unknown key, and a package in which one payload byte has been altered, are offered to the device. Neither shall be installed, and the device shall continue to run its previous software.')),
  section('6.2', 'Test of rollback protection', p('An update package with a version lower than the minimum version is offered to the device without confirmation. It shall not be installed.')),
  section('6.3', 'Test of interrupted installation', p('Power is removed from the device at three points during installation chosen by the test laboratory. After each interruption the device shall start and run either the previous or the new software.')),
]);

const ANNEX_A = section(
  'Annex A',
  '(informative): Implementation conformance statement pro forma',
  p('The manufacturer can state which provisions are implemented using Table A.1.') +
    table('Table A.1 — Implementation conformance statement', ['Provision', 'Status', 'Support (Y/N)', 'Detail'], [['5.1-1', 'M', '', ''], ['5.1-2', 'M', '', ''], ['5.1-3', 'M', '', ''], ['5.1-4', 'R', '', ''], ['5.2-1', 'M', '', ''], ['5.2-2', 'M', '', ''], ['5.3-1', 'M', '', ''], ['5.3-2', 'R', '', ''], ['5.3-3', 'R', '', ''], ['5.4-1', 'M', '', ''], ['5.4-2', 'M', '', ''], ['5.4-3', 'M', '', ''], ['5.5-1', 'M', '', ''], ['5.5-2', 'M', '', ''], ['5.5-3', 'R', '', '']]) +
    note('M: mandatory; R: recommended.'),
);

/** ETSI TS 103 918 V1.1.1, secure software updates for building automation devices (demo text). */
export function softwareUpdateSections(): DemoSection[] {
  return [
    ...FRONT,
    section('1', 'Scope', p('The present document specifies security provisions for the delivery, verification and installation of software updates on connected building automation devices and for the information manufacturers provide about update support.', 'The present document applies to devices connected to a building network or to the Internet, directly or through a gateway. It does not apply to safety-related control systems, for which additional requirements apply.')),
    section('2', 'References', '', [
      section('2.1', 'Normative references', p('The following referenced documents are necessary for the application of the present document.') + ul(['ETSI EN 303 645: "CYBER; Cyber Security for Consumer Internet of Things: Baseline Requirements".'])),
      section('2.2', 'Informative references', p('The following referenced documents are not necessary for the application of the present document but they assist the user with regard to a particular subject area.') + ul(['IETF RFC 9019: "A Firmware Update Architecture for Internet of Things".', 'ISO 16484-2: "Building automation and control systems (BACS) — Part 2: Hardware".'])),
    ]),
    TERMS,
    ARCHITECTURE,
    PROVISIONS,
    ASSESSMENT,
    ANNEX_A,
    keyedSection('history', 'History', table('Document history', ['Version', 'Date', 'Status'], [['V1.1.1', 'May 2023', 'Publication']])),
  ];
}
