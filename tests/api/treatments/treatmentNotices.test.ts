// The customer's notices around a treatment, against the fake Twilio and the SMTP sink: the day before (which round, how
// long to keep children and pets off the lawn) and after (what was applied, its EPA registration number), in the
// customer's language, with consent and quiet hours, once per visit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { applications, programEnrolments, programs, properties, textMessages, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { messagingSubscribers, remindTomorrowsVisits } from '../../../server/modules/messaging';
import { parseCsv } from '../csvText';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount, waitFor } from '../momentsHarness';

const h = momentsHarness();
const db = () => h.t.app.database.db;

async function call(who: 'admin' | 'crew', method: 'PUT' | 'POST', path: string, payload: object) {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  const response = await h.t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), payload });
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
  const body = response.json();
  return body.data ?? body;
}

// A product is catalogued once (a second with the same name and EPA number is refused): the tests share it.
const catalogued = new Map<string, string>();
async function addProduct(name: string, epaRegNo: string, reentryHours: number | null) {
  const known = catalogued.get(`${name} ${epaRegNo}`);
  if (known) return known;
  const product = await call('admin', 'POST', '/products', {
    name,
    epaRegNo,
    unit: 'fl oz',
    rateMinPer1000: 0.3,
    rateMaxPer1000: 0.8,
    reentryHours,
  });
  await call('admin', 'POST', `/products/${product._id}/stock-movements`, { change: 100, reason: 'Delivery' });
  catalogued.set(`${name} ${epaRegNo}`, product._id as string);
  return product._id as string;
}

/** A program of one round (`Pre-emergent`) of these products, written as its rows (the planner is not under test). */
async function addProgram(productIds: string[]) {
  const [program] = await db()
    .insert(programs)
    .values({
      name: `Program ${crypto.randomUUID().slice(0, 6)}`,
      rounds: [
        {
          name: 'Pre-emergent',
          windowStart: '01-01',
          windowEnd: '12-31',
          products: productIds.map((productId) => ({ productId, ratePer1000: 0.5 })),
          priceCents: 5500,
          priceBands: [],
          minutes: 20,
        },
      ],
    })
    .returning();
  return program._id;
}

/** A customer and a treatment round of `programId` pending on `date`, on the fixture's crew. */
async function treatmentWorkLog(programId: string, date: string, customerValues: Parameters<typeof h.newWorkLog>[1] = {}) {
  const { customer, property, service } = await h.newCustomer(customerValues);
  const [enrolment] = await db()
    .insert(programEnrolments)
    .values({
      programId,
      propertyId: property._id,
      customerId: customer._id,
      season: 2031,
      lawnSqFt: 6000,
      priceCents: 5500,
      consentAt: new Date(),
    })
    .returning();
  const [visit] = await db()
    .insert(workLogs)
    .values({
      propertyId: property._id,
      customerId: customer._id,
      serviceId: service._id,
      serviceType: 'treatment',
      vendorId: h.business.crew.vendorId,
      crewId: h.business.crew._id,
      date,
      // A round is keyed by its window's first day.
      plannedDate: `${date.slice(0, 4)}-01-01`,
      price: 55,
      enrolmentId: enrolment._id,
      roundIndex: 0,
      roundName: 'Pre-emergent',
    })
    .returning();
  return { customer, property, service, visit };
}

const textRows = (customerId: string) => db().select().from(textMessages).where(eq(textMessages.customerId, customerId));

