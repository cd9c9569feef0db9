// Application records in the database: written once, with a snapshot of the customer, the address, the product's label
// and the applicator's licence; a correction is a new record naming the one it corrects, the stock moved by the difference.
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationInput, ApplicationQuery, ApplicationRecord, CorrectionInput } from '../../../common/schemas/treatment';
import type { PortalApplication } from '../../../common/schemas/portal';
import {
  type Application,
  applications,
  applicatorLicences,
  crews,
  customers,
  products,
  properties,
  users,
  workLogs,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { addDays, dateIn } from '../../lib/calendar';
import type { AuthUser } from '../../lib/sessionTokens';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { applicatorColumns, APPLICATOR_TYPES, catalogRepository, moveStock } from './catalogRepository';
import { judgeApplication, postsFlags } from './rules';
import { correctedWeatherSourceOf, weatherSourceOf } from './weatherRules';
import { hasPermission, isStaff } from '../../../common/permissions';

/** The most records one list or report reads at once: a season of a large company fits. */
export const RECORD_LIMIT = 50_000;

interface Related {
  supersededById: string | null;
  recorderFirstName: string | null;
  recorderLastName: string | null;
}

const toApplicationRecord = (row: Application, related?: Related): ApplicationRecord => ({
  ...row,
  id: row._id,
  startedAt: row.startedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  correctedById: row.correctsId ? row.recordedById : null,
  recordedByName: related?.recorderFirstName ? `${related.recorderFirstName} ${related.recorderLastName ?? ''}`.trim() : null,
  supersededById: related?.supersededById ?? null,
});

/** The record correcting another: a self-join on the unique `corrects_id`. */
const successor = alias(applications, 'successor');
const recorder = alias(users, 'recorder');

interface Site {
  workLogId: string | null;
  propertyId: string | null;
  customerId: string | null;
  customerName: string;
  address: string;
  /** The customer's billing address (the place treated where none is on file); null on a record from before it was kept. */
  billingAddress: string | null;
}

const oneLine = (parts: { address: string | null; city: string | null; state: string | null; zipcode: string | null }) =>
  `${parts.address ?? ''}, ${parts.city ?? ''}, ${parts.state ?? ''} ${parts.zipcode ?? ''}`.trim();

/**
 * Who may correct a record: staff with the key (the route holds that), the record's own applicator, or the vendor
 * account of the applicator's vendor (their crew leader). Any other crew member or vendor is refused.
 */
async function mayCorrect(tx: Executor, user: AuthUser, original: Application) {
  if (isStaff(user)) return;
  if (user.type === 'crew' && original.applicatorId === user._id) return;
  if (user.type === 'vendor' && user.vendorId && original.applicatorId) {
    // A crew member's vendor is their crew's (a user row may name none of its own).
    const [applicator] = await tx
      .select({ own: users.vendorId, crews: crews.vendorId })
      .from(users)
      .leftJoin(crews, eq(crews._id, users.crewId))
      .where(eq(users._id, original.applicatorId));
    if ((applicator?.crews ?? applicator?.own) === user.vendorId) return;
  }
  throw new HttpProblem(403, 'server.treatments.not_your_record');
}

/** The user who applies, with their licence if any: only a role that may apply (a crew member, office staff). */
export async function applicatorOf(tx: Executor, userId: string) {
  const [row] = await tx
    .select(applicatorColumns)
    .from(users)
    .leftJoin(applicatorLicences, eq(applicatorLicences.userId, users._id))
    .where(eq(users._id, userId));
  if (!row) throw notFound('applicator');
  if (!(APPLICATOR_TYPES as readonly string[]).includes(row.type)) throw new HttpProblem(409, 'server.treatments.cannot_apply');
  return row;
}

export function applicationRepository(db: Db) {
  const catalog = catalogRepository(db);

  const withSuccessor = () =>
    db
      .select({
        record: applications,
        supersededById: successor._id,
        recorderFirstName: recorder.firstName,
        recorderLastName: recorder.lastName,
      })
      .from(applications)
      .leftJoin(successor, eq(successor.correctsId, applications._id))
      .leftJoin(recorder, eq(recorder._id, applications.recordedById));

  async function filterOf(query: ApplicationQuery) {
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    const midnight = (day: string) => midnightIn(serviceCalendar.timeZone, day);
    const conditions: SQL[] = [];
    if (query.from) conditions.push(gte(applications.startedAt, midnight(query.from)));
    if (query.to) conditions.push(lt(applications.startedAt, midnight(addDays(query.to, 1))));
    if (query.applicatorId) conditions.push(eq(applications.applicatorId, query.applicatorId));
    if (query.propertyId) conditions.push(eq(applications.propertyId, query.propertyId));
    if (query.workLogId) conditions.push(eq(applications.workLogId, query.workLogId));
    if (query.productId) conditions.push(eq(applications.productId, query.productId));
    if (query.correctsId) conditions.push(eq(applications.correctsId, query.correctsId));
    return and(...conditions);
  }

  /** Checks the facts against the label and the licence and writes the record and its stock movement. */
  async function write(
    tx: Executor,
    user: AuthUser,
    site: Site,
    input: ApplicationInput,
    correction?: { of: Application; reason: string },
  ) {
    const staff = isStaff(user);
    // A crew member is the applicator of what they record; their vendor's account corrects the applicator's record as theirs.
    const own = user.type === 'vendor' ? correction?.of.applicatorId : user._id;
    if (!staff && input.applicatorId && input.applicatorId !== own) throw new HttpProblem(403, 'server.treatments.applicator_is_you');
    const applicatorId = staff ? (input.applicatorId ?? correction?.of.applicatorId) : own;
    if (!applicatorId) throw new HttpProblem(400, 'server.treatments.applicator_required');
    const applicator = await applicatorOf(tx, applicatorId);
    const product = await catalog.product(tx, input.productId, true);
    const { serviceCalendar, business } = await readSettings(tx, ['serviceCalendar', 'business']);
    const returned = correction && correction.of.productId === product._id ? correction.of.amount : 0;
    const verdict = judgeApplication(product, {
      amount: input.amount,
      unit: input.unit,
      areaSqFt: input.areaSqFt,
      windMph: input.windMph,
      licence: applicator.licenceNo && applicator.expiresOn ? { licenceNo: applicator.licenceNo, expiresOn: applicator.expiresOn } : null,
      day: dateIn(serviceCalendar.timeZone, input.startedAt),
      overrideReason: input.overrideReason,
      mayOverride: staff && hasPermission(user, 'treatments_manage'),
      stockOnHand: product.stockOnHand + returned,
      startedAt: new Date(input.startedAt),
      now: new Date(),
    });
    if (verdict.refusals.length)
      throw new HttpProblem(409, verdict.refusals[0], Object.fromEntries(verdict.refusals.map((key, index) => [`refusal${index}`, key])));

    const [row] = await tx
      .insert(applications)
      .values({
        ...site,
        productId: product._id,
        productName: product.name,
        productKind: product.kind,
        epaRegNo: product.epaRegNo,
        amount: input.amount,
        unit: input.unit,
        areaSqFt: input.areaSqFt,
        ratePer1000: verdict.ratePer1000,
        targetPest: input.targetPest,
        siteTreated: input.siteTreated,
        applicationMethod: input.applicationMethod,
        mixGallons: input.mixGallons,
        appliedByName: input.appliedByName,
        businessLicenceNo: business.licenceNo || null,
        windMph: input.windMph,
        windDirection: input.windDirection,
        temperatureF: input.temperatureF,
        startedAt: input.startedAt,
        applicatorId: applicator._id,
        applicatorName: `${applicator.firstName} ${applicator.lastName}`.trim(),
        licenceNo: applicator.licenceNo,
        recordedById: user._id,
        overrideReason: input.overrideReason,
        warnings: verdict.warnings,
        correctsId: correction?.of._id ?? null,
        correctionReason: correction?.reason ?? null,
        // A correction keeps the original's answer unless it gives one (the office's correction form does not ask).
        flagsPosted: input.flagsPosted ?? correction?.of.flagsPosted ?? null,
        weatherSource:
          correction && !input.weatherReading
            ? correctedWeatherSourceOf(input, correction.of)
            : weatherSourceOf(input, input.weatherReading),
      })
      .returning();
    if (correction)
      await moveStock(tx, {
        productId: correction.of.productId,
        change: correction.of.amount,
        reason: `correction of ${correction.of._id}: ${correction.reason}`,
        applicationId: row._id,
        createdById: user._id,
      });
    await moveStock(tx, {
      productId: product._id,
      change: -input.amount,
      reason: 'application',
      applicationId: row._id,
      createdById: user._id,
    });
    return row;
  }

  return {
    /** A record at a stop: the crew assigned to it, or staff (treatments_manage) entering a paper record. */
    async record(user: AuthUser, workLogId: string, input: ApplicationInput) {
      const written = await db.transaction(async (tx) => {
        const [visit] = await tx
          .select({
            _id: workLogs._id,
            crewId: workLogs.crewId,
            propertyId: workLogs.propertyId,
            customerId: workLogs.customerId,
            firstName: customers.firstName,
            lastName: customers.lastName,
            address: properties.address,
            city: properties.city,
            state: properties.state,
            zipcode: properties.zipcode,
            billingAddress: customers.billingAddress,
            billingCity: customers.billingCity,
            billingState: customers.billingState,
            billingZipcode: customers.billingZipcode,
          })
          .from(workLogs)
          .innerJoin(customers, eq(customers._id, workLogs.customerId))
          .innerJoin(properties, eq(properties._id, workLogs.propertyId))
          .where(eq(workLogs._id, workLogId));
        if (!visit) throw notFound('work_log');
        if (!isStaff(user) && (!user.crewId || visit.crewId !== user.crewId)) throw new HttpProblem(403, 'server.treatments.not_your_stop');
        // The office's paper record is refused without the flags where the state asks for them. A crew's is not: it may
        // have waited offline since before the state was listed, and refusing it would lose the record of an application.
        if (isStaff(user) && input.flagsPosted !== true) {
          const { treatments } = await readSettings(tx, ['treatments']);
          if (postsFlags(treatments.postingStates, visit.state))
            throw new HttpProblem(400, 'validation.treatment.flags_posted_required', {
              flagsPosted: 'validation.treatment.flags_posted_required',
            });
        }
        const address = oneLine(visit);
        // The billing address when the customer has one on file, else the place treated (4 TAC §7.144 asks for both).
        const billing = visit.billingAddress
          ? oneLine({ address: visit.billingAddress, city: visit.billingCity, state: visit.billingState, zipcode: visit.billingZipcode })
          : address;
        const site: Site = {
          workLogId: visit._id,
          propertyId: visit.propertyId,
          customerId: visit.customerId,
          customerName: `${visit.firstName} ${visit.lastName}`.trim(),
          address,
          billingAddress: billing,
        };
        return write(tx, user, site, input);
      });
      return this.read(written._id);
    },

    /** A new record for the one given, naming it, who and why; the original stays as it was. */
    async correct(user: AuthUser, id: string, input: CorrectionInput) {
      const written = await db.transaction(async (tx) => {
        const [original] = await tx.select().from(applications).where(eq(applications._id, id)).for('update');
        if (!original) throw notFound('application');
        await mayCorrect(tx, user, original);
        const [later] = await tx.select({ _id: applications._id }).from(applications).where(eq(applications.correctsId, id));
        if (later) throw new HttpProblem(409, 'server.treatments.already_corrected');
        const { reason, ...facts } = input;
        const { workLogId, propertyId, customerId, customerName, address, billingAddress } = original;
        const site = { workLogId, propertyId, customerId, customerName, address, billingAddress };
        return write(tx, user, site, facts, { of: original, reason });
      });
      return this.read(written._id);
    },

    /** The records at one stop: its crew's, or any for staff. */
    async listAtStop(user: AuthUser, workLogId: string) {
      const [visit] = await db.select({ crewId: workLogs.crewId }).from(workLogs).where(eq(workLogs._id, workLogId));
      if (!visit) throw notFound('work_log');
      if (!isStaff(user) && (!user.crewId || visit.crewId !== user.crewId)) throw new HttpProblem(403, 'server.treatments.not_your_stop');
      return this.list({ workLogId });
    },

    async read(id: string) {
      const [row] = await withSuccessor().where(eq(applications._id, id));
      if (!row) throw notFound('application');
      return toApplicationRecord(row.record, row);
    },

    /** Records by the day they started (the business's calendar), oldest first or (`DESC`, the staff's list) newest. */
    async list(query: ApplicationQuery, offset = 0, limit = RECORD_LIMIT, order: 'ASC' | 'DESC' = 'ASC'): Promise<ApplicationRecord[]> {
      const by = order === 'ASC' ? asc : desc;
      const rows = await withSuccessor()
        .where(await filterOf(query))
        .orderBy(by(applications.startedAt), by(applications.createdAt), by(applications._id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => toApplicationRecord(row.record, row));
    },

    async page(query: ApplicationQuery, offset: number, limit: number, order: 'ASC' | 'DESC' = 'ASC') {
      const [{ total }] = await db
        .select({ total: count() })
        .from(applications)
        .where(await filterOf(query));
      return { rows: await this.list(query, offset, limit, order), total };
    },
  };
}

/** The business's midnight starting a day: the zone's offset read at noon, then again at the midnight it gives (a DST day). */
function midnightIn(timeZone: string, day: string): Date {
  const offsetAt = (instant: Date) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace('GMT', '') ?? '';
    return offset === '' ? 'Z' : offset;
  };
  const guess = new Date(`${day}T00:00:00${offsetAt(new Date(`${day}T12:00:00Z`))}`);
  return new Date(`${day}T00:00:00${offsetAt(guess)}`);
}

/** A customer's own applications, newest first, each as its latest correction says (the portal's history). */
export async function customerApplications(db: Executor, customerId: string, limit: number): Promise<PortalApplication[]> {
  const rows = await db
    .select({ record: applications, reentryHours: products.reentryHours })
    .from(applications)
    .innerJoin(products, eq(products._id, applications.productId))
    .leftJoin(successor, eq(successor.correctsId, applications._id))
    .where(and(eq(applications.customerId, customerId), isNull(successor._id)))
    .orderBy(desc(applications.startedAt), desc(applications._id))
    .limit(limit);
  return rows.map(({ record, reentryHours }) => ({
    _id: record._id,
    propertyId: record.propertyId,
    address: record.address,
    startedAt: record.startedAt.toISOString(),
    productName: record.productName,
    epaRegNo: record.epaRegNo,
    targetPest: record.targetPest,
    amount: record.amount,
    unit: record.unit,
    areaSqFt: record.areaSqFt,
    reentryAt: reentryHours ? new Date(record.startedAt.getTime() + reentryHours * 3_600_000).toISOString() : null,
  }));
}
