// The time sheet's route and resource, apart from its screens so the route table and App do not load them.
import { SCREEN } from '../../../common/screens';

export const TIME_SHEET_PATH = SCREEN.timeSheet.path;
export const TIME_SHEET_ENTRIES = 'time-sheets/entries';
