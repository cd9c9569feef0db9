// Photos on a quote: staff attach them while the quote is open, the type read from the bytes (a text file named .jpg is
// refused), at most 5 MB and 10 a quote, re-encoded without their metadata; only quote editors reach them, and the
// customer's page lists and serves them under the quote's token alone.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUOTE_PHOTO_BYTES } from '../../../common/schemas/quote';
import { quotePhotos } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { quoteToken } from '../../../server/modules/quotes/links';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let today: string;
let JPEG_WITH_EXIF: Buffer;
let PNG: Buffer;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

function upload(quoteId: string, file: Buffer, filename = 'beds.jpg', contentType = 'image/jpeg', token: string | null = staff) {
  const boundary = '----lawndesk-quote-photo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...(token && bearer(token)), 'content-type': `multipart/form-data; boundary=${boundary}` };
  return t.app.inject({ method: 'POST', url: `${API}/quotes/${quoteId}/photos`, payload, headers });
}

async function newQuote(email: string) {
  const lead = await call('POST', '/leads', {
    name: { first: 'Rosa', last: 'Delgado' },
    email,
    address: '1204 Congress Ave',
    zipcode: '78701',
    source: 'none',
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const created = await call('POST', '/quotes', {
    leadId: lead.json()._id,
    lines: [{ type: 'one-time', description: 'Overgrown beds cleaned up', priceCents: 18000 }],
    expiresOn: addDays(today, 14),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data._id as string;
}

async function send(quoteId: string) {
  const sent = await call('POST', `/quotes/${quoteId}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json().data.link as string).split('/').pop()!;
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(t.app.database.db);
  const beds = sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#5d7d32' } });
  JPEG_WITH_EXIF = await beds
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'taken at 4512 Shoal Creek Blvd' } })
    .toBuffer();
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('photos on a quote', () => {
  it('keeps an uploaded photo re-encoded without its metadata, with a thumbnail, and removes it', async () => {
    const quoteId = await newQuote('rosa.photo@example.com');
    const added = await upload(quoteId, JPEG_WITH_EXIF);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('Photo added.');
    const [photo] = added.json().data.photos as { _id: string; width: number; height: number }[];
    // Scaled down to fit 2048 px, the proportions kept.
    expect(photo).toMatchObject({ width: 2048, height: 1365 });

    const full = await call('GET', `/quotes/${quoteId}/photos/${photo._id}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.rawPayload.includes(Buffer.from('Shoal Creek'))).toBe(false);
    const thumbnail = await call('GET', `/quotes/${quoteId}/photos/${photo._id}?size=thumbnail`);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });
    expect((await call('GET', `/quotes/${quoteId}`)).json().photos).toHaveLength(1);

    const removed = await call('DELETE', `/quotes/${quoteId}/photos/${photo._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.photos).toEqual([]);
    expect(await t.app.database.db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, quoteId))).toEqual([]);
    expect((await call('DELETE', `/quotes/${quoteId}/photos/${photo._id}`)).statusCode).toBe(404);
  });

  it('refuses a text file named .jpg, a file over 5 MB and an eleventh photo, with the field’s message', async () => {
    const quoteId = await newQuote('rosa.limits@example.com');
    const text = await upload(quoteId, Buffer.from('Not a picture at all, just words.\n'), 'beds.jpg', 'image/jpeg');
    expect(text.statusCode, text.body).toBe(400);
    expect(englishErrors(text.json())).toEqual({ file: 'Choose a JPEG, PNG or WebP photo.' });

    // JPEG's magic bytes, then more than the limit: refused while it is read, before anything decodes it.
    const large = Buffer.alloc(MAX_QUOTE_PHOTO_BYTES + 1024, 0x20);
    large.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await upload(quoteId, large);
    expect(tooBig.statusCode, tooBig.body).toBe(400);
    expect(englishErrors(tooBig.json())).toEqual({ file: 'The photo is larger than 5 MB: choose a smaller one.' });

    for (let index = 0; index < 10; index++) expect((await upload(quoteId, PNG, 'beds.png', 'image/png')).statusCode).toBe(201);
    const eleventh = await upload(quoteId, PNG, 'beds.png', 'image/png');
    expect(eleventh.statusCode, eleventh.body).toBe(409);
    expect(englishErrors(eleventh.json())).toEqual({ file: 'A quote holds at most 10 photos: remove one first.' });
    expect((await call('GET', `/quotes/${quoteId}`)).json().photos).toHaveLength(10);
  });

  it('lets only quote editors add, read and remove, and keeps one quote’s photo out of another’s', async () => {
    const quoteId = await newQuote('rosa.access@example.com');
    const photoId = (await upload(quoteId, PNG, 'beds.png', 'image/png')).json().data.photos[0]._id as string;
    const crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
    const customer = (await signIn(t.app, business.users.customer.username)).token;
    for (const token of [crew, customer]) {
      expect((await upload(quoteId, PNG, 'beds.png', 'image/png', token)).statusCode).toBe(403);
      expect((await call('GET', `/quotes/${quoteId}/photos/${photoId}`, undefined, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/quotes/${quoteId}/photos/${photoId}`, undefined, token)).statusCode).toBe(403);
    }
    expect((await upload(quoteId, PNG, 'beds.png', 'image/png', null)).statusCode).toBe(401);
    const other = await newQuote('rosa.other@example.com');
    expect((await call('GET', `/quotes/${other}/photos/${photoId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/quotes/${other}/photos/${photoId}`)).statusCode).toBe(404);
    expect((await call('GET', `/quotes/${quoteId}`)).json().photos).toHaveLength(1);
  });

  it('shows the photos on the public page through the token only, and freezes them once the quote is declined', async () => {
    const quoteId = await newQuote('rosa.public@example.com');
    const photoId = (await upload(quoteId, JPEG_WITH_EXIF)).json().data.photos[0]._id as string;
    const token = await send(quoteId);

    const page = await call('GET', `/public/quotes/${token}`, undefined, null);
    expect(page.json().data.photos).toEqual([expect.objectContaining({ _id: photoId, width: 2048, height: 1365 })]);
    const served = await call('GET', `/public/quotes/${token}/photos/${photoId}`, undefined, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', `/public/quotes/${token}/photos/${photoId}?size=thumbnail`, undefined, null)).statusCode).toBe(200);

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await call('GET', `/public/quotes/${altered}/photos/${photoId}`, undefined, null);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This quote link is not valid: please check it, or contact us.');
    // Another sent quote's token does not open this quote's photo.
    const otherToken = await send(await newQuote('rosa.public2@example.com'));
    expect((await call('GET', `/public/quotes/${otherToken}/photos/${photoId}`, undefined, null)).statusCode).toBe(404);

    expect((await call('POST', `/quotes/${quoteId}/decline`, { reason: 'Too dear' })).statusCode).toBe(200);
    expect((await upload(quoteId, PNG, 'beds.png', 'image/png')).statusCode).toBe(409);
    expect((await call('DELETE', `/quotes/${quoteId}/photos/${photoId}`)).statusCode).toBe(409);
    expect((await call('GET', `/public/quotes/${token}/photos/${photoId}`, undefined, null)).statusCode).toBe(200);
  });

  it('serves no photo of a draft, even under the token its link will have once sent', async () => {
    const quoteId = await newQuote('rosa.draft@example.com');
    const photoId = (await upload(quoteId, PNG, 'beds.png', 'image/png')).json().data.photos[0]._id as string;
    const token = quoteToken(t.app, quoteId);
    expect((await call('GET', `/public/quotes/${token}/photos/${photoId}`, undefined, null)).statusCode).toBe(404);
    expect((await call('GET', `/public/quotes/${await send(quoteId)}/photos/${photoId}`, undefined, null)).statusCode).toBe(200);
  });
});
