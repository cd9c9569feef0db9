// The sign-up list's route, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

export const SIGNUP_PROCESS_PATH = SCREEN.signupProcess.path;
