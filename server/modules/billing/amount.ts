// A payment's money, worked out once when it is made (docs/billing.md "Money"): the discount that applies, the price
// after it, the market's tax and the business's commission, all in whole cents rounded half up. No I/O.
import type { DISCOUNT_CUSTOMER_TYPES, DISCOUNT_TYPES } from '../../../common/schemas/discount';
import type { SERVICE_TYPES, WorkLogType } from '../../../common/schemas/service';

type ServiceType = (typeof SERVICE_TYPES)[number];

export interface DiscountTerms {
  type: (typeof DISCOUNT_TYPES)[number];
  /** Dollars for the price types, a percent for `percentage`, unused by `free`. */
  value: number;
  numberOfServices: number;
  startDate: string;
  endDate: string;
  service: ServiceType;
  customerType: (typeof DISCOUNT_CUSTOMER_TYPES)[number];
}

export interface DiscountContext {
  visitDate: string;
  serviceType: WorkLogType;
  /** The customer's first visit of this service; null when this visit is the first. */
  firstVisitDate: string | null;
  /** Payments of this property that already carry this discount. */
  discountedSoFar: number;
}

/** Whether the property's discount code covers this visit. */
export function discountApplies(discount: DiscountTerms | null, context: DiscountContext): boolean {
  if (!discount) return false;
  if (discount.service !== context.serviceType) return false;
  if (context.visitDate < discount.startDate || context.visitDate > discount.endDate) return false;
  const firstVisit = context.firstVisitDate ?? context.visitDate;
  const customerType = firstVisit >= discount.startDate ? 'new' : 'past';
  return customerType === discount.customerType && context.discountedSoFar < discount.numberOfServices;
}

export interface AmountInput {
  /** Dollars, as the work log keeps the service's price. */
  price: number;
  discount: Pick<DiscountTerms, 'type' | 'value'> | null;
  taxPercent: number;
  commissionPercent: number;
}

export interface Amounts {
  priceCents: number;
  discountCents: number;
  taxCents: number;
  amountCents: number;
  commissionPercent: number;
  commissionCents: number;
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * `percent` of `cents`, rounded half up to the cent. The percent is taken to four decimals and the product worked out
 * in integers, so 8.25 % of $45.00 is exactly 371.25 cents (371), not a binary fraction a hair either side.
 */
export function percentOf(cents: number, percent: number): number {
  const product = cents * Math.round(percent * 10_000);
  return Math.floor((product + 500_000) / 1_000_000);
}

function discountCentsOf(priceCents: number, discount: AmountInput['discount']): number {
  if (!discount) return 0;
  switch (discount.type) {
    // A fixed price above the visit's own price is no discount: the customer never pays more for having a code.
    case 'fixed-price':
      return Math.max(0, priceCents - toCents(discount.value));
    case 'price-discount':
      return Math.min(priceCents, toCents(discount.value));
    case 'percentage':
      return Math.min(priceCents, percentOf(priceCents, discount.value));
    case 'free':
      return priceCents;
  }
}

export function paymentAmounts(input: AmountInput): Amounts {
  const priceCents = toCents(input.price);
  const discountCents = discountCentsOf(priceCents, input.discount);
  const netCents = priceCents - discountCents;
  const taxCents = percentOf(netCents, input.taxPercent);
  return {
    priceCents,
    discountCents,
    taxCents,
    amountCents: netCents + taxCents,
    commissionPercent: input.commissionPercent,
    commissionCents: percentOf(netCents, input.commissionPercent),
  };
}
