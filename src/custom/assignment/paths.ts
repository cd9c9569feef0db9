// The routes of the assignment view and of the board's deep links, built in one place.
import { SCREEN } from '../../../common/screens';
export const ASSIGNMENT_PATH = SCREEN.assignment.path;
export const BOARD_PATH = SCREEN.board.path;
export const BOARD_DEEP_LINK_PATH = '/worklogs/:crewId/:date/:status';

export const assignmentPath = (id: string) => `/assignments/${encodeURIComponent(id)}`;

/** The board on one crew's day; `status` preselects a filter (`skipped` is the spec's skipped list). */
export const boardPath = (crewId: string | null, date: string, status = 'all') => `/worklogs/${crewId ?? 'none'}/${date}/${status}`;
