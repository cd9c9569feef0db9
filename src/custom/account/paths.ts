// The account pages' routes, apart from the pages so the route table does not load them.
import { SCREEN } from '../../../common/screens';

export const PROFILE_PATH = SCREEN.profile.path;
export const CHANGE_PASSWORD_PATH = SCREEN.changePassword.path;
