// The treatments catalog in the database: products and their stock movements, programs, and applicators' licences.
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  ApplicatorRecord,
  licenceInput,
  licenceRecord,
  ProductInput,
  productRecord,
  programInput,
  programRecord,
  stockAdjustmentInput,
  stockMovementRecord,
} from '../../../common/schemas/treatment';
import { businessDay } from '../../../common/schemas/timeSheet';
import {
  applications,
  applicatorLicences,
  type Product,
  productCosts,
  products,
  type Program,
  programs,
  stockMovements,
  users,
} from '../../db/schema';
import type { Db } from '../../db/client';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { programLabelProblems } from './rules';

type ProductRecord = z.infer<typeof productRecord>;
type ProgramRecord = z.infer<typeof programRecord>;

/** The most products or programs one list answers: a company applies tens of materials, not thousands. */
const LIST_LIMIT = 1000;
/** Roles that may apply pesticides for hire: the crew, and office staff entering their own records. */
export const APPLICATOR_TYPES = ['crew', 'admin', 'csr'] as const;

/** A user who may apply, with the licence they hold (none when left-joined without one). */
export const applicatorColumns = {
  _id: users._id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  licenceNo: applicatorLicences.licenceNo,
  expiresOn: applicatorLicences.expiresOn,
};

export const toProductRecord = (product: Product): ProductRecord => ({
  _id: product._id,
  id: product._id,
  name: product.name,
  kind: product.kind,
  epaRegNo: product.epaRegNo,
  unit: product.unit,
  rateMinPer1000: product.rateMinPer1000,
  rateMaxPer1000: product.rateMaxPer1000,
  windLimitMph: product.windLimitMph,
  restrictedUse: product.restrictedUse,
  activeIngredients: product.activeIngredients,
  signalWord: product.signalWord,
  reentryHours: product.reentryHours,
  costPerUnitCents: product.costPerUnitCents,
  stockOnHand: product.stockOnHand,
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});

const toProgramRecord = (program: Program, replacedById: string | null = null): ProgramRecord => ({
  _id: program._id,
  id: program._id,
  name: program.name,
  rounds: program.rounds.map((round) => ({ ...round, applicationMethod: round.applicationMethod ?? null })),
  version: program.version,
  replacesId: program.replacesId,
  replacedById,
  createdAt: program.createdAt.toISOString(),
});

/** The version replacing a program's: a self-join on the unique `replaces_id`. */
const successor = alias(programs, 'successor');

/** One product catalog write at a time, so two saves of the same product at once cannot both pass the duplicate check. */
const CATALOG_LOCK = 4_716_001;

/** A product already catalogued under the same name (any case) and EPA number (a fertilizer: none), other than `except`. */
async function duplicateOf(tx: Executor, input: ProductInput, except?: string) {
  const [row] = await tx
    .select({ _id: products._id })
    .from(products)
    .where(
      and(
        eq(sql`lower(btrim(${products.name}))`, input.name.trim().toLowerCase()),
        input.epaRegNo === null ? isNull(products.epaRegNo) : eq(products.epaRegNo, input.epaRegNo),
        except ? ne(products._id, except) : undefined,
      ),
    )
    .limit(1);
  if (row) throw new HttpProblem(409, 'server.treatments.product_duplicate', { name: 'server.treatments.product_duplicate' });
}

/** Adds a stock movement and moves the product's stock on hand by it, in the caller's transaction. */
/** A cost set (or cleared) today: a new row of the product's cost history, so last month's visits keep theirs. */
async function recordCost(tx: Executor, row: Product, by: string | undefined) {
  await tx.insert(productCosts).values({
    productId: row._id,
    effectiveFrom: businessDay(new Date()),
    costPerUnitCents: row.costPerUnitCents,
    createdById: by ?? null,
  });
}

export async function moveStock(
  tx: Executor,
  movement: { productId: string; change: number; reason: string; applicationId?: string; createdById: string | null },
): Promise<Product> {
  await tx.insert(stockMovements).values(movement);
  const [product] = await tx
    .update(products)
    .set({ stockOnHand: sql`${products.stockOnHand} + ${movement.change}` })
    .where(eq(products._id, movement.productId))
    .returning();
  return product;
}

/** Every round's products are catalogued and their rates within the label: 400 on the field otherwise. */
async function checkLabels(tx: Executor, input: z.infer<typeof programInput>) {
  const productIds = [...new Set(input.rounds.flatMap((round) => round.products.map((item) => item.productId)))];
  const labels = await tx
    .select({ _id: products._id, rateMinPer1000: products.rateMinPer1000, rateMaxPer1000: products.rateMaxPer1000 })
    .from(products)
    .where(inArray(products._id, productIds));
  const problems = programLabelProblems(input.rounds, new Map(labels.map((label) => [label._id, label])));
  const [first] = Object.values(problems);
  if (first) throw new HttpProblem(400, first, { rounds: first, ...problems });
}