describe('the day before a treatment', () => {
  const today = '2032-03-09';
  const tomorrow = '2032-03-10';

  it('says it is a treatment, which round, and the longest re-entry of its products, in English and Spanish, once', async () => {
    const programId = await addProgram([
      await addProduct('Barricade 4FL', '100-1139', 4),
      await addProduct('Dimension 2EW', '62719-542', 24),
      await addProduct('Label without re-entry', '1-1', null),
    ]);
    const { customer: english, property: house, visit: round, service } = await treatmentWorkLog(programId, tomorrow, { firstName: 'Jo' });
    const { customer: spanish, property: casa } = await treatmentWorkLog(programId, tomorrow, { firstName: 'Inés', language: 'es' });
    // A mowing visit at the English customer's house the same day keeps its own reminder.
    const [mow] = await db()
      .insert(workLogs)
      .values({
        propertyId: house._id,
        customerId: english._id,
        serviceId: service._id,
        serviceType: 'mow',
        vendorId: h.business.crew.vendorId,
        crewId: h.business.crew._id,
        date: tomorrow,
        plannedDate: tomorrow,
        price: 45,
      })
      .returning();
    // Two nodes at once, then a retry.
    await Promise.all([remindTomorrowsVisits(h.t.app, today), remindTomorrowsVisits(h.t.app, today)]);
    await remindTomorrowsVisits(h.t.app, today);

    const englishTexts = await settledCount(() => h.textsTo(english.mobile!), 2);
    expect(englishTexts.sort()).toEqual([
      `LawnDesk: Hi Jo, reminder: your lawn mowing at ${house.address} is tomorrow, 3/10/2032. Reply STOP to opt out.`,
      `LawnDesk: Hi Jo, reminder: your lawn treatment (Pre-emergent) at ${house.address} is tomorrow, 3/10/2032. Please keep children and pets off the lawn for 24 hours after the application. Reply STOP to opt out.`,
    ]);
    expect(await settledCount(() => h.mailsTo(english.email!), 2)).toEqual(
      expect.arrayContaining([expect.stringContaining('your lawn treatment (Pre-emergent) at')]),
    );
    expect(await settledCount(() => h.textsTo(spanish.mobile!), 1)).toEqual([
      `LawnDesk: Hola Inés, recordatorio: su tratamiento del césped (Pre-emergent) en ${casa.address} es mañana, 10 de marzo de 2032. Por favor, mantenga a los niños y las mascotas fuera del césped durante 24 horas después de la aplicación. Responda PARAR para cancelar.`,
    ]);
    const moments = (await textRows(english._id)).map((row) => row.moment).sort();
    expect(moments).toEqual([`treatment-eve:${round._id}:sms`, `visit-eve:${mow._id}:sms`]);
  });

  it('says "until the product has dried" when no label gives a re-entry interval', async () => {
    const programId = await addProgram([await addProduct('Fertilizer 24-0-11', '2-2', null)]);
    const { customer, property } = await treatmentWorkLog(programId, tomorrow, { firstName: 'Al' });
    await remindTomorrowsVisits(h.t.app, today);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      `LawnDesk: Hi Al, reminder: your lawn treatment (Pre-emergent) at ${property.address} is tomorrow, 3/10/2032. Please keep children and pets off the lawn until the product has dried. Reply STOP to opt out.`,
    ]);
  });

  it('keeps to consent and quiet hours: no text without consent; a text written in quiet hours is held', async () => {
    const programId = await addProgram([await addProduct('Quiet product', '3-3', 12)]);
    const { customer: noTexts } = await treatmentWorkLog(programId, tomorrow, { textService: false });
    const { customer: quiet } = await treatmentWorkLog(programId, tomorrow);
    const { serviceCalendar } = await readSettings(db(), ['serviceCalendar']);
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: serviceCalendar.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    await writeSettings(db(), { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: hour, quietEnd: (hour + 2) % 24 } });
    await remindTomorrowsVisits(h.t.app, today);
    // The e-mail goes (quiet hours hold texts only); the text waits for the morning.
    expect(await settledCount(() => h.mailsTo(quiet.email!), 1)).toEqual([expect.stringContaining('for 12 hours after the application')]);
    const [held] = await waitFor(
      () => textRows(quiet._id),
      (rows) => rows.length === 1 && rows[0].status === 'held',
    );
    expect(held).toMatchObject({ status: 'held', body: expect.stringContaining('lawn treatment (Pre-emergent)') });
    expect(h.textsTo(quiet.mobile!)).toEqual([]);
    expect(await settledCount(() => h.mailsTo(noTexts.email!), 1)).toHaveLength(1);
    expect([...h.textsTo(noTexts.mobile!), ...(await textRows(noTexts._id)).map((row) => row.status)]).toEqual([]);
  });
});

