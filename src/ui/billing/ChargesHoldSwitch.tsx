// "Hold charges": stops (or resumes) charging every payment of the customer.
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBillingProvider, useBillingWrite } from './useBilling';

export function ChargesHoldSwitch({ customerId, onHold, disabled }: { customerId: string; onHold: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useBillingProvider();
  const save = useBillingWrite(
    (hold: boolean) => dataProvider.setChargesHold(customerId, { hold, reason: null }),
    translate(onHold ? 'app.billing.hold.resumed' : 'app.billing.hold.held'),
  );
  return (
    <FormControlLabel
      control={<Switch checked={onHold} disabled={disabled || save.isPending} onChange={(_, hold) => save.mutate(hold)} />}
      label={translate('app.billing.hold.label')}
    />
  );
}
