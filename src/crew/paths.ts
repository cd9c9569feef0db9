// The crew's pages and the links between them; a day other than today travels as `?date=YYYY-MM-DD`.
export const CREW_DASHBOARD_PATH = '/crew/dashboard';
export const CREW_MAP_PATH = '/crew/map-crew';

export const withDate = (path: string, date: string | undefined) => (date ? `${path}?date=${encodeURIComponent(date)}` : path);
