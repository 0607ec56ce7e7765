/**
 * Runs a command-line script's `main` when the script is the process's entry (not when a test
 * imports it): exits with the code `main` answers, or prints `<name> failed: …` and exits with 1.
 */
export function runWhenEntry(meta: ImportMeta, name: string, main: (args: string[]) => Promise<number>): void {
  if (meta.url !== `file://${process.argv[1]}`) return;
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
