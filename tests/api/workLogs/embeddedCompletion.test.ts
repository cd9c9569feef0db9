// A crew's completion on the embedded database, as a default install runs it (CI runs the rest of the API suite on
// PostgreSQL): the completion reads the site's address for the "visit done" link inside its transaction, and a read
// outside it there waited for ever, with the whole database (docs/performance.md, Heavy work on the embedded database).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL } from '../momentsHarness';

const h = momentsHarness(() => ({ dataDir: mkdtempSync(path.join(tmpdir(), 'lawndesk-embedded-')) }));
const db = () => h.t.app.database.db;

describe('a completion on the embedded database', () => {
  it('answers, makes the payment and sends the "visit done" text with its page', async () => {
    expect(h.t.app.database.kind).toBe('pglite');
    const date = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(date, {}, { status: 'started', startedAt: new Date(Date.now() - 30 * 60_000) });
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const response = await h.t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-logs/${visit._id}/status`,
      headers: bearer(token),
      payload: { action: 'complete' },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(await db().select({ _id: payments._id }).from(payments).where(eq(payments.workLogId, visit._id))).toHaveLength(1);
    expect(await h.visitDoneText(customer._id, visit._id)).toContain(`${PUBLIC_URL}/visit/`);
  });
});
