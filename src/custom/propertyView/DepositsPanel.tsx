// The Billing tab's quote deposits (issue 64): each deposit the customer paid on a quote's page, with its card and what
// was refunded, and the credit left for the next visits (each visit's payment takes from it first: docs/quotes.md).
// Read only: a deposit is refunded from its quote's card on the lead's page, and never edited.
import { Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useMoney } from '../../ui/billing/money';
import { useFormat } from '../../ui/format/useFormat';

export function DepositsPanel({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data } = useQuery({ queryKey: ['deposits', customerId], queryFn: () => dataProvider.getCustomerDeposits(customerId) });
  if (!data?.deposits.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={translate('app.billing.deposits.title')}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.billing.deposits.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {data.deposits.map((deposit) => (
          <Typography key={deposit._id} component="li" variant="body2" data-testid="deposit-row">
            {[
              translate('app.billing.deposits.paid', { amount: money(deposit.amountCents), date: format.dayOf(deposit.paidAt) }),
              deposit.last4 &&
                translate('app.billing.deposits.card', { brand: translate(`app.cards.brands.${deposit.brand}`), last4: deposit.last4 }),
              deposit.refundedCents > 0 && translate('app.billing.deposits.refunded', { amount: money(deposit.refundedCents) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="deposit-left">
        {translate('app.billing.deposits.left', { amount: money(data.leftCents) })}
      </Typography>
    </Paper>
  );
}
