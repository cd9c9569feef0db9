// Migration 0038 masks the card numbers stored before every route refused them: its SQL rule answers as the server's
// (common/cardNumbers.ts) does, and its sweep masks text and JSON strings in every table, leaving ids and tokens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCardNumbers } from '../../../common/cardNumbers';
import { cards, customers, histories, notes, notifications } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { createTestApp, type TestApp } from '../helpers';

const MIGRATION = readFileSync(path.resolve(__dirname, '../../../server/db/migrations/0038_card_numbers_masked.sql'), 'utf8');
const statements = MIGRATION.split('--> statement-breakpoint').map((statement) => statement.trim());
const createFunction = statements.find((statement) => statement.startsWith('CREATE FUNCTION'))!;
const sweep = statements.find((statement) => statement.startsWith('DO $$'))!;

const TEXTS = [
  '4111 1111 1111 1111',
  'Card on file: 5555-5555-5555-4444, exp 12/28',
  'amex 378282246310005; visa 4111111111111111.',
  '(4222222222222) and 6011111111111117',
  'Call (512) 555-0142 or +1 512 555 0143',
  'zip 78701-1234, 2026-11-26 2026-12-03, $1,250.00',
  '550e8400-e29b-41d4-a716-446655440000 12345678-1234-1234-1234-123456789012',
  'tok_4111111111111111 4111111111111111x 41111111111111119999',
  '4111 1111 1111 1112 and 1797300000000',
  'Señora Peña: 4111-1111-1111-1111',
];

let t: TestApp;
let business: Business;
const db = () => t.app.database.db;
const masked = async (text: string, json = false) =>
  (await db().execute<{ masked: string }>(sql`select lawndesk_mask_card_numbers(${text}, ${json}) as masked`)).rows[0].masked;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await db().execute(sql.raw(createFunction));
});
afterAll(() => t?.close());

describe('migration 0038', () => {
  it.each(TEXTS)('masks %s as the server would', async (text) => {
    expect(await masked(text)).toBe(maskCardNumbers(text));
  });

  it('reads only the strings of JSON, escapes included', async () => {
    const json = JSON.stringify({ note: 'card\n4111 1111 1111 1111', amount: 4111111111111111, list: ['5555555555554444'] });
    expect(JSON.parse(await masked(json, true))).toEqual({
      note: 'card\n**** **** **** 1111',
      amount: 4111111111111111,
      list: ['************4444'],
    });
  });

  it('masks every stored card number in text and JSON columns, and leaves ids and tokens as they are', async () => {
    const customerId = business.customer._id;
    await db().update(customers).set({ firstName: 'Card 4111 1111 1111 1111' }).where(eq(customers._id, customerId));
    const [note] = await db()
      .insert(notes)
      .values({ customerId, propertyId: business.property._id, text: 'Pays by 5555-5555-5555-4444' })
      .returning();
    const [history] = await db()
      .insert(histories)
      .values({
        entity: 'note',
        entityId: note._id,
        action: 'created',
        changes: { text: { from: null, to: 'Pays by 5555-5555-5555-4444' } },
      })
      .returning();
    const [notification] = await db()
      .insert(notifications)
      .values({ userId: business.users.admin._id, type: 'announcement-create', title: 'Heat', message: 'Card 378282246310005' })
      .returning();
    const [card] = await db()
      .insert(cards)
      .values({
        customerId,
        gateway: 'sandbox',
        token: '4111111111111111',
        brand: 'visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: 2031,
      })
      .returning();

    await db().execute(sql.raw(sweep));

    const [customer] = await db().select().from(customers).where(eq(customers._id, customerId));
    expect(customer.firstName).toBe('Card **** **** **** 1111');
    expect((await db().select().from(notes).where(eq(notes._id, note._id)))[0].text).toBe('Pays by ****-****-****-4444');
    expect((await db().select().from(histories).where(eq(histories._id, history._id)))[0].changes).toEqual({
      text: { from: null, to: 'Pays by ****-****-****-4444' },
    });
    expect((await db().select().from(notifications).where(eq(notifications._id, notification._id)))[0].message).toBe(
      'Card ***********0005',
    );
    expect((await db().select().from(cards).where(eq(cards._id, card._id)))[0].token).toBe('4111111111111111');
    expect(customer.mobile).toBe(business.customer.mobile);
  });
});
