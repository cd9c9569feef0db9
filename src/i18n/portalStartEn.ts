// The English of the customer's portal as it starts on its own (src/portalApp/): react-admin's messages, the shared ones
// (validation, server answers, notifications), the signed-in shell's and the portal's own sections (of the work log's
// and the quote's, only what a visit shows), not the office's screens. Spanish is the app's (es.ts), loaded only once
// shown. catalogs.test.ts checks it holds every key the portal's start asks for.
import { ownStartCatalog } from './ownStartCatalog';
import { billingEn } from './billing';
import { cardsEn } from './cards';
import { crewDayEn } from './crewDay';
import { customerMessagesEn } from './customerMessages';
import { propertyStatusEn } from './propertyStatus';
import { dashboardEn } from './dashboard';
import { invoicesEn } from './invoices';
import { portalEn } from './portal';
import { propertyViewActivityEn } from './propertyViewActivity';
import { quotesEn } from './quotes';
import { referralsEn } from './referrals';
import { reportNamesEn } from './reports';
import { treatmentsEn } from './treatments';
import { workLogsEn } from './workLogs';

export const portalStartEn = ownStartCatalog({
  dashboard: dashboardEn,
  status: propertyStatusEn,
  portal: portalEn,
  billing: billingEn,
  cards: cardsEn,
  customer_messages: customerMessagesEn,
  invoices: invoicesEn,
  treatments: treatmentsEn,
  referrals: referralsEn,
  property_view: propertyViewActivityEn,
  reports: { names: reportNamesEn },
  crew_day: crewDayEn,
  work_logs: { status: workLogsEn.status, photos: workLogsEn.photos, positions: workLogsEn.positions },
  quotes: { photos: quotesEn.photos },
});
