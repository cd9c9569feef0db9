import { Create, SimpleForm } from 'react-admin';
import { UserInputs, userCreateResolver } from './UserInputs';

// The list's Create button passes the open tab's type as the record in the location state.
export const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm
      resolver={userCreateResolver}
      defaultValues={{ username: '', email: '', password: '', name: { first: '', last: '' }, mobile: '', type: 'csr', role: '', isActive: true }}
    >
      <UserInputs />
    </SimpleForm>
  </Create>
);
