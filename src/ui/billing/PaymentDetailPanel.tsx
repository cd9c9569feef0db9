// One payment's detail: how its amount was made, its gateway tries, its receipt once paid, and its history
// (GET /payments/{id}).
import { Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { declineReason } from '../../../common/declines';
import type { PaymentDetail } from '../../../common/schemas/paymentRecord';
import { calendarDate } from '../fields/CalendarDateField';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { useMoney } from './money';
import { usePaymentDetail } from './useBilling';
import { LoadingSpinner } from '../LoadingSpinner';
import { ReceiptPdfButton } from './InvoicePdfButton';

/** A decline in the user's language: the catalog's words for a known code or one of ours (no card on file), else the gateway's. */
export const failureText = (
  translate: (key: string, options?: object) => string,
  { failureCode, failureMessage }: Pick<PaymentDetail, 'failureCode' | 'failureMessage'>,
) => (failureMessage ? translate(declineReason(failureCode, failureMessage), { _: failureMessage }) : '');

function amountLines(
  payment: PaymentDetail,
  money: (cents: number) => string,
  translate: (key: string, options?: object) => string,
): [field: string, value: string | null][] {
  return [
    ['priceCents', money(payment.priceCents)],
    [
      'discountCents',
      payment.discountCents ? `${money(-payment.discountCents)}${payment.discountCode ? ` (${payment.discountCode})` : ''}` : null,
    ],
    ['taxCents', `${money(payment.taxCents)} (${payment.taxPercent}%)`],
    ['amountCents', money(payment.amountCents)],
    ['depositCents', payment.depositCents ? money(payment.depositCents) : null],
    ['refundedCents', payment.refundedCents ? money(payment.refundedCents) : null],
    ['commissionCents', `${money(payment.commissionCents)} (${payment.commissionPercent}%)`],
    ['attempts', String(payment.attempts)],
    ['nextAttemptOn', payment.nextAttemptOn && calendarDate(payment.nextAttemptOn)],
    ['chargeLaterDate', payment.chargeLaterDate && calendarDate(payment.chargeLaterDate)],
    [
      'failureMessage',
      payment.failureMessage && `${failureText(translate, payment)}${payment.failureCode ? ` (${payment.failureCode})` : ''}`,
    ],
    ['declineClass', payment.declineClass && translate(`app.billing.decline_classes.${payment.declineClass}`)],
    ['firstDeclinedOn', payment.firstDeclinedOn && calendarDate(payment.firstDeclinedOn)],
    ['manualReference', payment.manualReference],
  ];
}

export function PaymentDetailPanel({ paymentId }: { paymentId: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const { data: payment } = usePaymentDetail(paymentId);
  if (!payment) return <LoadingSpinner size={24} sx={{ m: 1 }} />;
  return (
    <Box sx={{ py: 1 }}>
      <Grid container spacing={1} component="dl" sx={{ m: 0 }}>
        {amountLines(payment, money, translate)
          .filter((line): line is [string, string] => Boolean(line[1]))
          .map(([field, value]) => (
            <Grid key={field} size={{ xs: 6, sm: 4, md: 3 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`app.billing.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Grid>
          ))}
      </Grid>
      <Box sx={{ mt: 1 }}>
        <ReceiptPdfButton payment={payment} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {translate('app.billing.history')}
      </Typography>
      <HistoryTimeline entries={payment.history} fieldLabels="app.billing.fields" />
    </Box>
  );
}
