// Password and username recovery: one-time codes that expire, are used once and die after 5 wrong tries.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { hashPassword } from '../../lib/password';
import type { Messenger } from '../outbox/messenger';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RECOVERY_MESSAGES = {
  codeSent: 'If an account matches, a 6-digit code has been sent to it. It expires in 10 minutes.',
  usernameSent: 'If an account matches, its username has been sent to it.',
  passwordReset: 'Your password has been reset. Please sign in with the new password.',
  badCode: 'The code is wrong or has expired. Ask for a new one.',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function contactOf(emailOrPhone: string) {
  const digits = emailOrPhone.replace(/\D/g, '');
  return emailOrPhone.includes('@') ? { channel: 'email' as const, email: emailOrPhone.toLowerCase() } : { channel: 'sms' as const, mobile: digits };
}

async function findAccount(db: Db, emailOrPhone: string) {
  const contact = contactOf(emailOrPhone);
  const where = contact.channel === 'email' ? eq(sql`lower(${users.email})`, contact.email) : eq(users.mobile, contact.mobile);
  const [user] = await db.select().from(users).where(and(where, eq(users.isActive, true))).limit(1);
  return user ? { user, channel: contact.channel, to: contact.channel === 'email' ? user.email! : user.mobile! } : undefined;
}

export function recoveryService(db: Db, messenger: Messenger) {
  return {
    /** Always answers with a token, so the answer does not tell whether the account exists. */
    async sendResetCode(emailOrPhone: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const account = await findAccount(db, emailOrPhone);
      await db.insert(passwordResets).values({
        tokenHash: sha256(token),
        userId: account?.user._id ?? null,
        codeHash: sha256(`${token}:${code}`),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      if (account) {
        await messenger.send({
          to: account.to,
          channel: account.channel,
          subject: 'Your LawnDesk password reset code',
          text: `Your LawnDesk password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
        });
      }
      return token;
    },

    async sendUsername(emailOrPhone: string): Promise<void> {
      const account = await findAccount(db, emailOrPhone);
      if (!account) return;
      await messenger.send({
        to: account.to,
        channel: account.channel,
        subject: 'Your LawnDesk username',
        text: `Your LawnDesk username is ${account.user.username}.`,
      });
    },

    async resetPassword(token: string, code: string, password: string): Promise<void> {
      const badCode = new HttpProblem(400, RECOVERY_MESSAGES.badCode, { otp: RECOVERY_MESSAGES.badCode });
      const [reset] = await db.select().from(passwordResets).where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt)));
      if (!reset || reset.expiresAt.getTime() < Date.now() || reset.failedAttempts >= MAX_CODE_ATTEMPTS) throw badCode;
      const expected = Buffer.from(reset.codeHash);
      const actual = Buffer.from(sha256(`${token}:${code}`));
      if (!reset.userId || !timingSafeEqual(expected, actual)) {
        await db.update(passwordResets).set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` }).where(eq(passwordResets._id, reset._id));
        throw badCode;
      }
      const passwordHash = await hashPassword(password);
      const userId = reset.userId;
      await db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets._id, reset._id));
        await tx.update(users).set({ passwordHash }).where(eq(users._id, userId));
        await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      });
    },
  };
}
