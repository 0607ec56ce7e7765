import type { CatalogueRecord } from '../../catalogue-record.ts';
import { numberKey } from '../../document-number.ts';
import type { PublisherCode } from '../../publishers.ts';
import {
  committeeOf,
  datesOf,
  docTypeText,
  editionOf,
  extOf,
  icsCodesOf,
  isObject,
  keywordsOf,
  languageCode,
  linksOf,
  listOf,
  primaryIdentifier,
  relationsOf,
  secondaryIdentifiers,
  stageOf,
  textOf,
  textsByLanguage,
  versionOf,
  type RelatonItem,
} from './relaton-fields.ts';
import { amendedNumber, numberPartsOf, publisherOfNumber } from './relaton-numbers.ts';
import { relationsFor } from './relaton-relations.ts';
import { docTypeOf, statusOf } from './relaton-status.ts';
import { titlesOf } from './relaton-titles.ts';

/** A record the mapper cannot use; the importer reports it with its position and goes on. */
export class RelatonRecordError extends Error {}

/** Dates that say when an edition appeared, best first. */
const PUBLICATION_DATE_TYPES = ['published', 'issued', 'circulated', 'created', 'updated'];

/** Boilerplate some sources put where the abstract belongs. */
const NOT_AN_ABSTRACT = /enforces publisher restrictions around file sharing|^This document has been withdrawn by the CCSDS\.?$/i;

/**
 * Maps one Relaton bibliographic item onto a catalogue record. `home` is the publisher
 * whose file the item came from: a joint document found in another body's file
 * ('ISO/IEC 27001' in the IEC file) is marked secondary, so the owner's own record
 * wins whichever file is imported first.
 */
export function mapRelatonItem(item: unknown, home: PublisherCode): CatalogueRecord {
  if (!isObject(item)) throw new RelatonRecordError('not a bibliographic item (expected a mapping)');
  const relaton: RelatonItem = item;
  const identifier = primaryIdentifier(relaton) ?? textOf(relaton.docnumber);
  if (!identifier) throw new RelatonRecordError('no primary document identifier');

  const publisher = publisherOfNumber(identifier, home);
  const relations = relationsOf(relaton);
  const editionOf = relations.find((relation) => relation.type === 'editionOf')?.target;
  const stated = { edition: editionOfItem(relaton), version: versionOf(relaton) };
  const parts = numberPartsOf(publisher, identifier, { ...(stated.edition ? { edition: stated.edition } : {}), ...(editionOf ? { editionOf } : {}) });

  const languages = languagesOf(relaton);
  const fallbackLanguage = languages[0] ?? 'en';
  const { titles, subtitle } = titlesOf(relaton, fallbackLanguage);
  if (titles.length === 0) titles.push({ language: fallbackLanguage, full: parts.number });

  const dates = datesOf(relaton);
  const publishedOn = PUBLICATION_DATE_TYPES.map((type) => dates.get(type)).find((date) => date !== undefined);
  const { stage, substage } = stageOf(relaton);
  const ext = extOf(relaton);
  const statusCode = statusOf({
    publisher,
    ...(stage ? { stage } : {}),
    ...(substage ? { substage } : {}),
    ...(textOf(ext.standard_status) ? { standardStatus: textOf(ext.standard_status) } : {}),
    ...(parts.silver ? { silver: true } : {}),
  });
  const amendment = amendedNumber(publisher, parts.number)?.kind;
  const confirmed = dates.get('confirmed');

  const edition = parts.edition ?? stated.edition;
  const version = parts.version ?? (publisher === 'OIML' ? undefined : stated.version);
  const committee = committeeOf(relaton);
  return {
    source: `relaton:${home.toLowerCase()}`,
    sourceKey: `relaton:${publisher}:${numberKey(sourceNumber(publisher, parts.number))}`,
    publisher,
    number: parts.number,
    workNumber: parts.workNumber,
    titles,
    ...(subtitle ? { subtitle } : {}),
    abstracts: textsByLanguage(relaton.abstract, fallbackLanguage).filter((entry) => !NOT_AN_ABSTRACT.test(entry.text)),
    keywords: keywordsOf(relaton),
    languages: languages.length > 0 ? languages : [...new Set(titles.map((title) => title.language))],
    ...(publishedOn ? { publishedOn, publicationYear: Number(publishedOn.slice(0, 4)) } : {}),
    ...(edition ? { edition } : {}),
    ...(version ? { version } : {}),
    docType: docTypeOf(publisher, parts.number, docTypeText(relaton), amendment, statusCode),
    ...(statusCode ? { statusCode } : {}),
    ...(stage ? { stage: [substage ? `${stage}.${substage}` : stage, confirmed ? `confirmed ${confirmed}` : ''].filter(Boolean).join(', ') } : {}),
    icsCodes: icsCodesOf(relaton),
    ...(committee ? { committee } : {}),
    links: [...linksOf(relaton), ...identifierLinks(relaton)],
    relations: relationsFor(publisher, parts.number, statusCode, relations),
    ...(publisher !== home ? { secondary: true } : {}),
    raw: relaton,
  };
}

function editionOfItem(item: RelatonItem): string | undefined {
  const edition = editionOf(item);
  return edition && /^\d+(\.\d+)?$/.test(edition) ? edition : undefined;
}

function languagesOf(item: RelatonItem): string[] {
  const codes = listOf(item.language)
    .map((entry) => languageCode(entry))
    .filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

/**
 * The number that identifies an edition across files: OIML's language editions of one
 * edition ('… (E)', '… (F)') are one edition here.
 */
function sourceNumber(publisher: PublisherCode, number: string): string {
  return publisher === 'OIML' ? number.replace(/\s*\((?:E|F|PE|PF)\)$/, '') : number;
}

function identifierLinks(item: RelatonItem): { type: string; url: string }[] {
  return secondaryIdentifiers(item).flatMap((entry) => {
    if (entry.type === 'DOI') return [{ type: 'doi', url: `https://doi.org/${entry.id}` }];
    return [];
  });
}
