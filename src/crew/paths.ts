// The crew's pages and the links between them; a day other than today travels as `?date=YYYY-MM-DD`.
import { SCREEN } from '../../common/screens';

export const CREW_DASHBOARD_PATH = SCREEN.crewDashboard.path;
export const CREW_MAP_PATH = SCREEN.crewMap.path;

export const withDate = (path: string, date: string | undefined) => (date ? `${path}?date=${encodeURIComponent(date)}` : path);
