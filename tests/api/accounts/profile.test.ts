import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_TAKEN } from '../../../common/schemas/profile';
import { customers, histories, uploadedImages, users as userTable } from '../../../server/db/schema';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let users: Business['users'];
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  ({ users } = business);
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2e7d32' } });
let PNG: Buffer;
let JPEG_WITH_EXIF: Buffer;
beforeAll(async () => {
  PNG = await picture(40, 30).png().toBuffer();
  JPEG_WITH_EXIF = await picture(40, 30)
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'taken at 4512 Shoal Creek Blvd' } })
    .toBuffer();
});

function multipart(token: string, file: Buffer, filename: string, contentType: string) {
  const boundary = '----lawndesk-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const profileOf = (token: string, id: string) => t.app.inject({ url: `/api/v1/user/${id}`, headers: bearer(token) });
const update = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, headers: bearer(token), payload });

describe('profile', () => {
  it('reads and updates the own profile with 202', async () => {
    const crew = await signIn(t.app, users.crew.username, 'crew');
    const read = await profileOf(crew.token, crew._id);
    expect(read.json().data).toMatchObject({ username: users.crew.username, name: { first: 'Test', last: 'crew' }, type: 'crew' });
    const saved = await update(crew.token, crew._id, {
      name: { first: 'Carla', last: 'Mendoza' },
      email: users.crew.email,
      mobile: '(512) 555-0104',
      dateOfBirth: '1990-04-12',
      crew: { address: '12 Elm St, Austin' },
    });
    expect(saved.statusCode).toBe(202);
    expect(saved.json().data).toMatchObject({
      name: { first: 'Carla' },
      mobile: '5125550104',
      dateOfBirth: '1990-04-12',
      crew: { address: '12 Elm St, Austin' },
    });
  });

  it("refuses another user's profile without user_list, allows it with", async () => {
    const vendor = await signIn(t.app, users.vendor.username);
    const crew = await signIn(t.app, users.crew.username, 'crew');
    expect((await profileOf(vendor.token, crew._id)).statusCode).toBe(403);
    expect((await update(vendor.token, crew._id, { name: { first: 'X', last: 'Y' }, email: 'x@example.com', mobile: '' })).statusCode).toBe(
      403,
    );
    const admin = await signIn(t.app, users.admin.username);
    expect((await profileOf(admin.token, crew._id)).statusCode).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const csr = await signIn(t.app, users.csr.username);
    const response = await update(csr.token, csr._id, {
      name: { first: ' ', last: '' },
      email: 'nope',
      mobile: '12345',
      dateOfBirth: '2999-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'name.first': 'validation.common.first_name_required',
      email: 'validation.common.valid_email_required',
      mobile: 'validation.common.enter_valid_mobile_number_10_digits',
      dateOfBirth: 'validation.profile.date_of_birth_cannot_be_in_future',
    });
  });

  it("requires a customer's mobile and keeps the customer's e-mail", async () => {
    const customer = await signIn(t.app, users.customer.username);
    const missing = await update(customer.token, customer._id, {
      name: { first: 'Dana', last: 'Whitfield' },
      email: users.customer.email,
      mobile: '',
    });
    expect(missing.json().errors.mobile).toBe('validation.common.mobile_number_required');
    const saved = await update(customer.token, customer._id, {
      name: { first: 'Dana', last: 'Whitfield' },
      email: 'changed@example.com',
      mobile: '5125550199',
    });
    expect(saved.statusCode).toBe(202);
    expect(saved.json().data.email).toBe(users.customer.email);
  });

  it("puts a customer's new mobile on the customer record staff see, with its history, or neither when another customer has it", async () => {
    const customer = await signIn(t.app, users.customer.username);
    const customerId = business.customer._id;
    const [before] = await t.app.database.db.select({ mobile: customers.mobile }).from(customers).where(eq(customers._id, customerId));
    const saved = await update(customer.token, customer._id, {
      name: { first: 'Dana', last: 'Whitfield' },
      email: users.customer.email,
      mobile: '(512) 555-0142',
    });
    expect(saved.statusCode).toBe(202);
    const admin = await signIn(t.app, users.admin.username);
    const record = await t.app.inject({ url: `/api/v1/customers/${customerId}`, headers: bearer(admin.token) });
    expect(record.json().mobile).toBe('5125550142');
    const history = await t.app.database.db.select().from(histories).where(eq(histories.entityId, customerId));
    const change = history.filter((entry) => (entry.changes as { mobile?: { to: string } } | null)?.mobile?.to === '5125550142');
    expect(change).toMatchObject([
      { entity: 'customer', action: 'updated', userId: customer._id, changes: { mobile: { from: before.mobile, to: '5125550142' } } },
    ]);

    await addCustomer(t.app.database.db, business.market._id, { mobile: '5125550143' });
    const taken = await update(customer.token, customer._id, {
      name: { first: 'Dana', last: 'Whitfield' },
      email: users.customer.email,
      mobile: '5125550143',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.mobile).toBe(PHONE_TAKEN);
    const [account] = await t.app.database.db.select({ mobile: userTable.mobile }).from(userTable).where(eq(userTable._id, customer._id));
    const [stored] = await t.app.database.db.select({ mobile: customers.mobile }).from(customers).where(eq(customers._id, customerId));
    expect([account.mobile, stored.mobile]).toEqual(['5125550142', '5125550142']);
  });

  it("puts a customer's new name on the customer record staff see, with its history", async () => {
    const customer = await signIn(t.app, users.customer.username);
    const customerId = business.customer._id;
    const [account] = await t.app.database.db.select({ mobile: userTable.mobile }).from(userTable).where(eq(userTable._id, customer._id));
    const [before] = await t.app.database.db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers._id, customerId));
    const saved = await update(customer.token, customer._id, {
      name: { first: 'Danielle', last: 'Whitfield-Ortiz' },
      email: users.customer.email,
      mobile: account.mobile!,
    });
    expect(saved.statusCode).toBe(202);
    const admin = await signIn(t.app, users.admin.username);
    const record = await t.app.inject({ url: `/api/v1/customers/${customerId}`, headers: bearer(admin.token) });
    expect(record.json()).toMatchObject({ name: { first: 'Danielle', last: 'Whitfield-Ortiz' } });
    const history = await t.app.database.db.select().from(histories).where(eq(histories.entityId, customerId));
    expect(history.filter((entry) => (entry.changes as { firstName?: { to: string } } | null)?.firstName?.to === 'Danielle')).toMatchObject(
      [
        {
          entity: 'customer',
          action: 'updated',
          userId: customer._id,
          changes: { firstName: { from: before.firstName, to: 'Danielle' }, lastName: { from: before.lastName, to: 'Whitfield-Ortiz' } },
        },
      ],
    );
  });

  it('refuses an e-mail another user has, and HEAD check-email-exist says so', async () => {
    const csr = await signIn(t.app, users.csr.username);
    const taken = await update(csr.token, csr._id, {
      name: { first: 'Casey', last: 'Rivera' },
      email: users.admin.email.toUpperCase(),
      mobile: '',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('validation.profile.email_address_already_exists_try_different_email');
    const head = (email: string) =>
      t.app.inject({ method: 'HEAD', url: `/api/v1/check-email-exist/${encodeURIComponent(email)}`, headers: bearer(csr.token) });
    expect((await head(users.admin.email)).statusCode).toBe(200);
    expect((await head('free@example.com')).statusCode).toBe(404);
    expect((await head(users.csr.email)).statusCode).toBe(404);
  });

  it('stores a PNG image, serves it back and deletes it', async () => {
    const admin = await signIn(t.app, users.admin.username);
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${admin._id}`,
      ...multipart(admin.token, PNG, 'me.png', 'image/png'),
    });
    expect(upload.statusCode).toBe(202);
    const file = upload.json().data.profile.file as string;
    expect(file).toMatch(/^\/api\/v1\/uploads\/profile\/.+\.png$/);
    const served = await t.app.inject({ url: file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/${admin._id}/profile-image`, headers: bearer(admin.token) });
    expect(removed.json().data.profile.file).toBeNull();
    expect((await t.app.inject({ url: file })).statusCode).toBe(404);
  });

  it('keeps images in the database, where every node reads them, and drops the one a new upload replaces', async () => {
    const admin = await signIn(t.app, users.admin.username);
    const upload = () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/user/${admin._id}`, ...multipart(admin.token, PNG, 'me.png', 'image/png') });
    const first = (await upload()).json().data.profile.file as string;
    const name = first.split('/').pop()!;
    const [stored] = await t.app.database.db.select().from(uploadedImages).where(eq(uploadedImages.name, name));
    expect(stored.contentType).toBe('image/png');
    expect(stored.bytes.equals((await t.app.inject({ url: first })).rawPayload)).toBe(true);

    const second = (await upload()).json().data.profile.file as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect(await t.app.database.db.select({ name: uploadedImages.name }).from(uploadedImages).where(eq(uploadedImages.name, name))).toEqual(
      [],
    );
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('checks the image by its content and its size', async () => {
    const admin = await signIn(t.app, users.admin.username);
    const put = (file: Buffer, name: string, type: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/user/${admin._id}`, ...multipart(admin.token, file, name, type) });
    const disguised = await put(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors.file).toBe('server.profile.choose_png_jpeg_or_webp_image');
    const huge = await put(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.file).toBe('server.profile.image_larger_than_2_mb');
    const jpeg = await put(JPEG_WITH_EXIF, 'photo.bin', 'application/octet-stream');
    expect(jpeg.statusCode).toBe(202);
  });

  it('stores only what decodes as an image, re-encoded without its metadata or anything appended', async () => {
    const admin = await signIn(t.app, users.admin.username);
    const put = (file: Buffer, name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/user/${admin._id}`, ...multipart(admin.token, file, name, 'image/png') });
    const html = Buffer.from('<html><body><script>fetch("/api/v1/outbox")</script></body></html>');
    for (const disguised of [Buffer.concat([PNG_SIGNATURE, html]), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html])]) {
      const refused = await put(disguised, 'page.png');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, errors: { file: 'server.profile.choose_png_jpeg_or_webp_image' } });
    }

    const polyglot = await put(Buffer.concat([PNG, html]), 'polyglot.png');
    expect(polyglot.statusCode).toBe(202);
    const stored = await t.app.inject({ url: polyglot.json().data.profile.file });
    expect(stored.rawPayload.includes('<script>')).toBe(false);

    const photo = await put(JPEG_WITH_EXIF, 'photo.jpg');
    const served = await t.app.inject({ url: photo.json().data.profile.file });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('Shoal Creek')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses an image that would decode to more than 24 megapixels', async () => {
    const admin = await signIn(t.app, users.admin.username);
    // 8000 × 8000 of one colour compresses to a few kilobytes: a decompression bomb in miniature.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${admin._id}`,
      ...multipart(admin.token, bomb, 'bomb.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file).toBe('server.profile.image_has_too_many_pixels_at_most');
  });
});
