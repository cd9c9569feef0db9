// What messaging tells the customer on other domains' events (docs/architecture.md "Domain events"): the visit done,
// with the amount billing made owed for it (on billing's `workLog.billed`), and a payment's receipt. Each moment is
// once per subject and channel, so a second delivery of the same event sends nothing again. A treatment with its application records says what was
// applied instead (its records read through the treatments door; a correction is no completion, so it sends nothing).
import { subscribe } from '../../lib/events';
import { appliedAtWorkLog } from './treatmentFacts';
import { sendMoment, sendMoments } from './moments';

export const messagingSubscribers = [
  // After billing's bill of the visit, so it names billing's amount, and before a deposit's receipt announced after it.
  subscribe(
    'workLog.billed',
    'messaging: tells the customer the visit is done, or the treatment applied, with the amount',
    async (app, workLog) => {
      const treated = workLog.serviceType === 'treatment' ? await appliedAtWorkLog(app.database.db, workLog.workLogId) : null;
      // What the card is still to be charged: a quote's deposit paid the rest, said on its own line.
      const depositCents = workLog.payment?.depositCents;
      const amountCents = workLog.payment ? workLog.payment.amountCents - (depositCents ?? 0) : undefined;
      // A customer billed by invoice has no card charged: the amount goes on their next invoice.
      const invoiced = workLog.payment?.invoiced;
      const site = workLog.visitPath ? await app.site.base() : null;
      const link = workLog.visitLink ?? (site && workLog.visitPath ? `${site}${workLog.visitPath}` : undefined);
      await sendMoment(
        app,
        treated?.applied.length
          ? {
              moment: 'treatment-done',
              customer: workLog.customerId,
              subjectId: workLog.workLogId,
              variables: {
                date: workLog.date,
                amountCents,
                depositCents,
                invoiced,
                applied: treated.applied,
                reentryHours: treated.reentryHours,
                link,
              },
            }
          : {
              moment: 'visit-done',
              customer: workLog.customerId,
              subjectId: workLog.workLogId,
              variables: {
                service: workLog.serviceType,
                date: workLog.date,
                amountCents,
                depositCents,
                invoiced,
                note: workLog.crewNotes,
                link,
              },
            },
      );
    },
  ),
  subscribe('workLogs.moved', 'messaging: tells each customer whose visit has a new date', async (app, { redated = [], cause }) => {
    // "Visit moved" in each customer's language, once per visit and new date.
    if (redated.length)
      await sendMoments(
        app,
        redated.map((workLog) => ({
          moment: 'visit-moved' as const,
          customer: workLog.customerId,
          subjectId: `${workLog.workLogId}:${workLog.date}`,
          variables: { service: workLog.serviceType, date: workLog.date, ...(cause && { cause }) },
          // A rain day's customers hear at once (at the texting rate); a move on the board waits out its Undo.
          undoable: !cause,
        })),
      );
  }),
  subscribe('services.paused', "messaging: tells each property's customer of a pause and of its end", (app, pause) =>
    sendMoments(
      app,
      pause.told.map(({ customerId, propertyId, address }) => ({
        moment: pause.ended ? ('visits-restarted' as const) : ('visits-paused' as const),
        customer: customerId,
        subjectId: `${propertyId}:${pause.pauseId}`,
        variables: { address, ...(!pause.ended && { date: pause.from, until: pause.to }) },
      })),
    ),
  ),
  subscribe('payment.succeeded', 'messaging: sends the receipt', (app, paid) =>
    sendMoment(app, {
      moment: 'payment-receipt',
      customer: paid.customerId,
      subjectId: paid.paymentId,
      variables: {
        service: paid.item,
        date: paid.date,
        amountCents: paid.amountCents,
        taxCents: paid.taxCents,
        depositCents: paid.depositCents,
      },
    }),
  ),
];
