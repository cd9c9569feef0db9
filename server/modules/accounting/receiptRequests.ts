// A card customer's records in QuickBooks: the service items and the deposit item, each sales receipt (dated the day the
// money moved, with the place and how it was paid), each refund receipt, and the void of a receipt whose payment is no
// longer approved (Intuit's SalesReceipt form). Reads billing's payments as a read model.
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingRecords, payments } from '../../db/schema';
import { depositLine } from './depositRequests';
import { type Accounts, linkedIds } from './links';
import { addressOf, businessDayOf, paidBy, placesOf, refundedAtOf } from './receiptDetails';
import { type BilledItem, DEPOSIT_ITEM, DEPOSIT_ITEM_NAME, dollarsOf, ITEM_NAMES, refundedTaxCents } from './pushRules';
import type { ChangeForm } from './quickbooksClient';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;

/**
 * A create, or a change of a record already in QuickBooks (`form`), whose SyncToken is read first: the one kept from its
 * creation is stale once the bookkeeper touched it.
 */
export type Request =
  | { entity: string; body: object; form?: ChangeForm; update?: { requestId: string }; pushed?: Record<string, unknown> }
  | { unchanged: Record<string, unknown> }
  | { missing: MessageKey }
  | 'wait';

/** The QuickBooks create each pending record of a batch asks for ('wait': what it names is not in QuickBooks yet). */
export async function receiptRequestsOf(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  accounts: Accounts,
): Promise<Map<string, Request>> {
  const paymentIds = records.map((record) => record.paymentId).filter((id): id is string => Boolean(id));
  const customerIds = records.map((record) => record.customerId).filter((id): id is string => Boolean(id));
  const [paymentRows, customerLinks, receiptLinks] = await Promise.all([
    paymentIds.length ? db.select().from(payments).where(inArray(payments._id, paymentIds)) : [],
    linkedIds(db, realmId, 'customer', customerIds),
    db
      .select()
      .from(accountingRecords)
      .where(
        and(
          eq(accountingRecords.realmId, realmId),
          eq(accountingRecords.kind, 'salesreceipt'),
          inArray(accountingRecords.localId, paymentIds.length ? paymentIds : ['']),
        ),
      )
      .then((rows) => new Map(rows.map((row) => [row.localId, row]))),
  ]);
  const paymentOf = new Map(paymentRows.map((row) => [row._id, row]));
  const [places, refundedAt, dayOf] = await Promise.all([
    placesOf(
      db,
      paymentRows.map((row) => row.propertyId),
      [],
    ),
    refundedAtOf(
      db,
      records.filter((record) => record.kind === 'refundreceipt').map((record) => record.paymentId ?? ''),
    ),
    businessDayOf(db),
  ]);
  const itemLinks = await linkedIds(db, realmId, 'item', [...new Set([...paymentRows.map((row) => row.item), DEPOSIT_ITEM])]);
  const shipTo = (propertyId: string) => {
    const place = places.byId.get(propertyId);
    return place ? { ShipAddr: addressOf(place) } : {};
  };
  const answers = new Map<string, Request>();
  for (const record of records) {
    const payment = record.paymentId ? paymentOf.get(record.paymentId) : undefined;
    const customerRef = record.customerId ? customerLinks.get(record.customerId) : undefined;
    const itemRef = payment ? itemLinks.get(payment.item) : undefined;
    // The sale before tax on the line, the tax apart (US companies: TotalTax overrides QuickBooks' own computation).
    const taxed = (cents: number, taxCents: number) => ({
      Line: [
        {
          Amount: dollarsOf(cents - taxCents),
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: {
            ItemRef: { value: itemRef },
            Qty: 1,
            UnitPrice: dollarsOf(cents - taxCents),
            TaxCodeRef: { value: taxCents ? 'TAX' : 'NON' },
          },
        },
      ],
      ...(taxCents && { TxnTaxDetail: { TotalTax: dollarsOf(taxCents) } }),
    });
    const deposit = accounts.deposit ? { DepositToAccountRef: { value: accounts.deposit } } : {};
    if (record.kind === 'item' && record.localId === DEPOSIT_ITEM)
      answers.set(
        record._id,
        accounts.customerDeposits
          ? { entity: 'item', body: { Name: DEPOSIT_ITEM_NAME, Type: 'Service', IncomeAccountRef: { value: accounts.customerDeposits } } }
          : { missing: 'server.accounting.failure.deposits_account_unmapped' },
      );
    else if (record.kind === 'item') {
      const income = accounts.income(record.localId as BilledItem);
      answers.set(
        record._id,
        income
          ? {
              entity: 'item',
              body: { Name: ITEM_NAMES[record.localId as BilledItem], Type: 'Service', IncomeAccountRef: { value: income } },
            }
          : { missing: 'server.accounting.failure.account_unmapped' },
      );
    } else if (!customerRef || !itemRef || !payment) answers.set(record._id, 'wait');
    else if (record.kind === 'salesreceipt') {
      // What a quote's deposit paid of the visit leaves the deposit item (the liability): the receipt's total is what
      // the card paid that day.
      const depositRef = itemLinks.get(DEPOSIT_ITEM);
      const sale = taxed(payment.amountCents, payment.taxCents);
      if (payment.depositCents > 0 && !depositRef) answers.set(record._id, 'wait');
      else
        answers.set(record._id, {
          entity: 'salesreceipt',
          body: {
            CustomerRef: { value: customerRef },
            // The day the money moved (the card charged, the check recorded), not the visit's.
            TxnDate: payment.chargedAt ? dayOf(payment.chargedAt) : payment.date,
            PrivateNote: `LawnDesk payment ${payment._id} for the visit of ${payment.date}`,
            ...shipTo(payment.propertyId),
            ...paidBy(accounts.methods, payment.manualMethod, payment.manualReference),
            ...sale,
            ...(payment.depositCents > 0 && {
              Line: [...sale.Line, depositLine(-payment.depositCents, depositRef!, 'Paid from the quote deposit')],
            }),
            ...deposit,
          },
        });
    } else if (record.kind === 'refundreceipt')
      answers.set(record._id, {
        entity: 'refundreceipt',
        body: {
          CustomerRef: { value: customerRef },
          TxnDate: dayOf(refundedAt.get(payment._id) ?? record.createdAt),
          PrivateNote: `LawnDesk refund of payment ${payment._id}`,
          ...shipTo(payment.propertyId),
          ...taxed(record.amountCents ?? 0, refundedTaxCents(record.amountCents ?? 0, payment)),
          ...deposit,
        },
      });
    else {
      const sale = receiptLinks.get(record.localId);
      answers.set(
        record._id,
        sale?.quickbooksId
          ? {
              entity: 'salesreceipt',
              form: { operation: 'update', include: 'void' },
              body: { Id: sale.quickbooksId, SyncToken: sale.syncToken ?? '0', sparse: true },
            }
          : 'wait',
      );
    }
  }
  return answers;
}
