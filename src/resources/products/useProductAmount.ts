// An amount of a product in its unit, as a count reads: the user's digits, no float noise ("64.82 oz").
import { useLocaleState, useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../common/schemas/treatment';

export function useProductAmount() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (amount: number, unit: ProductRecord['unit']) =>
    translate('app.treatments.product.amount', {
      amount: amount.toLocaleString(locale, { maximumFractionDigits: 3 }),
      unit: translate(`app.treatments.units.${unit}`),
    });
}
