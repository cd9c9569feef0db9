// Leads: the newest first, searchable, filtered by status, how they came and the vendor serving them.
import { DataTable, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { Chip, type Theme, useMediaQuery } from '@mui/material';
import { LEAD_CHANNELS, LEAD_STATUSES, type LeadRecord } from '../../../common/schemas/quote';
import { ListPagination } from '../../ui/ListPagination';
import { InstantField } from '../../ui/fields/InstantField';
import { ListEmpty } from '../../ui/ListEmpty';
import { PhoneListLine } from '../../ui/PhoneListLine';

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

/** A phone has no room for the table: the name with its status, then the address and the vendor serving it. */
function LeadPhoneList() {
  const lead = (record: unknown) => record as LeadRecord;
  return (
    <SimpleList
      linkType="show"
      primaryText={(record) => (
        <PhoneListLine name={`${lead(record).name.first} ${lead(record).name.last}`} figure={<LeadStatusChip lead={lead(record)} />} />
      )}
      secondaryText={(record) => [`${lead(record).address}, ${lead(record).zipcode}`, lead(record).vendorName].filter(Boolean).join(' · ')}
      tertiaryText={() => <InstantField source="createdAt" />}
    />
  );
}

export const LeadList = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="app.quotes.menu"
      empty={<ListEmpty />}
      filters={filters}
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<ListPagination />}
    >
      {isPhone ? (
        <LeadPhoneList />
      ) : (
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
      )}
    </List>
  );
};
