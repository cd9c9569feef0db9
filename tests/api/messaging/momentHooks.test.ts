// The moments where they happen: a crew starting and completing a stop, a payment approved or declined, a rain day
// moving visits, a card expiring next month; each message checked where it arrived (the fake Twilio, the SMTP sink).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cards, properties, services, textMessages, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { readSettings } from '../../../server/lib/settings';
import { remindExpiringCards } from '../../../server/modules/billing';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL, settledCount } from '../momentsHarness';

const h = momentsHarness();

async function addCard(customerId: string, cardNumber: string, month = 12, year = 2035) {
  await h.t.app.database.db
    .insert(cards)
    .values({ customerId, gateway: 'sandbox', ...sandboxVault(cardNumber, month, year), isDefault: true });
}
async function as(who: 'crew' | 'csr', method: 'PUT' | 'POST', path: string, payload: object) {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  const response = await h.t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), payload });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data;
}
const today = () => businessToday(h.t.app.database.db);
const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
};

/** A date as Spanish messages write it: "17 de diciembre de 2026". */
const spanishDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  const months = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  return `${day} de ${months[month - 1]} de ${year}`;
};

describe('a crew at the stop', () => {
  it('tells the customer the crew is on its way, then that the visit is done (note, amount), then the receipt', async () => {
    const date = await today();
    const { customer, visit, property } = await h.newWorkLog(date, { firstName: 'Max' }, { crewNotes: 'Gate left closed' });
    await addCard(customer._id, SANDBOX_CARDS.approve);
    await as('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'start' });
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      `LawnDesk: Hi Max, your crew is on its way to ${property.address} for your lawn mowing. Reply STOP to opt out.`,
    ]);
    await as('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'complete' });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 3);
    expect(texts).toHaveLength(3);
    // The visit-done text and the receipt leave on their own jobs: either may reach the provider first.
    const after = texts.slice(1);
    expect(
      after.filter((text) =>
        /^LawnDesk: Hi Max, your lawn mowing of \d+\/\d+\/\d{4} at \d+ Fixture Lane is done\. Amount to be charged: \$\d+\.\d\d\.\nNote from your crew: Gate left closed/.test(
          text,
        ),
      ),
    ).toHaveLength(1);
    expect(
      after.filter((text) => /^LawnDesk: Hi Max, we received your payment of \$\d+\.\d\d for your lawn mowing/.test(text)),
    ).toHaveLength(1);
    expect(await settledCount(() => h.mailsTo(customer.email!), 3)).toHaveLength(3);
  });

  it('tells the next stop’s customer, on completing a stop, that the crew is on its way and when it should arrive; once', async () => {
    const date = await today();
    const done = await h.newWorkLog(date, { firstName: 'Ada' }, { status: 'started' });
    // Next on the route (position 0 comes before every other stop of the crew's day), about 5.4 road miles away.
    const next = await h.newWorkLog(date, { firstName: 'Ben' }, { routePosition: 0 });
    const db = h.t.app.database.db;
    await db.update(properties).set({ latitude: 30.2672, longitude: -97.7431 }).where(eq(properties._id, done.property._id));
    await db.update(properties).set({ latitude: 30.3272, longitude: -97.7431 }).where(eq(properties._id, next.property._id));
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    const timeZone = serviceCalendar.timeZone;
    const before = Date.now();
    await as('crew', 'PUT', `/work-logs/${done.visit._id}/status`, { action: 'complete' });
    const [text] = await settledCount(() => h.textsTo(next.customer.mobile!), 1);
    const eta = /should arrive around (\d{1,2}):(\d\d) (AM|PM)\./.exec(text);
    expect(text, text).toMatch(
      new RegExp(`^LawnDesk: Hi Ben, your crew is on its way to ${next.property.address} for your lawn mowing and should arrive around `),
    );
    // 13 minutes' drive at 25 mph, rounded up to 5 minutes: between 13 and 18 minutes from now on the business's clock.
    const clock = (at: number) => {
      const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .format(at)
        .split(':')
        .map(Number);
      return hour * 60 + minute;
    };
    const said = ((Number(eta![1]) % 12) + (eta![3] === 'PM' ? 12 : 0)) * 60 + Number(eta![2]);
    const ahead = (said - clock(before) + 24 * 60) % (24 * 60);
    expect(ahead).toBeGreaterThanOrEqual(12);
    expect(ahead).toBeLessThanOrEqual(19);
    await as('crew', 'PUT', `/work-logs/${next.visit._id}/status`, { action: 'start' });
    // Starting the announced stop records no second message for the moment.
    const recorded = await db
      .select()
      .from(textMessages)
      .where(eq(textMessages.moment, `on-my-way:${next.property._id}:${date}:sms`));
    expect(recorded).toHaveLength(1);
    expect(h.textsTo(next.customer.mobile!)).toHaveLength(1);
  });

  it('says "on its way" once per house and day: a second service at the same property is the same crew arriving', async () => {
    const date = await today();
    const { customer, visit, property } = await h.newWorkLog(date, { firstName: 'Cy' });
    const db = h.t.app.database.db;
    const [bnb] = await db
      .insert(services)
      .values({ customerId: customer._id, propertyId: property._id, type: 'bnb', frequency: 1, price: 60, startDate: '2030-01-01' })
      .returning();
    const { _id: _visitId, createdAt: _created, updatedAt: _updated, ...same } = visit;
    const [bedCare] = await db
      .insert(workLogs)
      .values({ ...same, serviceId: bnb._id, serviceType: 'bnb' })
      .returning();
    await as('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'start' });
    await as('crew', 'PUT', `/work-logs/${bedCare._id}/status`, { action: 'start' });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 1);
    expect(texts).toEqual([`LawnDesk: Hi Cy, your crew is on its way to ${property.address} for your lawn mowing. Reply STOP to opt out.`]);
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toHaveLength(1);
  });

  it('tells a Spanish customer why the payment failed and where to update the card', async () => {
    const date = await today();
    const { customer, visit } = await h.newWorkLog(date, { language: 'es' }, { status: 'started' });
    await addCard(customer._id, SANDBOX_CARDS.insufficientFunds);
    await as('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'complete' });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 2);
    expect(texts).toHaveLength(2);
    expect(texts.filter((text) => text.includes('está terminado'))).toHaveLength(1);
    expect(texts.find((text) => text.includes('no se pudo procesar'))).toMatch(
      /no se pudo procesar: Fondos insuficientes\. Pague con una tarjeta nueva aquí \(enlace válido 7 días\): https:\/\/lawn\.example\.com\/pay\/[\w-]{43} /,
    );
    const mails = await settledCount(() => h.mailsTo(customer.email!), 2);
    expect(mails.find((mail) => mail.includes('Fondos insuficientes'))).toMatch(new RegExp(`${PUBLIC_URL}/pay/[\\w-]{43}`));
  });
});

describe('a rain day', () => {
  it('tells each customer whose visit moved the new date, once', async () => {
    const date = addDays(await today(), 30);
    const target = addDays(date, 2);
    const { customer, property } = await h.newWorkLog(date, { firstName: 'Rae' });
    const body = { date, scope: 'crew', scopeId: h.business.crew._id, targetDate: target };
    const plan = await as('csr', 'POST', '/work-logs/rain-day/preview', body);
    const applied = await as('csr', 'POST', '/work-logs/rain-day/apply', { ...body, fingerprint: plan.fingerprint });
    const [, month, day] = target.split('-').map(Number);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      `LawnDesk: Hi Rae, because of the weather your lawn mowing at ${property.address} has moved to ${month}/${day}/${target.slice(0, 4)}. Reply STOP to opt out.`,
    ]);
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toHaveLength(1);

    // Undone the same day: the visit is back on its first date, and the customer hears that date, without the weather.
    await as('csr', 'POST', `/work-logs/rain-day/${applied._id}/undo`, {});
    expect((await settledCount(() => h.textsTo(customer.mobile!), 2))[1]).toBe(
      `LawnDesk: Hi Rae, your lawn mowing at ${property.address} has moved to ${usDate(date)}. Reply STOP to opt out.`,
    );
  });
});

