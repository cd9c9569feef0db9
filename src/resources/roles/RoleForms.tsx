// Role create and edit: the name and every permission key as checkboxes, checked by the same schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleForm, TextInput } from 'react-admin';
import { RecordCreate, RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
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
  <RecordCreate redirect="list">
    <SimpleForm noValidate resolver={resolver} defaultValues={{ name: '', permissions: [] }}>
      <RoleInputs />
    </SimpleForm>
  </RecordCreate>
);

export const RoleEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={resolver}>
      <RoleInputs />
    </SimpleForm>
  </RecordEdit>
);
