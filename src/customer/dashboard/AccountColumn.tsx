// The portal dashboard's second column: invoices, payments, treatments, cards and message preferences. A chunk of its own
// (CustomerDashboard loads it after its first paint): below the properties on a phone, and most of the page's code.
import { Stack } from '@mui/material';
import { CardsPanel } from '../../ui/billing/CardsPanel';
import { MessagePreferencesPanel } from './MessagePreferencesPanel';
import { MyInvoices } from './MyInvoices';
import { MyPayments } from './MyPayments';
import { MyTreatments } from './MyTreatments';

export function AccountColumn({ customerId, propertyCount }: { customerId: string; propertyCount: number }) {
  return (
    <Stack spacing={3}>
      <MyInvoices />
      <MyPayments />
      <MyTreatments propertyCount={propertyCount} />
      <CardsPanel customerId={customerId} canEdit />
      <MessagePreferencesPanel />
    </Stack>
  );
}
