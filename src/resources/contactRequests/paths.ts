// The contact requests list's route, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

export const CONTACT_REQUESTS_PATH = SCREEN.contactRequests.path;
