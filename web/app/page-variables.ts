import type { UserProfile } from '../../common/account/account.contract.ts';
import { isRecord } from '../../common/json-shape.ts';
import { isLocale, resolveLocale, type Locale } from '../../common/locales.ts';
import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { FIRST_DOCUMENT_ELEMENT_ID, FIRST_RESULTS_ELEMENT_ID } from '../../common/page-modules.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';

export type PageVariables = { profile: UserProfile | null; language: Locale };

function decodeBase64Json(encoded: string): unknown {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The profile as the server writes it (web-app.routes.ts, from the UserProfile contract). Its
 * shape is checked, not parsed with the contract's schema: the browser runs no zod (the bundler
 * leaves it out), and a page the server rendered carries what the server typed.
 */
function isUserProfile(value: unknown): value is UserProfile {
  if (!isRecord(value) || !isRecord(value.perms) || !isRecord(value.user) || !isRecord(value.organisation)) return false;
  return (
    typeof value.subId === 'number' &&
    Array.isArray(value.searchTabs) &&
    typeof value.isLiteSubscription === 'boolean' &&
    typeof value.nonce === 'string' &&
    isLocale(value.language) &&
    typeof value.user.id === 'number' &&
    typeof value.user.name === 'string' &&
    typeof value.organisation.name === 'string' &&
    typeof value.subscriptionName === 'string'
  );
}

/** Reads the variables the server injected into the page (the user profile and the page language). */
export function readPageVariables(doc: Document = document): PageVariables {
  const language = resolveLocale(doc.querySelector('meta[name="normscope-lang"]')?.getAttribute('content'));
  const encoded = doc.querySelector('meta[name="normscope-profile"]')?.getAttribute('content');
  if (!encoded) return { profile: null, language };
  try {
    const profile = decodeBase64Json(encoded);
    return { profile: isUserProfile(profile) ? profile : null, language };
  } catch {
    return { profile: null, language };
  }
}

/**
 * The results page's first answer, which the server put in the page since it is a POST no
 * preload can make; taken once, so a later visit of the page asks the server as usual.
 */
export function takeFirstResults(searchContext: string, doc: Document = document): SearchResults | undefined {
  const carried = takeDataBlock(FIRST_RESULTS_ELEMENT_ID, doc);
  if (!isRecord(carried) || carried.searchContext !== searchContext || !isRecord(carried.results) || !Array.isArray(carried.results.records)) return undefined;
  return carried.results as SearchResults;
}

/**
 * A JSON data block the server put in the page (server/http/page-data-preloads.ts), taken out of
 * it: read once. Undefined when the page has none or it does not read; its shape is the caller's to check.
 */
export function takeDataBlock(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * A display page's document, which the server put in the page as its detail call (`call`) answers
 * it, having drawn the page's first screen from it; taken once, and only for that call, so a later
 * visit asks the server as usual.
 */
export function takeFirstDocument(call: string, doc: Document = document): DocumentDetail | undefined {
  const carried = takeDataBlock(FIRST_DOCUMENT_ELEMENT_ID, doc);
  return isRecord(carried) && carried.call === call && isRecord(carried.detail) ? (carried.detail as DocumentDetail) : undefined;
}
