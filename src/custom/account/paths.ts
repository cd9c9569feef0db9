// The account pages' routes, apart from the pages so the route table does not load them.

export const PROFILE_PATH = '/profile';
export const CHANGE_PASSWORD_PATH = '/change-password';
