// A paper record's rate above the label's maximum is refused unless a supervisor gives a reason (4 TAC §7.33 keeps the
// record as applied; the label is the law): once the amount over the area passes the chosen product's maximum, the
// form says so and asks for the reason the server needs, which goes on the record with a warning.
import { Alert } from '@mui/material';
import { TextInput, useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ProductRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../format/useFormat';
import { ratePer1000 } from './labelRate';

export function RateOverrideInput() {
  const translate = useTranslate();
  const { number } = useFormat();
  const [productId, amount, areaSqFt] = useWatch({ name: ['productId', 'amount', 'areaSqFt'] }) as [string, unknown, unknown];
  const { data: product } = useGetOne<ProductRecord>('products', { id: productId }, { enabled: Boolean(productId) });
  const [applied, area] = [Number(amount), Number(areaSqFt)];
  if (!product || !(applied > 0) || !(area > 0)) return null;
  const rate = ratePer1000(applied, area);
  if (!(rate > product.rateMaxPer1000)) return null;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.treatments.applications.rate_above_override', {
          rate: number(rate, { maximumFractionDigits: 4 }),
          max: number(product.rateMaxPer1000),
          unit: translate(`app.treatments.units.${product.unit}`),
        })}
      </Alert>
      <TextInput source="overrideReason" label="resources.applications.fields.overrideReason" multiline fullWidth />
    </>
  );
}
