import { Create, SimpleForm } from 'react-admin';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';
import { CREW_ANNOUNCEMENTS_RESOURCE, toCrewAnnouncements } from './paths';

export const CrewAnnouncementCreate = () => (
  <Create resource={CREW_ANNOUNCEMENTS_RESOURCE} redirect={toCrewAnnouncements}>
    <SimpleForm noValidate resolver={crewAnnouncementResolver} defaultValues={{ vendorId: '', title: '', message: '' }}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </Create>
);
