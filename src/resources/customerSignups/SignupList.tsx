// Sign-up process (/system-settings/signup-process): website sign-ups to convert into customers, decline or reopen.
import { Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, List, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { formatPhone } from '../../../common/schemas/profile';
import { SIGNUP_STATUSES, type SignupRecord } from '../../../common/schemas/signup';
import { RecordCards } from '../../ui/RecordCards';
import { SignupActions } from './SignupActions';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { useFormat } from '../../ui/format/useFormat';
import { InstantField } from '../../ui/fields/InstantField';

type Row = SignupRecord & { id: string };

const STATUS_COLORS: Record<Row['status'], 'info' | 'success' | 'default'> = { new: 'info', converted: 'success', declined: 'default' };

const fullName = (row: Row) => `${row.name.first} ${row.name.last}`;

function StatusChip() {
  const translate = useTranslate();
  const row = useRecordContext<Row>();
  if (!row) return null;
  return <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`app.signups.status.${row.status}`)} />;
}

function NameCell() {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Stack>
      <Typography variant="body2" fontWeight={500}>
        {fullName(row)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.email}
      </Typography>
    </Stack>
  );
}

function AddressCell() {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Stack>
      <Typography variant="body2">{row.address}</Typography>
      <Typography variant="caption" color="text.secondary">
        {row.city} {row.zipcode}
      </Typography>
    </Stack>
  );
}

function ServiceCell() {
  const translate = useTranslate();
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Stack>
      <Typography variant="body2">{translate(`app.add_customer.service.${row.serviceType}`)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`app.add_customer.frequency.${row.frequency}`)}
      </Typography>
    </Stack>
  );
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="app.signups.fields.status"
    choices={SIGNUP_STATUSES.map((id) => ({ id, name: `app.signups.status.${id}` }))}
    alwaysOn
  />,
];

const SignupTable = () => (
  <DataTable bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="lastName" label="app.signups.fields.name">
      <NameCell />
    </DataTable.Col>
    <DataTable.Col
      source="mobile"
      label="app.signups.fields.phone"
      disableSort
      render={(row: Row) => formatPhone(row.mobile)}
      sx={{ whiteSpace: 'nowrap' }}
    />
    <DataTable.Col source="zipcode" label="app.signups.fields.address">
      <AddressCell />
    </DataTable.Col>
    <DataTable.Col source="serviceType" label="app.signups.fields.service" disableSort>
      <ServiceCell />
    </DataTable.Col>
    <DataTable.Col source="status" label="app.signups.fields.status">
      <StatusChip />
    </DataTable.Col>
    <DataTable.Col source="createdAt" label="app.signups.fields.received">
      <InstantField source="createdAt" />
    </DataTable.Col>
    <DataTable.Col label="app.signups.fields.actions" disableSort>
      <SignupActions />
    </DataTable.Col>
  </DataTable>
);

function SignupCards() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <RecordCards<Row>
      primaryText={fullName}
      lines={(row) => [
        `${row.email} · ${formatPhone(row.mobile)}`,
        `${row.address}, ${row.city} ${row.zipcode}`,
        `${translate(`app.add_customer.service.${row.serviceType}`)}, ${translate(`app.add_customer.frequency.${row.frequency}`)}`,
        `${translate(`app.signups.status.${row.status}`)} · ${format.dayOf(row.createdAt)}`,
      ]}
      actions={<SignupActions />}
    />
  );
}

export function SignupList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      pagination={<ListPagination />}
      resource="customer-signup"
      title="app.page.signup_process"
      filters={filters}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      actions={false}
      empty={<ListEmpty />}
    >
      {isSmall ? <SignupCards /> : <SignupTable />}
    </List>
  );
}
