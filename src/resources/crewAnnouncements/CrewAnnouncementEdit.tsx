import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CrewAnnouncementInputs, crewAnnouncementResolver } from './CrewAnnouncementInputs';
import { CREW_ANNOUNCEMENTS_RESOURCE, toCrewAnnouncements } from './paths';

/** react-admin's toolbar, its delete going back to the list at the spec's path rather than the resource's own. */
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toCrewAnnouncements} />
  </Toolbar>
);

export const CrewAnnouncementEdit = () => (
  <Edit resource={CREW_ANNOUNCEMENTS_RESOURCE} mutationMode="pessimistic" redirect={toCrewAnnouncements}>
    <SimpleForm noValidate resolver={crewAnnouncementResolver} toolbar={<EditToolbar />}>
      <CrewAnnouncementInputs />
    </SimpleForm>
  </Edit>
);
