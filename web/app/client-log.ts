/**
 * Where the web app logs failures the spec says are "logged only" (suggestions, option
 * lists, tracking, reader calls): the browser console, with the message the spec names.
 */
export function logClientFailure(message: string, error?: unknown): void {
  console.warn(`[normscope] ${message}`, error ?? '');
}
