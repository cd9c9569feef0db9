// Two API nodes on one PostgreSQL database and one Redis: an event raised on one node reaches sockets on the other.
// Runs where both services are configured (.ci/run sets DATABASE_URL and REDIS_URL); embedded PGlite cannot be shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connect, type Listener, listen, settle } from '../realtime';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('two nodes sharing Redis', () => {
  let first: TestApp;
  let second: App;
  let business: Business;
  const sockets: Listener[] = [];

  beforeAll(async () => {
    first = await createTestApp({ redisUrl: process.env.REDIS_URL });
    business = await buildBusiness(first.app);
    second = await buildApp({ ...first.config, redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await second?.close();
    await first?.close();
  });

  it('delivers a notification raised on node A to a socket on node B, once', async () => {
    await listen(first.app);
    const urlB = await listen(second);
    const csr = await signIn(first.app, business.users.csr.username);
    const admin = await signIn(second, business.users.admin.username);
    const onB = await connect(urlB, admin.token, 'admin');
    sockets.push(onB);

    const arrives = onB.next();
    const changed = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/properties/${business.property._id}`,
      headers: bearer(csr.token),
      payload: { status: 'declined' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await arrives).type).toBe('property-status-update');
    await settle();
    expect(onB.received).toHaveLength(1);
  });
});
