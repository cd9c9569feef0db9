// "Start my business": every record of the business cleared in one transaction, the admin who asked kept with the
// default roles, the settings and the server's own tables; the setup walk-through starts again at its first step.
// Records the law makes the business keep (application records, invoices, payments inside their keeping) are cleared
// only on the admin's separate word that they are the demo's, on an install that has the demo's sign-ins; then the
// demo's files outside the database go too (demoFiles). docs/security.md "What a clear keeps".
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { type Message, withParams } from '../../../../common/i18n/catalog';
import { USER_TYPES } from '../../../../common/permissions';
import { DEFAULT_SETTINGS } from '../../../../common/schemas/settings';
import type { BusinessDataCleared, DemoClearResult, KeptRecordCounts } from '../../../../common/schemas/businessData';
import type { Db } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { DEMO_BUSINESS } from '../../../demo/configuration';
import { DEMO_SIGN_INS, hasDemoSignIns } from '../../../demo/demo';
import { readSettings, writeSettings } from '../../../lib/settings';
import { type DemoFilesPlace, removeDemoFiles } from './demoFiles';

/**
 * Kept whole: the sign-ins (all but the asker are removed below), the settings, the server's generated secrets and the
 * zip code reference data. Every other table of the schema is emptied, those added later too.
 */
export const KEPT_TABLES = ['users', 'roles', 'sessions', 'settings', 'server_secrets', 'zipcodes'];

const DEMO_USERNAMES = new Set(DEMO_SIGN_INS.map(({ username }) => username));
/** A demo sign-in may never be the one kept: its password is public. */
export const isDemoSignIn = (username: string) => DEMO_USERNAMES.has(username);
const DEMO_SIGN_IN_KEPT: Message = 'server.business_data.demo_sign_in_kept';

/**
 * Invoices and payments are the records of the sales tax filed: Texas asks for them to be kept four years (Tax Code
 * §111.0041), as long as any. Application records are kept as long as the treatments setting says (two years at least).
 */
export const MONEY_RECORDS_KEPT_YEARS = 4;

/** The application records, invoices and payments still inside their keeping. */
export async function recordsInKeeping(db: Db): Promise<KeptRecordCounts> {
  const { treatments } = await readSettings(db, ['treatments']);
  const { rows } = await db.execute<KeptRecordCounts>(sql`
    select
      (select count(*) from applications where created_at > now() - make_interval(years => ${treatments.applicationRetentionYears}))::int
        as applications,
      (select count(*) from invoices where created_at > now() - make_interval(years => ${MONEY_RECORDS_KEPT_YEARS}))::int as invoices,
      (select count(*) from payments where created_at > now() - make_interval(years => ${MONEY_RECORDS_KEPT_YEARS}))::int as payments`);
  return rows[0];
}

/**
 * Why a clear is refused, or null: records inside their keeping without the admin's word that they are the demo's, or
 * with it on an install that no longer has the demo's sign-ins (the records are the business's own).
 */
async function keptRecordsRefusal(db: Db, recordsAreDemo: boolean, isDemo: boolean): Promise<Message | null> {
  const kept = await recordsInKeeping(db);
  if (kept.applications + kept.invoices + kept.payments === 0) return null;
  if (!recordsAreDemo) return withParams('server.business_data.records_kept', kept);
  if (!isDemo) return withParams('server.business_data.records_not_demo', kept);
  return null;
}

/** Thrown when a clear is refused: its message says why. */
export class ClearRefused extends Error {
  constructor(readonly reason: Message) {
    super(reason);
  }
}

export async function clearBusiness(
  db: Db,
  keptAdminId: string,
  files: DemoFilesPlace | null,
  recordsAreDemo = false,
): Promise<BusinessDataCleared> {
  const wasDemo = await hasDemoSignIns(db);
  const refusal = await keptRecordsRefusal(db, recordsAreDemo, wasDemo);
  if (refusal) throw new ClearRefused(refusal);
  const cleared = await db.transaction(async (tx) => {
    // The application records' trigger lets a TRUNCATE through only on this word, for this transaction: the records
    // are the demo's, as the admin confirmed, or past their retention (keptRecordsRefusal refused anything else).
    await tx.execute(sql`select set_config('lawndesk.clear_application_records', 'on', true)`);
    const { rows } = await tx.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ${KEPT_TABLES} order by tablename`,
    );
    // No CASCADE: a kept table that came to reference an emptied one fails the whole clear rather than losing rows.
    if (rows.length) await tx.execute(sql.raw(`truncate ${rows.map(({ name }) => `"${name}"`).join(', ')}`));
    const removed = await tx.delete(users).where(ne(users._id, keptAdminId)).returning({ _id: users._id });
    const keptRoles = tx.select({ roleId: users.roleId }).from(users);
    await tx.delete(roles).where(and(notInArray(roles.name, [...USER_TYPES]), notInArray(roles._id, keptRoles)));
    // The demo's name, address and licence are not the new business's: its setup starts from blank ones.
    const { business } = await readSettings(tx, ['business']);
    const demoIdentity = business.name === DEMO_BUSINESS.name && business.licenceNo === DEMO_BUSINESS.licenceNo;
    await writeSettings(tx, {
      setup: { step: 'business' },
      ...(demoIdentity && { business: { ...DEFAULT_SETTINGS.business, siteAddress: business.siteAddress } }),
    });
    return { tables: rows.length, users: removed.length };
  });
  // After the commit: a clear that failed leaves the backups that would restore it. Only the demo's are removed.
  return { ...cleared, files: wasDemo && recordsAreDemo && files ? await removeDemoFiles(files) : 0 };
}

/** `npm run demo:clear`: the same clear, keeping the admin named (never a demo sign-in, whose password is public). */
export async function clearKeeping(
  db: Db,
  username: string,
  files: DemoFilesPlace | null,
  recordsAreDemo = false,
): Promise<DemoClearResult> {
  if (isDemoSignIn(username)) return { ok: false, message: DEMO_SIGN_IN_KEPT };
  const [admin] = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.type, 'admin')));
  if (!admin) return { ok: false, message: 'server.business_data.admin_to_keep_not_found' };
  try {
    return { ok: true, cleared: await clearBusiness(db, admin._id, files, recordsAreDemo) };
  } catch (error) {
    if (error instanceof ClearRefused) return { ok: false, message: error.reason };
    throw error;
  }
}
