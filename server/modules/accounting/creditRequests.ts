// A credit note in QuickBooks: a CreditMemo crediting its invoice's lines (each visit's share of what the invoice still
// owed, the tax apart, LawnDesk's number), then a Payment of zero applying it to that Invoice, as QuickBooks' Receive
// Payment does: one line links the Invoice, the other the CreditMemo, each for the credit. Reads billing's invoices as
// a read model.
import { asc, inArray } from 'drizzle-orm';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingRecords, invoiceLines, invoices } from '../../db/schema';
import { docNumbersOf, workLogLine } from './invoiceRequests';
import { linkedIds } from './links';
import { creditLineCents, dollarsOf } from './pushRules';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;
/** A create, or 'wait' while what it names (its customer, an item, the invoice, the credit memo) is not in QuickBooks yet. */
type CreditRequest = { entity: 'creditmemo' | 'payment'; body: object } | { missing: MessageKey } | 'wait';

export async function creditRequestsOf(db: Db, realmId: string, records: AccountingRecordRow[]): Promise<Map<string, CreditRequest>> {
  const noteIds = records.map((record) => record.localId);
  const notes = await db.select().from(invoices).where(inArray(invoices._id, noteIds));
  const invoiceIds = notes.map((note) => note.creditsInvoiceId ?? '');
  const [credited, lineRows, customerLinks, invoiceLinks, memoLinks] = await Promise.all([
    db.select().from(invoices).where(inArray(invoices._id, invoiceIds)),
    db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)).orderBy(asc(invoiceLines.date)),
    linkedIds(db, realmId, 'customer', [...new Set(notes.map((note) => note.customerId))]),
    linkedIds(db, realmId, 'invoice', invoiceIds),
    linkedIds(db, realmId, 'creditmemo', noteIds),
  ]);
  const itemLinks = await linkedIds(db, realmId, 'item', [...new Set(lineRows.map((line) => line.item))]);
  const noteOf = new Map(notes.map((note) => [note._id, note]));
  const numberOf = new Map(credited.map((invoice) => [invoice._id, invoice.number]));

  const docNumber = await docNumbersOf(db);
  const answers = new Map<string, CreditRequest>();
  for (const record of records) {
    const note = noteOf.get(record.localId);
    const customerRef = note && customerLinks.get(note.customerId);
    const invoiceRef = note && invoiceLinks.get(note.creditsInvoiceId ?? '');
    const lines = lineRows.filter((line) => line.invoiceId === note?.creditsInvoiceId);
    if (!note || !customerRef || !invoiceRef || lines.some((line) => !itemLinks.has(line.item))) {
      answers.set(record._id, 'wait');
      continue;
    }
    const invoiceNumber = numberOf.get(note.creditsInvoiceId ?? '');
    if (record.kind === 'creditmemo') {
      const number = docNumber(note.number);
      if (!number) {
        answers.set(record._id, { missing: 'server.accounting.failure.doc_number_too_long' });
        continue;
      }
      // The note's amounts are negative in LawnDesk; a CreditMemo's are positive.
      const shares = creditLineCents(
        lines.map((line) => line.amountCents),
        -note.subtotalCents,
      );
      answers.set(record._id, {
        entity: 'creditmemo',
        body: {
          CustomerRef: { value: customerRef },
          DocNumber: number,
          TxnDate: note.issuedOn,
          PrivateNote: `LawnDesk credit note ${note.number} of invoice ${invoiceNumber}`,
          Line: lines.map((line, index) => workLogLine(line, shares[index], itemLinks.get(line.item)!)),
          ...(note.taxCents && { TxnTaxDetail: { TotalTax: dollarsOf(-note.taxCents) } }),
        },
      });
      continue;
    }
    const memoRef = memoLinks.get(note._id);
    if (!memoRef) {
      answers.set(record._id, 'wait');
      continue;
    }
    const credit = dollarsOf(-note.totalCents);
    answers.set(record._id, {
      entity: 'payment',
      body: {
        CustomerRef: { value: customerRef },
        TotalAmt: 0,
        TxnDate: note.issuedOn,
        PrivateNote: `LawnDesk credit note ${note.number} applied to invoice ${invoiceNumber}`,
        Line: [
          { Amount: credit, LinkedTxn: [{ TxnId: invoiceRef, TxnType: 'Invoice' }] },
          { Amount: credit, LinkedTxn: [{ TxnId: memoRef, TxnType: 'CreditMemo' }] },
        ],
      },
    });
  }
  return answers;
}
