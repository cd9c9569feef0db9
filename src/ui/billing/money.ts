// Money on the billing screens: stored as whole cents, shown as dollars with two decimals in the user's language.
import { useFormat } from '../format/useFormat';

export function useMoney() {
  return useFormat().money;
}

export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
