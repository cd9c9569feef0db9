// The routes of the assignment view and of the board's deep links, built in one place.
import { generatePath } from 'react-router-dom';
import { SCREEN } from '../../../common/screens';
export const ASSIGNMENT_PATH = SCREEN.assignment.path;
export const BOARD_PATH = SCREEN.board.path;
export const BOARD_DEEP_LINK_PATH = `${BOARD_PATH}/:crewId/:date/:status`;

export const assignmentPath = (id: string) => generatePath(ASSIGNMENT_PATH, { assignmentId: id });

/** The board on one crew's day; `status` preselects a filter (`skipped` is the spec's skipped list). */
export const boardPath = (crewId: string | null, date: string, status = 'all') => `${BOARD_PATH}/${crewId ?? 'none'}/${date}/${status}`;