describe('a visit moved by hand on the board', () => {
  it('tells the customer the new date once; a second move to another date is told again', async () => {
    const date = addDays(await today(), 20);
    const { customer, visit, property } = await h.newWorkLog(date, { firstName: 'Moe', language: 'es' });
    const first = addDays(date, 1);
    await as('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: first });
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      `LawnDesk: Hola Moe, su corte de césped en ${property.address} pasó al ${spanishDate(first)}. Responda PARAR para cancelar.`,
    ]);
    // The same date again changes nothing and says nothing.
    await as('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: first });
    const second = addDays(date, 3);
    await as('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: second });
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 2);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(spanishDate(second));
  });
});

describe('a card expiring next month', () => {
  it('is told once, by the monthly job, with a sign-in link to update it', async () => {
    const { customer } = await h.newCustomer({ language: 'es', firstName: 'Sol' });
    const { customer: later } = await h.newCustomer();
    await addCard(customer._id, SANDBOX_CARDS.approve, 1, 2032);
    await addCard(later._id, SANDBOX_CARDS.approve, 2, 2032);
    await remindExpiringCards(h.t.app, '2031-12-01');
    await remindExpiringCards(h.t.app, '2031-12-01');
    const [text] = await settledCount(() => h.textsTo(customer.mobile!), 1);
    expect(text).toMatch(
      /^LawnDesk: Hola Sol, su tarjeta terminada en 1111 vence a fines de 1\/2032\. Actualícela en su cuenta \(este enlace le hace entrar una vez, durante 7 días\): (\S+) Responda PARAR para cancelar\.$/,
    );
    // The customer's own sign-in link, not the bare portal address.
    expect(text).toContain(`${PUBLIC_URL}/sign-in-link/`);
    const token = /\/sign-in-link\/([\w-]+)/.exec(text)![1];
    const signedIn = await h.t.app.inject({ method: 'POST', url: '/api/v1/users/login/sign-in-link/use', payload: { token } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ type: 'customer', properties: [expect.any(String)] });
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toHaveLength(1);
    expect([...h.textsTo(later.mobile!), ...h.mailsTo(later.email!)]).toEqual([]);
  });
});
