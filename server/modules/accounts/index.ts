// The accounts domain's door: /users (and /user): sign-in and recovery, the signed-in user's profile, staff accounts,
// staff choices and roles; customers' sign-in links; /system-accounts; /time-sheets
// and the payroll export (/reports/payroll.csv).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInLimits } from './loginThrottle';
import managementRoutes from './managementRoutes';
import profileRoutes from './profileRoutes';
import recoveryRoutes from './recoveryRoutes';
import roleRoutes from './roleRoutes';
import signInLinkRoutes from './signInLinkRoutes';
import usersRoutes, { type SignInOptions } from './signInRoutes';
import staffRoutes from './staffRoutes';
import systemAccountRoutes from './systemAccountRoutes';
import timeSheetRoutes from './timeSheetRoutes';
import labourRoutes from './labourRoutes';
import punchRoutes from './punchRoutes';
import crewSessionRoutes from './crewSessions';

export type { SignInLimits };
export { createAdmin } from './firstAdmin';
export { answerAdminRequests, askServerForAdmin } from './adminRequests';
export {
  approvedWeekEntryIds,
  approvedWeekTimeOffIds,
  approvedWeeksSince,
  countedEntriesOf,
  paidTimeOffOf,
  payrollPeople,
} from './labourReads';
export { averageCrewHourlyCostCents, clockedCrewDays, type ClockedDay } from './labourCosts';
/** What bench/labour.ts times directly. */
export { loadWeek } from './labourWeeks';
export type AccountsOptions = SignInOptions & { recovery: { recoveryRateLimit: number; codeFailureLimit: number } };

const accountsModule: FastifyPluginAsyncZod<AccountsOptions> = async (app, options) => {
  await app.register(systemAccountRoutes); // /system-accounts
  await app.register(timeSheetRoutes); // /time-sheets
  await app.register(punchRoutes); // /time-sheets/clock-in, /clock-out
  await app.register(labourRoutes); // /time-sheets (staff entries, weeks), /reports/payroll.csv
  await app.register(usersRoutes, { signInLimits: options.signInLimits, staffSignInByContact: options.staffSignInByContact });
  await app.register(recoveryRoutes, options.recovery);
  await app.register(signInLinkRoutes, { recoveryRateLimit: options.recovery.recoveryRateLimit });
  await app.register(managementRoutes);
  await app.register(crewSessionRoutes); // /users/:id/sessions/end
  await app.register(staffRoutes);
  await app.register(roleRoutes);
  await app.register(profileRoutes);
};

export default accountsModule;
