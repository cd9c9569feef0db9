// The crew team page's route, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

export const CREW_TEAM_PATH = SCREEN.crewTeam.path;
