// The clock's queries: the caller's open shift and the crew members it can punch.
export const CURRENT_KEY = ['time-sheets', 'current'];
export const CREW_KEY = ['time-sheets', 'crew'];
