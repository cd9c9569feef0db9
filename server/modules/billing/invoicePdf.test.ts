// The invoice and the statement as their receiver reads them: rendered, then every word's box read back with poppler
// (`pdftotext -bbox`): no two words overprint, at one line, forty lines (a page break) and several tax jurisdictions,
// in English and Spanish, with the business's head, whom it is billed to, the totals and the pay link.
import { describe, expect, it } from 'vitest';
import { anInvoice, aStatement, BUSINESS, PLACES } from '../../../tests/documentFixtures';
import { overlaps, pageCount, pageTexts, wordBoxes } from '../../../tests/pdfBoxes';
import { statementPdf } from './customerStatement';
import { invoicePdf } from './invoicePdf';

const PAY_URL = 'https://greenacres.example/pay/3fY0c2Qh-token-that-is-long-enough-to-wrap-AbCdEf0123456789';

async function read(pdf: Promise<Buffer>) {
  const bytes = await pdf;
  const words = wordBoxes(bytes);
  return { words, text: pageTexts(words).join(' '), pages: pageCount(bytes) };
}

describe('the invoice PDF', () => {
  for (const [lines, places] of [
    [1, PLACES.slice(0, 1)],
    [1, PLACES],
    [40, PLACES],
  ] as const)
    it(`never overprints: ${lines} line(s), ${places.length} jurisdiction(s)`, async () => {
      const { words, text, pages } = await read(invoicePdf(anInvoice(lines), BUSINESS, { taxByPlace: [...places], payUrl: PAY_URL }));
      expect(overlaps(words)).toEqual([]);
      if (lines === 40) expect(pages).toBeGreaterThan(1);
      for (const label of [
        'Green Acres Lawn Care',
        '4100 Industrial Blvd, Suite 12',
        'Austin, TX 78744',
        'License TDA 0612345',
        'Invoice 1042',
        'Bill to',
        'Oak Hollow Homeowners Association',
        'Attn: Ana Peña',
        'PO Box 2231',
        'Round Rock, TX 78664',
        'PO number: PO-88121',
        'Due: 12/1/2026',
        'Subtotal',
        'Sales tax',
        'Total',
        'Received',
        'Balance due',
        'Pay online',
        `Page 1 of ${pages}`,
        ...places.map((place) => place.name),
      ])
        expect(text).toContain(label);
      // The link is printed whole (it may wrap) and is the document's only link.
      expect(text.replace(/ /g, '')).toContain(PAY_URL);
    });

  it('speaks Spanish to a Spanish-speaking customer', async () => {
    const { words, text } = await read(invoicePdf(anInvoice(3), BUSINESS, { taxByPlace: PLACES, language: 'es', payUrl: PAY_URL }));
    expect(overlaps(words)).toEqual([]);
    for (const label of [
      'Factura 1042',
      'Facturar a',
      'Atención: Ana Peña',
      'Orden de compra',
      'Saldo a pagar',
      'Pague en línea',
      'Licencia',
    ])
      expect(text).toContain(label);
    expect(text).not.toContain('Balance due');
  });

  it('bills a homeowner by name at the service address, and shows no pay link once nothing is owed', async () => {
    const invoice = anInvoice(2, {
      billTo: { companyName: null, name: 'Ana Peña', lines: ['100 Oak Hollow Dr', 'Austin, TX 78750'], poNumber: null },
      status: 'paid',
      balanceCents: 0,
    });
    const { words, text } = await read(invoicePdf(invoice, BUSINESS, { payUrl: PAY_URL }));
    expect(overlaps(words)).toEqual([]);
    expect(text).toContain('Bill to Ana Peña 100 Oak Hollow Dr');
    expect(text).not.toContain('Attn:');
    expect(text).not.toContain('PO number');
    expect(text).not.toContain('Pay online');
    expect(text).toContain('Paid: nothing owed');
  });
});

describe('the head', () => {
  const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('draws the logo beside a long business name without overprinting, and goes without an unreadable one', async () => {
    const long = { ...BUSINESS, name: 'Green Acres Lawn Care and Landscaping of Central Texas, LLC', logo: PIXEL };
    const withLogo = await invoicePdf(anInvoice(2), long, { taxByPlace: PLACES });
    expect(overlaps(wordBoxes(withLogo))).toEqual([]);
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const broken = await read(invoicePdf(anInvoice(1), { ...BUSINESS, logo: 'data:image/png;base64,AAAA' }));
    expect(broken.text).toContain('Green Acres Lawn Care');
  });
});

describe('the statement PDF', () => {
  for (const [count, language] of [
    [0, 'en'],
    [1, 'en'],
    [60, 'en'],
    [60, 'es'],
  ] as const)
    it(`never overprints: ${count} invoice(s), ${language}`, async () => {
      const { words, text, pages } = await read(statementPdf(aStatement(count, language), BUSINESS));
      expect(overlaps(words)).toEqual([]);
      if (count === 60) expect(pages).toBeGreaterThan(1);
      const labels =
        language === 'en'
          ? ['Statement', 'Bill to', 'Oak Hollow Homeowners Association', 'PO number: PO-88121', '61–90 days', 'Balance due']
          : ['Estado de cuenta', 'Facturar a', 'Orden de compra', '61–90 días', 'Saldo a pagar'];
      for (const label of labels) expect(text).toContain(label);
    });
});
