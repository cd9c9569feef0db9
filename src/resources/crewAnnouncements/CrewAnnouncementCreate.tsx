import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';
import { CREW_ANNOUNCEMENTS_RESOURCE, toCrewAnnouncements } from './paths';

export const CrewAnnouncementCreate = () => (
  <RecordCreate resource={CREW_ANNOUNCEMENTS_RESOURCE} redirect={toCrewAnnouncements}>
    <SimpleForm noValidate resolver={crewAnnouncementResolver} defaultValues={{ vendorId: '', title: '', message: '' }}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </RecordCreate>
);
