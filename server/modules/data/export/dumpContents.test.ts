import { describe, expect, it } from 'vitest';
import { DumpScriptCheck, migrationObjectsOf, strangeEntries, tablesOf, withoutSchema } from './dumpContents';

const known = migrationObjectsOf([
  'CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint\nCREATE TABLE "customers" ("_id" text PRIMARY KEY);',
  `CREATE FUNCTION fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name := lower(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_fill BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION fill();`,
]);

const LIST = `;
; Selected TOC Entries:
;
7; 2615 16388 SCHEMA - drizzle postgres
2; 3079 16573 EXTENSION - pg_trgm
4190; 0 0 COMMENT - EXTENSION pg_trgm
303; 1255 16847 FUNCTION public fill() postgres
217; 1259 16390 TABLE drizzle __drizzle_migrations postgres
229; 1259 16654 TABLE public customers postgres
230; 1259 16655 TABLE public properties postgres
4192; 0 0 SEQUENCE SET drizzle __drizzle_migrations_id_seq postgres
3500; 0 16654 TABLE DATA public customers postgres
3600; 2606 17000 CONSTRAINT public customers customers_pkey postgres
3601; 2606 17001 FK CONSTRAINT public properties properties_customer_id_customers__id_fk postgres
3602; 1259 17002 INDEX public customers_name_idx postgres
3984; 2620 16848 TRIGGER public customers customers_fill postgres
`;

const SCRIPT = `\\restrict abc123
SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE SCHEMA drizzle;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
COMMENT ON EXTENSION pg_trgm IS 'text similarity; measurement';
CREATE FUNCTION public.fill() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.name := lower(NEW.name);
  RETURN NEW;
END $$;
CREATE TABLE public.customers (
    _id text DEFAULT gen_random_uuid() NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    created_at timestamp(3) with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY public.customers ADD CONSTRAINT customers_pkey PRIMARY KEY (_id);
ALTER TABLE public.customers ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.customers_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE ONLY public.properties
    ADD CONSTRAINT properties_customer_id_customers__id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(_id) ON DELETE CASCADE;
CREATE INDEX customers_name_idx ON public.customers USING btree (lower(name)) WHERE (name <> ''::text);
COPY public.customers (_id, name, created_at) FROM stdin;
1	DROP TABLE x; COPY y FROM PROGRAM 'rm'	2026-01-01
\\.
SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 33, true);
CREATE TRIGGER customers_fill BEFORE INSERT ON public.customers FOR EACH ROW EXECUTE FUNCTION public.fill();
\\unrestrict abc123
`;

function refusalsOf(script: string): string[] {
  const check = new DumpScriptCheck(known, tablesOf(LIST));
  for (const line of script.split('\n')) check.line(line);
  return check.finish();
}

