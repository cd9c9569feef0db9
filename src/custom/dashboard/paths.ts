// The staff dashboard's route, apart from its page so the route table and menu do not load the page.
import { SCREEN } from '../../../common/screens';

export const DASHBOARD_PATH = SCREEN.dashboard.path;
