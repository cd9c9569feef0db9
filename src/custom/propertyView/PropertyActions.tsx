// What staff do to the property as a whole: change its status, archive or restore it, lock or unlock the customer, convert it.
import { useState } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Confirm, TextInput, useTranslate } from 'react-admin';
import { hasPermission } from '../../../common/permissions';
import { lockInput, STATUSES_NEEDING_REASON, type StatusChange } from '../../../common/schemas/customer';
import { CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { session } from '../../auth/session';
import { submitTo } from '../../ui/forms/useFormSave';
import { ConvertPropertyButton } from './ConvertPropertyDialog';
import { FormDialog } from '../../ui/forms/FormDialog';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { StatusDialog } from './StatusDialog';
import { ServicePauseDialog } from '../../ui/servicePauses/ServicePauseDialog';
import { usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const lockResolver = zodResolver(lockInput);

function StatusSelect({ property, disabled }: { property: PropertyRecord; disabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [asking, setAsking] = useState<StatusChange['status'] | null>(null);
  const save = usePropertyWrite(
    (change: Partial<StatusChange>) => dataProvider.updateProperty(property._id, change),
    translate('app.property_view.status_saved'),
  );

  const choose = (status: StatusChange['status']) => {
    if (status === property.status) return;
    if (STATUSES_NEEDING_REASON.includes(status)) setAsking(status);
    else save.mutate({ status });
  };
  const saveWithReason = submitTo(save.mutateAsync, () => setAsking(null));
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.property_view.status')}
        value={property.status}
        onChange={(event) => choose(event.target.value as StatusChange['status'])}
        disabled={disabled || save.isPending}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 200 }, my: 0 }}
      >
        {CUSTOMER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <StatusDialog status={asking} onClose={() => setAsking(null)} onSave={saveWithReason} saving={save.isPending} />
    </>
  );
}

function ArchiveButton({ property, disabled }: { property: PropertyRecord; disabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [confirming, setConfirming] = useState(false);
  const archive = usePropertyWrite(
    (isArchived: boolean) => dataProvider.setPropertyArchived(property._id, isArchived),
    translate(property.isArchived ? 'app.property_view.restored' : 'app.property_view.archived_done'),
    () => setConfirming(false),
  );
  if (property.isArchived) {
    return (
      <Button
        variant="outlined"
        startIcon={<UnarchiveIcon />}
        onClick={() => archive.mutate(false)}
        disabled={disabled || archive.isPending}
      >
        {translate('app.property_view.restore')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<ArchiveIcon />} onClick={() => setConfirming(true)} disabled={disabled}>
        {translate('app.property_view.archive')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={archive.isPending}
        title="app.property_view.archive_confirm.title"
        content="app.property_view.archive_confirm.content"
        contentTranslateOptions={{ address: property.address }}
        confirm="app.property_view.archive"
        confirmColor="warning"
        onConfirm={() => archive.mutate(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function LockButton({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [open, setOpen] = useState(false);
  const { customer } = property;
  const lock = usePropertyWrite(
    (reason: string) => dataProvider.lockCustomer(customer._id, reason),
    translate('app.property_view.lock.locked'),
  );
  const unlock = usePropertyWrite(
    () => dataProvider.unlockCustomer(customer._id),
    translate('app.property_view.lock.unlocked'),
    () => setOpen(false),
  );
  const saveLock = submitTo(
    ({ reason }: { reason: string }) => lock.mutateAsync(reason),
    () => setOpen(false),
  );
  return (
    <>
      <Button variant="outlined" startIcon={customer.locked ? <LockOpenIcon /> : <LockIcon />} onClick={() => setOpen(true)}>
        {translate(customer.locked ? 'app.property_view.lock.unlock' : 'app.property_view.lock.lock')}
      </Button>
      {customer.locked ? (
        <Confirm
          isOpen={open}
          loading={unlock.isPending}
          title="app.property_view.lock.unlock_title"
          content="app.property_view.lock.unlock_content"
          contentTranslateOptions={{ name: `${customer.name.first} ${customer.name.last}` }}
          confirm="app.property_view.lock.unlock"
          onConfirm={() => unlock.mutate(undefined)}
          onClose={() => setOpen(false)}
        />
      ) : (
        <FormDialog
          open={open}
          title="app.property_view.lock.lock_title"
          onClose={() => setOpen(false)}
          resolver={lockResolver}
          defaultValues={{ reason: '' }}
          onSubmit={saveLock}
          saving={lock.isPending}
          saveLabel="app.property_view.lock.lock"
        >
          <TextInput source="reason" label="app.property_view.lock.reason" multiline minRows={2} fullWidth />
        </FormDialog>
      )}
    </>
  );
}

function PauseButton({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<PauseCircleIcon />} onClick={() => setOpen(true)}>
        {translate('app.work_logs.service_pauses.pause_property')}
      </Button>
      {open && <ServicePauseDialog open property={property} onClose={() => setOpen(false)} />}
    </>
  );
}

export function PropertyActions({ property }: { property: PropertyRecord }) {
  const user = session.user();
  const isLocked = Boolean(property.customer.locked);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
      <StatusSelect property={property} disabled={isLocked} />
      <ArchiveButton property={property} disabled={isLocked} />
      {user && hasPermission(user, 'locked_customer') && <LockButton property={property} />}
      {user && hasPermission(user, 'convert_customer') && <ConvertPropertyButton property={property} disabled={isLocked} />}
      {user && hasPermission(user, 'assignment_list') && <PauseButton property={property} />}
    </Stack>
  );
}
