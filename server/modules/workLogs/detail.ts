// One visit with its property's header, the customer's contact (staff only) and the visit's own history.
import { eq } from 'drizzle-orm';
import { isStaff } from '../../../common/permissions';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';
import { customers, properties, workLogs } from '../../db/schema';
import { type Executor, readHistory } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { assertReadable } from './access';
import { photosOf } from './photos';
import { positionsOf } from './positions';
import { selectRows, toRow } from './rows';

const headerColumns = {
  gateName: properties.gateName,
  gateCode: properties.gateCode,
  backyardLockCode: properties.backyardLockCode,
  petsAndSecurity: properties.petsAndSecurity,
  cornerLot: properties.cornerLot,
  propertyStatus: properties.status,
};
const contactColumns = { customerMobile: customers.mobile, customerEmail: customers.email };
/** The office contacts customers: a crew or a vendor never receives their phone or e-mail. */
const WITHHELD_CONTACT = { customerMobile: null, customerEmail: null };

/** The detail of a work log the caller may read: 404 when there is none, 403 when it is another crew's or vendor's. */
export async function readDetail(db: Executor, user: AuthUser, id: string): Promise<WorkLogDetail> {
  const [row] = await selectRows(db).where(eq(workLogs._id, id));
  if (!row) throw notFound('work_log');
  assertReadable(user, row);
  const [header] = await db
    .select(isStaff(user) ? { ...headerColumns, ...contactColumns } : headerColumns)
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .where(eq(properties._id, row.propertyId));
  return {
    ...toRow(row),
    ...WITHHELD_CONTACT,
    ...header,
    history: await readHistory(db, ['work-log', 'crew-note'], id),
    photos: await photosOf(db, id),
    positions: await positionsOf(db, id),
  };
}
