// The office's photos on a visit (docs/field.md "The office's photos"): staff add one (the same checks as the crew's),
// show it to the customer or not, and remove it: the customer's portal stops listing it and the visit's history keeps
// who removed it and when. Only staff change them. The nightly retention removes photos past
// `crewPhones.photoRetentionDays`, leaving a history entry that says retention removed them.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, workLogPhotos } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { prunePhotos } from '../../../server/modules/workLogs';
import { addStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let today: string;
let staff: string;
let crew: string;
let PNG: Buffer;

function upload(workLogId: string, fields: Record<string, string>, token = staff, file: Buffer = PNG) {
  const boundary = '----lawndesk-office-photo';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="yard.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: `${API}/work-logs/${workLogId}/photos`,
    payload: Buffer.concat(parts),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const call = (method: 'GET' | 'PATCH' | 'DELETE', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(token), ...(payload && { payload }) });
const customerPhotoIds = async (token: string, visitId: string) => {
  const dashboard = (await call('GET', '/customer/dashboard', token)).json().data;
  const workLogs = dashboard.properties.flatMap((property: { pastVisits: { _id: string }[]; nextVisits: { _id: string }[] }) => [
    ...property.pastVisits,
    ...property.nextVisits,
  ]);
  return (workLogs.find((row: { _id: string }) => row._id === visitId)?.photos ?? []).map((photo: { _id: string }) => photo._id);
};
const historyOf = (visitId: string, action: string) =>
  t.app.database.db
    .select()
    .from(histories)
    .where(and(eq(histories.entityId, visitId), eq(histories.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  today = await businessToday(t.app.database.db);
  staff = (await signIn(t.app, 'test-csr')).token;
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
    .png()
    .withExif({ IFD0: { ImageDescription: 'office scan' } })
    .toBuffer();
});
afterAll(() => t.close());

describe("the office's photos on a visit", () => {
  it('adds, shows to the customer and removes one; the portal follows and the history keeps who', async () => {
    const id = await addStop(t.app.database.db, business, { crewId: business.crew._id, date: today });
    const customer = (await signIn(t.app, business.users.customer.username)).token;
    const added = await upload(id, { kind: 'after' });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json().data;
    expect(photo.forCustomer).toBe(false);
    const [stored] = await t.app.database.db.select().from(workLogPhotos).where(eq(workLogPhotos._id, photo._id));
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined();
    expect(await customerPhotoIds(customer, id)).toEqual([]);

    const shown = await call('PATCH', `/work-logs/${id}/photos/${photo._id}`, staff, { forCustomer: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.forCustomer).toBe(true);
    expect(await customerPhotoIds(customer, id)).toEqual([photo._id]);
    const [changed] = await historyOf(id, 'photo-changed');
    expect(changed.changes).toEqual({ photoForCustomer: { from: false, to: true } });

    const bad = await call('PATCH', `/work-logs/${id}/photos/${photo._id}`, staff, { forCustomer: 'yes' });
    expect(bad.statusCode).toBe(400);

    const removed = await call('DELETE', `/work-logs/${id}/photos/${photo._id}`, staff);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ _id: photo._id });
    expect(await customerPhotoIds(customer, id)).toEqual([]);
    expect((await call('GET', `/customer/visits/${id}/photos/${photo._id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/work-logs/${id}`, staff)).json().photos).toEqual([]);
    const [entry] = await historyOf(id, 'photo-removed');
    expect(entry.userId).toBe(business.users.csr._id);
    expect(entry.changes).toEqual({ photo: { from: 'after', to: null } });
    expect(entry.createdAt).toBeInstanceOf(Date);
    // Removed twice, or another visit's photo: 404.
    expect((await call('DELETE', `/work-logs/${id}/photos/${photo._id}`, staff)).statusCode).toBe(404);
  });

  it('lets only staff change or remove: the crew, a vendor and a customer are refused', async () => {
    const id = await addStop(t.app.database.db, business, { crewId: business.crew._id, date: today });
    const other = await addStop(t.app.database.db, business, { crewId: business.crew._id, date: today });
    const photo = (await upload(id, { kind: 'before' }, crew)).json().data;
    const vendor = (await signIn(t.app, business.users.vendor.username)).token;
    const customer = (await signIn(t.app, business.users.customer.username)).token;
    await addUser(t.app.database.db, business.roleIds, 'crew', { username: 'office-photos-crew2', crewId: business.otherVendorCrew._id });
    for (const token of [crew, vendor, customer]) {
      expect((await call('DELETE', `/work-logs/${id}/photos/${photo._id}`, token)).statusCode).toBe(403);
      expect((await call('PATCH', `/work-logs/${id}/photos/${photo._id}`, token, { forCustomer: true })).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/work-logs/${other}/photos/${photo._id}`, staff)).statusCode).toBe(404);
    expect((await call('GET', `/work-logs/${id}`, staff)).json().photos).toHaveLength(1);
  });
});

describe('photo retention', () => {
  it('removes photos past crewPhones.photoRetentionDays, each with a history entry saying retention did', async () => {
    const db = t.app.database.db;
    const id = await addStop(db, business, { crewId: business.crew._id, date: today });
    const old = (await upload(id, { kind: 'before', forCustomer: 'true' })).json().data;
    const fresh = (await upload(id, { kind: 'after' })).json().data;
    await db
      .update(workLogPhotos)
      .set({ createdAt: new Date(Date.now() - 731 * 86_400_000) })
      .where(eq(workLogPhotos._id, old._id));

    const { crewPhones } = (await call('GET', '/settings', (await signIn(t.app, business.users.admin.username)).token)).json().data;
    expect(crewPhones.photoRetentionDays).toBe(730);
    const { removed } = await prunePhotos(db, crewPhones.photoRetentionDays);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await call('GET', `/work-logs/${id}`, staff)).json().photos.map((photo: { _id: string }) => photo._id);
    expect(left).toEqual([fresh._id]);
    const [entry] = await historyOf(id, 'photo-removed');
    expect(entry.userId).toBeNull();
    expect(entry.changes).toEqual({ photo: { from: 'before', to: null }, removedBy: { from: null, to: 'retention' } });
  });

  it('refuses a retention out of range with the field’s message', async () => {
    const admin = (await signIn(t.app, business.users.admin.username)).token;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/settings`,
      headers: bearer(admin),
      payload: { crewPhones: { positionRetentionDays: 90, sessionHours: 14, photoRetentionDays: 5 } },
    });
    expect(saved.statusCode).toBe(400);
    expect(JSON.stringify(saved.json())).toContain('photo_retention_days');
  });
});
