// The card form: number, expiry month, full year, CVV and "make default", checked with cardInput, then sent once to the
// server, which hands it to the gateway and keeps only the token. The gateway's refusals show beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { cardInput, type CardInput } from '../../../common/schemas/card';
import { type FieldErrors, FormDialog } from '../../ui/forms/FormDialog';

const resolver = zodResolver(cardInput);
const label = (field: string) => `app.cards.fields.${field}`;
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: String(index + 1).padStart(2, '0') }));
const YEARS = Array.from({ length: 21 }, (_, index) => new Date().getFullYear() + index).map((year) => ({ id: year, name: String(year) }));
const NEW_CARD = { cardNumber: '', expiryMonth: null, expiryYear: null, cvv: '', makeDefault: false };
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } } as const;

export interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves to the server's field messages when the card was refused. */
  onSave: (card: CardInput) => Promise<FieldErrors | void>;
  saving: boolean;
}

export function AddCardDialog({ open, onClose, onSave, saving }: AddCardDialogProps) {
  return (
    <FormDialog open={open} title="app.cards.add_title" onClose={onClose} resolver={resolver} defaultValues={NEW_CARD} onSubmit={(values) => onSave(values as CardInput)} saving={saving}>
      <TextInput
        source="cardNumber"
        label={label('cardNumber')}
        fullWidth
        helperText={false}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
      />
      <Box sx={row}>
        <SelectInput source="expiryMonth" label={label('expiryMonth')} choices={MONTHS} translateChoice={false} helperText={false} slotProps={{ htmlInput: { autoComplete: 'cc-exp-month' } }} />
        <SelectInput source="expiryYear" label={label('expiryYear')} choices={YEARS} translateChoice={false} helperText={false} slotProps={{ htmlInput: { autoComplete: 'cc-exp-year' } }} />
        <TextInput source="cvv" label={label('cvv')} helperText="app.cards.cvv_help" slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }} />
      </Box>
      <BooleanInput source="makeDefault" label={label('makeDefault')} helperText={false} />
    </FormDialog>
  );
}
