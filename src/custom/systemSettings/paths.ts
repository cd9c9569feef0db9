// System Settings' route, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

export const SYSTEM_SETTINGS_PATH = SCREEN.systemSettings.path;
