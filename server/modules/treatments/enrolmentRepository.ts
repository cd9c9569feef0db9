// Enrolments of a property in a program for a season: the customer's consent, the treatment service the customers
// domain keeps for it, and its rounds planned at once by the scheduler as work logs (docs/treatments.md, "Rounds as
// visits"). Unenrolling takes the rounds still pending off the schedule; those done stay.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { enrolmentInput, EnrolmentRecord } from '../../../common/schemas/treatment';
import type { Db } from '../../db/client';
import { type ProgramEnrolment, programEnrolments, programs, workLogs } from '../../db/schema';
import { readProperty } from '../customers/reads';
import { businessToday } from '../../lib/businessDay';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { addTreatmentService, endTreatmentService } from '../customers';
import { replan } from '../scheduling';
import { keepLawnOf } from './lawnRepository';
import { planRounds, postsFlags, seasonPrice } from './rules';

/** The enrolment with its rounds as planned: each round's work log when the scheduler made one. */
async function toEnrolmentRecord(executor: Executor, row: ProgramEnrolment): Promise<EnrolmentRecord> {
  const [program] = await executor.select({ rounds: programs.rounds }).from(programs).where(eq(programs._id, row.programId));
  const visits = await executor
    .select({ _id: workLogs._id, roundIndex: workLogs.roundIndex, date: workLogs.date, status: workLogs.status, price: workLogs.price })
    .from(workLogs)
    .where(eq(workLogs.enrolmentId, row._id))
    .orderBy(asc(workLogs.roundIndex), asc(workLogs.createdAt));
  const byRound = new Map(visits.map((workLog) => [workLog.roundIndex, workLog]));
  const { treatments } = await readSettings(executor, ['treatments']);
  const site = row.propertyId ? await readProperty(executor, row.propertyId, 'state') : undefined;
  const firstDay = `${row.season}-01-01`;
  const rounds = planRounds(program?.rounds ?? [], row.season, firstDay, row.lawnSqFt).map((round) => {
    const workLog = byRound.get(round.index);
    return {
      index: round.index,
      name: round.name,
      workLogId: workLog?._id ?? null,
      date: workLog?.date ?? null,
      status: workLog?.status ?? null,
      windowEnd: round.windowEnd,
      priceCents: workLog ? Math.round(workLog.price * 100) : round.priceCents,
    };
  });
  return {
    _id: row._id,
    programId: row.programId,
    propertyId: row.propertyId,
    customerId: row.customerId,
    season: row.season,
    lawnSqFt: row.lawnSqFt,
    priceCents: row.priceCents,
    consentAt: row.consentAt.toISOString(),
    consentById: row.consentById,
    consentNote: row.consentNote,
    serviceId: row.serviceId,
    endedAt: row.endedAt?.toISOString() ?? null,
    rounds,
    postFlags: postsFlags(treatments.postingStates, site?.state ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

export function enrolmentRepository(db: Db) {
  return {
    /** A property's enrolments, the newest season first. */
    async list(propertyId: string): Promise<EnrolmentRecord[]> {
      const rows = await db
        .select()
        .from(programEnrolments)
        .where(eq(programEnrolments.propertyId, propertyId))
        .orderBy(desc(programEnrolments.season), asc(programEnrolments.createdAt));
      return Promise.all(rows.map((row) => toEnrolmentRecord(db, row)));
    },

    /**
     * Enrols a property for a season with the customer's consent, and plans the season's rounds in the same
     * transaction. The season's price is the rounds still to come, each at its lawn-area band's price.
     */
    async enrol(propertyId: string, input: z.infer<typeof enrolmentInput>, by: string): Promise<EnrolmentRecord> {
      return db.transaction(async (tx) => {
        const [program] = await tx.select().from(programs).where(eq(programs._id, input.programId));
        if (!program) throw notFound('program');
        // An edited program enrols on its latest version only; the older ones stay for the enrolments made on them.
        const [later] = await tx.select({ _id: programs._id }).from(programs).where(eq(programs.replacesId, program._id));
        if (later) throw new HttpProblem(409, 'server.treatments.program_replaced');
        const today = await businessToday(tx);
        const rounds = planRounds(program.rounds, input.season, today, input.lawnSqFt);
        if (!rounds.length) throw new HttpProblem(409, 'server.treatments.no_round_left');
        const [taken] = await tx
          .select({ _id: programEnrolments._id })
          .from(programEnrolments)
          .where(
            and(
              eq(programEnrolments.programId, program._id),
              eq(programEnrolments.propertyId, propertyId),
              eq(programEnrolments.season, input.season),
            ),
          );
        if (taken) throw new HttpProblem(409, 'server.treatments.already_enrolled');
        const { serviceId, customerId } = await addTreatmentService(tx, propertyId, today, by);
        const [row] = await tx
          .insert(programEnrolments)
          .values({
            programId: program._id,
            propertyId,
            customerId,
            season: input.season,
            lawnSqFt: input.lawnSqFt,
            priceCents: seasonPrice(rounds),
            consentAt: new Date(),
            consentById: by,
            consentNote: input.consentNote,
            serviceId,
          })
          .onConflictDoNothing()
          .returning();
        // Two enrolments at once: the unique key lets one in, and the other's service rolls back with it.
        if (!row) throw new HttpProblem(409, 'server.treatments.already_enrolled');
        await keepLawnOf(tx, propertyId, input.lawnSqFt, by);
        await replan(tx, { serviceIds: [serviceId] }, by);
        return toEnrolmentRecord(tx, row);
      });
    },

    /** Ends an enrolment: the rounds still pending come off the schedule (with a history row each); those done stay. */
    async unenrol(propertyId: string, enrolmentId: string, by: string): Promise<EnrolmentRecord> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(programEnrolments)
          .where(and(eq(programEnrolments._id, enrolmentId), eq(programEnrolments.propertyId, propertyId)))
          .for('update');
        if (!before) throw notFound('enrolment');
        if (before.endedAt) throw new HttpProblem(409, 'server.treatments.already_unenrolled');
        const [row] = await tx
          .update(programEnrolments)
          .set({ endedAt: new Date(), updatedAt: new Date() })
          .where(eq(programEnrolments._id, enrolmentId))
          .returning();
        if (before.serviceId) await endTreatmentService(tx, before.serviceId, by);
        return toEnrolmentRecord(tx, row);
      });
    },
  };
}
