// E-mail templates: name, type, status and subject, 10 rows a page; under them, the messages customers receive at the
// moments of their service (MomentWordsPanel).
import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { templateStatusChoices, templateTypeChoices } from './EmailTemplateInputs';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';
import { MomentWordsPanel } from './MomentWordsPanel';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={templateStatusChoices} />,
  <SelectInput key="type" source="type" choices={templateTypeChoices} />,
];

export const EmailTemplateList = () => (
  <>
    <List
      empty={<ListEmpty />}
      pagination={<ListPagination />}
      title="app.settings.menu.email_templates"
      filters={filters}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <SelectField source="type" choices={templateTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={templateStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="subject" />
        <DataTable.Col source="updatedAt">
          <InstantField source="updatedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
    <MomentWordsPanel />
  </>
);