describe('after a treatment', () => {
  it('tells what was applied with its EPA number and the re-entry, once, even replayed; a correction sends nothing', async () => {
    const date = await businessToday(db());
    const barricade = await addProduct('Barricade 4FL', '100-1139', 4);
    const dimension = await addProduct('Dimension 2EW', '62719-542', 24);
    const programId = await addProgram([barricade, dimension]);
    await call('admin', 'PUT', `/applicators/${h.business.users.crew._id}/licence`, {
      licenceNo: 'TDA-0123456',
      expiresOn: addDays(date, 365),
    });
    const { customer: english, property: house, visit } = await treatmentWorkLog(programId, date, { firstName: 'Max' });
    const {
      customer: spanish,
      property: casa,
      visit: visita,
    } = await treatmentWorkLog(programId, date, { firstName: 'Lucía', language: 'es' });
    const record = {
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      targetPest: 'Crabgrass',
      applicationMethod: 'Backpack sprayer',
      windMph: 5,
      windDirection: 'S',
      temperatureF: 64,
    };
    const apply = (workLogId: string, productId: string) =>
      call('crew', 'POST', `/work-logs/${workLogId}/applications`, { ...record, productId, startedAt: new Date().toISOString() });
    const first = await apply(visit._id, barricade);
    await apply(visit._id, dimension);
    await apply(visita._id, barricade);
    for (const id of [visit._id, visita._id]) {
      await call('crew', 'PUT', `/work-logs/${id}/status`, { action: 'start' });
      await call('crew', 'PUT', `/work-logs/${id}/status`, { action: 'complete' });
    }
    const english1 = (await settledCount(() => h.textsTo(english.mobile!), 2)).filter((text) => text.includes('we applied'));
    const [year, month, day] = date.split('-').map(Number);
    expect(english1).toEqual([
      expect.stringMatching(
        new RegExp(
          `^LawnDesk: Hi Max, on ${month}/${day}/${year} we applied Barricade 4FL \\(EPA Reg\\. No\\. 100-1139\\), Dimension 2EW \\(EPA Reg\\. No\\. 62719-542\\) to your lawn at ${house.address}\\. Re-entry: please keep children and pets off the lawn for 24 hours after the application\\. Amount to be charged: \\$\\d+\\.\\d\\d\\.\nSee your visit and tell us how we did: https://\\S+/visit/[A-Za-z0-9_-]{43} Reply STOP to opt out\\.$`,
        ),
      ),
    ]);
    // No "visit done" beside it: the treatment's message is the visit's.
    expect(h.textsTo(english.mobile!).filter((text) => text.includes('is done'))).toEqual([]);
    const spanishTexts = await settledCount(() => h.textsTo(spanish.mobile!), 2);
    expect(spanishTexts.filter((text) => text.includes('aplicamos'))).toEqual([
      expect.stringContaining(
        `aplicamos Barricade 4FL (n.º de registro EPA 100-1139) en su césped de ${casa.address}. Reingreso: por favor, mantenga a los niños y las mascotas fuera del césped durante 4 horas después de la aplicación.`,
      ),
    ]);

    // The completion delivered again, and a correction of a record: nothing more.
    const completed = messagingSubscribers.find((subscriber) => subscriber.event === 'workLog.billed')!;
    if (completed.within) throw new Error('expected an after-commit subscriber');
    await completed.handle(h.t.app, {
      workLogId: visit._id,
      customerId: english._id,
      propertyId: house._id,
      serviceType: 'treatment',
      date,
      crewId: h.business.crew._id,
      userId: null,
      crewNotes: null,
      payment: null,
    });
    await call('crew', 'POST', `/applications/${first._id}/corrections`, {
      ...record,
      productId: barricade,
      amount: 4,
      startedAt: first.startedAt,
      reason: 'Typed the wrong amount',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(h.textsTo(english.mobile!).filter((text) => text.includes('we applied'))).toHaveLength(1);
    expect(h.mailsTo(english.email!).filter((mail) => mail.includes('we applied'))).toHaveLength(1);
  });

  it('says "visit done" for a treatment completed without application records', async () => {
    const date = await businessToday(db());
    const programId = await addProgram([await addProduct('Unrecorded', '4-4', 4)]);
    const { customer, visit } = await treatmentWorkLog(programId, date, { firstName: 'Nia' });
    await call('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'start' });
    await call('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'complete' });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 2);
    expect(texts.filter((text) => /your lawn treatment of .* is done/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('we applied'))).toEqual([]);
  });
});

describe('lawn flags where the state asks for them', () => {
  const put = async (payload: object, language = 'en') => {
    const { token } = await signIn(h.t.app, h.business.users.admin.username, 'admin');
    return h.t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: { ...bearer(token), 'accept-language': language }, payload });
  };

  it('keeps the posting states and the retention years, refusing a state twice, a bad code or under two years', async () => {
    const twice = await put({ treatments: { postingStates: ['ny', 'NY'], applicationRetentionYears: 2 } });
    expect(twice.statusCode).toBe(400);
    // Field messages are catalog keys, which the web app says in the user's language.
    expect(twice.json().errors).toMatchObject({ 'treatments.postingStates': 'validation.settings.posting_state_twice' });
    const bad = await put({ treatments: { postingStates: ['New York'], applicationRetentionYears: 1 } }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'treatments.applicationRetentionYears': 'validation.settings.retention_2_to_50_years',
      'treatments.postingStates.0': 'validation.sales_tax.choose_state',
    });
    const saved = await put({ treatments: { postingStates: ['ny', 'tx'], applicationRetentionYears: 3 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await readSettings(db(), ['treatments'])).treatments).toEqual({ postingStates: ['NY', 'TX'], applicationRetentionYears: 3 });
    // A business that never saved the group: no state, two years.
    expect(DEFAULT_SETTINGS.treatments).toEqual({ postingStates: [], applicationRetentionYears: 2 });
  });

  it('tells the crew to post flags at a property in a posting state, and keeps the confirmation on the record', async () => {
    const date = await businessToday(db());
    const programId = await addProgram([await addProduct('Flagged product', '5-5', 6)]);
    const texas = await treatmentWorkLog(programId, date);
    const newYork = await treatmentWorkLog(programId, date);
    await db().update(properties).set({ state: 'NY' }).where(eq(properties._id, newYork.property._id));
    await put({ treatments: { postingStates: ['NY'], applicationRetentionYears: 2 } });
    const { token } = await signIn(h.t.app, h.business.users.crew.username, 'crew');
    const day = await h.t.app.inject({ url: `/api/v1/crew/day/treatments?date=${date}`, headers: bearer(token) });
    expect(day.statusCode, day.body).toBe(200);
    const stops = (day.json().data as { stops: { workLogId: string; postFlags: boolean }[] }).stops;
    expect(stops.find((stop) => stop.workLogId === newYork.visit._id)?.postFlags).toBe(true);
    expect(stops.find((stop) => stop.workLogId === texas.visit._id)?.postFlags).toBe(false);

    await call('admin', 'PUT', `/applicators/${h.business.users.crew._id}/licence`, {
      licenceNo: 'TDA-0123457',
      expiresOn: addDays(date, 365),
    });
    const body = {
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      targetPest: 'Grubs',
      applicationMethod: 'Backpack sprayer',
      windMph: 4,
      windDirection: 'N',
      temperatureF: 70,
    };
    const flagged = await call('crew', 'POST', `/work-logs/${newYork.visit._id}/applications`, {
      ...body,
      productId: await productOf(programId),
      startedAt: new Date().toISOString(),
      flagsPosted: true,
    });
    expect(flagged.flagsPosted).toBe(true);
    const unasked = await call('crew', 'POST', `/work-logs/${texas.visit._id}/applications`, {
      ...body,
      productId: await productOf(programId),
      startedAt: new Date().toISOString(),
    });
    expect(unasked.flagsPosted).toBeNull();

    // The inspector's report says it where it was asked, and leaves it empty where it was not.
    const admin = await signIn(h.t.app, h.business.users.admin.username);
    const csv = await h.t.app.inject({ url: `/api/v1/reports/applications.csv?from=${date}&to=${date}`, headers: bearer(admin.token) });
    const [header, ...rows] = parseCsv(csv.body);
    const flags = header.indexOf('Lawn flags posted');
    expect(flags).toBeGreaterThan(-1);
    const rowOf = (id: string) => rows.find((row) => row.includes(id))!;
    expect(rowOf(flagged._id)[flags]).toBe('Yes');
    expect(rowOf(unasked._id)[flags]).toBe('');
    await put({ treatments: { postingStates: [], applicationRetentionYears: 2 } });
  });

  it('asks the office’s paper record the same: refused without the flags in a posting state, not asked elsewhere', async () => {
    const date = await businessToday(db());
    const programId = await addProgram([await addProduct('Paper flagged product', '5-6', 6)]);
    const texas = await treatmentWorkLog(programId, date);
    const newYork = await treatmentWorkLog(programId, date);
    await db().update(properties).set({ state: 'ny ' }).where(eq(properties._id, newYork.property._id));
    await put({ treatments: { postingStates: ['NY'], applicationRetentionYears: 2 } });
    const { token } = await signIn(h.t.app, h.business.users.admin.username, 'admin');
    const enrolments = async (propertyId: string) =>
      (await h.t.app.inject({ url: `/api/v1/properties/${propertyId}/programs`, headers: bearer(token) })).json();
    expect((await enrolments(newYork.property._id))[0].postFlags).toBe(true);
    expect((await enrolments(texas.property._id))[0].postFlags).toBe(false);

    const paper = {
      productId: await productOf(programId),
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      targetPest: 'Grubs',
      applicationMethod: 'Backpack sprayer',
      windMph: 4,
      windDirection: 'N',
      temperatureF: 70,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      applicatorId: h.business.users.crew._id,
    };
    const post = (workLogId: string, body: object) =>
      h.t.app.inject({ method: 'POST', url: `/api/v1/work-logs/${workLogId}/applications`, headers: bearer(token), payload: body });
    for (const body of [paper, { ...paper, flagsPosted: false }]) {
      const refused = await post(newYork.visit._id, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ flagsPosted: 'validation.treatment.flags_posted_required' });
      expect(refused.json().message).toBe('This state asks for lawn flags: tick “Lawn flags posted” once they were posted.');
    }
    expect(await db().select().from(applications).where(eq(applications.workLogId, newYork.visit._id))).toEqual([]);
    const flagged = await post(newYork.visit._id, { ...paper, flagsPosted: true });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().data.flagsPosted).toBe(true);
    const unasked = await post(texas.visit._id, paper);
    expect(unasked.statusCode, unasked.body).toBe(201);
    expect(unasked.json().data.flagsPosted).toBeNull();
    await put({ treatments: { postingStates: [], applicationRetentionYears: 2 } });
  });
});

