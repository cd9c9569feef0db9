// The time sheet's route and resource, apart from its screens so the route table and App do not load them.

export const TIME_SHEET_PATH = '/time-sheet';
export const TIME_SHEET_ENTRIES = 'time-sheets/entries';
