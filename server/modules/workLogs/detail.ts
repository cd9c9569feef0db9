// One visit with its property's header, the customer's contact (staff only) and the visit's own history, photos and
// the phone's positions, read in one statement (a status change reads the same with its lock and answers from it).
import { eq, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/permissions';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';
import { crews, customers, properties, users, vendors, workLogs } from '../../db/schema';
import { type Executor, type HistoryRow, historyColumn, historyEntries } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { assertReadable } from './access';
import { photosColumn, photoUrl, toPhoto } from './photos';
import { type PositionRow, positionsColumn, toPosition } from './positions';
import { joinedColumns, shownOf, toRow, type WorkLog } from './rows';

/** What the detail shows beside the work log's own row; the contact is withheld from all but staff when answered. */
const detailColumns = () => ({
  joined: joinedColumns,
  header: {
    gateName: properties.gateName,
    gateCode: properties.gateCode,
    backyardLockCode: properties.backyardLockCode,
    petsAndSecurity: properties.petsAndSecurity,
    cornerLot: properties.cornerLot,
    propertyStatus: properties.status,
  },
  contact: { customerMobile: customers.mobile, customerEmail: customers.email },
  history: historyColumn(['work-log', 'crew-note'], workLogs._id),
  photos: photosColumn(),
  positions: positionsColumn(),
});
/** The office contacts customers: a crew or a vendor never receives their phone or e-mail. */
const WITHHELD_CONTACT = { customerMobile: null, customerEmail: null };

/** The name of a user, read beside a work log: a history entry its reader then writes names them. */
const nameOf = (userId: string) => ({
  firstName: sql<string | null>`(select ${users.firstName} from ${users} where ${users._id} = ${userId})`,
  lastName: sql<string | null>`(select ${users.lastName} from ${users} where ${users._id} = ${userId})`,
});

/** A work log with everything its detail shows, and the reader's name for a history entry it writes. */
export const selectDetail = (executor: Executor, reader: AuthUser) =>
  executor
    .select({ workLog: workLogs, ...detailColumns(), reader: nameOf(reader._id) })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .innerJoin(customers, eq(customers._id, workLogs.customerId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .leftJoin(vendors, eq(vendors._id, workLogs.vendorId));

export type SelectedDetail = Awaited<ReturnType<typeof selectDetail>>[number];

/**
 * The detail as the API answers it, from what `selectDetail` read, with the work log as the reader left it and what the
 * reader wrote since (a status change's history entry, the newest, and the phone's position, the latest).
 */
export async function detailOf(
  executor: Executor,
  user: AuthUser,
  { workLog: read, joined, header, contact, history, photos, positions, reader }: SelectedDetail,
  written: { workLog?: WorkLog; history?: HistoryRow; position?: PositionRow } = {},
): Promise<WorkLogDetail> {
  const workLog = written.workLog ?? read;
  const added = written.history ? [{ ...written.history, ...reader }] : [];
  return {
    ...toRow({ ...shownOf(workLog), ...joined }),
    ...header,
    ...(isStaff(user) ? contact : WITHHELD_CONTACT),
    history: await historyEntries(executor, [...added, ...history]),
    photos: photos.map((photo) => toPhoto(photo, photoUrl(workLog._id, photo._id))),
    positions: [...positions, ...(written.position ? [written.position] : [])].map(toPosition),
  };
}

/** The detail of a work log the caller may read: 404 when there is none, 403 when it is another crew's or vendor's. */
export async function readDetail(db: Executor, user: AuthUser, id: string): Promise<WorkLogDetail> {
  const [selected] = await selectDetail(db, user).where(eq(workLogs._id, id));
  if (!selected) throw notFound('work_log');
  assertReadable(user, selected.workLog);
  return detailOf(db, user, selected);
}
