// Every document a business sends, rendered in each language its receiver reads and read back with poppler: no two
// words overprint, no message key or placeholder is printed, pages are numbered in the language, and a Spanish
// document carries none of the English words. With DOCUMENTS_DIR set, the PDFs are kept there to be looked at
// (scripts/documentShots.sh renders them and their pages as PNGs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from '../server/modules/billing/invoicePdf';
import { statementPdf } from '../server/modules/billing/customerStatement';
import { receiptPdf } from '../server/modules/billing/receiptPdf';
import { applicationPdf } from '../server/modules/reports/applicationPdf';
import { anApplicationRecord } from './applicationFixtures';
import { anInvoice, aReceipt, aStatement, BUSINESS, PLACES, placesSumming } from './documentFixtures';
import { lineTexts, overlaps, pageCount, pageTexts, wordBoxes } from './pdfBoxes';

type Language = 'en' | 'es';
const PAY_URL = 'https://greenacres.example/pay/3fY0c2Qh-token-that-is-long-enough-to-wrap-AbCdEf0123456789';
const COMMERCIAL = anInvoice(3);
const HOMEOWNER = anInvoice(3, {
  billTo: { companyName: null, name: 'Ana Peña', lines: ['100 Oak Hollow Dr', 'Austin, TX 78750'], poNumber: null },
});

const MANY = anInvoice(40);

const DOCUMENTS: Record<string, (language: Language) => Promise<Buffer>> = {
  'invoice-many-lines': (language) => invoicePdf(MANY, BUSINESS, { taxByPlace: placesSumming(MANY.taxCents), language, payUrl: PAY_URL }),
  'invoice-commercial': (language) =>
    invoicePdf(COMMERCIAL, BUSINESS, { taxByPlace: placesSumming(COMMERCIAL.taxCents), language, payUrl: PAY_URL }),
  'invoice-homeowner-paid': (language) =>
    invoicePdf({ ...HOMEOWNER, status: 'paid', receivedCents: HOMEOWNER.totalCents, balanceCents: 0 }, BUSINESS, { language }),
  // As creditInvoice writes one: no lines, negative amounts, the cancelled invoice named.
  'credit-note': (language) =>
    invoicePdf(
      anInvoice(0, {
        kind: 'credit-note',
        number: 1043,
        creditsInvoiceId: 'invoice-1',
        status: 'paid',
        subtotalCents: -12500,
        taxCents: -1094,
        totalCents: -13594,
        receivedCents: 0,
        balanceCents: 0,
      }),
      BUSINESS,
      { language, creditsNumber: 1042 },
    ),
  statement: (language) => statementPdf(aStatement(45, language), BUSINESS),
  'receipt-card': (language) => receiptPdf(aReceipt({ language }), BUSINESS),
  'receipt-check-commercial': (language) =>
    receiptPdf(
      aReceipt({
        language,
        billTo: COMMERCIAL.billTo,
        method: { kind: 'check', number: '10482' },
        item: 'treatment',
        discountCode: null,
        discountCents: 0,
        priceCents: 9500,
        taxLines: [],
        taxCents: 0,
        amountCents: 9500,
        depositCents: 2000,
        refundedCents: 500,
        balanceCents: 0,
      }),
      BUSINESS,
    ),
};
/** The inspector's report is in English whatever the customers speak: the Texas rule's words, for its inspector. */
const INSPECTOR = () =>
  applicationPdf(
    Array.from({ length: 12 }, (_, index) => anApplicationRecord(index)),
    { business: BUSINESS, cut: ['Period: 6/1/2026 to 6/30/2026'], madeAt: '6/30/2026, 5:00 PM', timeZone: 'America/Chicago' },
  );

/** Words that would say a Spanish document was left partly in English. */
const ENGLISH =
  /\b(Bill to|Attn|Received|Balance|Due|Issued|Page|Amount|Service|Paid|Thank|Lawn|Bush|Method|Statement|Invoice|Credit|ending in|days|Sales tax)\b/;
/** Proper names a document prints as they are, in any language. */
const NAMES = [BUSINESS.name, ...PLACES.map((place) => place.name)];
const PAGE_WORD = { en: 'Page 1 of', es: 'Página 1 de' };

