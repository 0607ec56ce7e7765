/**
 * A legislation search's criteria as the search page's query string (what a recent search's link
 * re-runs): each field its own key, a list as repeated keys, empty and nested values left out.
 * The web app's search page reads the same keys back.
 */
export function criteriaQuery(criteria: unknown): string {
  const query = new URLSearchParams();
  if (criteria && typeof criteria === 'object' && !Array.isArray(criteria)) {
    for (const [key, value] of Object.entries(criteria)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one === null || one === undefined || one === '' || typeof one === 'object') continue;
        query.append(key, String(one));
      }
    }
  }
  return query.toString();
}
