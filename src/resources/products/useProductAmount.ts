// An amount of a product in its unit, as a count reads: the user's digits, no float noise ("64.82 oz").
import { useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';

export function useProductAmount() {
  const translate = useTranslate();
  const format = useFormat();
  return (amount: number, unit: ProductRecord['unit']) =>
    translate('app.treatments.product.amount', {
      amount: format.number(amount, { maximumFractionDigits: 3 }),
      unit: translate(`app.treatments.units.${unit}`),
    });
}
