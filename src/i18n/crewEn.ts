// The English of a crew's day and map as they start on their own (src/crewApp/): react-admin's messages, the shared
// ones (validation, server answers, notifications), the signed-in shell's and the crew pages' own sections, not the
// office's screens. Spanish is the app's (es.ts), loaded only once shown. catalogs.test.ts checks it holds every key
// the crew's start asks for.
import { ownStartCatalog } from './ownStartCatalog';
import { applicationsEn } from './applications';
import { labourEn, timeSheetsEn } from './accounts';
import { crewDayEn } from './crewDay';
import { propertyViewActivityEn } from './propertyViewActivity';
import { reportNamesEn } from './reports';
import { treatmentsEn } from './treatments';
import { workLogsEn } from './workLogs';

export const crewEn = ownStartCatalog({
  crew_day: crewDayEn,
  work_logs: workLogsEn,
  treatments: { ...treatmentsEn, applications: applicationsEn },
  property_view: propertyViewActivityEn,
  labour: labourEn,
  time_sheets: timeSheetsEn,
  reports: { names: reportNamesEn },
});
