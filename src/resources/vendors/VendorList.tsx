// Vendors: company, contact, market, commission and status, searchable and filtered by status.
import { BooleanField, DataTable, List, NumberField, SearchInput, SelectField, SelectInput } from 'react-admin';
import { VENDOR_STATUS_CHOICES } from '../../ui/forms/VendorInputs';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={VENDOR_STATUS_CHOICES} alwaysOn />,
];

export const VendorList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.menu.vendors"
    filters={filters}
    perPage={25}
    sort={{ field: 'companyName', order: 'ASC' }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="companyName" />
      <DataTable.Col source="contactName" disableSort />
      <DataTable.Col source="marketName" disableSort />
      <DataTable.Col source="commission">
        <NumberField source="commission" options={{ maximumFractionDigits: 2 }} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SelectField source="status" choices={VENDOR_STATUS_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="isPrimary" disableSort>
        <BooleanField source="isPrimary" />
      </DataTable.Col>
    </DataTable>
  </List>
);