const productOf = async (programId: string) => {
  const [program] = await db().select().from(programs).where(eq(programs._id, programId));
  return program.rounds[0].products[0].productId;
};

describe('the records outlast the customer', () => {
  it('keeps the application records of a customer: one with records cannot be deleted, and the record is untouched', async () => {
    const date = await businessToday(db());
    const programId = await addProgram([await addProduct('Kept product', '6-6', 2)]);
    const { customer, property, visit } = await treatmentWorkLog(programId, date, { firstName: 'Gone', lastName: 'Away' });
    await call('admin', 'PUT', `/applicators/${h.business.users.crew._id}/licence`, {
      licenceNo: 'TDA-0123458',
      expiresOn: addDays(date, 365),
    });
    const record = await call('crew', 'POST', `/work-logs/${visit._id}/applications`, {
      productId: await productOf(programId),
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      targetPest: 'Grubs',
      applicationMethod: 'Backpack sprayer',
      windMph: 4,
      windDirection: 'N',
      temperatureF: 70,
      startedAt: new Date().toISOString(),
    });
    const { token } = await signIn(h.t.app, h.business.users.admin.username, 'admin');
    const deleted = await h.t.app.inject({ method: 'DELETE', url: `/api/v1/customers/${customer._id}`, headers: bearer(token) });
    // A customer with history is archived, not deleted (there is no anonymising yet): the record stays whole.
    expect(deleted.statusCode, deleted.body).toBe(409);
    const [kept] = await db().select().from(applications).where(eq(applications._id, record._id));
    expect(kept).toMatchObject({
      customerId: customer._id,
      propertyId: property._id,
      customerName: 'Gone Away',
      address: expect.stringContaining(property.address),
    });
  });
});
