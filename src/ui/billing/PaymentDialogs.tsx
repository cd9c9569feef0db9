// The dialogs of the payment actions that ask for something: refund, charge later, money received, no-charge.
import { zodResolver } from '@hookform/resolvers/zod';
import { withParams } from '../../../common/i18n/keys';
import { DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import {
  chargeLaterInput,
  MANUAL_METHODS,
  noChargeInput,
  receivedInput,
  refundInput,
  type RefundInput,
} from '../../../common/schemas/payment';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import { type FieldErrors, FormDialog } from '../forms/FormDialog';
import { centsToDollars, dollarsToCents, useMoney } from './money';
import { refundableCents } from './paymentActions';

const label = (field: string) => `app.billing.fields.${field}`;
const methodChoices = MANUAL_METHODS.map((id) => ({ id, name: `app.billing.methods.${id}` }));

interface DialogProps<Input> {
  payment: PaymentRow;
  onClose: () => void;
  /** Resolves to the server's field messages when the save failed. */
  onSave: (input: Input) => Promise<FieldErrors | void>;
  saving: boolean;
}

/** The refund form holds dollars (`amount`); the schema and the server speak cents (`amountCents`). */
export const refundFieldOf = (path: string) => (path === 'amountCents' ? 'amount' : path);

export function refundInputOf(values: Record<string, unknown>, refundable: number): RefundInput {
  const amount =
    values.amount === null || values.amount === '' || values.amount === undefined ? undefined : dollarsToCents(Number(values.amount));
  return { amountCents: amount === refundable ? undefined : amount, reason: String(values.reason ?? '') };
}

/** The schema's messages, and the server's "at most" before asking it when the amount passes what is refundable. */
function refundResolver(refundable: number, refundableText: string): Resolver {
  const validate = zodResolver(refundInput);
  return async (values, context, options) => {
    const input = refundInputOf(values, refundable);
    const result = await validate(input, context, { ...options, names: undefined });
    const errors = Object.fromEntries(Object.entries(result.errors).map(([path, error]) => [refundFieldOf(path), error])) as FormErrors;
    if (!errors.amount && input.amountCents !== undefined && input.amountCents > refundable)
      errors.amount = { type: 'max', message: withParams('server.payments.refund_at_most', { amount: refundableText }) };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

export function RefundDialog({ payment, ...props }: DialogProps<RefundInput>) {
  return <RefundAmountDialog refundable={refundableCents(payment)} title="app.billing.refund.title" {...props} />;
}

/** All or part of `refundable` cents given back, with a reason; the amount starts at all of it. */
export function RefundAmountDialog({
  refundable,
  title,
  onClose,
  onSave,
  saving,
}: Omit<DialogProps<RefundInput>, 'payment'> & { refundable: number; title: string }) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <FormDialog
      open
      title={title}
      saveLabel="app.billing.actions.refund"
      onClose={onClose}
      resolver={refundResolver(refundable, money(refundable))}
      defaultValues={{ amount: centsToDollars(refundable), reason: '' }}
      onSubmit={(values) => onSave(refundInputOf(values, refundable))}
      saving={saving}
    >
      <NumberInput
        source="amount"
        label={label('amount')}
        min={0.01}
        step={0.01}
        helperText={translate('app.billing.refund.amount_help', { amount: money(refundable) })}
        fullWidth
      />
      <TextInput source="reason" label={label('reason')} multiline fullWidth />
    </FormDialog>
  );
}

export function ChargeLaterDialog({ payment, onClose, onSave, saving }: DialogProps<Record<string, unknown>>) {
  return (
    <FormDialog
      open
      title="app.billing.charge_later.title"
      onClose={onClose}
      resolver={zodResolver(chargeLaterInput)}
      defaultValues={{ date: payment.chargeLaterDate ?? '', note: '' }}
      onSubmit={onSave}
      saving={saving}
    >
      <DateInput source="date" label={label('chargeLaterDate')} fullWidth />
      <TextInput source="note" label={label('note')} multiline fullWidth />
    </FormDialog>
  );
}

export function ReceivedDialog({ onClose, onSave, saving }: DialogProps<Record<string, unknown>>) {
  return (
    <FormDialog
      open
      title="app.billing.received.title"
      onClose={onClose}
      resolver={zodResolver(receivedInput)}
      defaultValues={{ method: 'cash', reference: '', note: '' }}
      onSubmit={onSave}
      saving={saving}
    >
      <SelectInput source="method" label={label('manualMethod')} choices={methodChoices} fullWidth />
      <TextInput source="reference" label={label('manualReference')} fullWidth />
      <TextInput source="note" label={label('note')} multiline fullWidth />
    </FormDialog>
  );
}

/** Marks the payment's visit not billed, or billed again (`noCharge` false). */
export function NoChargeDialog({ noCharge, onClose, onSave, saving }: DialogProps<Record<string, unknown>> & { noCharge: boolean }) {
  return (
    <FormDialog
      open
      title={noCharge ? 'app.billing.no_charge.title' : 'app.billing.no_charge.revert_title'}
      onClose={onClose}
      resolver={zodResolver(noChargeInput)}
      defaultValues={{ noCharge, reason: '' }}
      onSubmit={onSave}
      saving={saving}
    >
      <TextInput source="reason" label={label('reason')} multiline fullWidth />
    </FormDialog>
  );
}
