// Payments (/payments): every payment, filtered by billing group, status, item and dates, with the filter's totals;
// a row opens the property's Billing tab, its expand panel the payment's detail and history.
import { Button, Tab, Tabs, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, DateInput, List, SearchInput, SelectInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BILLED_ITEMS, BILLING_GROUP_NAMES, PAYMENT_STATUSES } from '../../../common/schemas/payment';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import { useMoney } from '../../ui/billing/money';
import { PaymentDetailPanel } from '../../ui/billing/PaymentDetailPanel';
import { PaymentStatusChip } from '../../ui/billing/PaymentStatusChip';
import { propertyViewPath } from '../../custom/propertyView/paths';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { RecordCards } from '../../ui/RecordCards';
import { PaymentTotalsBar } from './PaymentTotalsBar';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';

type Row = PaymentRow & { id: string };

const ALL = 'all';
const statusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: `app.billing.statuses.${id}` }));
const itemChoices = BILLED_ITEMS.map((id) => ({ id, name: `app.billing.items.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="app.billing.fields.status" choices={statusChoices} />,
  <SelectInput key="item" source="item" label="app.billing.fields.item" choices={itemChoices} />,
  <DateInput key="dateFrom" source="dateFrom" label="app.billing.fields.dateFrom" />,
  <DateInput key="dateTo" source="dateTo" label="app.billing.fields.dateTo" />,
];

/** The spec's billing status groups as tabs; "All" clears the group. */
function GroupTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const group = (filterValues.group as string | undefined) ?? ALL;
  const choose = (value: string) => {
    const { group: _group, ...rest } = filterValues;
    setFilters(value === ALL ? rest : { ...rest, group: value }, displayedFilters);
  };
  return (
    <Tabs
      value={group}
      onChange={(_, value: string) => choose(value)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {[ALL, ...BILLING_GROUP_NAMES].map((name) => (
        <Tab key={name} value={name} label={translate(`app.billing.groups.${name}`)} />
      ))}
    </Tabs>
  );
}

function AmountCell() {
  const translate = useTranslate();
  const money = useMoney();
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <>
      {money(row.amountCents)}
      {row.depositCents > 0 && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.billing.deposit_applied', { amount: money(row.depositCents) })}
        </Typography>
      )}
    </>
  );
}

function StatusCell() {
  const row = useRecordContext<Row>();
  return row ? <PaymentStatusChip status={row.status} /> : null;
}

function DetailPanel() {
  const row = useRecordContext<Row>();
  return row ? <PaymentDetailPanel paymentId={row._id} /> : null;
}

const billingTab = (row: Row) => propertyViewPath(row.propertyId, 'billing');

function PaymentTable() {
  const translate = useTranslate();
  return (
    <DataTable bulkActionButtons={false} rowClick={(_id, _resource, record) => billingTab(record as Row)} expand={<DetailPanel />}>
      <DataTable.Col source="date" label="app.billing.fields.date" render={(row: Row) => calendarDate(row.date)} />
      <DataTable.Col source="customerName" label="app.billing.fields.customer" />
      <DataTable.Col
        source="address"
        label="app.billing.fields.address"
        render={(row: Row) => `${row.address}, ${row.city} ${row.zipcode}`}
      />
      <DataTable.Col source="item" label="app.billing.fields.item" render={(row: Row) => translate(`app.billing.items.${row.item}`)} />
      <DataTable.Col source="amountCents" label="app.billing.fields.amountCents" align="right">
        <AmountCell />
      </DataTable.Col>
      <DataTable.Col source="status" label="app.billing.fields.status">
        <StatusCell />
      </DataTable.Col>
      <DataTable.Col source="vendorName" label="app.billing.fields.vendor" />
    </DataTable>
  );
}

function OpenBillingButton() {
  const translate = useTranslate();
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Button component={Link} to={billingTab(row)} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {translate('app.billing.open_billing')}
    </Button>
  );
}

function PaymentCards() {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <RecordCards<Row>
      primaryText={(row) => `${row.customerName} · ${money(row.amountCents)}`}
      lines={(row) => [
        `${row.address}, ${row.city} ${row.zipcode}`,
        `${calendarDate(row.date)} · ${translate(`app.billing.items.${row.item}`)} · ${translate(`app.billing.statuses.${row.status}`)}`,
        ...(row.depositCents > 0 ? [translate('app.billing.deposit_applied', { amount: money(row.depositCents) })] : []),
        ...(row.vendorName ? [row.vendorName] : []),
      ]}
      actions={<OpenBillingButton />}
    />
  );
}

export function PaymentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      empty={<ListEmpty />}
      pagination={<ListPagination />}
      title="app.page.payments"
      filters={filters}
      perPage={25}
      sort={{ field: 'date', order: 'DESC' }}
      exporter={false}
    >
      <GroupTabs />
      <PaymentTotalsBar />
      {isSmall ? <PaymentCards /> : <PaymentTable />}
    </List>
  );
}
