// An approved quote's deposit on its card: pending, or paid with what was refunded and what is left of it; staff who
// may refund it give back all or part through the gateway (Refund deposit asks how much and why).
import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { hasPermission } from '../../../common/permissions';
import type { RefundInput } from '../../../common/schemas/payment';
import type { QuoteRecord } from '../../../common/schemas/quote';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { RefundAmountDialog, refundFieldOf } from '../../ui/billing/PaymentDialogs';
import { useFormSave } from '../../ui/forms/useFormSave';
import { useFormat } from '../../ui/format/useFormat';

/** The permission `POST /quotes/{id}/deposit/refund` asks. */
const REFUND_PERMISSION = 'quotes_manage';

function RefundDepositButton({ quote, leftCents }: { quote: QuoteRecord; leftCents: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [open, setOpen] = useState(false);
  const refund = useFormSave(
    (input: RefundInput) => dataProvider.refundQuoteDeposit(quote._id, input),
    async ({ message }) => {
      notify(message, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['quotes-of'] });
    },
  );
  const onSave = async (input: RefundInput) => {
    const errors = await refund.submit(input);
    return errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [refundFieldOf(path), message]));
  };
  return (
    <>
      <Button size="small" color="inherit" variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.quotes.refund_deposit')}
      </Button>
      {open && (
        <RefundAmountDialog
          refundable={leftCents}
          title="app.quotes.refund_deposit_title"
          onClose={() => setOpen(false)}
          onSave={onSave}
          saving={refund.isPending}
        />
      )}
    </>
  );
}

export function QuoteDepositStatus({ quote }: { quote: QuoteRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  const paid = quote.depositPaid;
  if (quote.status !== 'approved' || quote.depositCents <= 0) return null;
  const user = session.user();
  const usedCents = paid ? paid.amountCents - paid.refundedCents - paid.leftCents : 0;
  const mayRefund = Boolean(paid && paid.leftCents > 0 && user && hasPermission(user, REFUND_PERMISSION));
  return (
    <Stack spacing={0.5} alignItems="flex-start" data-testid="quote-deposit">
      <Chip
        size="small"
        color={paid ? 'success' : 'warning'}
        label={
          paid
            ? translate('app.quotes.deposit_paid', { amount: format.money(paid.amountCents), date: format.dayOf(paid.paidAt) })
            : translate('app.quotes.deposit_pending', { amount: format.money(quote.depositCents) })
        }
      />
      {paid && paid.leftCents < paid.amountCents && (
        <Typography variant="body2" data-testid="quote-deposit-left">
          {[
            paid.refundedCents > 0 && translate('app.quotes.deposit_refunded', { amount: format.money(paid.refundedCents) }),
            usedCents > 0 && translate('app.quotes.deposit_used', { amount: format.money(usedCents) }),
            translate('app.quotes.deposit_left', { amount: format.money(paid.leftCents) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {mayRefund && <RefundDepositButton quote={quote} leftCents={paid!.leftCents} />}
    </Stack>
  );
}
