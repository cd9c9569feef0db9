// "Visit moved": each customer whose visit a rain day moved hears the new date, through messaging's door, once the move
// is committed; an undo tells them it is back on its first date. A visit moved again later is told again, as its key
// holds the new date.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rainDays, workLogs } from '../../db/schema';
import { sendMoments } from '../messaging';

export async function tellMovedCustomers(app: FastifyInstance, rainDayId: string, undone = false): Promise<void> {
  const db = app.database.db;
  try {
    const [record] = await db.select({ moves: rainDays.moves }).from(rainDays).where(eq(rainDays._id, rainDayId));
    if (!record?.moves.length) return;
    const visits = await db
      .select({ _id: workLogs._id, customerId: workLogs.customerId, serviceType: workLogs.serviceType })
      .from(workLogs)
      .where(
        inArray(
          workLogs._id,
          record.moves.map((move) => move.workLogId),
        ),
      );
    const visitOf = new Map(visits.map((visit) => [visit._id, visit]));
    await sendMoments(
      app,
      record.moves.flatMap(({ workLogId, fromDate, toDate }) => {
        const visit = visitOf.get(workLogId);
        const date = undone ? fromDate : toDate;
        return visit
          ? [
              {
                moment: 'visit-moved' as const,
                customer: visit.customerId,
                subjectId: `${workLogId}:${date}`,
                variables: { service: visit.serviceType, date, ...(!undone && { cause: 'weather' as const }) },
              },
            ]
          : [];
      }),
    );
  } catch (error) {
    app.log.warn({ err: error, rainDayId }, 'telling the moved customers failed');
  }
}
