import { UserProfile } from '../../common/account/account.contract.ts';
import { resolveLocale, type Locale } from '../../common/locales.ts';

export type PageVariables = { profile: UserProfile | null; language: Locale };

function decodeBase64Json(encoded: string): unknown {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Reads the variables the server injected into the page (the user profile and the page language). */
export function readPageVariables(doc: Document = document): PageVariables {
  const language = resolveLocale(doc.querySelector('meta[name="normscope-lang"]')?.getAttribute('content'));
  const encoded = doc.querySelector('meta[name="normscope-profile"]')?.getAttribute('content');
  if (!encoded) return { profile: null, language };
  try {
    const parsed = UserProfile.safeParse(decodeBase64Json(encoded));
    return { profile: parsed.success ? parsed.data : null, language };
  } catch {
    return { profile: null, language };
  }
}
