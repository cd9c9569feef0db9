// The vendor page: details, price per lot size category, service zip codes, commission exceptions and crews (for the
// vendor itself, its crews' working hours only).
import { Alert } from '@mui/material';
import {
  BooleanField,
  EditButton,
  EmailField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { isStaff } from '../../../common/permissions';
import { SCREEN } from '../../../common/screens';
import type { Vendor } from '../../../common/schemas/vendor';
import { useStoredUser } from '../../auth/useStoredUser';
import { VendorWeekCard } from '../../custom/dashboard';
import { VendorCrewsTab } from './VendorCrewsTab';
import { VendorExceptionsTab } from './VendorExceptionsTab';
import { VENDOR_STATUS_CHOICES } from '../../ui/forms/VendorInputs';
import { VendorPriceForm } from './VendorPriceForm';
import { VendorZipcodesTab } from './VendorZipcodesTab';

type VendorRecord = Vendor & { id: string };

function VendorActions() {
  const user = useStoredUser();
  return <TopToolbar>{user && isStaff(user) && <EditButton />}</TopToolbar>;
}

function VendorTitle() {
  const vendor = useRecordContext<VendorRecord>();
  return <>{vendor?.companyName ?? ''}</>;
}

/** The vendor's dashboard (its crews' week and statement) above its details; a vendor lands here. */
function VendorWeek() {
  const vendor = useRecordContext<VendorRecord>();
  return vendor ? <VendorWeekCard vendorId={vendor.id} pending={vendor.status === 'pending_for_price'} /> : null;
}

function PendingPriceAlert() {
  const vendor = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  if (vendor?.status !== 'pending_for_price') return null;
  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
      {translate('app.vendors.pending_for_price')}{' '}
      <Link to={`${SCREEN.vendors.path}/${vendor.id}/show/price`}>{translate('app.vendors.set_price')}</Link>
    </Alert>
  );
}

export function VendorShow() {
  const user = useStoredUser();
  const isStaffUser = Boolean(user && isStaff(user));
  return (
    // The shell's content column does not shrink below its content's width on phones; keep the tabs scrollable instead.
    <Show actions={<VendorActions />} title={<VendorTitle />} sx={{ maxWidth: { xs: 'calc(100vw - 16px)', sm: '100%' } }}>
      <PendingPriceAlert />
      <VendorWeek />
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="app.vendors.tabs.details">
          <TextField source="companyName" />
          <TextField source="contactName" emptyText="—" />
          <EmailField source="email" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          <TextField source="marketName" emptyText="—" />
          <NumberField source="commission" options={{ maximumFractionDigits: 2 }} />
          <SelectField source="status" choices={VENDOR_STATUS_CHOICES} />
          <BooleanField source="isPrimary" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.vendors.tabs.price" path="price">
          <VendorPriceForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.vendors.tabs.zipcodes" path="zipcodes">
          <VendorZipcodesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.vendors.tabs.exceptions" path="exceptions">
          <VendorExceptionsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.vendors.tabs.crews" path="crews">
          <VendorCrewsTab ownCrews={!isStaffUser} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
