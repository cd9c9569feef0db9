// Who hears of a rain day applied or undone, in the transaction that wrote it: staff, the crews whose day changed, and
// each customer whose visit moved (in-app; their e-mail and text go once committed, messaging's `workLogs.moved` subscriber).
import { withParams } from '../../../common/i18n/catalog';
import { readProperties } from '../customers/reads';
import type { Tx } from '../../lib/history';
import type { NotificationDraft, Notify } from '../messaging';
import { scheduleNoticeForCustomer } from '../workLogs';

/** Staff (but the one who acted), every crew whose day changed, and each customer whose visit moved, once per new day. */
export async function tell(
  tx: Tx,
  notify: Notify,
  userId: string,
  date: string,
  key: 'applied_message' | 'undone_message',
  workLogs: readonly {
    _id: string;
    customerId: string;
    propertyId: string;
    serviceType: string;
    crewId: string | null;
    crewName: string | null;
    from: string;
    to: string;
  }[],
) {
  const draft: NotificationDraft = {
    type: 'service-schedule',
    title: 'notifications.rain_day.title',
    message: withParams(`notifications.rain_day.${key}`, { smart_count: workLogs.length, date }),
    additionalData: { others: { workLogDate: date } },
  };
  await notify.staff(draft, { except: userId });
  for (const crewId of new Set(workLogs.map((workLog) => workLog.crewId).filter((crew) => crew !== null))) await notify.crew(crewId, draft);
  // The customer's in-app notice; the e-mail and text in their language go once committed (messaging's `workLogs.moved` subscriber).
  const addresses = new Map(
    (
      await readProperties(
        tx,
        workLogs.map((workLog) => workLog.propertyId),
        '_id',
        'address',
      )
    ).map((row) => [row._id, row.address]),
  );
  const groups = new Map<string, (typeof workLogs)[number][]>();
  for (const workLog of workLogs)
    groups.set(`${workLog.customerId}|${workLog.to}`, [...(groups.get(`${workLog.customerId}|${workLog.to}`) ?? []), workLog]);
  await notify.customers(
    [...groups.values()].map((group) => {
      const [first] = group;
      const shown = group.map((workLog) => ({
        ...workLog,
        address: addresses.get(workLog.propertyId) ?? '',
        date: workLog.to,
        reason: null,
      }));
      return {
        customerId: first.customerId,
        draft: scheduleNoticeForCustomer(
          shown,
          first.to,
          group.map((workLog) => workLog.from),
        ),
      };
    }),
  );
}
