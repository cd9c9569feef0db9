// What other features use of Business setup: the next-steps list the dashboard shows admins.
export { NextStepsList } from './NextStepsList';
