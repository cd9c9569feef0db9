// A visit marked not billed, or billed again: billing decides it (PUT /work-logs/{id}/no-charge, with the payment's move)
// and announces it inside its transaction; the visit's mark and history are written here, in that transaction.
import { eq } from 'drizzle-orm';
import { workLogs } from '../../db/schema';
import { subscribeWithin } from '../../lib/events';
import { changedFields, recordHistory } from '../../lib/history';

export const noChargeSubscribers = [
  subscribeWithin('workLog.noChargeSet', 'workLogs: marks the visit not billed, or billed again', async (_app, tx, change) => {
    const [before] = await tx.select().from(workLogs).where(eq(workLogs._id, change.workLogId)).for('update');
    if (!before || before.noCharge === change.noCharge) return;
    await tx.update(workLogs).set({ noCharge: change.noCharge }).where(eq(workLogs._id, change.workLogId));
    await recordHistory(tx, {
      entity: 'work-log',
      entityId: change.workLogId,
      action: 'updated',
      customerId: before.customerId,
      propertyId: before.propertyId,
      userId: change.userId,
      changes: changedFields(before, { noCharge: change.noCharge }),
    });
  }),
];
