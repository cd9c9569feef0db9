// Roles: name, how many users hold each and how many permissions it grants.
import { DataTable, List, NumberField, SearchInput } from 'react-admin';
import type { RoleRecord } from '../../../common/schemas/role';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const RoleList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.users.menu.permissions"
    filters={filters}
    perPage={10}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="userCount" disableSort>
        <NumberField source="userCount" />
      </DataTable.Col>
      <DataTable.Col source="permissionCount" disableSort render={(role: RoleRecord) => role.permissions.length} />
      <DataTable.Col source="updatedAt">
        <InstantField source="updatedAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
