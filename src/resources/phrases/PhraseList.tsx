// Phrases: searchable by name and text, filtered by type, 10 rows a page.
import { DataTable, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { phraseTypeChoices } from './PhraseInputs';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={phraseTypeChoices} alwaysOn />,
];

export const PhraseList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.settings.menu.phrases"
    filters={filters}
    perPage={10}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="type">
        <SelectField source="type" choices={phraseTypeChoices} />
      </DataTable.Col>
      <DataTable.Col source="phrase" disableSort>
        <TextField source="phrase" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <InstantField source="updatedAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
