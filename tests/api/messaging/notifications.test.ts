import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crews, notifications, sessions, users } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { notifyDueReminders } from '../../../server/modules/customers';
import { connect, type Listener, listen, settle } from '../realtime';
import { SESSION_USER_CHANGED_EVENT } from '../../../common/schemas/notification';

let t: TestApp;
let business: Business;
let url: string;
let csr: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let crew: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
const sockets: Listener[] = [];

beforeAll(async () => {
  t = await createTestApp({ socketSessionSweepMs: 200 });
  business = await buildBusiness(t.app);
  url = await listen(t.app);
  const { users: accounts } = business;
  [csr, admin, crew, customer] = [
    await signIn(t.app, accounts.csr.username),
    await signIn(t.app, accounts.admin.username),
    await signIn(t.app, accounts.crew.username, 'crew'),
    await signIn(t.app, accounts.customer.username),
  ];
});
afterAll(async () => {
  for (const { socket } of sockets) socket.close();
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), ...(payload && { payload }) });

async function open(token: string | undefined, channel: string) {
  const listener = await connect(url, token, channel);
  sockets.push(listener);
  return listener;
}

describe('the socket', () => {
  it('refuses a connection without a token or with a bad one', async () => {
    await expect(connect(url, undefined, 'csr')).rejects.toThrow('unauthorized');
    await expect(connect(url, 'not-a-token', 'csr')).rejects.toThrow('unauthorized');
  });

  it('delivers a status change to exactly its recipients: other staff and the customer, not the actor nor the crew', async () => {
    const [adminSocket, csrSocket, crewSocket, customerSocket] = await Promise.all([
      open(admin.token, 'admin'),
      open(csr.token, 'csr'),
      open(crew.token, 'crew'),
      open(customer.token, 'customer'),
    ]);
    const { property } = business;
    const adminGets = adminSocket.next();
    const customerGets = customerSocket.next();
    const changed = await api('PUT', `/customers/properties/${property._id}`, csr.token, { status: 'declined' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [toAdmin, toCustomer] = await Promise.all([adminGets, customerGets]);
    expect(toAdmin).toMatchObject({ type: 'property-status-update', isRead: false, additionalData: { property: { _id: property._id } } });
    expect(toAdmin.message).toContain(property.address);
    expect(toAdmin.additionalData.others?.translateEs?.title).toBe('Estado de la propiedad actualizado');
    expect(toCustomer._id).not.toBe(toAdmin._id);
    await settle();
    expect(csrSocket.received).toEqual([]);
    expect(crewSocket.received).toEqual([]);
    await api('PUT', `/customers/properties/${property._id}`, csr.token, { status: 'active' });
  });

  it('tells many customers each their own notice at once: every sign-in of each, none of anybody else', async () => {
    const customerSocket = await open(customer.token, 'customer');
    const csrSocket = await open(csr.token, 'csr');
    const first = customerSocket.next();
    const second = customerSocket.next();
    const otherCustomer = randomUUID();
    const made = await t.app.notifier.transaction((_tx, notify) =>
      notify.customers([
        {
          customerId: business.customer._id,
          draft: { type: 'service-schedule', title: 'notifications.rain_day.title', message: { text: 'Now Monday' } },
        },
        {
          customerId: otherCustomer,
          draft: { type: 'service-schedule', title: { text: 'Not theirs' }, message: { text: 'Nobody signs in' } },
        },
        {
          customerId: business.customer._id,
          draft: { type: 'service-schedule', title: { text: 'Back' }, message: { text: 'Now Tuesday' } },
        },
      ]),
    );
    expect(made.map((delivery) => [delivery.userId, delivery.notification.title, delivery.notification.message]).sort()).toEqual(
      [
        [business.users.customer._id, 'Rain day', 'Now Monday'],
        [business.users.customer._id, 'Back', 'Now Tuesday'],
      ].sort(),
    );
    const heard = await Promise.all([first, second]);
    expect(heard.map((notification) => notification.message).sort()).toEqual(['Now Monday', 'Now Tuesday']);
    expect(heard.find((notification) => notification.message === 'Now Monday')?.additionalData.others?.translateEs?.title).toBe(
      'Día de lluvia',
    );
    const stored = await t.app.database.db.select().from(notifications).where(eq(notifications.userId, business.users.customer._id));
    expect(
      stored
        .filter((row) => row.message.startsWith('Now '))
        .map((row) => row.message)
        .sort(),
    ).toEqual(['Now Monday', 'Now Tuesday']);
    await settle();
    expect(csrSocket.received).toEqual([]);
  });

  it('drops the sockets of a session that signs out, and of one revoked elsewhere', async () => {
    const second = await signIn(t.app, business.users.admin.username);
    const signingOut = await open(second.token, 'admin');
    const dropped = new Promise((resolve) => signingOut.socket.once('disconnect', resolve));
    expect((await api('POST', '/users/login/logout', second.token, {})).statusCode).toBe(200);
    await dropped;
    expect(signingOut.socket.connected).toBe(false);

    const third = await signIn(t.app, business.users.admin.username);
    const deactivated = await open(third.token, 'admin');
    const droppedBySweep = new Promise((resolve) => deactivated.socket.once('disconnect', resolve));
    const { db } = t.app.database;
    const [row] = await db.select().from(users).where(eq(users.username, business.users.admin.username));
    await db.update(users).set({ isActive: false }).where(eq(users._id, row._id));
    try {
      await droppedBySweep;
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users._id, row._id));
    }
  });

  it('drops the sockets of a session past its 12-hour lifetime', async () => {
    const aging = await signIn(t.app, business.users.csr.username);
    const listener = await open(aging.token, 'csr');
    const droppedBySweep = new Promise((resolve) => listener.socket.once('disconnect', resolve));
    await t.app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(sessions._id, decodeJwt(aging.token).sid as string));
    await droppedBySweep;
    await expect(connect(url, aging.token, 'csr')).rejects.toThrow('unauthorized');
  });
});

