// The staff dashboard's route, apart from its page so the route table and menu do not load the page.

export const DASHBOARD_PATH = '/dashboard';
