// The treatments catalog in the database: products and their stock movements, programs, and applicators' licences.
import { and, asc, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
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
import { applications, applicatorLicences, type Product, products, type Program, programs, stockMovements, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';

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
  epaRegNo: product.epaRegNo,
  unit: product.unit,
  rateMinPer1000: product.rateMinPer1000,
  rateMaxPer1000: product.rateMaxPer1000,
  windLimitMph: product.windLimitMph,
  restrictedUse: product.restrictedUse,
  activeIngredients: product.activeIngredients,
  signalWord: product.signalWord,
  reentryHours: product.reentryHours,
  stockOnHand: product.stockOnHand,
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});

const toProgramRecord = (program: Program): ProgramRecord => ({
  _id: program._id,
  id: program._id,
  name: program.name,
  rounds: program.rounds,
  createdAt: program.createdAt.toISOString(),
});

/** Adds a stock movement and moves the product's stock on hand by it, in the caller's transaction. */
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
      const [row] = await db
        .insert(products)
        .values({ ...input, createdById: by })
        .returning();
      return toProductRecord(row);
    },

    /** The label's facts change; the stock on hand never does here (an adjustment carries its reason). */
    async updateProduct(id: string, input: ProductInput) {
      const [row] = await db.update(products).set(input).where(eq(products._id, id)).returning();
      if (!row) throw notFound('product');
      return toProductRecord(row);
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

    async listPrograms(): Promise<ProgramRecord[]> {
      const rows = await db.select().from(programs).orderBy(asc(programs.name), asc(programs._id)).limit(LIST_LIMIT);
      return rows.map(toProgramRecord);
    },

    async readProgram(id: string) {
      const [row] = await db.select().from(programs).where(eq(programs._id, id));
      if (!row) throw notFound('program');
      return toProgramRecord(row);
    },

    async createProgram(input: z.infer<typeof programInput>, by: string) {
      const productIds = [...new Set(input.rounds.flatMap((round) => round.products.map((item) => item.productId)))];
      const known = await db.select({ _id: products._id }).from(products).where(inArray(products._id, productIds));
      if (known.length !== productIds.length) throw new HttpProblem(409, 'server.treatments.unknown_product');
      const [row] = await db.insert(programs).values({ name: input.name, rounds: input.rounds, createdById: by }).returning();
      return toProgramRecord(row);
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
