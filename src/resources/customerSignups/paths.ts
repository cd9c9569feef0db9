// The sign-up list's route, apart from its page so the route table does not load the page.

export const SIGNUP_PROCESS_PATH = '/system-settings/signup-process';
