// The count and sums of the payments the list's filter selects (GET /payments/totals), above the list.
import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import type { PaymentFilter } from '../../../common/schemas/payment';
import { useMoney } from '../../ui/billing/money';
import { billingKeys, useBillingProvider } from '../../ui/billing/useBilling';

export function PaymentTotalsBar() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useBillingProvider();
  const { filterValues } = useListContext();
  const { data: totals } = useQuery({
    queryKey: billingKeys.totals(filterValues),
    queryFn: () => dataProvider.getPaymentTotals(filterValues as PaymentFilter),
  });
  if (!totals) return null;
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      useFlexGap
      gap={1}
      alignItems="center"
      sx={{ px: 2, py: 1 }}
      role="status"
      aria-label={translate('app.billing.totals.label')}
    >
      <Typography variant="subtitle2" component="span">
        {translate('app.billing.totals.summary', { smart_count: totals.count, amount: money(totals.amountCents) })}
      </Typography>
      {totals.refundedCents > 0 && (
        <Typography variant="body2" component="span" color="text.secondary">
          {translate('app.billing.refunded', { amount: money(totals.refundedCents) })}
        </Typography>
      )}
      {totals.byStatus.map(({ status, count, amountCents }) => (
        <Chip
          key={status}
          size="small"
          variant="outlined"
          label={`${translate(`app.billing.statuses.${status}`)}: ${count} · ${money(amountCents)}`}
        />
      ))}
    </Stack>
  );
}
