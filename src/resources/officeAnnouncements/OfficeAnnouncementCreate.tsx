import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { OfficeAnnouncementInputs, officeAnnouncementResolver } from './OfficeAnnouncementInputs';

export const OfficeAnnouncementCreate = () => (
  <RecordCreate redirect="list">
    <SimpleForm
      noValidate
      resolver={officeAnnouncementResolver}
      defaultValues={{ title: '', message: '', repeat: 'one-time', isActive: true }}
    >
      <OfficeAnnouncementInputs />
    </SimpleForm>
  </RecordCreate>
);
