// "Start my business" (System Settings): every record of the business cleared, the admin who asks kept. The admin
// types their own username to confirm, the same in every language, and their password; records the law keeps
// (application records, invoices, payments inside their keeping) are cleared only when a separate tick says they are
// the demo's (docs/security.md "What a clear keeps").
import { z } from 'zod';
import { MAX_LENGTH, rawText } from './fields';

export const CONFIRM_WITH_USERNAME = 'validation.business_data.type_your_username';

export const businessDataClearInput = z.object({
  confirm: rawText(MAX_LENGTH.name, CONFIRM_WITH_USERNAME, CONFIRM_WITH_USERNAME).min(1, CONFIRM_WITH_USERNAME),
  password: z
    .string({ error: 'validation.business_data.password_required' })
    .min(1, 'validation.business_data.password_required')
    .max(200, 'validation.business_data.password_required'),
  /** The admin's word that the application records, invoices and payments still inside their keeping are the demo's. */
  recordsAreDemo: z.boolean({ error: 'validation.business_data.records_are_demo' }).default(false),
});
export type BusinessDataClearInput = z.input<typeof businessDataClearInput>;

/** The records the law keeps that a clear would erase: each kind's count still inside its keeping. */
export const keptRecordCounts = z.object({ applications: z.number(), invoices: z.number(), payments: z.number() });
export type KeptRecordCounts = z.infer<typeof keptRecordCounts>;

export const businessDataCleared = z.object({
  /** Tables emptied whole (everything but the accounts, the settings, the server's secrets and reference data). */
  tables: z.number(),
  /** Sign-ins removed: every one but the admin who asked. */
  users: z.number(),
  /** Files removed outside the database: the demo's backups and data folders a restore moved aside (none after a business's own data). */
  files: z.number(),
});
export type BusinessDataCleared = z.infer<typeof businessDataCleared>;

/** `npm run demo:clear`'s request to a running server on the embedded database: the admin to keep, by username. */
export const demoClearRequest = z.object({
  username: z.string().min(1).max(MAX_LENGTH.name),
  recordsAreDemo: z.boolean().default(false),
});
export type DemoClearRequest = z.input<typeof demoClearRequest>;
export const demoClearResult = z.union([
  z.object({ ok: z.literal(true), cleared: businessDataCleared }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type DemoClearResult = z.infer<typeof demoClearResult>;
