import { parseArgs } from 'node:util';
import { isLocale } from '../common/locales.ts';
import { dataPaths, loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { AppError } from '../server/errors/app-error.ts';
import { createOperator } from '../server/modules/onboarding/index.ts';
import { createLogger } from '../server/platform/logger.ts';
import { createMailer, type Mailer } from '../server/platform/mailer.ts';
import { runWhenEntry } from './command-entry.ts';

const USAGE = `Usage: npm run operator -- create <email> [--name "..."] [--language en]

Platform operators onboard customers (the onboarding wizard); no organisation role grants that.

Commands:
  create <email>  makes <email> a platform operator in the internal organisation "Normscope operations"
                  (created with a subscription without datasets the first time), then prints a one-time
                  link to set the password and mails it. Running it again for the same address sends a
                  new link (the earlier one stops working). A customer's user is never made an operator.

Options:
  --name       the operator's name (default: the part of the address before @)
  --language   en, fr, de, it, es, ru or zh: the mail's and the account's language (default en)

The link works once and for INVITATION_DAYS days (default 7). The database is the one npm start uses:
DATABASE_URL when set, else the embedded one in DATA_DIR; mail goes to MAIL_URL, else to DATA_DIR/outbox.`;

type Parsed = { email: string; name: string | undefined; language: string | undefined } | 'help';

function parse(argv: string[]): Parsed {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, language: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return 'help';
  const [command, email, ...rest] = positionals;
  if (command !== 'create') throw new Error(command ? `Unknown command '${command}'.` : 'Say what to do.');
  if (!email) throw new Error('Give the operator’s email address.');
  if (rest.length > 0) throw new Error(`Unexpected argument(s): ${rest.join(' ')}.`);
  if (values.language !== undefined && !isLocale(values.language)) throw new Error(`Unknown language '${values.language}'.`);
  return { email, name: values.name, language: values.language };
}

/** Runs the CLI on `database` and `mailer`, or on the configured ones; answers the exit code. */
export async function main(argv: string[], given?: { database: DatabaseHandle; mailer: Mailer }): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (parsed === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = given?.database ?? (await openDatabase(databaseOptionsFromConfig(config)));
  const mailer = given?.mailer ?? createMailer({ mailUrl: config.mailUrl, mailFrom: config.mailFrom, outboxDir: dataPaths(config).outbox, logger: createLogger({ level: 'warn' }) });
  try {
    if (!given) await database.migrate();
    const result = await createOperator({ database, mailer, publicUrl: config.publicUrl, invitationDays: config.invitationDays }, parsed);
    console.log(`${result.created ? 'Created' : 'Updated'} operator ${parsed.email.toLowerCase()} (user ${result.userId}).`);
    console.log(`Set-password link (works once, until ${result.expiresAt.toISOString()}):\n${result.link}`);
    if (!result.mailed) console.error('The mail could not be sent; give the operator the link above.');
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.reason);
    return 2;
  } finally {
    if (!given) {
      mailer.close();
      await database.close();
    }
  }
}

runWhenEntry(import.meta, 'operator', main);
