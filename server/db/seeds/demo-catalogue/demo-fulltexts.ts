import type { CatalogueRecord, FullTextDocument, SectionInput } from '../../../modules/catalogue/catalogue-record.ts';
import { qualityGuideSections } from './demo-fulltext-quality-guide.data.ts';
import { batteryStorageSections } from './demo-fulltext-battery.data.ts';
import { buildSections } from './demo-fulltext-builder.ts';
import { machineGuardSections } from './demo-fulltext-guards.data.ts';
import { softwareUpdateSections } from './demo-fulltext-updates.data.ts';
import { valveSections } from './demo-fulltext-valves.data.ts';
import { FULLTEXT_NUMBERS } from './demo-fulltext-works.data.ts';

/** The sections of every demo full text, by the published number of its edition. */
export function demoFullTextSections(): Map<string, SectionInput[]> {
  return new Map([
    [FULLTEXT_NUMBERS.qualityGuide, buildSections(qualityGuideSections())],
    [FULLTEXT_NUMBERS.valves2016, buildSections(valveSections(2016))],
    [FULLTEXT_NUMBERS.valves2023, buildSections(valveSections(2023))],
    [FULLTEXT_NUMBERS.batteryStorage, buildSections(batteryStorageSections())],
    [FULLTEXT_NUMBERS.softwareUpdates, buildSections(softwareUpdateSections())],
    [FULLTEXT_NUMBERS.machineGuards, buildSections(machineGuardSections())],
  ]);
}

/** Pairs each demo full text with its catalogue record; a text without a record is a bug in the data. */
export function demoFullTexts(records: readonly CatalogueRecord[]): FullTextDocument[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  return [...demoFullTextSections()].map(([number, sections]) => {
    const record = byNumber.get(number);
    if (!record) throw new Error(`demo full text ${number} has no catalogue record`);
    return { record, sections };
  });
}
