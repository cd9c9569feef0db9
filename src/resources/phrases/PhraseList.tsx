// Phrases: searchable by name and text, filtered by type, 10 rows a page.
import { DataTable, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { phraseTypeChoices } from './PhraseInputs';
import { ListPagination } from '../../ui/ListPagination';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="type" source="type" choices={phraseTypeChoices} alwaysOn />];

export const PhraseList = () => (
  <List pagination={<ListPagination />} title="app.settings.menu.phrases" filters={filters} perPage={10} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="type"><SelectField source="type" choices={phraseTypeChoices} /></DataTable.Col>
      <DataTable.Col source="phrase" disableSort>
        <TextField source="phrase" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
      </DataTable.Col>
      <DataTable.Col source="updatedAt"><DateField source="updatedAt" /></DataTable.Col>
    </DataTable>
  </List>
);
