// A business, an invoice and its tax by place as the document tests (and a look at their pages) render them.
import type { InvoiceRecord } from '../common/schemas/invoice';
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
  const visits = Array.from({ length: lines }, (_, index) => ({
    paymentId: `payment-${index}`,
    date: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
    item: (['mow', 'bnb', 'call-log'] as const)[index % 3],
    address: index % 5 === 4 ? '11805 Jollyville Road, Building C, Unit 2204 (gate at the back)' : `${100 + index} Oak Hollow Dr`,
    amountCents: 4500 + index,
    taxCents: 371,
  }));
  const subtotalCents = visits.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = visits.reduce((sum, line) => sum + line.taxCents, 0);
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
    lines: visits,
    ...overrides,
  };
}
