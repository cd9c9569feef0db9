// "Start my business" (System Settings): every record of the business cleared, the admin who asks kept. The admin
// types their own username to confirm, the same in every language.
import { z } from 'zod';
import { MAX_LENGTH, rawText } from './fields';

export const CONFIRM_WITH_USERNAME = 'validation.business_data.type_your_username';

export const businessDataClearInput = z.object({
  confirm: rawText(MAX_LENGTH.name, CONFIRM_WITH_USERNAME, CONFIRM_WITH_USERNAME).min(1, CONFIRM_WITH_USERNAME),
});
export type BusinessDataClearInput = z.infer<typeof businessDataClearInput>;

export const businessDataCleared = z.object({
  /** Tables emptied whole (everything but the accounts, the settings, the server's secrets and reference data). */
  tables: z.number(),
  /** Sign-ins removed: every one but the admin who asked. */
  users: z.number(),
});
export type BusinessDataCleared = z.infer<typeof businessDataCleared>;
