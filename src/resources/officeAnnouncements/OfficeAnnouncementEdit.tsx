import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { OfficeAnnouncementInputs, officeAnnouncementResolver } from './OfficeAnnouncementInputs';

export const OfficeAnnouncementEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={officeAnnouncementResolver}>
      <OfficeAnnouncementInputs />
    </SimpleForm>
  </RecordEdit>
);
