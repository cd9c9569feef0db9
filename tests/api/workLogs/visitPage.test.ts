// The visit page (docs/field.md "The visit page"): the "visit done" message links to it, the customer reads the visit
// and rates it once, every customer who rated is offered the review page (once a period), a low rating gives the office
// a follow-up, and staff hear of each rating live.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { notifications, users, visitPages, workLogPhotos, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { writeSettings } from '../../../server/lib/settings';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { renderMessage } from '../../../common/i18n/catalog';
import { VISIT_RATED_EVENT } from '../../../common/schemas/notification';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL } from '../momentsHarness';
import { connect, listen } from '../realtime';

const h = momentsHarness();
const db = () => h.t.app.database.db;
const REVIEW_URL = 'https://g.page/r/lawn-example/review';

/** A visit started 42 minutes ago and completed by the crew now; answers its page's token, read from the "visit done" text. */
async function completedWorkLog(customerValues: Parameters<typeof h.newWorkLog>[1] = {}) {
  const date = await businessToday(db());
  const { customer, property, visit } = await h.newWorkLog(date, customerValues, {
    status: 'started',
    startedAt: new Date(Date.now() - 42 * 60_000),
    crewNotes: 'Front gate was open; we closed it.',
  });
  await h.complete(visit._id);
  const body = await h.visitDoneText(customer._id, visit._id);
  expect(body, 'the visit done text').toBeDefined();
  const link = /https:\/\/\S+\/visit\/([A-Za-z0-9_-]{43})/.exec(body!);
  expect(link, body).not.toBeNull();
  expect(link![0].startsWith(`${PUBLIC_URL}/visit/`)).toBe(true);
  return { customer, property, visit, token: link![1], body: body! };
}

const read = (token: string) => h.t.app.inject({ method: 'GET', url: `/api/v1/public/visits/${token}` });
const rate = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.t.app.inject({ method: 'POST', url: `/api/v1/public/visits/${token}/rating`, payload: payload as object, headers });

