// A payment's receipt as a PDF in its customer's language, laid out as the business's other documents: whom it was
// received from, the day (the business's), the method (a card's brand and last four digits, a check's number), what
// was paid for, the amount with its tax by place, and what the customer still owes.
import { renderMessage } from '../../../common/i18n/catalog';
import { calendarDay } from '../../../common/format';
import { type PaymentReceipt, type ReceiptMethod, receiptReference } from '../../../common/schemas/receipt';
import { billToLines, money, openBusinessDocument, type PdfBusiness, wordsIn } from './invoicePdf';

type Words = ReturnType<typeof wordsIn>;

export function methodText(method: ReceiptMethod, words: Words): string {
  if (method.kind === 'card')
    return method.last4
      ? words('methods.card', { brand: words(`brands.${method.brand ?? 'other'}`), last4: method.last4 })
      : words('methods.card_unknown');
  if (method.kind === 'check') return method.number ? words('methods.check_number', { number: method.number }) : words('methods.check');
  return words(`methods.${method.kind}`);
}

export function receiptPdf(receipt: PaymentReceipt, business: PdfBusiness): Promise<Buffer> {
  const { language } = receipt;
  const words = wordsIn(language);
  const title = `${words('receipt')} ${receiptReference(receipt.paymentId)}`;
  const page = openBusinessDocument(title, business, language);
  const service = renderMessage(language, `server.invoices.items.${receipt.item}`);

  page.line([{ text: title, x: page.left, width: page.width, bold: true, size: 14 }]);
  page.gap(4);
  const pair = (label: string, value: string) => ({ text: `${label}: ${value}`, size: 10 });
  page.columns(billToLines(receipt.billTo, words, page.GREY, 'received_from'), [
    pair(words('paid_on'), calendarDay(receipt.paidOn)),
    pair(words('method'), methodText(receipt.method, words)),
    ...(receipt.billTo.poNumber ? [pair(words('po_number'), receipt.billTo.poNumber)] : []),
  ]);
  page.gap(6);

  page.table(
    [
      { header: words('paid_for'), width: 190 },
      { header: words('address'), width: page.width - 280 },
      { header: words('amount'), width: 90, align: 'right' },
    ],
    [[words('visit_of', { service, date: calendarDay(receipt.serviceDate) }), receipt.serviceAddress, money(receipt.priceCents)]],
  );
  page.gap(6);
  page.rule();

  const paidCents = receipt.amountCents - receipt.depositCents;
  // The price is told apart from the total only when a discount or tax stands between them.
  const pricedApart = receipt.discountCents !== 0 || receipt.taxCents !== 0;
  page.sums([
    ...(pricedApart ? [{ label: words('price'), value: money(receipt.priceCents) }] : []),
    ...(receipt.discountCents
      ? [
          {
            label: receipt.discountCode ? words('discount_code', { code: receipt.discountCode }) : words('discount'),
            value: money(-receipt.discountCents),
          },
        ]
      : []),
    ...(receipt.taxCents ? [{ label: words('sales_tax'), value: money(receipt.taxCents) }] : []),
    ...receipt.taxLines.map((line) => ({
      label: `${line.name} (${words(`jurisdiction_types.${line.type}`)}) ${Number(line.ratePercent.toFixed(4))}%`,
      value: money(line.taxCents),
      detail: true,
    })),
    { label: words('total'), value: money(receipt.amountCents), bold: true },
    ...(receipt.depositCents ? [{ label: words('from_deposit'), value: money(-receipt.depositCents) }] : []),
    { label: words('amount_paid'), value: money(paidCents), bold: true },
    ...(receipt.refundedCents ? [{ label: words('refunded'), value: money(-receipt.refundedCents) }] : []),
    { label: words('balance_after', { date: calendarDay(receipt.balanceOn) }), value: money(receipt.balanceCents), bold: true },
  ]);
  page.gap(12);
  page.line([{ text: words('thanks'), x: page.left, width: page.width, size: 10 }]);
  return page.finish();
}
