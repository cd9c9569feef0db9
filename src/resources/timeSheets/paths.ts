// The time sheet's resource, apart from its screens so the route table and App do not load them.
export const TIME_SHEET_ENTRIES = 'time-sheets/entries';
