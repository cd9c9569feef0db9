// Names the crew's service worker and the sign-out share: the cached day is the signed-in crew's, deleted on sign-out.
export const CREW_DAY_CACHE = 'crew-day';
export const CREW_DAY_PATH = '/api/v1/crew/day';
export const CREW_SW_SCOPE = '/crew/';
