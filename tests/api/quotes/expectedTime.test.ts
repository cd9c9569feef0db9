// The quote editor's expected time on site (docs/quotes.md "Expected time on site"): learned from the completed visits
// of similar lots, the settings' rule with too few, and labour at the crews' loaded rate for an admin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty } from '../fixtures/business';
import { bearer } from '../helpers';
import { type WorkLogTestApp, workLogTestApp } from '../workLogFixtures';

let context: WorkLogTestApp;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const expected = (token: string, query: string) =>
  context.t.app.inject({ method: 'GET', url: `/api/v1/quotes/expected-time?${query}`, headers: bearer(token) });

beforeAll(async () => {
  context = await workLogTestApp('1 Estimate Way');
  const { t, business, world, tokens } = context;
  const db = t.app.database.db;
  const rate = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${business.users.crew._id}`,
    headers: bearer(tokens.admin),
    payload: { payRateCents: 2000, effectiveFrom: '2020-01-01' },
  });
  expect(rate.statusCode).toBe(200);
  const lot = (await addProperty(db, world.customerId, world.marketId, { lotSize: 10_000 }))._id;
  const crew = { crewId: business.crew._id, vendorId: business.crew.vendorId, propertyId: lot, status: 'completed' as const };
  const onSite = (date: string, minutes: number) => ({
    date,
    startedAt: new Date(`${date}T14:00:00Z`),
    completedAt: new Date(Date.parse(`${date}T14:00:00Z`) + minutes * 60_000),
  });
  // Twenty mowing visits on a 10,000 sq ft lot: ten of 30 minutes, ten of 40 (a median of 35: 3.5 per 1,000 sq ft).
  for (let index = 0; index < 20; index += 1) await world.insert({ ...crew, ...onSite(daysAgo(index + 1), index % 2 ? 30 : 40) });
  // Not counted: a visit of more than a year ago, one left open nine hours, one not completed.
  await world.insert({ ...crew, ...onSite(daysAgo(400), 5) });
  await world.insert({ ...crew, ...onSite(daysAgo(2), 9 * 60) });
  await world.insert({ ...crew, ...onSite(daysAgo(3), 5), status: 'started' });
});

afterAll(async () => {
  await context.t.close();
});

describe('GET /quotes/expected-time', () => {
  it('learns the minutes per 1,000 sq ft of similar lots and prices them for an admin', async () => {
    const answer = await expected(context.tokens.admin, 'lotSize=12000&services=mow,bnb');
    expect(answer.statusCode).toBe(200);
    // 3.5 x 12 = 42 minutes at one member's $20.00 x 1.25 an hour: $17.50. No bush and bed visit yet: the settings' 60.
    expect(answer.json().data.services).toEqual([
      { service: 'mow', minutes: 42, samples: 20, source: 'learned', laborCostCents: 1750 },
      { service: 'bnb', minutes: 60, samples: 0, source: 'rule', laborCostCents: 2500 },
    ]);
  });

  it('shows the minutes alone to staff who do not see pay', async () => {
    const answer = await expected(context.tokens.csr, 'lotSize=12000&services=mow');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.services).toEqual([{ service: 'mow', minutes: 42, samples: 20, source: 'learned' }]);
  });

  it('falls back to the lot size rule when no similar lot was visited', async () => {
    const answer = await expected(context.tokens.csr, 'lotSize=30000&services=mow');
    expect(answer.json().data.services).toEqual([{ service: 'mow', minutes: 55, samples: 0, source: 'rule' }]);
  });

  it('refuses a service that is not one', async () => {
    expect((await expected(context.tokens.csr, 'services=aeration')).statusCode).toBe(400);
  });
});
