// The crew's On my way button: the stop's customer is told once, whoever presses and however often; another crew's
// stop is not found; staff may press it too. Checked where the text arrives (the fake Twilio).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount } from '../momentsHarness';

const h = momentsHarness();

async function press(who: 'crew' | 'csr', id: string) {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  return h.t.app.inject({
    method: 'POST',
    url: `/api/v1/work-logs/${id}/on-my-way`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
  });
}
const today = () => businessToday(h.t.app.database.db);

describe('On my way', () => {
  it('tells the customer once: a second press sends nothing and answers the first time', async () => {
    const { customer, property, visit } = await h.newWorkLog(await today(), { firstName: 'Omar' });
    const first = await press('crew', visit._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.sentNow).toBe(true);
    const second = await press('crew', visit._id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ onMyWayAt: first.json().data.onMyWayAt, sentNow: false });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 1);
    expect(texts).toEqual([
      `LawnDesk: Hi Omar, your crew is on its way to ${property.address} for your lawn mowing. Reply STOP to opt out.`,
    ]);
  });

  it('sends nothing again when the stop starts after the button, and shows an automatic text as told', async () => {
    const date = await today();
    const pressed = await h.newWorkLog(date, { firstName: 'Pia' });
    expect((await press('crew', pressed.visit._id)).statusCode).toBe(200);
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const start = (id: string) =>
      h.t.app.inject({ method: 'PUT', url: `/api/v1/work-logs/${id}/status`, headers: bearer(token), payload: { action: 'start' } });
    expect((await start(pressed.visit._id)).statusCode).toBe(200);
    expect(await settledCount(() => h.textsTo(pressed.customer.mobile!), 1)).toHaveLength(1);

    const started = await h.newWorkLog(date, { firstName: 'Rui' });
    expect((await start(started.visit._id)).statusCode).toBe(200);
    const after = await press('crew', started.visit._id);
    expect(after.json().data.sentNow).toBe(false);
    expect(await settledCount(() => h.textsTo(started.customer.mobile!), 1)).toHaveLength(1);
  });

  it('does not find another crew’s stop, and lets staff tell the customer', async () => {
    const { customer, visit } = await h.newWorkLog(await today(), {}, { crewId: h.business.sameVendorCrew._id });
    const refused = await press('crew', visit._id);
    expect(refused.statusCode).toBe(404);
    const [row] = await h.t.app.database.db.select().from(workLogs).where(eq(workLogs._id, visit._id));
    expect(row.onMyWayAt).toBeNull();
    const staff = await press('csr', visit._id);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.sentNow).toBe(true);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toHaveLength(1);
  });

  it('refuses a finished stop', async () => {
    const { visit } = await h.newWorkLog(await today(), {}, { status: 'completed' });
    const refused = await press('crew', visit._id);
    expect(refused.statusCode).toBe(409);
  });
});
