import { Edit, SimpleForm } from 'react-admin';
import { UserInputs, userUpdateResolver } from './UserInputs';

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm resolver={userUpdateResolver}>
      <UserInputs isEdit />
    </SimpleForm>
  </Edit>
);
