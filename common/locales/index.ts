import type { Locale } from '../locales.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

export type TranslationTree = { [key: string]: string | TranslationTree };

/** Every string of the product in all seven languages; English is the reference and the fallback. */
export const translations: Record<Locale, TranslationTree> = { en, fr, de, it, es, ru, zh };
