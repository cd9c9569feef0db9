// Whom an invoice is billed to (docs/billing.md "Documents"): a commercial customer's company with the person below it,
// the billing address when the customer keeps one, else the service address, and the purchase order number.
import type { BillTo } from '../../../common/schemas/invoice';
import { cityLine } from '../../lib/pdfDocument';

export interface BillingCustomer {
  firstName: string;
  lastName: string;
  companyName: string | null;
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZipcode: string | null;
  poNumber: string | null;
}

export interface ServicePlace {
  address: string;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

export function billToOf(customer: BillingCustomer, service: ServicePlace | null): BillTo {
  const place = customer.billingAddress
    ? { address: customer.billingAddress, city: customer.billingCity, state: customer.billingState, zipcode: customer.billingZipcode }
    : service;
  const lines = place ? [place.address, cityLine(place)].filter(Boolean) : [];
  return {
    companyName: customer.companyName?.trim() || null,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    lines,
    poNumber: customer.poNumber?.trim() || null,
  };
}
