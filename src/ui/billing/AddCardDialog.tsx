// The add-card dialog: the gateway's hosted fields (HostedCardFields.tsx), the expiry, "make default" and the auto-pay
// agreement; the card number and CVV go from the browser to the gateway, never to our server.
import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, useDataProvider } from 'react-admin';
import { cardFormInput, type CardFormInput, type CardInput } from '../../../common/schemas/card';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { type FieldErrors, FormDialog } from '../forms/FormDialog';
import { AutoPayConsentInput, ExpiryInputs, HostedFields, label, submitHostedCard, useHostedFields } from './HostedCardFields';

const resolver = zodResolver(cardFormInput);
const NEW_CARD = { expiryMonth: null, expiryYear: null, makeDefault: false, autoPayConsent: false };

export interface AddCardDialogProps {
  customerId: string;
  /** Staff record the customer's agreement on its behalf (by phone); the customer gives its own in the portal. */
  staffView?: boolean;
  open: boolean;
  onClose: () => void;
  /** Resolves to the server's field messages when the card was refused. */
  onSave: (card: CardInput) => Promise<FieldErrors | void>;
  saving: boolean;
}

export function AddCardDialog({ customerId, staffView = false, open, onClose, onSave, saving }: AddCardDialogProps) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const state = useHostedFields(() => dataProvider.getCardFields(customerId), customerId);
  const submit = (values: Record<string, unknown>) => submitHostedCard(state, values as CardFormInput, onSave);
  return (
    <FormDialog
      open={open}
      title="app.cards.add_title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={NEW_CARD}
      onSubmit={submit}
      saving={saving || state === 'loading'}
    >
      <HostedFields state={state} />
      <ExpiryInputs />
      <BooleanInput source="makeDefault" label={label('makeDefault')} helperText={false} />
      <AutoPayConsentInput staffView={staffView} />
    </FormDialog>
  );
}
