import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { EndSessionsButton } from './EndSessionsButton';
import { UserInputs, userUpdateResolver } from './UserInputs';

export const UserEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={userUpdateResolver}>
      <UserInputs isEdit />
      <EndSessionsButton />
    </SimpleForm>
  </RecordEdit>
);
