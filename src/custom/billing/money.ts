// Money on the billing screens: stored as whole cents, shown as dollars with two decimals in the user's language.
import { useLocaleState } from 'react-admin';

export const formatCents = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

export function useMoney() {
  const [locale] = useLocaleState();
  return (cents: number) => formatCents(cents, locale);
}

export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