describe('GET and PUT /notifications', () => {
  it('pages a user’s own notifications newest first with read and unread counts', async () => {
    const { db } = t.app.database;
    await db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: customer._id,
        type: 'service-schedule' as const,
        title: `Visit ${index}`,
        message: 'Scheduled',
        date: new Date(Date.UTC(2099, 0, 1, 0, index)),
      })),
    );
    const first = (await api('GET', `/notifications/${customer._id}?start=0&length=20`, customer.token)).json().data;
    expect(first.list).toHaveLength(20);
    expect(first.list[0].title).toBe('Visit 24');
    const second = (await api('GET', `/notifications/${customer._id}?start=20&length=20`, customer.token)).json().data;
    expect(second.list.length).toBe(first.total - 20);
    expect(first.unread + first.read).toBe(first.total);
    expect((await api('GET', `/notifications/${customer._id}`, admin.token)).statusCode).toBe(403);
  });

  it('marks one as read (recording the reviewer for staff) and then all', async () => {
    const { db } = t.app.database;
    const [mine, theirs] = await db
      .insert(notifications)
      .values([
        { userId: csr._id, type: 'contact_us_request', title: 'Call me', message: 'Please call' },
        { userId: admin._id, type: 'contact_us_request', title: 'Call me', message: 'Please call' },
      ])
      .returning();
    const marked = await api('PUT', `/notifications/read/${mine._id}`, csr.token, { completedBy: { _id: 'someone-else' } });
    expect(marked.json().data).toMatchObject({ isRead: true, completedBy: { _id: csr._id, name: 'Casey Rivera' } });
    expect((await api('PUT', `/notifications/read/${theirs._id}`, csr.token, {})).statusCode).toBe(404);
    expect((await api('PUT', '/notifications/read', customer.token, { isAllRead: false })).statusCode).toBe(400);
    await api('PUT', '/notifications/read', customer.token, { isAllRead: true });
    const after = (await api('GET', `/notifications/${customer._id}`, customer.token)).json().data;
    expect(after.unread).toBe(0);
    expect(after.list[0].completedBy).toBeNull();
  });
});

