// `npm run demo:clear -- --username NAME --demo-records`: "Start my business" from the command line. Every record of
// the business is cleared in one transaction, the admin NAME kept (made first with `npm run admin:create`; never a demo
// sign-in), and the demo's backups and moved-aside data folders too. Application records, invoices and payments inside
// their keeping are cleared only with --demo-records, the word that they are the demo's (docs/security.md). Works with the server running
// or stopped, on the embedded database (a running server is asked, as admin:create asks it) and on PostgreSQL.
// Exit codes: 0 cleared, 1 refused (the message says why), 2 wrong arguments, 3 the database or server did not answer.
import { parseArgs } from 'node:util';
import { renderMessage } from '../common/i18n/catalog';
import type { DemoClearResult } from '../common/schemas/businessData';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { askServerToClear, clearKeeping, demoFilesOf, isServing, serverHolding } from '../server/modules/data';

/** A server on its first start answers once its migrations are done. */
const SERVER_ANSWER_MS = 10 * 60_000;
const USAGE =
  "usage: npm run demo:clear -- --username NAME [--demo-records]   (NAME: the admin to keep, made with npm run admin:create; --demo-records: the application records, invoices and payments are the demo's)";

function stop(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

function argumentsGiven(): { username: string; recordsAreDemo: boolean } {
  try {
    const { values } = parseArgs({ options: { username: { type: 'string' }, 'demo-records': { type: 'boolean' } } });
    return { username: values.username?.trim() || stop(2, USAGE), recordsAreDemo: values['demo-records'] ?? false };
  } catch (error) {
    return stop(2, `${(error as Error).message}\n${USAGE}`);
  }
}

async function clearHere(): Promise<DemoClearResult> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    return await clearKeeping(database.db, username, demoFilesOf(config), recordsAreDemo);
  } catch (error) {
    return stop(3, `The database did not answer: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}

const config = loadConfig();
const { username, recordsAreDemo } = argumentsGiven();
const hold = config.databaseUrl ? null : serverHolding(config.dataDir);
if (hold) console.log(`LawnDesk is running on this data directory (pid ${hold.pid}): asking it to clear…`);
const result = hold
  ? await askServerToClear(config.dataDir, { username, recordsAreDemo }, SERVER_ANSWER_MS, () => isServing(hold))
  : await clearHere();
if (!result)
  stop(
    3,
    hold && !isServing(hold)
      ? `The server (pid ${hold.pid}) stopped before it answered: see its log.`
      : 'The server did not answer: see its log.',
  );
if (!result.ok) stop(1, `Nothing was cleared: ${renderMessage('en', result.message)}`);
const { tables, users, files } = result.cleared;
console.log(`Cleared ${tables} tables, ${users} sign-ins and ${files} of the demo's backups and folders; ${username} is kept.`);
console.log('Sign in as them: the business setup opens.');
