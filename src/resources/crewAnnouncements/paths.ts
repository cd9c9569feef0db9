// Crew announcements are the resource `vendors/crew-announcements` (their API path), shown at the spec's path.
import { SCREEN } from '../../../common/screens';
export const CREW_ANNOUNCEMENTS_RESOURCE = 'vendors/crew-announcements';
export const CREW_ANNOUNCEMENTS_PATH = SCREEN.crewAnnouncements.path;
export const CREW_ANNOUNCEMENT_CREATE_PATH = `${CREW_ANNOUNCEMENTS_PATH}/create`;
export const CREW_ANNOUNCEMENT_EDIT_PATH = `${CREW_ANNOUNCEMENTS_PATH}/:id`;

export const crewAnnouncementPath = (id: string | number) => `${CREW_ANNOUNCEMENTS_PATH}/${encodeURIComponent(String(id))}`;
/** react-admin's redirect after a save or a delete: back to the list at the spec's path. */
export const toCrewAnnouncements = () => CREW_ANNOUNCEMENTS_PATH;
