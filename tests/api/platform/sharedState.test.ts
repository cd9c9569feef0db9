// State two API nodes share: rate limits counted in one Redis, profile images kept in one PostgreSQL database; and a
// Redis that goes away leaves the limited routes answering. Runs where both services are configured (.ci/run sets
// DATABASE_URL and REDIS_URL); embedded PGlite cannot be shared.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { EXISTENCE_CHECKS_PER_MINUTE } from '../../../server/lib/existenceChecks';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { appBehindRedisProxy } from '../redisOutage';

const redisUrl = process.env.REDIS_URL;
const clustered = Boolean(process.env.DATABASE_URL && redisUrl);

const checkEmail = (app: App, token: string) =>
  app.inject({ method: 'HEAD', url: '/api/v1/check-email-exist/nobody%40example.com', headers: bearer(token) });

describe.skipIf(!clustered)('two nodes sharing Redis and PostgreSQL', () => {
  let first: TestApp;
  let second: App;
  let business: Business;

  beforeAll(async () => {
    first = await createTestApp({ redisUrl });
    business = await buildBusiness(first.app);
    second = await buildApp({ ...first.config, redisUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`counts one user's existence checks across both nodes: call ${EXISTENCE_CHECKS_PER_MINUTE + 1} gets 429 on either`, async () => {
    const { token } = await signIn(first.app, business.users.csr.username);
    for (let call = 1; call <= EXISTENCE_CHECKS_PER_MINUTE; call += 1) {
      const node = call % 2 ? first.app : second;
      expect((await checkEmail(node, token)).statusCode, `call ${call}`).toBe(404);
    }
    expect((await checkEmail(first.app, token)).statusCode).toBe(429);
    expect((await checkEmail(second, token)).statusCode).toBe(429);
    const other = await signIn(second, business.users.admin.username);
    expect((await checkEmail(second, other.token)).statusCode).toBe(404);
  });

  it('serves on node B a profile image uploaded through node A, with its headers', async () => {
    const admin = await signIn(first.app, business.users.admin.username);
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const boundary = '----lawndesk-cluster';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${admin._id}`,
      payload,
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const file = upload.json().data.profile.file as string;

    const served = await second.inject({ url: file });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 24, height: 16 });

    const removed = await second.inject({ method: 'DELETE', url: `/api/v1/user/${admin._id}/profile-image`, headers: bearer(admin.token) });
    expect(removed.statusCode).toBe(200);
    expect((await first.app.inject({ url: file })).statusCode).toBe(404);
  });
});

describe.skipIf(!redisUrl)('rate limits while Redis is away', () => {
  const outage = appBehindRedisProxy(redisUrl);

  it('answers the limited routes when Redis stops answering (uncounted) or refuses connections (counted here), and counts in Redis again once it is back', async () => {
    const { t, proxy, business } = outage;
    const { token } = await signIn(t.app, business.users.csr.username);
    const counted = await checkEmail(t.app, token);
    expect(counted.statusCode).toBe(404);
    expect(counted.headers['x-ratelimit-remaining']).toBe(String(EXISTENCE_CHECKS_PER_MINUTE - 1));

    for (const outage of ['blackhole', 'refuse'] as const) {
      await proxy.setMode(outage);
      const uncounted = await checkEmail(t.app, token);
      expect(uncounted.statusCode, outage).toBe(404);
      // Black-holed, the count times out and the call passes uncounted; refused, it passes too, and once the client
      // knows itself offline this node counts on its own.
      expect(uncounted.headers['x-ratelimit-remaining'], outage).toMatch(
        outage === 'refuse'
          ? new RegExp(`^(${EXISTENCE_CHECKS_PER_MINUTE}|${EXISTENCE_CHECKS_PER_MINUTE - 1})$`)
          : new RegExp(`^${EXISTENCE_CHECKS_PER_MINUTE}$`),
      );
    }
    await expect
      .poll(async () => Number((await checkEmail(t.app, token)).headers['x-ratelimit-remaining']), { timeout: 10_000 })
      .toBeLessThan(EXISTENCE_CHECKS_PER_MINUTE - 1);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/v1/customer-signup', payload: {} });
    expect(signUp.statusCode).toBe(400);

    await proxy.setMode('forward');
    await expect
      .poll(async () => (await checkEmail(t.app, token)).headers['x-ratelimit-remaining'], { timeout: 20_000 })
      .not.toBe(String(EXISTENCE_CHECKS_PER_MINUTE));
    await expect.poll(async () => (await t.app.inject({ url: '/api/v1/health' })).statusCode, { timeout: 20_000 }).toBe(200);
  });
});
