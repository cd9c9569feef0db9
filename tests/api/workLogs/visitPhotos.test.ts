// Photos and positions on a visit (docs/field.md): the crew of the stop adds before, after and issue photos, checked by
// their bytes, re-encoded without EXIF, at most 10 MB and 30 a visit; a replay (same photo id or Idempotency-Key) adds
// nothing; another vendor's crew is refused; the customer reads only the ones marked for them. Every crew action keeps
// the phone's position with its distance from the property, flagged past the setting, an impossible one ignored.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WORK_LOG_PHOTO_BYTES, MAX_WORK_LOG_PHOTOS } from '../../../common/schemas/workLogPhotos';
import { properties, workLogPhotos, workLogPositions } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let today: string;
let crew: string;
let staff: string;
let JPEG_WITH_EXIF: Buffer;
let PNG: Buffer;
/** The property's place: a downtown Austin lot. */
const HOME = { latitude: 30.27, longitude: -97.74 };

type Fields = Record<string, string>;
function upload(workLogId: string, file: Buffer | null, fields: Fields, token: string | null = crew, headers: Record<string, string> = {}) {
  const boundary = '----lawndesk-visit-photo';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lawn.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `${API}/work-logs/${workLogId}/photos`,
    payload: Buffer.concat(parts),
    headers: { ...(token && bearer(token)), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}
const get = (path: string, token: string | null = staff) =>
  t.app.inject({ method: 'GET', url: `${API}${path}`, ...(token && { headers: bearer(token) }) });
const detail = async (id: string, token = staff) => {
  const answer = await get(`/work-logs/${id}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const newStop = (crewId = business.crew._id) => addStop(t.app.database.db, business, { crewId, date: today });

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  today = await businessToday(t.app.database.db);
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  staff = (await signIn(t.app, 'test-csr')).token;
  await t.app.database.db.update(properties).set(HOME).where(eq(properties._id, business.property._id));
  JPEG_WITH_EXIF = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#5d7d32' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'taken at 4512 Shoal Creek Blvd' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 12/1' },
    })
    .toBuffer();
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('photos on a visit', () => {
  it('keeps a before photo re-encoded without EXIF, with the phone’s position and time, listed on the visit', async () => {
    const id = await newStop();
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const added = await upload(id, JPEG_WITH_EXIF, {
      kind: 'before',
      clientId: randomUUID(),
      latitude: '30.2701',
      longitude: '-97.7402',
      accuracyM: '8',
      takenAt,
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json().data;
    expect(photo).toMatchObject({ kind: 'before', forCustomer: false, note: null, takenAt, width: 2048, height: 1365 });
    expect(photo.position).toEqual({ latitude: 30.2701, longitude: -97.7402, accuracyM: 8 });
    expect(photo.url).toBe(`/api/v1/work-logs/${id}/photos/${photo._id}`);

    const full = await get(photo.url.replace('/api/v1', ''), crew);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.rawPayload.includes(Buffer.from('Shoal Creek'))).toBe(false);
    expect((await sharp(full.rawPayload).metadata()).exif).toBeUndefined();
    const thumbnail = await get(`${photo.url.replace('/api/v1', '')}?size=thumbnail`);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });

    const listed = (await detail(id)).photos;
    expect(listed).toEqual([photo]);
  });

  it('adds a replayed upload once, by the phone’s photo id and by the Idempotency-Key', async () => {
    const id = await newStop();
    const clientId = randomUUID();
    const first = await upload(id, PNG, { kind: 'after', clientId });
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(id, PNG, { kind: 'after', clientId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);

    const key = randomUUID();
    const keyed = await upload(id, PNG, { kind: 'after' }, crew, { 'idempotency-key': key });
    expect(keyed.statusCode).toBe(201);
    const replayed = await upload(id, PNG, { kind: 'after' }, crew, { 'idempotency-key': key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().data._id).toBe(keyed.json().data._id);

    // Two copies at once: one photo.
    const together = randomUUID();
    const both = await Promise.all([
      upload(id, PNG, { kind: 'before', clientId: together }),
      upload(id, PNG, { kind: 'before', clientId: together }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.app.database.db.select().from(workLogPhotos).where(eq(workLogPhotos.workLogId, id));
    expect(rows).toHaveLength(3);
  });

  it('refuses words named .jpg, HEIC, a file over 10 MB, an issue without its note and a 31st photo, with the field’s message', async () => {
    const id = await newStop();
    const text = await upload(id, Buffer.from('Not a picture, just words.\n'), { kind: 'before' });
    expect(text.statusCode, text.body).toBe(400);
    expect(englishErrors(text.json())).toEqual({ file: 'The photo must be a JPEG, PNG or WebP image.' });
    expect(text.json().errors.file).toBe('server.work_logs.photo_must_be_jpeg_png_or_webp');

    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const heicAnswer = await upload(id, heic, { kind: 'before' });
    expect(heicAnswer.statusCode).toBe(400);
    expect(heicAnswer.json().errors.file).toBe('server.work_logs.photo_heic_not_supported');

    const large = Buffer.alloc(MAX_WORK_LOG_PHOTO_BYTES + 1024, 0x20);
    large.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await upload(id, large, { kind: 'before' });
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(englishErrors(tooBig.json())).toEqual({ file: 'The photo is larger than 10 MB: take or choose a smaller one.' });

    const noNote = await upload(id, PNG, { kind: 'issue' });
    expect(noNote.statusCode).toBe(400);
    expect(englishErrors(noNote.json())).toEqual({ note: 'Say what the issue is.' });
    const badKind = await upload(id, PNG, { kind: 'selfie' });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().errors)).toEqual(['kind']);
    const missing = await upload(id, null, { kind: 'before' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toBe('server.work_logs.no_photo_selected');

    for (let index = 0; index < MAX_WORK_LOG_PHOTOS; index++) expect((await upload(id, PNG, { kind: 'after' })).statusCode).toBe(201);
    const over = await upload(id, PNG, { kind: 'after' });
    expect(over.statusCode).toBe(400);
    expect(englishErrors(over.json())).toEqual({ file: 'This visit already has 30 photos, the most it can hold.' });
    expect((await detail(id)).photos).toHaveLength(MAX_WORK_LOG_PHOTOS);
  });

  it('lets only the stop’s crew and staff add, the readers read, and the customer only what is marked for them', async () => {
    const id = await newStop();
    await addUser(t.app.database.db, business.roleIds, 'crew', { username: 'other-vendor-crew', crewId: business.otherVendorCrew._id });
    const otherCrew = (await signIn(t.app, 'other-vendor-crew', 'crew')).token;
    const vendor = (await signIn(t.app, business.users.vendor.username)).token;
    const customer = (await signIn(t.app, business.users.customer.username)).token;

    expect((await upload(id, PNG, { kind: 'before' }, otherCrew)).statusCode).toBe(403);
    expect((await upload(id, PNG, { kind: 'before' }, vendor)).statusCode).toBe(403);
    expect((await upload(id, PNG, { kind: 'before' }, customer)).statusCode).toBe(403);
    expect((await upload(id, PNG, { kind: 'before' }, null)).statusCode).toBe(401);

    const kept = (
      await upload(id, PNG, {
        kind: 'issue',
        note: 'Broken sprinkler head by the gate',
        latitude: '30.27',
        longitude: '-97.74',
        accuracyM: '5',
      })
    ).json().data;
    const shown = (await upload(id, PNG, { kind: 'after', forCustomer: 'true' }, staff)).json().data;
    expect(shown.forCustomer).toBe(true);
    const path = (photo: { url: string }) => photo.url.replace('/api/v1', '');
    expect((await get(path(kept), otherCrew)).statusCode).toBe(403);
    expect((await get(path(kept), vendor)).statusCode).toBe(200);
    expect((await get(path(kept), customer)).statusCode).toBe(403);
    expect((await get(`/work-logs/${id}`, otherCrew)).statusCode).toBe(403);

    // The portal lists the marked one on the visit, without its position, read through the portal's own address.
    const dashboard = (await get('/customer/dashboard', customer)).json().data;
    const workLogs = dashboard.properties.flatMap((property: { pastVisits: { _id: string }[]; nextVisits: { _id: string }[] }) => [
      ...property.pastVisits,
      ...property.nextVisits,
    ]);
    const workLog = workLogs.find((row: { _id: string }) => row._id === id);
    expect(workLog.photos.map((photo: { _id: string }) => photo._id)).toEqual([shown._id]);
    expect(Object.keys(workLog.photos[0]).sort()).toEqual(['_id', 'height', 'kind', 'takenAt', 'url', 'width']);
    expect((await get(path(workLog.photos[0]), customer)).statusCode).toBe(200);
    expect((await get(`/customer/visits/${id}/photos/${kept._id}`, customer)).statusCode).toBe(404);
  });
});

describe('positions on the crew’s actions', () => {
  const setStatus = (id: string, body: object, token = crew) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/work-logs/${id}/status`,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: body,
    });

  it('keeps each action’s place with its distance, flags one past 250 m, and ignores an impossible one', async () => {
    const id = await newStop();
    const onMyWay = await t.app.inject({
      method: 'POST',
      url: `${API}/work-logs/${id}/on-my-way`,
      headers: { ...bearer(crew), 'idempotency-key': randomUUID() },
      payload: { latitude: 30.3, longitude: -97.74, accuracyM: 20 },
    });
    expect(onMyWay.statusCode, onMyWay.body).toBe(200);
    expect((await setStatus(id, { action: 'start', latitude: 30.2701, longitude: -97.74, accuracyM: 6 })).statusCode).toBe(200);
    const completed = await setStatus(id, { action: 'complete', latitude: 95, longitude: -97.74, accuracyM: 6 });
    expect(completed.statusCode, completed.body).toBe(200);
    const positions = completed.json().data.positions;
    expect(positions).toHaveLength(2);
    expect(positions[0]).toMatchObject({ action: 'on-my-way', latitude: 30.3, accuracyM: 20, far: true });
    expect(positions[0].distanceM).toBeGreaterThan(3000);
    expect(positions[0].distanceM).toBeLessThan(3500);
    expect(positions[1]).toMatchObject({ action: 'start', far: false, accuracyM: 6 });
    expect(positions[1].distanceM).toBe(11);
    expect(completed.json().data.completionDistanceFeet).toBeNull();

    const skipped = await newStop();
    const noAccuracy = await setStatus(skipped, { action: 'skip', reason: 'Gate locked', latitude: 30.27, longitude: -97.74 });
    expect(noAccuracy.statusCode).toBe(200);
    const outside = await newStop();
    expect((await setStatus(outside, { action: 'start', latitude: 30.27, longitude: 181, accuracyM: 5 })).statusCode).toBe(200);
    const stored = await t.app.database.db.select().from(workLogPositions).where(eq(workLogPositions.workLogId, skipped));
    expect(stored).toEqual([]);
    expect((await detail(outside)).positions).toEqual([]);
  });
});
