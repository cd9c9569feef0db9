import { Edit, SimpleForm } from 'react-admin';
import { OfficeAnnouncementInputs, officeAnnouncementResolver } from './OfficeAnnouncementInputs';

export const OfficeAnnouncementEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate resolver={officeAnnouncementResolver}>
      <OfficeAnnouncementInputs />
    </SimpleForm>
  </Edit>
);
