// `npm run admin:create -- --username NAME --email EMAIL [--first-name F] [--last-name L]`: an admin account with the
// admin role (and the default roles, made when the business has none). The password comes from standard input: asked
// twice, hidden, on a terminal; otherwise two lines, the password then its confirmation, so a script can pipe it.
// A server running on the embedded data directory is asked to create it (PGlite allows one process per directory).
// Exit codes: 0 created, 1 refused (the message says why), 2 wrong arguments, 3 the database or server did not answer.
import { parseArgs } from 'node:util';
import { renderMessage } from '../common/i18n/catalog';
import { type AdminCreateInput, adminCreateInput, type AdminRequest, type AdminResult } from '../common/schemas/firstAdmin';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { hashPassword } from '../server/lib/password';
import { askServerForAdmin, createAdmin } from '../server/modules/accounts';
import { isServing, serverHolding } from '../server/modules/data';
import { readPasswords } from './passwordInput';

/** A server on its first start answers once its migrations are done: on a busy machine, a minute or more. */
const SERVER_ANSWER_MS = 10 * 60_000;
const USAGE = 'usage: npm run admin:create -- --username NAME --email EMAIL [--first-name FIRST] [--last-name LAST]';

function stop(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

function argumentsGiven() {
  try {
    const { values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    });
    if (!values.username || !values.email) stop(2, USAGE);
    return { username: values.username, email: values.email, firstName: values['first-name'] ?? '', lastName: values['last-name'] ?? '' };
  } catch (error) {
    return stop(2, `${(error as Error).message}\n${USAGE}`);
  }
}

function checked(input: Record<keyof AdminCreateInput, string>): AdminCreateInput {
  const parsed = adminCreateInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${renderMessage('en', issue.message)}`);
  return stop(1, `The admin was not created:\n${[...new Set(lines)].join('\n')}`);
}

async function createHere(request: AdminRequest): Promise<AdminResult> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    return await createAdmin(database.db, request);
  } catch (error) {
    return stop(3, `The database did not answer: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}

const config = loadConfig();
const identity = argumentsGiven();
const { password, confirmPassword } = await readPasswords();
const { username, email, firstName, lastName } = checked({ ...identity, password, confirmPassword });
const request: AdminRequest = { username, email, firstName, lastName, passwordHash: await hashPassword(password) };
const hold = config.databaseUrl ? null : serverHolding(config.dataDir);
if (hold) console.log(`LawnDesk is running on this data directory (pid ${hold.pid}): asking it to create the admin…`);
const result = hold ? await askServerForAdmin(config.dataDir, request, SERVER_ANSWER_MS, () => isServing(hold)) : await createHere(request);
if (!result && hold && !isServing(hold)) stop(3, `The server (pid ${hold.pid}) stopped before it answered: see its log.`);
if (!result) stop(3, `The server did not answer within ${SERVER_ANSWER_MS / 60_000} minutes: see its log.`);
if (!result.ok) stop(1, `The admin was not created: ${result.field ? `${result.field}: ` : ''}${renderMessage('en', result.message)}`);
console.log(`Admin ${username} created: sign in at /login. The business's setup opens at the first sign-in.`);
