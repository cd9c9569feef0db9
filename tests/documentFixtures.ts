// A business, an invoice and its tax by place, a statement and a receipt as the document tests (and a look at their
// pages) render them.
import type { CustomerStatement, InvoiceRecord } from '../common/schemas/invoice';
import type { PaymentReceipt } from '../common/schemas/receipt';
import type { TaxByPlace } from '../server/modules/billing/invoicePdf';

export const BUSINESS = {
  name: 'Green Acres Lawn Care',
  phone: '(512) 555-0142',
  email: 'office@greenacres.test',
  address: '4100 Industrial Blvd, Suite 12',
  city: 'Austin',
  state: 'TX',
  zipcode: '78744',
  licenceNo: 'TDA 0612345',
  logo: '',
};

export const PLACES: TaxByPlace[] = [
  { name: 'Texas State', type: 'state', ratePercent: 6.25, taxCents: 1250 },
  { name: 'Travis County', type: 'county', ratePercent: 0, taxCents: 0 },
  { name: 'City of Austin', type: 'city', ratePercent: 1, taxCents: 200 },
  { name: 'Capital Metropolitan Transportation Authority', type: 'transit', ratePercent: 1, taxCents: 200 },
  { name: 'Travis County Emergency Services District No. 4', type: 'spd', ratePercent: 0.5, taxCents: 100 },
];

export function anInvoice(lines: number, overrides: Partial<InvoiceRecord> = {}): InvoiceRecord {
  const workLogs = Array.from({ length: lines }, (_, index) => ({
    paymentId: `payment-${index}`,
    date: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
    item: (['mow', 'bnb', 'treatment', 'call-log'] as const)[index % 4],
    address: index % 5 === 4 ? '11805 Jollyville Road, Building C, Unit 2204 (gate at the back)' : `${100 + index} Oak Hollow Dr`,
    amountCents: 4500 + index,
    taxCents: 371,
  }));
  const subtotalCents = workLogs.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = workLogs.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    id: 'invoice-1',
    number: 1042,
    kind: 'invoice',
    customerId: 'customer-1',
    customerName: 'Ana Peña',
    billTo: {
      companyName: 'Oak Hollow Homeowners Association',
      name: 'Ana Peña',
      lines: ['PO Box 2231', 'Round Rock, TX 78664'],
      poNumber: 'PO-88121',
    },
    creditsInvoiceId: null,
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
    termsDays: 30,
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    receivedCents: 1000,
    balanceCents: subtotalCents + taxCents - 1000,
    status: 'open',
    lines: workLogs,
    ...overrides,
  };
}

export function aStatement(invoices: number, language: 'en' | 'es' = 'en'): CustomerStatement {
  return {
    customerId: 'customer-1',
    customerName: 'Ana Peña',
    billTo: anInvoice(1).billTo,
    language,
    asOf: '2026-11-29',
    invoices: Array.from({ length: invoices }, (_, index) => ({
      id: `invoice-${index}`,
      number: 1000 + index,
      issuedOn: '2026-08-01',
      dueOn: '2026-09-01',
      totalCents: 12000,
      receivedCents: 0,
      balanceCents: 12000,
      daysPastDue: 89,
      bucket: 'days61to90' as const,
    })),
    buckets: { current: 0, days1to30: 0, days31to60: 0, days61to90: 12000 * invoices, over90: 0 },
    balanceCents: 12000 * invoices,
  };
}

/** A card charged on 11/29 for an 11/16 visit in Austin, with a discount and four jurisdictions' tax. */
export function aReceipt(overrides: Partial<PaymentReceipt> = {}): PaymentReceipt {
  return {
    paymentId: '3f9c2a7e-51b0-4c8e-9d1a-0b2c3d4e5f60',
    language: 'en',
    billTo: { companyName: null, name: 'Ana Peña', lines: ['100 Oak Hollow Dr', 'Austin, TX 78750'], poNumber: null },
    paidOn: '2026-11-29',
    item: 'mow',
    serviceDate: '2026-11-16',
    serviceAddress: '100 Oak Hollow Dr, Austin, TX 78750',
    method: { kind: 'card', brand: 'visa', last4: '4242' },
    priceCents: 5500,
    discountCode: 'FALL10',
    discountCents: 550,
    taxLines: [
      { name: 'Texas State', type: 'state', ratePercent: 6.25, taxCents: 309 },
      { name: 'City of Austin', type: 'city', ratePercent: 1, taxCents: 50 },
      { name: 'Capital Metropolitan Transportation Authority', type: 'transit', ratePercent: 1, taxCents: 50 },
      { name: 'Travis County Emergency Services District No. 4', type: 'spd', ratePercent: 0.5, taxCents: 25 },
    ],
    taxCents: 434,
    amountCents: 5384,
    depositCents: 0,
    refundedCents: 0,
    balanceCents: 11500,
    balanceOn: '2026-11-30',
    ...overrides,
  };
}

/** PLACES' rates with their tax adding up to `taxCents` (the state takes the cents rounding leaves). */
export function placesSumming(taxCents: number): TaxByPlace[] {
  const rates = PLACES.reduce((sum, place) => sum + place.ratePercent, 0);
  const shares = PLACES.map((place) => ({ ...place, taxCents: Math.floor((taxCents * place.ratePercent) / rates) }));
  shares[0].taxCents += taxCents - shares.reduce((sum, place) => sum + place.taxCents, 0);
  return shares;
}
