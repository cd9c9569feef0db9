// Office announcements: title, repeat and active window, 10 rows a page.
import { BooleanField, DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { CalendarDateField } from '../../ui/fields/CalendarDateField';
import { repeatChoices } from './OfficeAnnouncementInputs';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="repeat" source="repeat" choices={repeatChoices} />];

export const OfficeAnnouncementList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.settings.menu.office_announcements"
    filters={filters}
    perPage={10}
    sort={{ field: 'activeFrom', order: 'DESC' }}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="repeat">
        <SelectField source="repeat" choices={repeatChoices} />
      </DataTable.Col>
      <DataTable.Col source="activeFrom">
        <CalendarDateField source="activeFrom" />
      </DataTable.Col>
      <DataTable.Col source="activeTo">
        <CalendarDateField source="activeTo" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
