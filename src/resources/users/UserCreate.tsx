import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { UserInputs, userCreateResolver } from './UserInputs';

// The list's Create button passes the open tab's type as the record in the location state.
export const UserCreate = () => (
  <RecordCreate redirect="list">
    <SimpleForm
      noValidate
      resolver={userCreateResolver}
      defaultValues={{
        username: '',
        email: '',
        password: '',
        name: { first: '', last: '' },
        mobile: '',
        type: 'csr',
        role: '',
        isActive: true,
      }}
    >
      <UserInputs />
    </SimpleForm>
  </RecordCreate>
);
