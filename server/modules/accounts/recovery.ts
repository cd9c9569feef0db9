// Password and username recovery: one live code per account, stored as a keyed hash, limited per code and per account. E-mails go out in English: an account records no language.
import { renderMessage } from '../../../common/i18n/catalog';
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { hashPassword } from '../../lib/password';
import type { Messenger } from '../messaging';
import { revokeUserSessions } from '../../lib/sessionTokens';
import { accountSubject, failureCounter, type FailureRule } from './loginThrottle';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes on one account are counted for a day, across every code it was sent, and stop its recovery as long. */
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_MESSAGES = {
  codeSent: 'server.users.if_account_matches_6_digit_code_has',
  usernameSent: 'server.users.if_account_matches_its_username_has_been',
  passwordReset: 'server.users.password_has_been_reset_sign_in_with',
  badCode: 'server.users.code_wrong_or_has_expired_ask_for',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function contactOf(emailOrPhone: string) {
  const digits = emailOrPhone.replace(/\D/g, '');
  return emailOrPhone.includes('@')
    ? { channel: 'email' as const, email: emailOrPhone.toLowerCase() }
    : { channel: 'sms' as const, mobile: digits };
}

async function findAccount(db: Db, emailOrPhone: string) {
  const contact = contactOf(emailOrPhone);
  const where = contact.channel === 'email' ? eq(sql`lower(${users.email})`, contact.email) : eq(users.mobile, contact.mobile);
  const [user] = await db
    .select()
    .from(users)
    .where(and(where, eq(users.isActive, true)))
    .limit(1);
  return user ? { user, channel: contact.channel, to: contact.channel === 'email' ? user.email! : user.mobile! } : undefined;
}

/**
 * @param serverKey the token signing key: a 6-digit code hashed with it cannot be found from a leaked table alone
 * (set JWT_SECRET to keep that key out of the database too).
 */
export function recoveryService(db: Db, messenger: Messenger, serverKey: Uint8Array, codeFailureLimit: number) {
  const codeKey = createHmac('sha256', serverKey).update('password-reset-codes').digest();
  const codeHashOf = (token: string, code: string) => createHmac('sha256', codeKey).update(`${token}:${code}`).digest('hex');
  const failures = failureCounter(db);
  const codeRule = (userId: string): FailureRule[] => [
    { subject: `recovery:${userId}`, limit: codeFailureLimit, windowMs: CODE_FAILURE_WINDOW_MS },
  ];

  return {
    /** Always answers with a token, so the answer does not tell whether the account exists. */
    async sendResetCode(emailOrPhone: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const account = await findAccount(db, emailOrPhone);
      // Both branches run the same statements (a delete that matches nothing for an unknown address), and mail goes out
      // after the answer, so its time does not tell whether the account exists.
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.userId, account?.user._id ?? randomUUID()), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: sha256(token),
          userId: account?.user._id ?? null,
          codeHash: codeHashOf(token, code),
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        });
      });
      if (account) {
        messenger.sendAfterAnswer({
          to: account.to,
          channel: account.channel,
          subject: renderMessage('en', 'server.emails.reset_code_subject'),
          text: renderMessage('en', 'server.emails.reset_code_text', { code }),
          sensitive: true,
        });
      }
      return token;
    },

    /** Looks the account up either way; the mail goes out after the answer. */
    async sendUsername(emailOrPhone: string): Promise<void> {
      const account = await findAccount(db, emailOrPhone);
      if (!account) return;
      messenger.sendAfterAnswer({
        to: account.to,
        channel: account.channel,
        subject: renderMessage('en', 'server.emails.username_subject'),
        text: renderMessage('en', 'server.emails.username_text', { username: account.user.username }),
        sensitive: true,
      });
    },

    /** A successful reset also lifts the account's sign-in lock: the owner proved they hold its mailbox or phone. */
    async resetPassword(token: string, code: string, password: string): Promise<void> {
      const badCode = new HttpProblem(400, RECOVERY_MESSAGES.badCode, { otp: RECOVERY_MESSAGES.badCode });
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt)));
      if (!reset || reset.expiresAt.getTime() < Date.now() || reset.failedAttempts >= MAX_CODE_ATTEMPTS) throw badCode;
      // The same answer whether the code or the account's lock refused it, so the lock does not reveal the account.
      if (reset.userId && (await failures.refusal(codeRule(reset.userId)))) throw badCode;
      const expected = Buffer.from(reset.codeHash);
      const actual = Buffer.from(codeHashOf(token, code));
      if (!reset.userId || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await db
          .update(passwordResets)
          .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
          .where(eq(passwordResets._id, reset._id));
        if (reset.userId) await failures.recordFailure(codeRule(reset.userId));
        throw badCode;
      }
      const passwordHash = await hashPassword(password);
      const userId = reset.userId;
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(eq(passwordResets._id, reset._id));
        await tx.update(users).set({ passwordHash }).where(eq(users._id, userId));
        await revokeUserSessions(tx, userId);
      });
      await failures.clear(accountSubject(userId));
      await failures.clear(codeRule(userId)[0].subject);
    },
  };
}
