// The signed-in customer's payment history (GET /payments answers only its own), with "Pay now" on a failed payment
// and the receipt of a paid one.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { PaymentStatus } from '../../../common/schemas/payment';
import type { CustomerPaymentDetail, CustomerPaymentRow } from '../../dataProvider/portalMethods';
import { ReceiptPdfButton } from '../../ui/billing/InvoicePdfButton';
import { PaymentStatusChip } from '../../ui/billing/PaymentStatusChip';
import { useMoney } from '../../ui/billing/money';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { portalKeys, usePortalProvider, useRefreshPortal } from './useCustomerDashboard';

const PAGE_SIZE = 25;
/** What the customer may pay itself: a declined charge, retrying or stopped. */
const PAYABLE: readonly PaymentStatus[] = ['failed', 'failed-stop'];

/** "Manual" is the office's word: the customer reads where a payment not charged to a card is paid. */
const byHandLabel = (payment: CustomerPaymentRow, translate: ReturnType<typeof useTranslate>) =>
  payment.invoiceNumber != null
    ? translate('app.portal.on_invoice', { number: payment.invoiceNumber })
    : translate('app.portal.not_charged_to_card');

function PaymentLine({ payment, onPay }: { payment: CustomerPaymentRow; onPay: () => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const payable = PAYABLE.includes(payment.status) && !payment.closed;
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 1.5, listStyle: 'none' }}
      aria-label={translate('app.billing.payment_of', { date: calendarDate(payment.date) })}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {calendarDate(payment.date)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {translate('app.portal.payment_line', { item: translate(`app.billing.items.${payment.item}`), address: payment.address })}
          </Typography>
        </Box>
        <Stack alignItems="flex-end" spacing={0.5}>
          <Typography variant="subtitle2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(payment.amountCents)}
          </Typography>
          {payment.depositCents > 0 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.billing.deposit_applied', { amount: money(payment.depositCents) })}
            </Typography>
          )}
          {payment.status === 'manual' ? (
            <Chip size="small" color="default" label={byHandLabel(payment, translate)} />
          ) : (
            <PaymentStatusChip status={payment.status} />
          )}
          <ReceiptPdfButton payment={payment} />
        </Stack>
      </Stack>
      {payable && (
        <Button variant="contained" color="primary" size="small" fullWidth onClick={onPay} sx={{ mt: 1 }}>
          {translate('app.portal.pay_now')}
        </Button>
      )}
    </Paper>
  );
}

function usePayMyPayment(onDone: () => void) {
  const dataProvider = usePortalProvider();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: ({ _id, attempts }: CustomerPaymentRow) => dataProvider.payMyPayment(_id, attempts),
    onSuccess: async (payment: CustomerPaymentDetail) => {
      if (payment.status === 'success') notify('app.portal.paid', { type: 'success' });
      else if (payment.failureMessage) notify('app.portal.declined', { type: 'error', messageArgs: { reason: payment.failureMessage } });
      else notify('app.portal.declined_no_reason', { type: 'error' });
      await refresh();
    },
    onError: (error) => reportError(error),
    onSettled: onDone,
  });
}

export function MyPayments() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = usePortalProvider();
  const [paying, setPaying] = useState<CustomerPaymentRow | null>(null);
  const pay = usePayMyPayment(() => setPaying(null));
  const {
    data: payments = [],
    isPending,
    isError,
  } = useQuery({
    queryKey: portalKeys.payments,
    queryFn: async () =>
      (
        await dataProvider.getList<CustomerPaymentRow & { id: string }>('payments', {
          pagination: { page: 1, perPage: PAGE_SIZE },
          sort: { field: 'date', order: 'DESC' },
          filter: {},
        })
      ).data,
  });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="my-payments-title">
      <Typography id="my-payments-title" variant="h6" component="h2">
        {translate('app.portal.payments')}
      </Typography>
      {isError && <Alert severity="error">{translate('app.portal.payments_failed')}</Alert>}
      {!isPending && !isError && !payments.length && <Alert severity="info">{translate('app.portal.payments_empty')}</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {payments.map((payment) => (
          <PaymentLine key={payment._id} payment={payment} onPay={() => setPaying(payment)} />
        ))}
      </Stack>
      <Confirm
        isOpen={Boolean(paying)}
        loading={pay.isPending}
        title="app.portal.pay_title"
        translateOptions={{ amount: paying ? money(paying.amountCents - paying.depositCents) : '' }}
        content="app.portal.pay_content"
        onConfirm={() => paying && pay.mutate(paying)}
        onClose={() => setPaying(null)}
      />
    </Stack>
  );
}