function keep(name: string, pdf: Buffer) {
  const directory = process.env.DOCUMENTS_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${name}.pdf`), pdf);
}

async function read(name: string, pdf: Promise<Buffer>) {
  const bytes = await pdf;
  keep(name, bytes);
  const words = wordBoxes(bytes);
  return { words, text: pageTexts(words).join(' '), lines: lineTexts(words), pages: pageCount(bytes), perPage: pageTexts(words) };
}

describe('every document, as its receiver reads it', () => {
  for (const [name, render] of Object.entries(DOCUMENTS))
    for (const language of ['en', 'es'] as const)
      it(`${name} (${language})`, async () => {
        const { words, text, pages, perPage } = await read(`${name}-${language}`, render(language));
        expect(overlaps(words)).toEqual([]);
        expect(text).not.toMatch(/server\.|%\{|undefined|NaN/);
        perPage.forEach((page, index) => expect(page).toContain(`${PAGE_WORD[language].replace('1', String(index + 1))} ${pages}`));
        expect(text).toContain('Green Acres Lawn Care');
        if (language === 'es') expect(NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)).not.toMatch(ENGLISH);
      });

  it('the inspector’s report (English)', async () => {
    const { words, text, pages } = await read('inspector-report-en', INSPECTOR());
    expect(overlaps(words)).toEqual([]);
    expect(text).not.toMatch(/server\.|%\{|undefined|NaN/);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Dated as the business's other documents: M/D/YYYY and the 12-hour clock, in its time zone.
    expect(text).toContain('6/1/2026 9:05 AM · Oak Hollow Homeowners Association');
    expect(text).toContain('Business license TDA 0612345');
  });

  it('a credit note names the invoice it cancels, in its customer’s language', async () => {
    for (const [language, words] of [
      ['en', ['Credit note 1043', 'Credits invoice: 1042', 'This credit note cancels what invoice 1042 still owed.', 'Total -$135.94']],
      ['es', ['Nota de crédito 1043', 'Anula la factura: 1042', 'anula lo que aún se debía de la factura 1042', 'Total -$135.94']],
    ] as const) {
      const { lines } = await read(`credit-note-assertions-${language}`, DOCUMENTS['credit-note'](language));
      for (const word of words) expect(lines.join('\n')).toContain(word);
    }
  });
});

describe('the receipt', () => {
  it('says who paid, when, how (a card by brand and last four only), for what, the tax by place and what is still owed', async () => {
    const { lines } = await read('receipt-card-assertions', receiptPdf(aReceipt(), BUSINESS));
    const text = lines.join('\n');
    for (const label of [
      'Receipt 3F9C2A7E',
      'Received from',
      'Ana Peña',
      'Paid on: 11/29/2026',
      'Method: Visa ending in 4242',
      'Lawn service on 11/16/2026',
      'Discount (FALL10) -$5.50',
      'Texas State (state) 6.25% $3.09',
      'Capital Metropolitan Transportation Authority (transit) 1% $0.50',
      'Total $53.84',
      'Amount paid $53.84',
      'Balance still owed on 11/30/2026 $115.00',
      'License TDA 0612345',
    ])
      expect(text).toContain(label);
    expect(text).not.toContain('Refunded');
  });

  it('names a check by its number, takes the deposit off what was paid, and shows a refund, in Spanish', async () => {
    const receipt = aReceipt({
      language: 'es',
      method: { kind: 'check', number: '10482' },
      depositCents: 2000,
      refundedCents: 500,
      taxLines: [],
      taxCents: 0,
    });
    const { lines } = await read('receipt-check-assertions', receiptPdf(receipt, BUSINESS));
    const text = lines.join('\n');
    for (const label of [
      'Recibo 3F9C2A7E',
      'Recibido de',
      'Ana Peña',
      'Pagado el: 11/29/2026',
      'Forma de pago: Cheque n.º 10482',
      'Corte de césped del 11/16/2026',
      'Pagado con su depósito -$20.00',
      'Importe pagado $33.84',
      'Reembolsado -$5.00',
      'Gracias por su pago.',
    ])
      expect(text).toContain(label);
    expect(text).not.toContain('Impuesto sobre las ventas');
  });
});