export function catalogRepository(db: Db) {
  const product = async (executor: Executor, id: string, lock = false) => {
    const query = executor.select().from(products).where(eq(products._id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('product');
    return row;
  };

  return {
    product,

    async listProducts(): Promise<ProductRecord[]> {
      const rows = await db.select().from(products).orderBy(asc(products.name), asc(products._id)).limit(LIST_LIMIT);
      return rows.map(toProductRecord);
    },

    async readProduct(id: string) {
      return toProductRecord(await product(db, id));
    },

    async createProduct(input: ProductInput, by: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
        await duplicateOf(tx, input);
        const [row] = await tx
          .insert(products)
          .values({ ...input, createdById: by })
          .returning();
        if (row.costPerUnitCents !== null) await recordCost(tx, row, by);
        return toProductRecord(row);
      });
    },

    /** The label's facts change; the stock on hand never does here (an adjustment carries its reason). */
    async updateProduct(id: string, input: ProductInput, by?: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
        await duplicateOf(tx, input, id);
        const [before] = await tx.select({ cost: products.costPerUnitCents }).from(products).where(eq(products._id, id));
        const [row] = await tx.update(products).set(input).where(eq(products._id, id)).returning();
        if (!row) throw notFound('product');
        if ((before?.cost ?? null) !== row.costPerUnitCents) await recordCost(tx, row, by);
        return toProductRecord(row);
      });
    },

    async adjustStock(id: string, input: z.infer<typeof stockAdjustmentInput>, by: string) {
      return db.transaction(async (tx) => {
        const before = await product(tx, id, true);
        if (before.stockOnHand + input.change < 0) throw new HttpProblem(409, 'server.treatments.stock_negative');
        return toProductRecord(await moveStock(tx, { productId: id, change: input.change, reason: input.reason, createdById: by }));
      });
    },

    async stockMovements(id: string): Promise<z.infer<typeof stockMovementRecord>[]> {
      await product(db, id);
      const rows = await db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, id))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements._id))
        .limit(LIST_LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** The programs as they stand: each one's latest version. */
    async listPrograms(): Promise<ProgramRecord[]> {
      const rows = await db
        .select({ program: programs })
        .from(programs)
        .leftJoin(successor, eq(successor.replacesId, programs._id))
        .where(isNull(successor._id))
        .orderBy(asc(programs.name), asc(programs._id))
        .limit(LIST_LIMIT);
      return rows.map(({ program }) => toProgramRecord(program));
    },

    async readProgram(id: string) {
      const [row] = await db
        .select({ program: programs, replacedById: successor._id })
        .from(programs)
        .leftJoin(successor, eq(successor.replacesId, programs._id))
        .where(eq(programs._id, id));
      if (!row) throw notFound('program');
      return toProgramRecord(row.program, row.replacedById);
    },

    async createProgram(input: z.infer<typeof programInput>, by: string) {
      return db.transaction(async (tx) => {
        await checkLabels(tx, input);
        const [row] = await tx.insert(programs).values({ name: input.name, rounds: input.rounds, createdById: by }).returning();
        return toProgramRecord(row);
      });
    },

    /**
     * An edit saves the program's next version, naming the one it replaces: the enrolments made on the old one keep
     * their rounds as planned (and their crews' forms the rates they were planned with); new enrolments take the new.
     * Only the latest version is edited.
     */
    async reviseProgram(id: string, input: z.infer<typeof programInput>, by: string) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(programs).where(eq(programs._id, id)).for('update');
        if (!current) throw notFound('program');
        const [later] = await tx.select({ _id: programs._id }).from(programs).where(eq(programs.replacesId, id));
        if (later) throw new HttpProblem(409, 'server.treatments.program_replaced');
        await checkLabels(tx, input);
        const [row] = await tx
          .insert(programs)
          .values({ name: input.name, rounds: input.rounds, createdById: by, version: current.version + 1, replacesId: id })
          .returning();
        return toProgramRecord(row);
      });
    },

    /** Who holds a licence or has applied: the applicators a record names, by name. */
    async applicators(): Promise<ApplicatorRecord[]> {
      const rows = await db
        .select(applicatorColumns)
        .from(users)
        .leftJoin(applicatorLicences, eq(applicatorLicences.userId, users._id))
        .where(
          and(
            inArray(users.type, APPLICATOR_TYPES),
            or(
              isNotNull(applicatorLicences.licenceNo),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(applications)
                  .where(eq(applications.applicatorId, users._id)),
              ),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users._id))
        .limit(LIST_LIMIT);
      return rows.map((row) => ({
        _id: row._id,
        id: row._id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        licenceNo: row.licenceNo ?? null,
        expiresOn: row.expiresOn ?? null,
      }));
    },

    async saveLicence(userId: string, input: z.infer<typeof licenceInput>, by: string): Promise<z.infer<typeof licenceRecord>> {
      const [user] = await db.select({ type: users.type }).from(users).where(eq(users._id, userId));
      if (!user) throw notFound('applicator');
      if (!(APPLICATOR_TYPES as readonly string[]).includes(user.type)) throw new HttpProblem(409, 'server.treatments.cannot_apply');
      const values = { licenceNo: input.licenceNo, expiresOn: input.expiresOn, updatedById: by };
      const [row] = await db
        .insert(applicatorLicences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: applicatorLicences.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return { userId: row.userId, licenceNo: row.licenceNo, expiresOn: row.expiresOn, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
