// The bulk load the benches share: customers with a property each, in two set-based statements, on the demo's markets.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Sofia',
  'David',
  'Emily',
  'Daniel',
  'Grace',
  'Jose',
  'Hannah',
  'Luis',
  'Olivia',
  'Carlos',
  'Chloe',
];
const LAST = [
  'Garcia',
  'Smith',
  'Johnson',
  'Martinez',
  'Brown',
  'Lopez',
  'Davis',
  'Hernandez',
  'Wilson',
  'Nguyen',
  'Anderson',
  'Ramirez',
  'Taylor',
  'Flores',
  'Moore',
  'Rivera',
];
const STREETS = [
  'Oak Hollow Dr',
  'Pecan St',
  'Bluebonnet Ln',
  'Cedar Ridge Rd',
  'Mesquite Trl',
  'Live Oak Blvd',
  'Limestone Way',
  'Prairie View Dr',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/** `count` customers `bench-1`… with a property each, spread over the demo's markets (run after the demo seed). */
export async function loadCustomers(db: Db, count: number) {
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, email, mobile, emergency_phone, status, source, referral_code)
    select 'bench-' || i,
      (${textArray(FIRST)})[1 + i % ${FIRST.length}],
      (${textArray(LAST)})[1 + (i / ${FIRST.length})::int % ${LAST.length}] || (i % 997),
      'bench.' || i || '@example.com',
      (2100000000 + i)::text, (2200000000 + i)::text,
      (array['active','active','active','active','past','no-renew','declined','pro-collect'])[1 + i % 8],
      (array['none','referral','internet','yelp','facebook'])[1 + i % 5],
      'BENCH' || i
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into properties (customer_id, address, city, zipcode, market_id, lot_size, lot_size_category, status)
    select c._id,
      (100 + n % 9800) || ' ' || (${textArray(STREETS)})[1 + n % ${STREETS.length}],
      m.name, m.zip_codes[1 + n % array_length(m.zip_codes, 1)], m._id, 2500 + n % 20000,
      case when 2500 + n % 20000 <= 5000 then 'small' when 2500 + n % 20000 <= 11500 then 'average' when 2500 + n % 20000 <= 13000 then 'large' else 'extraLarge' end,
      c.status
    from (select _id, status, substring(_id from 7)::int as n from customers where _id like 'bench-%') c
    join lateral (select * from markets order by name offset c.n % 3 limit 1) m on true`);
  // Autovacuum would have run on a live database; without it the visibility map is empty and counts scan the heap.
  await db.execute(sql`vacuum analyze`);
}
