import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';
import { CREW_ANNOUNCEMENTS_RESOURCE, toCrewAnnouncements } from './paths';

/** The delete goes back to the list at the spec's path rather than the resource's own. */
export const CrewAnnouncementEdit = () => (
  <RecordEdit resource={CREW_ANNOUNCEMENTS_RESOURCE} redirect={toCrewAnnouncements}>
    <SimpleForm noValidate resolver={crewAnnouncementResolver} toolbar={<RecordEditToolbar redirect={toCrewAnnouncements} />}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </RecordEdit>
);
