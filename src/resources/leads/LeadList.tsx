// Leads: the newest first, searchable, filtered by status, how they came and the vendor serving them.
import { DataTable, FunctionField, List, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { LEAD_CHANNELS, LEAD_STATUSES, type LeadRecord } from '../../../common/schemas/quote';
import { ListPagination } from '../../ui/ListPagination';
import { InstantField } from '../../ui/fields/InstantField';
import { ListEmpty } from '../../ui/ListEmpty';

const STATUS_COLOURS = { new: 'info', quoted: 'warning', won: 'success', lost: 'default' } as const;

export function LeadStatusChip({ lead }: { lead: Pick<LeadRecord, 'status'> }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOURS[lead.status]} label={translate(`app.quotes.lead_statuses.${lead.status}`)} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={LEAD_STATUSES.map((id) => ({ id, name: `app.quotes.lead_statuses.${id}` }))}
  />,
  <SelectInput key="channel" source="channel" choices={LEAD_CHANNELS.map((id) => ({ id, name: `app.quotes.channels.${id}` }))} />,
  <ReferenceInput key="vendorId" source="vendorId" reference="vendors">
    <SelectInput optionText="companyName" />
  </ReferenceInput>,
];

export const LeadList = () => (
  <List
    title="app.quotes.menu"
    empty={<ListEmpty />}
    filters={filters}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    pagination={<ListPagination />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="lastName" label="resources.leads.fields.name">
        <FunctionField<LeadRecord> render={(lead) => `${lead.name.first} ${lead.name.last}`} />
      </DataTable.Col>
      <DataTable.Col source="address" disableSort>
        <FunctionField<LeadRecord> render={(lead) => `${lead.address}, ${lead.zipcode}`} />
      </DataTable.Col>
      <DataTable.Col source="vendorName" disableSort />
      <DataTable.Col source="status">
        <FunctionField<LeadRecord> render={(lead) => <LeadStatusChip lead={lead} />} />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <InstantField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
