import { Edit, SimpleForm } from 'react-admin';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';

export const CrewAnnouncementEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate resolver={crewAnnouncementResolver}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </Edit>
);
