// An invoiced customer's records in QuickBooks: each invoice as an Invoice (a line per visit with its service item, the
// tax apart, LawnDesk's number), and each check, cash or card received against it as a Payment applied to that
// Invoice. Reads billing's invoices as a read model.
import { asc, inArray } from 'drizzle-orm';
import { DOC_NUMBER_MAX, docNumberOf } from '../../../common/accounting';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { readSettings } from '../../lib/settings';
import { accountingRecords, invoiceLines, invoiceReceipts, invoices, payments } from '../../db/schema';
import { type Accounts, linkedIds } from './links';
import { type BilledItem, dollarsOf, ITEM_NAMES } from './pushRules';
import { addressOf, paidBy, placesOf } from './receiptDetails';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;
/** A create, or 'wait' while what it names (its customer, an item, the invoice it pays) is not in QuickBooks yet. */
type InvoiceRequest = { entity: 'invoice' | 'payment'; body: object } | { missing: MessageKey } | 'wait';

/**
 * The DocNumber of LawnDesk's invoice or credit note `number` (System Settings' prefix and first number), or none when
 * it would pass the 21 characters QuickBooks keeps.
 */
export async function docNumbersOf(db: Db): Promise<(number: number) => string | undefined> {
  const { quickbooks } = await readSettings(db, ['quickbooks']);
  return (number) => {
    const made = docNumberOf(quickbooks, number);
    return made.length <= DOC_NUMBER_MAX ? made : undefined;
  };
}

/** A visit's line on an Invoice or a CreditMemo: its service item and day, the address, `cents` before tax. */
export function workLogLine(line: typeof invoiceLines.$inferSelect, cents: number, itemRef: string) {
  return {
    Amount: dollarsOf(cents),
    Description: `${ITEM_NAMES[line.item as BilledItem]}, ${line.date}, ${line.address}`.slice(0, 4000),
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: {
      ItemRef: { value: itemRef },
      ServiceDate: line.date,
      Qty: 1,
      UnitPrice: dollarsOf(cents),
      TaxCodeRef: { value: line.taxCents ? 'TAX' : 'NON' },
    },
  };
}

const shipAddrOf = (place: Parameters<typeof addressOf>[0] | undefined) => (place ? { ShipAddr: addressOf(place) } : {});

export async function invoiceRequestsOf(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  accounts: Accounts,
): Promise<Map<string, InvoiceRequest>> {
  const answers = new Map<string, InvoiceRequest>();
  const receiptIds = records.filter((record) => record.kind === 'payment').map((record) => record.localId);
  const receiptRows = receiptIds.length ? await db.select().from(invoiceReceipts).where(inArray(invoiceReceipts._id, receiptIds)) : [];
  const receiptOf = new Map(receiptRows.map((row) => [row._id, row]));
  const invoiceIds = [
    ...records.filter((record) => record.kind === 'invoice').map((record) => record.localId),
    ...receiptRows.map((row) => row.invoiceId),
  ];
  const [invoiceRows, lineRows, customerLinks, invoiceLinks] = await Promise.all([
    invoiceIds.length ? db.select().from(invoices).where(inArray(invoices._id, invoiceIds)) : [],
    invoiceIds.length
      ? db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)).orderBy(asc(invoiceLines.date))
      : [],
    linkedIds(db, realmId, 'customer', [...new Set(records.map((record) => record.customerId ?? ''))]),
    linkedIds(db, realmId, 'invoice', invoiceIds),
  ]);
  const invoiceOf = new Map(invoiceRows.map((row) => [row._id, row]));
  // The place served: QuickBooks' own sales tax reads ShipAddr; the first visit's property.
  const linePayments = lineRows.length
    ? await db
        .select({ id: payments._id, propertyId: payments.propertyId })
        .from(payments)
        .where(
          inArray(
            payments._id,
            lineRows.map((line) => line.paymentId),
          ),
        )
    : [];
  const propertyOf = new Map(linePayments.map((row) => [row.id, row.propertyId]));
  const places = await placesOf(db, [...new Set(propertyOf.values())], []);
  const itemLinks = await linkedIds(db, realmId, 'item', [...new Set(lineRows.map((line) => line.item))]);
  const docNumber = await docNumbersOf(db);

  for (const record of records) {
    const customerRef = customerLinks.get(record.customerId ?? '');
    if (record.kind === 'invoice') {
      const invoice = invoiceOf.get(record.localId);
      const lines = lineRows.filter((line) => line.invoiceId === record.localId);
      if (!invoice || !customerRef || lines.some((line) => !itemLinks.has(line.item))) {
        answers.set(record._id, 'wait');
        continue;
      }
      const number = docNumber(invoice.number);
      if (!number) {
        answers.set(record._id, { missing: 'server.accounting.failure.doc_number_too_long' });
        continue;
      }
      answers.set(record._id, {
        entity: 'invoice',
        body: {
          CustomerRef: { value: customerRef },
          DocNumber: number,
          TxnDate: invoice.issuedOn,
          DueDate: invoice.dueOn,
          PrivateNote: `LawnDesk invoice ${invoice.number}`,
          ...shipAddrOf(places.byId.get(propertyOf.get(lines[0].paymentId) ?? '')),
          // Each visit's sale before tax on its line, the tax apart (TotalTax overrides QuickBooks' own computation).
          Line: lines.map((line) => workLogLine(line, line.amountCents, itemLinks.get(line.item)!)),
          ...(invoice.taxCents && { TxnTaxDetail: { TotalTax: dollarsOf(invoice.taxCents) } }),
        },
      });
    } else {
      const receipt = receiptOf.get(record.localId);
      const invoiceRef = receipt && invoiceLinks.get(receipt.invoiceId);
      if (!receipt || !invoiceRef || !customerRef) {
        answers.set(record._id, 'wait');
        continue;
      }
      const number = invoiceOf.get(receipt.invoiceId)?.number;
      answers.set(record._id, {
        entity: 'payment',
        body: {
          CustomerRef: { value: customerRef },
          TotalAmt: dollarsOf(receipt.amountCents),
          TxnDate: receipt.receivedOn,
          // The method and the check's number; a card paid on the pay page names the card.
          ...paidBy(accounts.methods, receipt.method === 'card' ? 'card-terminal' : receipt.method, receipt.reference),
          PrivateNote: `LawnDesk ${receipt.method} received against invoice ${number}`,
          ...(accounts.deposit && { DepositToAccountRef: { value: accounts.deposit } }),
          Line: [{ Amount: dollarsOf(receipt.amountCents), LinkedTxn: [{ TxnId: invoiceRef, TxnType: 'Invoice' }] }],
        },
      });
    }
  }
  return answers;
}
