// A visit's status change: start, complete, skip, cancel, restore or revert, with its history and notices, announced
// as a domain event (transitionRoutes.ts serves it).
import { withParams } from '../../../common/i18n/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WORK_LOG_TRANSITIONS, type WorkLogAction, type WorkLogStatusChange } from '../../../common/schemas/workLog';
import { crews, phrases, workLogs } from '../../db/schema';
import { propertyAddress } from '../customers/reads';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { Notify } from '../messaging';
import { WORK_LOG_EVENT_OF } from '../../../common/events';
import { businessToday } from '../../lib/businessDay';
import type { AuthUser } from '../../lib/sessionTokens';
import { assertChangeable } from './access';
import { completionDistance, pointOf } from '../../../common/geo/distance';
import { statusNotice } from './notices';
import { reoptimiseCrewDays } from './drivingRoute';
import type { WorkLog } from './rows';
import { transitionRefusal } from './transitionRules';
import { recordActionPosition } from './positions';
import { visitPathOf } from './visitPages';
import { detailOf, readDetail, selectDetail } from './detail';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';

/** The phrase type a reason of each action must be. */
const PHRASE_TYPE: Partial<Record<WorkLogAction, 'un-assign' | 'cancel-assignment'>> = { skip: 'un-assign', cancel: 'cancel-assignment' };

/** The reason stored with a skip or a cancel: the typed text, else the chosen phrase's text. */
async function reasonOf(tx: Tx, change: WorkLogStatusChange) {
  const phraseType = PHRASE_TYPE[change.action];
  if (!phraseType || !change.reasonPhraseId) return { reason: change.reason, reasonPhraseId: null };
  const [phrase] = await tx.select().from(phrases).where(eq(phrases._id, change.reasonPhraseId));
  if (!phrase || phrase.type !== phraseType) {
    const message = withParams('server.work_logs.phrase_of_type', { type: phraseType });
    throw new HttpProblem(400, message, { reasonPhraseId: message });
  }
  return { reason: change.reason ?? phrase.phrase, reasonPhraseId: phrase._id };
}

/** The visit's row keeps a position inside the world, with or without its accuracy (older phones sent none). */
function inWorld(change: WorkLogStatusChange) {
  const { latitude, longitude } = change;
  const possible = latitude != null && longitude != null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return possible ? { latitude, longitude } : { latitude: null, longitude: null };
}

/** A property's place, unknown until it is geocoded. */
type Place = { latitude: number | null; longitude: number | null };

/** The columns an action sets besides the status. */
async function valuesFor(tx: Tx, change: WorkLogStatusChange, now: Date, property: Place): Promise<Partial<WorkLog>> {
  const to = WORK_LOG_TRANSITIONS[change.action].to;
  const position = inWorld(change);
  switch (change.action) {
    case 'start':
      return { status: to, startedAt: now, startLatitude: position.latitude, startLongitude: position.longitude };
    case 'complete': {
      const completionDistanceFeet = completionDistance(pointOf(position) ?? {}, property);
      return {
        status: to,
        completedAt: now,
        completionLatitude: position.latitude,
        completionLongitude: position.longitude,
        completionDistanceFeet,
      };
    }
    case 'skip':
    case 'cancel':
      return { status: to, ...(await reasonOf(tx, change)) };
    case 'restore':
    case 'revert':
      // Back to a visit not yet begun: the next start records its own time and place.
      return { status: to, reason: null, reasonPhraseId: null, startedAt: null, startLatitude: null, startLongitude: null };
  }
}

/**
 * Applies the action and announces it (`workLog.completed`…, common/events.ts): what follows once it has committed (the
 * customer told, the payment made and its charge queued, the referral counted, the staff's screens refreshed) is the
 * subscribers' (docs/architecture.md). Answers the visit's detail as the change left it.
 */
export async function changeStatus(
  app: FastifyInstance,
  tx: Tx,
  notify: Notify,
  user: AuthUser,
  id: string,
  change: WorkLogStatusChange,
): Promise<WorkLogDetail> {
  // With everything the answer shows (the visit's row, its property's header and place, its history, photos and
  // positions), so that the crew's answer is built from this and what the change writes, never read again.
  const [locked] = await selectDetail(tx, user).where(eq(workLogs._id, id)).for('update', { of: workLogs });
  if (!locked) throw notFound('work_log');
  const { workLog: before } = locked;
  const place = { latitude: locked.joined.latitude, longitude: locked.joined.longitude };
  assertChangeable(user, before);
  // Today in the business's time zone (a System Setting), the same day the planner counts from.
  const today = await businessToday(tx);
  const refusal = transitionRefusal(change.action, before.status, before.date, today, user.type === 'crew');
  if (refusal) throw new HttpProblem(refusal.status, refusal.message, refusal.status === 409 ? { action: refusal.message } : undefined);

  const now = new Date();
  const values = await valuesFor(tx, change, now, place);
  const [after] = await tx.update(workLogs).set(values).where(eq(workLogs._id, id)).returning();
  const changes = changedFields(before, values);
  const history = await recordHistory(tx, {
    entity: 'work-log',
    entityId: id,
    action: 'status-changed',
    customerId: before.customerId,
    propertyId: before.propertyId,
    userId: user._id,
    changes,
  });
  const position =
    change.action === 'start' || change.action === 'complete' || change.action === 'skip'
      ? await recordActionPosition(tx, before, change.action, change, user._id, now, place)
      : undefined;
  // A stop the crew will not do any more: the stops left are re-ordered from where the crew is.
  const reordered = change.action === 'skip' || change.action === 'cancel';
  if (reordered) await reoptimiseCrewDays(tx, [after], user._id);
  const visit = {
    workLogId: after._id,
    customerId: after.customerId,
    propertyId: after.propertyId,
    crewId: after.crewId,
    date: after.date,
    serviceType: after.serviceType,
    userId: user._id,
  };
  // Its payment (billing's) and its visit page are made by subscribers once this has committed: the crew's answer waits
  // for neither, and the "visit done" message follows billing's `workLog.billed` with the amount.
  if (change.action === 'complete')
    await app.events.emit(tx, 'workLog.completed', {
      ...visit,
      crewNotes: after.crewNotes,
      byCrew: user.type === 'crew',
      visitPath: visitPathOf(app, after._id),
    });
  else await app.events.emit(tx, WORK_LOG_EVENT_OF[change.action], visit);

  const notice = await noticeFor(tx, change.action, after);
  if (notice) {
    await notify.staff(notice, { except: user._id });
    if (change.action === 'skip' || change.action === 'cancel') await notify.customer(after.customerId, notice);
  }
  // A re-ordered day may have moved this stop too (its position, with a history entry): that answer is read again.
  return reordered ? readDetail(tx, user, id) : detailOf(tx, user, locked, { workLog: after, history, position });
}

async function noticeFor(tx: Tx, action: WorkLogAction, row: WorkLog) {
  if (!['skip', 'cancel', 'restore', 'revert'].includes(action)) return undefined;
  const address = (await propertyAddress(tx, row.propertyId))!;
  const [crew] = row.crewId ? await tx.select({ name: crews.name }).from(crews).where(eq(crews._id, row.crewId)) : [];
  return statusNotice(action, { ...row, address, crewName: crew?.name ?? null });
}
