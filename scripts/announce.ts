import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CORE_SCHEMA, load } from 'js-yaml';
import { loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { AppError } from '../server/errors/app-error.ts';
import { createGlobalAnnouncements, type GlobalAnnouncementReport } from '../server/modules/home/index.ts';
import { runWhenEntry } from './command-entry.ts';

const USAGE = `Usage: npm run announce -- <command> [arguments]

The platform operator's announcements, shown first on every user's dashboard as from Normscope.

Commands:
  set <key> --note <html> [--link-url <url>] [--link-name <name>]
             writes the announcement under <key>, or rewrites it
  remove <key>
             removes the announcement under <key>
  load <file.yaml>
             makes the announcements exactly the file's: a list of {key, note, linkUrl, linkName};
             each is written by its key, and those whose keys the file does not name are removed

The note is HTML: paragraphs, line breaks, emphasis, lists and http(s) links are kept, anything
else is removed (as for an organisation's own announcements). A key is 1 to 100 letters, digits,
dots, dashes or underscores. The database is the one npm start uses: DATABASE_URL when set,
else the embedded one in DATA_DIR.`;

class UsageError extends Error {}

function usage(message: string): never {
  throw new UsageError(message);
}

/** What the command does with the database, once its arguments are read. */
type Command = (operator: ReturnType<typeof createGlobalAnnouncements>) => Promise<GlobalAnnouncementReport>;

function commandOf(argv: string[]): Command | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      note: { type: 'string' },
      'link-url': { type: 'string' },
      'link-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const [command, argument, ...rest] = positionals;
  if (rest.length > 0) usage(`Unexpected argument(s): ${rest.join(' ')}.`);
  if (command === 'set') {
    if (!argument) usage('Give the key of the announcement to set.');
    if (values.note === undefined) usage('Give the announcement with --note.');
    const input = { key: argument, note: values.note, linkUrl: values['link-url'] ?? null, linkName: values['link-name'] ?? null };
    return (operator) => operator.set(input);
  }
  if (values.note !== undefined || values['link-url'] !== undefined || values['link-name'] !== undefined) usage(`--note, --link-url and --link-name go with set only.`);
  if (command === 'remove') {
    if (!argument) usage('Give the key of the announcement to remove.');
    return (operator) => operator.remove(argument);
  }
  if (command === 'load') {
    if (!argument) usage('Give the YAML file to load.');
    // Read before the database opens: a missing or malformed file changes nothing.
    // The core schema: dates and other YAML extras stay text, as the notes are.
    const items = load(readFileSync(argument, 'utf8'), { schema: CORE_SCHEMA });
    return (operator) => operator.load(items);
  }
  usage(command ? `Unknown command '${command}'.` : 'Say what to do.');
}

function printReport(report: GlobalAnnouncementReport): void {
  const lines: [string, string[]][] = [
    ['added', report.added],
    ['changed', report.changed],
    ['unchanged', report.unchanged],
    ['removed', report.removed],
  ];
  const said = lines.filter(([, keys]) => keys.length > 0);
  if (said.length === 0) console.log('Nothing to change.');
  for (const [label, keys] of said) console.log(`${label.padEnd(10)} ${keys.join(', ')}`);
}

/** Runs the CLI on `database`, or on the configured one; answers the exit code. */
export async function main(argv: string[], given?: DatabaseHandle): Promise<number> {
  let command: Command | 'help';
  try {
    command = commandOf(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(USAGE);
    return 0;
  }
  const database = given ?? (await openDatabase(databaseOptionsFromConfig(loadConfig())));
  try {
    if (!given) await database.migrate();
    printReport(await command(createGlobalAnnouncements(database)));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.reason);
    return 2;
  } finally {
    if (!given) await database.close();
  }
}

runWhenEntry(import.meta, 'announce', main);