describe('the visit page', () => {
  it('is linked from "visit done" and shows the visit, without ids, prices or the token', async () => {
    const { visit, token, body } = await completedWorkLog({ language: 'es', firstName: 'Luz' });
    expect(body).toContain('Vea su visita y díganos cómo lo hicimos');
    const response = await read(token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const crew = (await db().select().from(users).where(eq(users._id, h.business.users.crew._id)))[0];
    expect(data).toMatchObject({
      date: visit.date,
      services: [{ type: 'mow', round: null }],
      crewFirstName: crew.firstName,
      note: 'Front gate was open; we closed it.',
      photos: [],
      language: 'es',
      rating: null,
    });
    expect(data.minutesOnSite).toBeGreaterThanOrEqual(42);
    expect(data.minutesOnSite).toBeLessThan(45);
    expect(response.body).not.toContain(visit._id);
    expect(response.body).not.toContain(token);
    // Only the hash is stored.
    const [page] = await db().select().from(visitPages).where(eq(visitPages.workLogId, visit._id));
    expect(page.tokenHash).not.toBe(token);
    expect(page.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  }, 60_000);

  it("shows only the photos marked for the customer, each read under the page's own token", async () => {
    const { visit, token } = await completedWorkLog();
    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    const photo = (clientId: string, forCustomer: boolean) => ({
      workLogId: visit._id,
      clientId,
      kind: 'after' as const,
      forCustomer,
      contentType: 'image/jpeg' as const,
      bytes: jpeg,
      thumbnail: jpeg,
      width: 4,
      height: 3,
    });
    const [shown, kept] = await db()
      .insert(workLogPhotos)
      .values([photo('shown', true), { ...photo('kept', false), kind: 'issue' as const, note: 'Broken sprinkler head' }])
      .returning();
    const page = (await read(token)).json().data as { photos: { url: string; kind: string; note: string | null }[] };
    expect(page.photos).toEqual([{ url: `/api/v1/public/visits/${token}/photos/${shown._id}`, kind: 'after', note: null }]);
    const image = await h.t.app.inject({ method: 'GET', url: page.photos[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    const staffOnly = await h.t.app.inject({ method: 'GET', url: `/api/v1/public/visits/${token}/photos/${kept._id}` });
    expect(staffOnly.statusCode).toBe(404);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await h.t.app.inject({ method: 'GET', url: `/api/v1/public/visits/${altered}/photos/${shown._id}` })).statusCode).toBe(404);
  });

  it('refuses an altered, malformed or expired token', async () => {
    const { visit, token } = await completedWorkLog();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await read(altered)).statusCode).toBe(404);
    expect((await read('short')).statusCode).toBe(404);
    expect((await rate(altered, { stars: 5 })).statusCode).toBe(404);
    await db()
      .update(visitPages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(visitPages.workLogId, visit._id));
    expect((await read(token)).statusCode).toBe(410);
    expect((await rate(token, { stars: 4 })).statusCode).toBe(410);
  }, 60_000);

  it('refuses bad ratings with field messages, in both languages', async () => {
    const { token } = await completedWorkLog();
    for (const stars of [0, 6, 2.5, '5', null]) {
      const response = await rate(token, { stars });
      expect(response.statusCode, String(stars)).toBe(400);
    }
    // The field's message is a catalog key the page says in the customer's language.
    const refused = (await rate(token, { stars: 9 })).json();
    expect(refused.errors.stars).toBe('validation.visit_page.stars_1_to_5');
    expect(renderMessage('es', refused.errors.stars)).toBe('Elija de 1 a 5 estrellas.');
    const tooLong = await rate(token, { stars: 3, comment: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.comment).toBe('validation.visit_page.comment_at_most_1000');
    // Nothing was kept by the refusals: the page is still unrated.
    expect((await read(token)).json().data.rating).toBeNull();
  }, 60_000);

  it('takes one rating, offers the review page whatever the stars, once a period, and tells staff live', async () => {
    await writeSettings(db(), { reviews: { ...DEFAULT_SETTINGS.reviews, publicUrl: REVIEW_URL, lowStars: 2 } });
    const { token: adminToken } = await signIn(h.t.app, h.business.users.admin.username, 'admin');
    const url = await listen(h.t.app);
    const staff = await connect(url, adminToken, VISIT_RATED_EVENT);
    try {
      // A five-star and a one-star rating from two customers: each is offered the same review page.
      const happy = await completedWorkLog();
      const unhappy = await completedWorkLog({ firstName: 'Sam' });
      const first = await rate(happy.token, { stars: 5, comment: 'Great job' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toEqual({ reviewUrl: REVIEW_URL });
      const pushed = (await staff.next()) as unknown as { workLogId: string; stars: number };
      expect(pushed).toEqual({ workLogId: happy.visit._id, stars: 5 });
      const low = await rate(unhappy.token, { stars: 1, comment: 'Missed the back yard' });
      expect(low.json().data).toEqual({ reviewUrl: REVIEW_URL });

      // A second rating is refused and changes nothing.
      const again = await rate(happy.token, { stars: 1 });
      expect(again.statusCode).toBe(409);
      expect((await read(happy.token)).json().data.rating).toMatchObject({ stars: 5, comment: 'Great job' });

      // The same customer's next visit, rated within the period: no second offer.
      const [nextVisit] = await db()
        .insert(workLogs)
        .values({
          ...(await db().select().from(workLogs).where(eq(workLogs._id, happy.visit._id)))[0],
          _id: undefined,
          plannedDate: '2099-01-01',
          status: 'started',
        })
        .returning();
      await h.complete(nextVisit._id);
      const { visitToken } = await import('../../../server/modules/workLogs/visitPages');
      const second = await rate(visitToken(h.t.app, nextVisit._id), { stars: 4 });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data).toEqual({ reviewUrl: null });

      // Only the low rating opened a follow-up for the office, about its visit.
      const followUps = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'visit-rated-low'), eq(notifications.userId, h.business.users.admin._id)));
      expect(followUps.map((row) => row.additionalData.others?.workLogId)).toEqual([unhappy.visit._id]);
      expect(followUps[0].message).toContain('Missed the back yard');

      // Staff read the ratings, newest first, with the average.
      const list = await h.t.app.inject({ method: 'GET', url: '/api/v1/visit-ratings?days=30', headers: bearer(adminToken) });
      expect(list.statusCode, list.body).toBe(200);
      const ratings = list.json().data;
      expect(ratings.list.slice(0, 3).map((row: { stars: number }) => row.stars)).toEqual([4, 1, 5]);
      expect(ratings.count).toBeGreaterThanOrEqual(3);
      expect(ratings.average).toBeGreaterThan(0);
    } finally {
      staff.socket.close();
      await writeSettings(db(), { reviews: DEFAULT_SETTINGS.reviews });
    }
  }, 120_000);

  it('offers no review page when the business has none set', async () => {
    const { token } = await completedWorkLog();
    const response = await rate(token, { stars: 5 });
    expect(response.json().data).toEqual({ reviewUrl: null });
  }, 60_000);
});
