// Role create and edit: the name and every permission key as checkboxes, checked by the same schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { Create, Edit, SimpleForm, TextInput } from 'react-admin';
import { roleInput } from '../../../common/schemas/role';
import { PermissionsInput } from './PermissionsInput';

const resolver = zodResolver(roleInput);

const RoleInputs = () => (
  <>
    <TextInput source="name" sx={{ width: { xs: '100%', sm: 360 } }} />
    <PermissionsInput />
  </>
);

export const RoleCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={resolver} defaultValues={{ name: '', permissions: [] }}>
      <RoleInputs />
    </SimpleForm>
  </Create>
);

export const RoleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm resolver={resolver}>
      <RoleInputs />
    </SimpleForm>
  </Edit>
);
