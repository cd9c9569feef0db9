import { Create, SimpleForm } from 'react-admin';
import { OfficeAnnouncementInputs, officeAnnouncementResolver } from './OfficeAnnouncementInputs';

export const OfficeAnnouncementCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate resolver={officeAnnouncementResolver} defaultValues={{ title: '', message: '', repeat: 'one-time', isActive: true }}>
      <OfficeAnnouncementInputs />
    </SimpleForm>
  </Create>
);
