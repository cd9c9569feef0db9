// `npm run seed`: empties every table and seeds the demo business again (the schema is migrated first).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from './demo';

const database = openDatabase(loadConfig());
await database.migrate();
// The demo's own reseed: the application records it empties are the demo's, so it lifts their TRUNCATE refusal
// (migration 0085) for this transaction only.
await database.db.transaction(async (tx) => {
  await tx.execute(sql`set local lawndesk.clear_application_records = 'on'`);
  await tx.execute(
    sql`truncate sandbox_transactions, payments, cards, crew_announcements, crew_notes, vendor_property_exceptions, vendor_zipcodes, settings, phrases, discounts, office_announcements, contact_requests, force_services, time_sheets, notifications, delay_prompts, histories, notes, reminders, call_logs, services, signups, email_templates, outbox, password_resets, sessions, users, roles, properties, customers, crews, vendors, markets cascade`,
  );
});
await seedDemo(database.db);
await database.close();
console.log('Seeded the demo business.');
