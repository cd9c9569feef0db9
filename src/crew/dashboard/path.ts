// The crew dashboard's path, apart from the page so that the route table does not pull the crew chunk into the entry.
export const CREW_DASHBOARD_PATH = '/crew/dashboard';
