import type { LocalizedTitle } from '../../catalogue-record.ts';
import { decodeEntities, isObject, languageCode, listOf, textOf, type RelatonItem } from './relaton-fields.ts';

type TitlePiece = { type: string; language: string; text: string };

/** ISO and IEC join title elements with a spaced hyphen in the data; lists show the em dash they print. */
const ELEMENT_SEPARATOR = ' — ';

function piecesOf(item: RelatonItem, fallbackLanguage: string): TitlePiece[] {
  const raw = item.title;
  if (typeof raw === 'string') return [{ type: 'main', language: fallbackLanguage, text: clean(raw) }];
  return listOf(raw).flatMap((entry) => {
    const text = textOf(entry);
    if (!text) return [];
    const type = isObject(entry) ? (textOf(entry.type) ?? 'main') : 'main';
    const language = (isObject(entry) ? languageCode(entry.language) : undefined) ?? fallbackLanguage;
    return [{ type, language, text: clean(text) }];
  });
}

function clean(text: string): string {
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Titles per language: `full` from the 'main' title (or the first untyped one), the
 * intro / main / part elements where the source splits them, English first. Subtitles
 * (OIML) are returned apart.
 */
export function titlesOf(item: RelatonItem, fallbackLanguage: string): { titles: LocalizedTitle[]; subtitle?: string } {
  const pieces = piecesOf(item, fallbackLanguage);
  const languages = [...new Set(pieces.filter((piece) => piece.type !== 'subtitle').map((piece) => piece.language))];
  const titles: LocalizedTitle[] = [];
  for (const language of languages) {
    const of = (type: string) => pieces.find((piece) => piece.language === language && piece.type === type)?.text;
    const intro = of('title-intro');
    const main = of('title-main');
    const part = of('title-part');
    const elements = [intro, main, part].filter((text): text is string => text !== undefined);
    const stated = of('main') ?? pieces.find((piece) => piece.language === language && !piece.type.startsWith('title-') && piece.type !== 'subtitle')?.text;
    const full = elements.length > 1 ? elements.join(ELEMENT_SEPARATOR) : (stated ?? elements[0]);
    if (!full) continue;
    titles.push({
      language,
      full,
      ...(intro ? { intro } : {}),
      ...(main ? { main } : {}),
      ...(part ? { part } : {}),
    });
  }
  titles.sort((a, b) => Number(b.language === 'en') - Number(a.language === 'en'));
  const subtitle = pieces.find((piece) => piece.type === 'subtitle')?.text;
  return { titles, ...(subtitle ? { subtitle } : {}) };
}
