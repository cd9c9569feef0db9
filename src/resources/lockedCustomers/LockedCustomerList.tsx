// Locked customers (/locked-customers): who is locked, why and since when; unlock one, or lock another with a reason.
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, DeleteWithConfirmButton, List, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatPhone } from '../../../common/schemas/profile';
import { RecordCards } from '../../ui/RecordCards';
import { LockCustomerButton, type LockedCustomer } from './LockCustomerDialog';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { useFormat } from '../../ui/format/useFormat';
import { InstantField } from '../../ui/fields/InstantField';

/** A locked customer's lock is never null; react-admin adds the `id`. */

const fullName = (customer: LockedCustomer) => `${customer.name.first} ${customer.name.last}`;
const phone = (customer: LockedCustomer) => (customer.mobile ? formatPhone(customer.mobile) : '');

function UnlockButton() {
  const translate = useTranslate();
  const customer = useRecordContext<LockedCustomer>();
  if (!customer) return null;
  return (
    <DeleteWithConfirmButton
      label="app.locked_customers.unlock"
      aria-label={translate('app.locked_customers.unlock_name', { name: fullName(customer) })}
      icon={<LockOpenIcon />}
      color="primary"
      confirmTitle="app.locked_customers.unlock_title"
      confirmContent="app.locked_customers.unlock_content"
      translateOptions={{ name: fullName(customer) }}
      confirmColor="primary"
      mutationMode="pessimistic"
      redirect={false}
      successMessage="app.locked_customers.unlocked"
    />
  );
}

function ReasonCell() {
  const customer = useRecordContext<LockedCustomer>();
  if (!customer) return null;
  return (
    <Typography variant="body2" sx={{ maxWidth: 360, whiteSpace: 'pre-line' }}>
      {customer.locked.reason}
    </Typography>
  );
}

const LockedTable = () => (
  <DataTable bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="name" label="app.locked_customers.fields.name" render={fullName} />
    <DataTable.Col source="email" label="app.locked_customers.fields.email" />
    <DataTable.Col source="mobile" label="app.locked_customers.fields.phone" disableSort render={phone} sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="locked.reason" label="app.locked_customers.fields.reason" disableSort>
      <ReasonCell />
    </DataTable.Col>
    <DataTable.Col source="lockedAt" label="app.locked_customers.fields.locked_at">
      <InstantField source="locked.at" showTime />
    </DataTable.Col>
    <DataTable.Col label="app.locked_customers.fields.actions" disableSort>
      <UnlockButton />
    </DataTable.Col>
  </DataTable>
);

function LockedCards() {
  const format = useFormat();
  return (
    <RecordCards<LockedCustomer>
      primaryText={fullName}
      lines={(customer) =>
        [customer.email ?? '', phone(customer), customer.locked.reason, format.dateTime(customer.locked.at)].filter(Boolean)
      }
      actions={
        <Box>
          <UnlockButton />
        </Box>
      }
    />
  );
}

function LockedActions() {
  return (
    <TopToolbar>
      <LockCustomerButton />
    </TopToolbar>
  );
}

export function LockedCustomerList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      pagination={<ListPagination />}
      resource="locked-customers"
      title="app.locked_customers.title"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.locked_customers.search')} />]}
      actions={<LockedActions />}
      perPage={10}
      sort={{ field: 'lockedAt', order: 'DESC' }}
      exporter={false}
      empty={<ListEmpty action={<LockCustomerButton />} />}
    >
      {isSmall ? <LockedCards /> : <LockedTable />}
    </List>
  );
}
