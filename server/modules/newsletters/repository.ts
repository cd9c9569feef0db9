// Newsletter rows as the API answers them: the content, who sent it, the template's name and each outcome's count.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { NewsletterRecord, RecipientStatus } from '../../../common/schemas/newsletter';
import type { Db } from '../../db/client';
import { emailTemplates, newsletterRecipients, newsletters, users } from '../../db/schema';

const countOf = (...statuses: RecipientStatus[]) =>
  sql<number>`(select count(*) from ${newsletterRecipients} where ${newsletterRecipients.newsletterId} = ${newsletters._id}${
    statuses.length
      ? sql` and ${newsletterRecipients.status} in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : sql``
  })`.mapWith(Number);

export function newsletterRows(db: Db, where?: SQL) {
  return db
    .select({
      _id: newsletters._id,
      subject: newsletters.subject,
      htmlBody: newsletters.htmlBody,
      alterBody: newsletters.alterBody,
      templateId: newsletters.templateId,
      templateName: emailTemplates.name,
      audience: newsletters.audience,
      status: newsletters.status,
      createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: newsletters.createdAt,
      completedAt: newsletters.completedAt,
      total: countOf(),
      pending: countOf('pending', 'sending'),
      sent: countOf('sent'),
      failed: countOf('failed'),
      skipped: countOf('skipped'),
    })
    .from(newsletters)
    .leftJoin(emailTemplates, eq(emailTemplates._id, newsletters.templateId))
    .leftJoin(users, eq(users._id, newsletters.createdById))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof newsletterRows>>[number];

export function toRecord({ total, pending, sent, failed, skipped, ...newsletter }: Row): NewsletterRecord {
  return { ...newsletter, counts: { total, pending, sent, failed, skipped } };
}

export async function readNewsletter(db: Db, id: string): Promise<NewsletterRecord | undefined> {
  const [row] = await newsletterRows(db, eq(newsletters._id, id));
  return row && toRecord(row);
}
