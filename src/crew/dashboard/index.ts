// What the crew's other pages (the map) use of the day: the day as the crew sees it, and the size of a gloved touch.
export { TOUCH_TARGET } from './CrewDayHeader';
export { useCrewDay, useCrewDayDate, useRefreshCrewDay } from './useCrewDay';