describe('service-delay prompts', () => {
  it('asks the crew, shows the prompt until answered, and brings the answer back to staff', async () => {
    const crewSocket = await open(crew.token, 'crew');
    const csrSocket = await open(csr.token, 'csr');
    const ownCrew = business.crew;
    const prompted = crewSocket.next();
    const created = await api('POST', '/crew/delay-prompts', csr.token, {
      crewId: ownCrew._id,
      type: 'service-delay-initial',
      title: 'Rain in Austin',
      description: 'Can you still finish today?',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await prompted).type).toBe('service-delay-initial');

    const config = (await api('GET', `/crew/delayServiceConfig/${ownCrew._id}`, crew.token)).json().data;
    expect(config).toMatchObject({
      display: true,
      type: 'service-delay-initial',
      title: 'Rain in Austin',
      notificationId: expect.any(String),
    });
    expect((await api('GET', `/crew/delayServiceConfig/${crypto.randomUUID()}`, crew.token)).statusCode).toBe(403);

    const answerArrives = csrSocket.next();
    const answer = await api('POST', `/vendor/${ownCrew.vendorId}/crews/delayServiceNotificationResponse`, crew.token, {
      notificationId: config.notificationId,
      crewResponse: 'no',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await answerArrives).toMatchObject({ type: 'service-delay-response', title: `${ownCrew.name} answered No` });
    expect((await api('GET', `/crew/delayServiceConfig/${ownCrew._id}`, crew.token)).json().data.display).toBe(false);
    expect(
      (
        await api('POST', `/vendor/${ownCrew.vendorId}/crews/delayServiceNotificationResponse`, crew.token, {
          notificationId: config.notificationId,
          crewResponse: 'yes',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await api('POST', '/crew/delay-prompts', crew.token, {
          crewId: ownCrew._id,
          type: 'service-delay-confirm',
          title: 'x',
          description: 'y',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('due reminders', () => {
  it('tells each assignee once, whichever node runs the check', async () => {
    const { property } = business;
    const created = await api('POST', '/reminders', admin.token, {
      propertyId: property._id,
      date: '2026-01-05',
      note: 'Confirm the gate code',
      priority: 'high',
      assigneeId: csr._id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const csrSocket = await open(csr.token, 'csr');
    const [first, second] = await Promise.all([
      notifyDueReminders(t.app.notifier, '2026-01-05'),
      notifyDueReminders(t.app.notifier, '2026-01-05'),
    ]);
    expect(first + second).toBeGreaterThan(0);
    await settle();
    const mine = csrSocket.received.filter(
      (notification) => notification.type === 'reminder-due' && notification.message === 'Confirm the gate code',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].additionalData.property?.address).toBe(property.address);
    expect(await notifyDueReminders(t.app.notifier, '2026-01-05')).toBe(0);
  });
});

describe('crew announcements', () => {
  it('tell the crews of the vendor they are for when they are made, changed and removed', async () => {
    const { db } = t.app.database;
    const [me] = await db.select().from(users).where(eq(users._id, crew._id));
    const [myCrew] = await db.select().from(crews).where(eq(crews._id, me.crewId!));
    const otherVendorCrew = (await db.select().from(crews)).find((row) => row.vendorId !== myCrew.vendorId)!;
    const crewSocket = await open(crew.token, 'crew');
    const body = {
      title: 'Truck inspection',
      message: 'Bring the trucks to the yard by 7 am.',
      activeFrom: '2026-11-23',
      activeTo: '2026-11-30',
      vendorId: myCrew.vendorId,
    };
    const createHeard = crewSocket.next();
    const created = await api('POST', '/vendors/crew-announcements', admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(await createHeard).toMatchObject({ type: 'announcement-create', title: 'New announcement: Truck inspection' });
    const updateHeard = crewSocket.next();
    await api('PUT', `/vendors/crew-announcements/${created.json()._id}`, admin.token, { ...body, message: 'By 8 am.' });
    expect(await updateHeard).toMatchObject({ type: 'announcement-update', message: 'By 8 am.' });

    const elsewhere = await api('POST', '/vendors/crew-announcements', admin.token, {
      ...body,
      title: 'Other vendor',
      vendorId: otherVendorCrew.vendorId,
    });
    expect(elsewhere.statusCode).toBe(201);
    const removeHeard = crewSocket.next();
    await api('DELETE', `/vendors/crew-announcements/${created.json()._id}`, admin.token);
    expect(await removeHeard).toMatchObject({ type: 'announcement-remove' });
    expect(crewSocket.received.map((notification) => notification.title)).not.toContain('New announcement: Other vendor');
  });
});

describe('contact requests', () => {
  it('notify every admin and csr, and nobody else', async () => {
    const [adminSocket, csrSocket, customerSocket] = await Promise.all([
      open(admin.token, 'admin'),
      open(csr.token, 'csr'),
      open(customer.token, 'customer'),
    ]);
    const toAdmin = adminSocket.next();
    const toCsr = csrSocket.next();
    const sent = await api('POST', '/contact-us', customer.token, {
      subject: 'Change my mow day',
      message: 'Thursdays work better for us.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    for (const notification of await Promise.all([toAdmin, toCsr])) {
      expect(notification).toMatchObject({
        type: 'contact_us_request',
        title: 'New contact request: Change my mow day',
        message: `${business.customer.firstName} ${business.customer.lastName}: Thursdays work better for us.`,
      });
    }
    await settle();
    expect(customerSocket.received.filter((notification) => notification.type === 'contact_us_request')).toEqual([]);
  });
});

describe('office announcements', () => {
  it('tell the staff when one is made, changed and removed, and roll back with a failed write', async () => {
    const [csrSocket, crewSocket] = await Promise.all([open(csr.token, 'csr'), open(crew.token, 'crew')]);
    const body = {
      title: 'Holiday hours',
      message: 'The office closes at noon on Friday.',
      repeat: 'one-time',
      activeFrom: '2026-11-27',
      activeTo: '2026-11-27',
    };
    // Each wait starts before its call: the notice may arrive before the HTTP answer does.
    const createHeard = csrSocket.next();
    const created = await api('POST', '/office-announcements', admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(await createHeard).toMatchObject({ type: 'announcement-create', title: 'New office announcement: Holiday hours' });
    const updateHeard = csrSocket.next();
    await api('PUT', `/office-announcements/${created.json()._id}`, admin.token, { ...body, message: 'Closed all day Friday.' });
    expect(await updateHeard).toMatchObject({ type: 'announcement-update', message: 'Closed all day Friday.' });
    expect((await api('PUT', `/office-announcements/${crypto.randomUUID()}`, admin.token, body)).statusCode).toBe(404);
    const removeHeard = csrSocket.next();
    await api('DELETE', `/office-announcements/${created.json()._id}`, admin.token);
    expect(await removeHeard).toMatchObject({ type: 'announcement-remove' });
    await settle();
    expect(csrSocket.received.map((notification) => notification.type)).toEqual([
      'announcement-create',
      'announcement-update',
      'announcement-remove',
    ]);
    expect(crewSocket.received.filter((notification) => notification.type.startsWith('announcement-'))).toEqual([]);
  });
});

describe('session user changes', () => {
  it('tell the holders of an edited role, and a user edited by someone else, to read their session again', async () => {
    const [csrSocket, adminSocket] = await Promise.all([
      open(csr.token, SESSION_USER_CHANGED_EVENT),
      open(admin.token, SESSION_USER_CHANGED_EVENT),
    ]);
    const account = (await api('GET', `/users/${csr._id}`, admin.token)).json() as Record<string, unknown>;
    const roleId = account.role as string;
    const role = (await api('GET', `/users/roles/${roleId}`, admin.token)).json() as { name: string; permissions: string[] };
    const csrHears = csrSocket.next();
    const edited = await api('PUT', `/users/roles/${roleId}`, admin.token, { name: role.name, permissions: role.permissions });
    expect(edited.statusCode, edited.body).toBe(200);
    await csrHears;
    await settle();
    expect(csrSocket.received).toHaveLength(1);
    expect(adminSocket.received).toHaveLength(0);

    const { username, email, name, mobile, type, isActive, address, dateOfJoining, vendor, crew: crewId } = account;
    const csrHearsAgain = csrSocket.next();
    const saved = await api('PUT', `/users/${csr._id}`, admin.token, {
      username,
      email,
      name,
      mobile,
      type,
      role: roleId,
      isActive,
      address,
      dateOfJoining,
      vendor,
      crew: crewId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await csrHearsAgain;
    expect(adminSocket.received).toHaveLength(0);
  });
});
