// The work-log domain's door: the board's list, pickers and summary, the staff maps, one visit's detail, status changes,
// bulk moves, balancing a vendor's day between its crews, extra time, on my way, the crew's notes and driving route (/work-logs), the crew's day and service-delay prompts (/crew),
// the crews' positions on the office's map (/crew/positions, /crew-positions), and the visit page a "visit done" message
// links to, with its rating (/public/visits, /visit-ratings).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import balanceRoutes from './balanceRoutes';
import bulkRoutes from './bulkRoutes';
import choiceRoutes from './choiceRoutes';
import crewDayRoutes from './crewDayRoutes';
import crewPositionRoutes from './crewPositionRoutes';
import delayPromptRoutes from './delayPromptRoutes';
import detailRoutes from './detailRoutes';
import drivingRouteRoutes from './drivingRouteRoutes';
import extraTimeRoutes from './extraTimeRoutes';
import listRoutes from './listRoutes';
import mapRoutes from './mapRoutes';
import notesRoutes from './noteRoutes';
import onMyWayRoutes from './onMyWayRoutes';
import photoRoutes from './photoRoutes';
import summaryRoutes from './summaryRoutes';
import transitionRoutes from './transitionRoutes';
import visitPageRoutes from './visitPageRoutes';
import { onMyWaySubscribers } from './customerMoments';
import { noChargeSubscribers } from './noCharge';
import { replanSubscribers } from './crewDayReplan';
import { visitPageSubscribers } from './visitPages';
import type { DomainJobs } from '../../plugins/jobs';
import { readSettings } from '../../lib/settings';
import { prunePositions } from './crewPositionRepository';
import { prunePhotos } from './photoChanges';

export { STAFF as WORK_LOG_STAFF } from './access';

/** Nightly: the crews' positions and the visits' photos older than their set periods go (docs/field.md, docs/security.md). */
export const workLogJobs: DomainJobs = {
  scheduled: [
    {
      name: 'crew-positions-prune',
      cron: '50 3 * * *',
      run: async (app) => {
        const { crewPhones } = await readSettings(app.database.db, ['crewPhones']);
        return prunePositions(app.database.db, crewPhones.positionRetentionDays);
      },
    },
    {
      name: 'work-log-photos-prune',
      cron: '55 3 * * *',
      run: async (app) => {
        const { crewPhones } = await readSettings(app.database.db, ['crewPhones']);
        return prunePhotos(app.database.db, crewPhones.photoRetentionDays);
      },
    },
  ],
};
export { prunePhotos, prunePositions };

/**
 * The completed visit's page, the on-my-way messages and the re-ordering of moved visits' days after commit; the
 * no-charge mark billing announces, in its transaction.
 */
export const workLogSubscribers = [...visitPageSubscribers, ...onMyWaySubscribers, ...replanSubscribers, ...noChargeSubscribers];
export { serviceMinutes } from './balanceRules';
export { minutesOnSite, type MinutesSample } from './minutesOnSite';
export { answerDelayPrompt } from './delayPrompts';
export {
  createPlannedWorkLogs,
  moveWorkLogsToCustomer,
  movePlannedWorkLogs,
  pinWorkLogOnCrewDay,
  type PlannedWorkLogMove,
  type PlannedWorkLogRemoved,
  removeAbsorbedWorkLogs,
  removePlannedWorkLogs,
  restoreAbsorbedWorkLogs,
  restoreRoutePositions,
  setWorkLogDates,
  workLogIdsOfServices,
} from './plannedWorkLogs';
export type { WorkLog } from './rows';
export { minutesOfDay } from './lateness';
export { claimTimeUpReminders, type TimeUpWorkLog } from './timeUpReminders';
export { MAP_VIEWERS } from './map';
export { scheduleNoticeForCustomer } from './notices';
export { customerPhotosOf, photoFile as visitPhotoFile } from './photos';

const workLogsModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [delayPromptRoutes, crewDayRoutes, crewPositionRoutes]) await app.register(routes); // /crew, /crew-positions
  for (const routes of [
    listRoutes,
    choiceRoutes,
    summaryRoutes,
    mapRoutes,
    detailRoutes,
    transitionRoutes,
    bulkRoutes,
    balanceRoutes,
    extraTimeRoutes,
    notesRoutes,
    onMyWayRoutes,
    photoRoutes,
    drivingRouteRoutes,
    visitPageRoutes,
  ])
    await app.register(routes);
};

export default workLogsModule;
// What bench/ and scripts/ call (they import doors only).
export { countQuery } from './list';
export { selectRows } from './rows';
