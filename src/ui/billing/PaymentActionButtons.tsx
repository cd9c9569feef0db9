// One payment's action buttons (by its status) and the dialog or confirmation each opens.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { ChargeLaterInput, NoChargeInput, ReceivedInput, RefundInput } from '../../../common/schemas/payment';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import { submitTo } from '../forms/useFormSave';
import { type PaymentAction, actionsFor } from './paymentActions';
import { ChargeLaterDialog, NoChargeDialog, ReceivedDialog, RefundDialog, refundFieldOf } from './PaymentDialogs';
import { useBillingProvider, useBillingWrite } from './useBilling';

/** Actions that only ask "are you sure?". */
const CONFIRMED: readonly PaymentAction[] = ['charge', 'revert-charge-later', 'manual'];

export function PaymentActionButtons({ payment }: { payment: PaymentRow }) {
  const translate = useTranslate();
  const dataProvider = useBillingProvider();
  const [open, setOpen] = useState<PaymentAction | null>(null);
  const close = () => setOpen(null);
  const id = payment._id;
  const workLogId = payment.workLogId ?? '';
  const calls: Record<PaymentAction, (input: never) => Promise<unknown>> = {
    charge: () => dataProvider.chargePaymentNow(id, payment.attempts),
    refund: (input: RefundInput) => dataProvider.refundPayment(id, input),
    'charge-later': (input: ChargeLaterInput) => dataProvider.chargePaymentLater(id, input),
    'revert-charge-later': () => dataProvider.revertChargeLater(id),
    manual: () => dataProvider.collectPaymentManually(id),
    received: (input: ReceivedInput) => dataProvider.recordPaymentReceived(id, input),
    'no-charge': (input: NoChargeInput) => dataProvider.setWorkLogNoCharge(workLogId, input),
    'charge-again': (input: NoChargeInput) => dataProvider.setWorkLogNoCharge(workLogId, input),
  };
  // One mutation for the action whose dialog is open: its toast names that action.
  const mutation = useBillingWrite(
    (input: unknown) => (open ? calls[open](input as never) : Promise.resolve()),
    translate(`app.billing.done.${open ?? 'charge'}`),
  );
  const actions = actionsFor(payment);
  if (!actions.length) return null;

  const dialogProps = (fieldPath?: (path: string) => string) => ({
    payment,
    onClose: close,
    onSave: submitTo(mutation.mutateAsync, close, fieldPath),
    saving: mutation.isPending,
  });

  return (
    <>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
        {actions.map((action) => (
          <Button key={action} size="small" variant={action === 'charge' ? 'contained' : 'outlined'} onClick={() => setOpen(action)}>
            {translate(`app.billing.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open === 'refund' && <RefundDialog {...dialogProps(refundFieldOf)} />}
      {open === 'charge-later' && <ChargeLaterDialog {...dialogProps()} />}
      {open === 'received' && <ReceivedDialog {...dialogProps()} />}
      {(open === 'no-charge' || open === 'charge-again') && <NoChargeDialog noCharge={open === 'no-charge'} {...dialogProps()} />}
      {open && CONFIRMED.includes(open) && (
        <Confirm
          isOpen
          title={`app.billing.actions.${open}`}
          content={`app.billing.confirm.${open}`}
          loading={mutation.isPending}
          onConfirm={() => mutation.mutateAsync(undefined).then(close, () => undefined)}
          onClose={close}
        />
      )}
    </>
  );
}