describe('what a .pgdump may hold', () => {
  it('reads the migrations’ functions, triggers and extensions', () => {
    expect([...known.functions.keys()]).toEqual(['fill']);
    expect([...known.triggers]).toEqual(['customers_fill']);
    expect([...known.extensions]).toEqual(['pg_trgm']);
  });

  it('admits the table of contents and the script pg_dump writes for our schema, rows passed over as data', () => {
    expect(strangeEntries(LIST, known)).toEqual([]);
    expect(refusalsOf(SCRIPT)).toEqual([]);
  });

  it('admits a partial index whose condition joins its terms with AND, OR and NOT', () => {
    const index =
      'CREATE INDEX cards_expiry_idx ON public.cards USING btree (expiry_year, expiry_month) WHERE ((token IS NOT NULL) AND (NOT (discarded_at IS NOT NULL)) OR (last4 = ANY (ARRAY[\'1\'::text])));';
    expect(refusalsOf(`${SCRIPT}${index}\n`)).toEqual([]);
  });

  it('refuses entries that are not plain schema and data the migrations know', () => {
    const strange = [
      '5; 1255 1 FUNCTION public evil() postgres',
      '6; 0 0 ACL public TABLE customers postgres',
      '7; 1260 1 ROLE - intruder',
      '8; 3466 1 EVENT TRIGGER - on_ddl postgres',
      '9; 3079 1 EXTENSION - adminpack',
      '10; 2615 1 SCHEMA - other postgres',
      '11; 1259 1 TABLE other sneaky postgres',
      '12; 2620 1 TRIGGER public customers sneaky postgres',
      '13; 2618 1 RULE public customers r postgres',
    ];
    expect(strangeEntries(`${LIST}${strange.join('\n')}\n`, known)).toHaveLength(strange.length);
  });

  it.each([
    ['a role', 'CREATE ROLE intruder SUPERUSER LOGIN;'],
    ['a grant', 'GRANT ALL ON TABLE public.customers TO intruder;'],
    ['an owner', 'ALTER TABLE public.customers OWNER TO intruder;'],
    ['COPY … PROGRAM', "COPY public.customers (_id) FROM PROGRAM 'touch /tmp/owned';"],
    ['a second statement on a table’s line', "CREATE TABLE public.x (a text); COPY public.x FROM PROGRAM 'id';"],
    ['a DO block', "DO $$ BEGIN PERFORM pg_sleep(1); END $$;"],
    ['a function body the migrations did not write', "CREATE FUNCTION public.fill() RETURNS trigger\n LANGUAGE plpgsql\n AS $$ BEGIN PERFORM pg_read_file('/etc/passwd'); RETURN NEW; END $$;"],
    ['a default that calls a function', "CREATE TABLE public.x (\n a text DEFAULT pg_read_file('/etc/passwd')\n);"],
    ['an index on a function', 'CREATE INDEX x ON public.customers USING btree (pg_sleep(10));'],
    ['an index on a quoted function', 'CREATE INDEX x ON public.customers USING btree (public."pg_sleep"(10));'],
    ['a partial index calling a function', 'CREATE INDEX x ON public.cards USING btree (last4) WHERE ((token IS NOT NULL) AND (pg_sleep(1) IS NULL));'],
    ['a setting of the session', 'SET ROLE postgres;'],
    ['an identity whose sequence is in another schema', 'ALTER TABLE public.customers ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (SEQUENCE NAME evil.s START WITH 1 INCREMENT BY 1 CACHE 1);'],
    ['a psql command', '\\! touch /tmp/owned'],
    ['a trigger on a function the migrations did not write', 'CREATE TRIGGER customers_fill BEFORE INSERT ON public.customers FOR EACH ROW EXECUTE FUNCTION public.evil();'],
    ['an event trigger', 'CREATE EVENT TRIGGER e ON ddl_command_start EXECUTE FUNCTION public.fill();'],
    ['a table in another schema', 'CREATE TABLE other.x (\n a text\n);'],
  ])('refuses %s', (_what, statement) => {
    expect(refusalsOf(`${SCRIPT}${statement}\n`)).not.toEqual([]);
  });

  it('leaves out the job queue’s schema, its tables and functions, and nothing else', () => {
    const queue = [
      '8; 2615 16400 SCHEMA - pgboss postgres',
      '9; 1255 16401 FUNCTION pgboss create_queue(text, json) postgres',
      '10; 1259 16402 TABLE pgboss job postgres',
      '11; 0 16402 TABLE DATA pgboss job postgres',
      '12; 2606 16403 FK CONSTRAINT pgboss job job_fk postgres',
      '13; 0 0 COMMENT - SCHEMA pgboss postgres',
    ];
    const kept = withoutSchema(`${LIST}${queue.join('\n')}\n`, 'pgboss');
    expect(kept).not.toContain('pgboss');
    expect(strangeEntries(kept, known)).toEqual([]);
    expect(kept.split('\n').filter((line) => /^\d+;/.test(line))).toHaveLength(LIST.split('\n').filter((line) => /^\d+;/.test(line)).length);
  });
});
