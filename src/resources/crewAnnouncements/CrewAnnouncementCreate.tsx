import { Create, SimpleForm } from 'react-admin';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';

export const CrewAnnouncementCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate resolver={crewAnnouncementResolver} defaultValues={{ vendorId: '', title: '', message: '' }}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </Create>
);
