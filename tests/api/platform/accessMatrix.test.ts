// The authorization matrix: every registered route against every kind of caller, checked against one table of who each
// route admits, plus the path spellings and other people's records that a guard must not let through.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, roles, users, vendorZipcodes } from '../../../server/db/schema';
import { DEFAULT_WORKING_HOURS } from '../../../common/schemas/crewHours';
import { MESSAGES } from '../../../server/lib/httpErrors';
import { addCustomer, addUser, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const CALLERS = ['anonymous', 'customer', 'crew', 'vendor', 'pendingVendor', 'csr', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
/** 'ok': the guard let the call through (any answer but 401, 403 or a 5xx: a fake id and an empty body end in 2xx/400/404/409). */
type Answer = 'ok' | 401 | 403;

/** What a route of each class answers each caller when called with a stranger's id; pendingVendor's vendor is
 * pending_for_price and may use only the signed-in shell and its own vendor. */
const CLASSES = {
  //                       anonymous customer crew  vendor pendingVendor csr   admin
  public: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  signedIn: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  signedInNotPending: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok'],
  ownOnly: [401, 403, 403, 403, 403, 403, 403],
  staffOrOwn: [401, 403, 403, 403, 403, 'ok', 'ok'],
  customer: [401, 'ok', 403, 403, 403, 403, 403],
  crew: [401, 403, 'ok', 403, 403, 403, 403],
  staffAndCrew: [401, 403, 'ok', 403, 403, 'ok', 'ok'],
  // Crew members, and staff only with a key the admin role holds by default (treatments_manage).
  adminAndCrew: [401, 403, 'ok', 403, 403, 403, 'ok'],
  // A correction: the record's applicator, their vendor's account (the record decides whose), staff with the key.
  adminCrewAndVendor: [401, 403, 'ok', 'ok', 403, 403, 'ok'],
  staffAndCustomer: [401, 'ok', 403, 403, 403, 'ok', 'ok'],
  staffAndVendor: [401, 403, 403, 'ok', 'ok', 'ok', 'ok'],
  staffAndActiveVendor: [401, 403, 403, 'ok', 403, 'ok', 'ok'],
  staffCrewVendor: [401, 403, 'ok', 'ok', 403, 'ok', 'ok'],
  staff: [401, 403, 403, 403, 403, 'ok', 'ok'],
  admin: [401, 403, 403, 403, 403, 403, 'ok'],
  // Twilio's webhooks: anyone may call, but only a valid X-Twilio-Signature is let through, which no caller here has.
  twilioSigned: [403, 403, 403, 403, 403, 403, 403],
} as const satisfies Record<string, readonly Answer[]>;
type AccessClass = keyof typeof CLASSES;

/** Every route under /api/v1 and its class. Fastify's HEAD twin of a GET route is checked against the GET row. */
const ROUTES: Record<string, AccessClass> = {
  'GET /health': 'public',
  'GET /domain-events/given-up': 'admin',
  'POST /domain-events/:id/retry': 'admin',
  'GET /health/live': 'public',
  'POST /users/login': 'public',
  'POST /users/login/logout': 'signedIn',
  'GET /users/me': 'signedIn',
  'GET /time-sheets': 'signedIn',
  'PUT /users/login/forgot-password': 'public',
  'POST /users/login/forgot-username': 'public',
  'POST /users/login/reset-password': 'public',
  'POST /users/login/sign-in-link': 'public',
  'POST /users/login/sign-in-link/use': 'public',
  'PUT /user/current/password': 'signedInNotPending',
  'GET /markets': 'staff',
  'GET /markets/:id': 'staff',
  'POST /markets': 'staff',
  'PUT /markets/:id': 'staff',
  'DELETE /markets/:id': 'staff',
  'GET /outbox': 'admin',
  'GET /messaging/outbound': 'staff',
  'GET /conversations': 'staff',
  'GET /conversations/:id': 'staff',
  'GET /conversations/:id/media/:mediaId': 'staff',
  'POST /conversations/:id/read': 'staff',
  'POST /conversations/:id/messages': 'staff',
  'PUT /conversations/:id/assignee': 'staff',
  'GET /leads': 'staff',
  'POST /leads': 'staff',
  'GET /leads/:id': 'staff',
  'PUT /leads/:id/status': 'staff',
  'GET /leads/:id/matches': 'staff',
  'PUT /leads/:id/customer': 'staff',
  'GET /quotes': 'staff',
  'POST /quotes': 'staff',
  'GET /quotes/:id': 'staff',
  'GET /quotes/expected-time': 'staff',
  'PUT /quotes/:id': 'staff',
  'POST /quotes/:id/extend': 'staff',
  'POST /quotes/:id/decline': 'staff',
  'POST /quotes/:id/send': 'staff',
  'POST /quotes/:id/deposit/refund': 'staff',
  'POST /quotes/:id/photos': 'staff',
  'GET /quotes/:id/photos/:photoId': 'staff',
  'DELETE /quotes/:id/photos/:photoId': 'staff',
  'GET /public/quotes/:token': 'public',
  'POST /public/quotes/:token/approve': 'public',
  'POST /public/quotes/:token/decline': 'public',
  'POST /public/quotes/:token/sign-in-link': 'public',
  'POST /public/quotes/:token/card-fields': 'public',
  'POST /public/quotes/:token/deposit': 'public',
  'GET /public/quotes/:token/photos/:photoId': 'public',
  'GET /public/price': 'public',
  'GET /public/visits/:token': 'public',
  'GET /public/visits/:token/photos/:photoId': 'public',
  'POST /public/visits/:token/rating': 'public',
  'GET /visit-ratings': 'staff',
  'GET /products': 'admin',
  'POST /products': 'admin',
  'GET /products/:id': 'admin',
  'PUT /products/:id': 'admin',
  'GET /products/:id/stock-movements': 'admin',
  'POST /products/:id/stock-movements': 'admin',
  'GET /programs': 'admin',
  'POST /programs': 'admin',
  'GET /programs/:id': 'admin',
  'PUT /programs/:id': 'admin',
  'GET /properties/:id/programs': 'admin',
  'POST /properties/:id/programs': 'admin',
  'DELETE /properties/:id/programs/:enrolmentId': 'admin',
  'GET /properties/:id/lawn': 'admin',
  'PUT /properties/:id/lawn': 'admin',
  'GET /applicators': 'admin',
  'PUT /applicators/:id/licence': 'admin',
  'POST /work-logs/:id/applications': 'adminAndCrew',
  'GET /work-logs/:id/applications': 'adminAndCrew',
  'GET /applications': 'admin',
  'GET /applications/:id': 'admin',
  'POST /applications/:id/corrections': 'adminCrewAndVendor',
  // A record is never changed: every signed-in caller (a pending vendor is held to its shell) hears so (405).
  'PUT /applications/:id': 'signedInNotPending',
  'DELETE /applications/:id': 'signedInNotPending',
  'GET /reports/applications.csv': 'admin',
  'GET /reports/applications.pdf': 'admin',
  'GET /accounting/quickbooks': 'admin',
  'POST /accounting/quickbooks/connect': 'admin',
  'GET /accounting/quickbooks/callback': 'public',
  'POST /accounting/quickbooks/disconnect': 'admin',
  'POST /accounting/quickbooks/sync': 'admin',
  'GET /accounting/quickbooks/accounts': 'admin',
  'PUT /accounting/quickbooks/accounts': 'admin',
  'GET /accounting/quickbooks/records': 'admin',
  'POST /accounting/quickbooks/records/:id/retry': 'admin',
  'POST /accounting/quickbooks/records/retry': 'admin',
  'GET /accounting/quickbooks/customer-matches': 'admin',
  'POST /accounting/quickbooks/customer-matches/confirm': 'admin',
  'POST /accounting/quickbooks/customer-matches/reject': 'admin',
  'POST /accounting/quickbooks/customer-matches/done': 'admin',
  'GET /accounting/quickbooks/employee-matches': 'admin',
  'PUT /accounting/quickbooks/employee-matches': 'admin',
  'GET /exports/all.zip': 'admin',
  'GET /exports/:type.csv': 'admin',
  'GET /backups': 'admin',
  'POST /backups': 'admin',
  'GET /backups/:file': 'admin',
  'GET /imports': 'admin',
  'POST /imports': 'admin',
  'POST /business-data/clear': 'admin',
  'GET /imports/:id': 'admin',
  'PUT /imports/:id/mapping': 'admin',
  'PUT /imports/:id/source-id-choice': 'admin',
  'POST /imports/:id/start': 'admin',
  'POST /imports/:id/undo': 'admin',
  'GET /imports/:id/report.csv': 'admin',
  'GET /import-mappings': 'admin',
  'POST /import-mappings': 'admin',
  'POST /geocoding': 'admin',
  'GET /geocoding': 'admin',
  'POST /properties/:id/locate': 'staff',
  'GET /news-letters': 'staff',
  'GET /news-letters/:id': 'staff',
  'POST /news-letters': 'staff',
  'GET /news-letters/choices': 'staff',
  'POST /news-letters/audience-count': 'staff',
  'POST /news-letters/test': 'staff',
  'GET /news-letters/recipients': 'staff',
  'POST /news-letters/unsubscribe': 'public',
  // The pay link's page: anyone holding the link; the token is the key (a stranger's answers invalid or 404).
  'GET /pay/:token': 'public',
  'POST /pay/:token/card-fields': 'public',
  'POST /pay/:token': 'public',
  'POST /sms/inbound': 'twilioSigned',
  'POST /sms/status': 'twilioSigned',
  'POST /messages/sms/inbound': 'twilioSigned',
  'GET /system-accounts': 'admin',
  'GET /properties': 'staff',
  'GET /properties/search': 'staff',
  'GET /properties/:id/activation-request': 'staff',
  'POST /properties/:id/activation-processed': 'staff',
  'GET /customers/first': 'staff',
  'GET /customers/find': 'staff',
  'GET /customers/findProperty/:propertyId': 'staff',
  'GET /customers/find/next': 'staff',
  'GET /customers/find/prev': 'staff',
  'GET /customers': 'staff',
  'POST /customers': 'staff',
  'GET /customers/check-email/:email': 'staff',
  'GET /customers/check-phone/:phone': 'staff',
  'GET /customers/:id': 'staff',
  'PUT /customers/:id': 'staff',
  'PUT /customers/:id/message-preferences': 'staff',
  'PUT /customers/:id/archive': 'staff',
  'PUT /customers/:id/restore': 'staff',
  'PUT /customers/:id/charges-hold': 'staff',
  'PUT /properties/:id/visits-hold': 'staff',
  'GET /collections': 'staff',
  'GET /sales-tax/rate-tables': 'admin',
  'POST /sales-tax/rate-tables': 'admin',
  'GET /properties/:id/sales-tax': 'staff',
  'POST /properties/:id/sales-tax/overrides': 'staff',
  'GET /customers/:id/invoicing': 'staff',
  'PUT /customers/:id/invoicing': 'staff',
  'POST /invoices/issue': 'staff',
  'GET /invoices': 'staffAndCustomer',
  'GET /invoices/:id': 'staffAndCustomer',
  'GET /invoices/:id/pdf': 'staffAndCustomer',
  'GET /invoices/statement': 'staffAndCustomer',
  'GET /invoices/statement/pdf': 'staffAndCustomer',
  'POST /invoices/:id/receipts': 'staff',
  'POST /invoices/:id/send': 'staff',
  'POST /invoices/:id/pay-link': 'staffAndCustomer',
  'POST /invoices/:id/credit': 'staff',
  'DELETE /customers/:id': 'staff',
  'GET /customers/:id/checkForStartedService': 'staff',
  'GET /customers/:id/messages': 'staff',
  'POST /customers/:id/messages/:messageId/resend': 'staff',
  'POST /customers/:id/messages/:messageId/cancel': 'staff',
  'GET /customers/:id/cards': 'staffOrOwn',
  'GET /customers/:id/deposits': 'staff',
  'POST /customers/:id/cards': 'staffOrOwn',
  'POST /customers/:id/card-fields': 'staffOrOwn',
  'DELETE /customers/:id/cards/:cardId': 'staffOrOwn',
  'PUT /customers/:id/cards/:cardId/default': 'staffOrOwn',
  'GET /customers/:id/reminders-callLogs-count': 'staff',
  'GET /customers/properties/:id': 'staff',
  'PUT /customers/properties/:id': 'staff',
  'PUT /customers/properties/:id/archive': 'staff',
  'PUT /customers/properties/:id/add-referral': 'staff',
  'GET /referral-trackers': 'staffAndCustomer',
  'GET /referral/content': 'signedInNotPending',
  'GET /getFutureAvailableMowServices': 'staffAndCustomer',
  'PUT /updateServiceToFree': 'staffAndCustomer',
  'POST /trackers': 'staff',
  'DELETE /trackers/:id': 'staff',
  'POST /trackers/add-service-tracker': 'staff',
  'GET /trackers/:id/uncounted-visits': 'staff',
  'PUT /customers/properties/:id/restore': 'staff',
  'PUT /customers/properties/:id/convert': 'staff',
  'PUT /customers/properties/:id/auto-charge': 'staffAndCustomer',
  'GET /customers/:id/properties/:propertyId/services': 'staff',
  'PUT /customers/:id/properties/:propertyId/services': 'staff',
  'PUT /customers/:id/properties/:propertyId/services/toggle/timeCap': 'staff',
  'GET /call-logs': 'staff',
  'GET /call-logs/:id': 'staff',
  'POST /call-logs': 'staff',
  'PUT /call-logs/:id': 'staff',
  'DELETE /call-logs/:id': 'staff',
  'GET /reminders': 'staff',
  'GET /reminders/:id': 'staff',
  'POST /reminders': 'staff',
  'PUT /reminders/:id': 'staff',
  'DELETE /reminders/:id': 'staff',
  'GET /notes': 'staff',
  'GET /notes/:id': 'staff',
  'POST /notes': 'staff',
  'PUT /notes/:id': 'staff',
  'DELETE /notes/:id': 'staff',
  'GET /histories/list': 'staff',
  'GET /locked-customers': 'staff',
  'POST /locked-customers': 'staff',
  'DELETE /locked-customers/:id': 'staff',
  'GET /email-templates/active': 'staff',
  'POST /customers/:id/previewMail': 'staff',
  'GET /phrases': 'staff',
  'GET /phrases/choices': 'staff',
  'GET /phrases/:id': 'staff',
  'POST /phrases': 'staff',
  'PUT /phrases/:id': 'staff',
  'DELETE /phrases/:id': 'staff',
  'GET /discounts': 'staff',
  'GET /discounts/:id': 'staff',
  'POST /discounts': 'staff',
  'PUT /discounts/:id': 'staff',
  'DELETE /discounts/:id': 'staff',
  'GET /email-templates': 'staff',
  'GET /email-templates/:id': 'staff',
  'POST /email-templates': 'staff',
  'PUT /email-templates/:id': 'staff',
  'DELETE /email-templates/:id': 'staff',
  'POST /customers/:id/messages': 'staff',
  'GET /moment-words': 'staff',
  'PUT /moment-words/:moment': 'staff',
  'DELETE /moment-words/:moment': 'staff',
  'GET /office-announcements': 'staff',
  'GET /office-announcements/:id': 'staff',
  'POST /office-announcements': 'staff',
  'PUT /office-announcements/:id': 'staff',
  'DELETE /office-announcements/:id': 'staff',
  'POST /contact-us': 'customer',
  'GET /customer/dashboard': 'customer',
  'GET /customer/applications': 'customer',
  'GET /customer/visits/:id/photos/:photoId': 'customer',
  'GET /customer/message-preferences': 'customer',
  'PUT /customer/message-preferences': 'customer',
  'POST /customer/properties/:id/activation-request': 'customer',
  'POST /customer/payments/:id/pay': 'customer',
  'GET /contact-requests': 'staff',
  'GET /contact-requests/:id': 'staff',
  'PUT /contact-requests/:id': 'staff',
  'GET /settings': 'staff',
  'PUT /settings': 'staff',
  'GET /business': 'public',
  'PUT /settings/transferDate': 'staff',
  'GET /settings/nextSeasonDate': 'staff',
  'PUT /settings/nextSeasonDate': 'staff',
  'PUT /settings/service-time-cap-config': 'staff',
  'GET /settings/time-cap-config-detail': 'staffAndCrew',
  'POST /settings/smtp/test': 'staff',
  'POST /settings/paytrace/test': 'staff',
  'POST /settings/:name/test': 'staff',
  'GET /settings/:key': 'staff',
  'GET /settings/history': 'admin',
  'POST /settings/force-service/list': 'staff',
  'POST /settings/force-service': 'staff',
  'DELETE /settings/force-service/:id': 'staff',
  'POST /customer-signup': 'public',
  'GET /customer-signup': 'staff',
  'GET /customer-signup/:id': 'staff',
  'PUT /customer-signup/:id': 'staff',
  'GET /users/csr': 'staff',
  'GET /users': 'staff',
  'GET /users/check-username/:value': 'staff',
  'GET /users/check-email/:value': 'staff',
  'GET /users/choices': 'staff',
  'GET /users/:id': 'staff',
  'POST /users': 'staff',
  'PUT /users/:id': 'staff',
  'DELETE /users/:id': 'staff',
  'GET /users/roles': 'admin',
  'GET /users/roles/:id': 'admin',
  'POST /users/roles': 'admin',
  'PUT /users/roles/:id': 'admin',
  'DELETE /users/roles/:id': 'admin',
  'GET /time-sheets/current': 'staffAndCrew',
  'POST /time-sheets/clock-in': 'staffAndCrew',
  'POST /time-sheets/clock-out': 'staffAndCrew',
  'POST /time-sheets/break': 'staffAndCrew',
  'GET /time-sheets/entries': 'staffAndCrew',
  'POST /time-sheets': 'staff',
  'POST /time-sheets/paid-time-off': 'staff',
  'DELETE /time-sheets/paid-time-off/:id': 'staff',
  'GET /time-sheets/crew': 'crew',
  'GET /time-sheets/weeks/:week': 'staff',
  'POST /time-sheets/weeks/:week/approve': 'admin',
  'GET /reports/payroll.csv': 'admin',
  'GET /reports/job-costing': 'admin',
  'GET /reports/job-costing.csv': 'admin',
  'GET /users/:id/pay-rates': 'admin',
  'GET /notifications/:userId': 'ownOnly',
  'PUT /notifications/read': 'signedIn',
  'PUT /notifications/read/:id': 'signedIn',
  'POST /crew/delay-prompts': 'staff',
  'GET /crew/delayServiceConfig/:crewId': 'staff',
  'GET /crew/day': 'crew',
  'GET /crew/day/path': 'crew',
  'POST /crew/positions': 'crew',
  'GET /crew-positions': 'staff',
  'POST /users/:id/sessions/end': 'staff',
  'GET /crew/day/treatments': 'crew',
  'GET /crew/stops/:id/weather': 'crew',
  'POST /vendor/:vendorId/crews/delayServiceNotificationResponse': 'crew',
  'GET /uploads/profile/:file': 'public',
  'GET /user/:id': 'staffOrOwn',
  'PUT /user/:id': 'staffOrOwn',
  'DELETE /user/:id/profile-image': 'staffOrOwn',
  'HEAD /check-email-exist/:email': 'staff',
  'GET /vendors': 'staff',
  'GET /vendors/list': 'staff',
  'GET /vendors/zipcode-conflicts': 'staff',
  'GET /vendors/:id': 'staff',
  'POST /vendors': 'staff',
  'PUT /vendors/:id': 'staff',
  'DELETE /vendors/:id': 'staff',
  'GET /vendors/:id/price': 'staff',
  'PUT /vendors/:id/price': 'staff',
  'GET /vendors/:id/zipcodes': 'staff',
  'PUT /vendors/:id/zipcodes': 'staff',
  'GET /vendors/:id/property-exceptions': 'staff',
  'GET /vendors/:id/property-exceptions/:exceptionId': 'staff',
  'POST /vendors/:id/property-exceptions': 'staff',
  'PUT /vendors/:id/property-exceptions/:exceptionId': 'staff',
  'DELETE /vendors/:id/property-exceptions/:exceptionId': 'staff',
  'GET /vendors/:id/property-options': 'staff',
  'GET /vendors/crews': 'staffAndVendor',
  'GET /vendors/territories': 'staff',
  'GET /vendors/all/crews': 'staff',
  'GET /vendors/crews/:id': 'staff',
  'POST /vendors/crews': 'staff',
  'GET /vendors/in-house': 'admin',
  'PUT /vendors/in-house': 'admin',
  'PUT /vendors/crews/:id': 'staff',
  'PUT /vendors/crews/:id/working-hours': 'staff',
  'DELETE /vendors/crews/:id': 'staff',
  'GET /vendors/crews/:id/notes': 'staff',
  'POST /vendors/crews/:id/notes': 'staff',
  'DELETE /vendors/crews/:id/notes/:noteId': 'staff',
  'GET /vendors/crew-announcements': 'staff',
  'GET /vendors/crew-announcements/:id': 'staff',
  'POST /vendors/crew-announcements': 'staff',
  'PUT /vendors/crew-announcements/:id': 'staff',
  'DELETE /vendors/crew-announcements/:id': 'staff',
  'GET /zipcodes/map': 'signedIn',
  'GET /work-logs': 'staffCrewVendor',
  'GET /work-logs/summary': 'staffCrewVendor',
  'GET /work-logs/map': 'staff',
  'GET /work-logs/bnb-map': 'staff',
  'GET /work-logs/crew-progress': 'staff',
  'GET /work-logs/choices': 'staffAndActiveVendor',
  'GET /work-logs/:id': 'staffCrewVendor',
  'GET /work-logs/:crewId/:date/skipped': 'staffCrewVendor',
  'PUT /work-logs/:id/status': 'staffAndCrew',
  'PUT /work-logs/:id/no-charge': 'staff',
  'POST /work-logs/reassign': 'staff',
  'POST /work-logs/balance/preview': 'staff',
  'POST /work-logs/balance/apply': 'staff',
  'GET /work-logs/rain-days': 'staff',
  'POST /work-logs/rain-day/preview': 'staff',
  'POST /work-logs/rain-day/apply': 'staff',
  'POST /work-logs/rain-day/:id/undo': 'staff',
  'GET /service-pauses': 'staff',
  'POST /service-pauses': 'staff',
  'DELETE /service-pauses/:id': 'staff',
  'POST /work-logs/move': 'staff',
  'POST /work-logs/:id/extra-time': 'crew',
  'POST /work-logs/:id/on-my-way': 'staffAndCrew',
  'POST /work-logs/:id/photos': 'staffAndCrew',
  'GET /work-logs/:id/photos/:photoId': 'staffCrewVendor',
  'PATCH /work-logs/:id/photos/:photoId': 'staff',
  'DELETE /work-logs/:id/photos/:photoId': 'staff',
  'PUT /work-logs/:id/extra-time': 'staff',
  'POST /work-logs/route': 'staffCrewVendor',
  'PUT /work-logs/route': 'staffCrewVendor',
  'PUT /work-logs/:id/notes': 'staffAndCrew',
  'GET /payments': 'staffAndCustomer',
  'GET /payments/totals': 'staffAndCustomer',
  'GET /payments/:id': 'staffAndCustomer',
  'GET /payments/:id/receipt': 'staffAndCustomer',
  'POST /payments/:id/charge': 'staff',
  'PUT /payments/:id/charge-later': 'staff',
  'DELETE /payments/:id/charge-later': 'staff',
  'PUT /payments/:id/manual': 'staff',
  'POST /payments/:id/received': 'staff',
  'POST /payments/:id/refund': 'staff',
  'GET /reports/charge-later-customers': 'staff',
  'GET /reports/choices': 'staffAndActiveVendor',
  'GET /reports/:report': 'staffAndActiveVendor',
  'GET /reports/:report/csv': 'staffAndActiveVendor',
  'GET /customer-reports/:report': 'staff',
  'GET /customer-reports/:report/csv': 'staff',
  'GET /vendor-statements': 'staffAndActiveVendor',
  'GET /dashboard': 'staff',
  'GET /dashboard/vendor': 'staffAndActiveVendor',
  'GET /dashboard/next-steps': 'admin',
  'GET /openapi.json': 'public',
};

const API = '/api/v1';
let t: TestApp;
let business: Business;
/** A crew member of the vendor's other crew, and a property of another customer: the records that are not the callers' own. */
let otherCrewMember: { _id: string };
let otherProperty: { _id: string; customerId: string };
type SignedInCaller = Exclude<Caller, 'anonymous'>;
const tokens = {} as Record<SignedInCaller, string>;
const LOGIN_ROLES = { customer: 'admin', crew: 'crew', vendor: 'admin', pendingVendor: 'admin', csr: 'admin', admin: 'admin' } as const;
const signInAs = async (caller: SignedInCaller) => (await signIn(t.app, business.users[caller].username, LOGIN_ROLES[caller])).token;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const db = t.app.database.db;
  otherCrewMember = await addUser(db, business.roleIds, 'crew', { crewId: business.sameVendorCrew._id });
  await addZipcodes(db, business.otherVendor._id, [
    { zipcode: '78702', weekDay: 2, crewId: business.otherVendorCrew._id },
    { zipcode: '78703', weekDay: 4 },
  ]);
  ({ property: otherProperty } = await addCustomer(db, business.market._id));
  await t.app.ready();
  for (const caller of Object.keys(LOGIN_ROLES) as SignedInCaller[]) tokens[caller] = await signInAs(caller);
});
afterAll(() => t.close());

const routeKey = (method: string, url: string) => `${method} ${url.slice(API.length)}`;

/** The rows the table must hold: every registered route but the HEAD twins of GET routes. */
function tabledRoutes() {
  const apiRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith(`${API}/`));
  const getUrls = new Set(apiRoutes.filter((route) => route.method === 'GET').map((route) => route.url));
  return apiRoutes.filter((route) => route.method !== 'HEAD' || !getUrls.has(route.url));
}

async function headersOf(caller: Caller, method: string, path: string) {
  if (caller === 'anonymous') return {};
  // Logging out revokes the token, so that call gets a session of its own.
  if (method === 'POST' && path === '/users/login/logout') return bearer(await signInAs(caller));
  return bearer(tokens[caller]);
}

async function answerOf(caller: Caller, method: string, url: string) {
  const path = url.slice(API.length);
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const response = await t.app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, () => randomUUID()),
    headers: await headersOf(caller, method, path),
    ...(hasBody && { payload: {} }),
  });
  return response.statusCode;
}

const matches = (expected: Answer, status: number) =>
  expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;

describe('the access table', () => {
  it('names every registered route, and only those', () => {
    const registered = tabledRoutes()
      .map((route) => routeKey(route.method, route.url))
      .sort();
    expect(registered).toEqual(Object.keys(ROUTES).sort());
  });

  it('holds every route of the OpenAPI document, so no route was registered before the guard could see it', async () => {
    const document = (await t.app.inject({ url: `${API}/openapi.json` })).json() as { paths: Record<string, Record<string, unknown>> };
    const registered = new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('gives the HEAD twin of each GET route the same rule as the GET route', () => {
    const apiRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith(`${API}/`));
    const twins = apiRoutes.filter((route) => route.method === 'HEAD');
    for (const head of twins) {
      const get = apiRoutes.find((route) => route.method === 'GET' && route.url === head.url);
      if (get) expect(head.access, head.url).toEqual(get.access);
    }
    expect(twins.length).toBeGreaterThan(50);
  });

  it('is what every route answers every caller, HEAD twins included', { timeout: 300_000 }, async () => {
    const apiRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith(`${API}/`));
    const mismatches: string[] = [];
    for (const route of apiRoutes) {
      const key = routeKey(route.method === 'HEAD' && ROUTES[routeKey('GET', route.url)] ? 'GET' : route.method, route.url);
      if (!ROUTES[key]) {
        mismatches.push(`${key}: not in the table`);
        continue;
      }
      const expected = CLASSES[ROUTES[key]];
      const statuses = await Promise.all(CALLERS.map((caller) => answerOf(caller, route.method, route.url)));
      CALLERS.forEach((caller, index) => {
        if (!matches(expected[index], statuses[index]))
          mismatches.push(`${caller} ${route.method} ${route.url}: expected ${expected[index]}, got ${statuses[index]}`);
      });
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses with the same message whatever the route', async () => {
    const denied = await t.app.inject({ url: `${API}/markets`, headers: bearer(tokens.customer) });
    expect(denied.json()).toEqual({ status: 403, message: 'You are not authorized to access that page', messageKey: MESSAGES.forbidden });
    const anonymous = await t.app.inject({ url: `${API}/markets` });
    expect(anonymous.json()).toEqual({
      status: 401,
      message: 'You are not allowed or logged out from the system.',
      messageKey: MESSAGES.unauthenticated,
    });
  });
});

describe('spellings of a path', () => {
  const SPELLINGS = [
    '/%61pi/v1/customers',
    '/a%70i/v1/customers',
    '/ap%69/v1/customers',
    '/api/%761/customers',
    '/API/v1/customers',
    '/Api/V1/Customers',
    '/api/v1/%63ustomers',
    '/api/v1/%43ustomers',
    '//api/v1/customers',
    '/api//v1/customers',
    '/api/v1/customers/',
    '/api/v1/customers;',
    '/api/v1/customers;x=1',
    '/api/v1/x/../customers',
    '/api/v1/./customers',
    '/api/v1/customers%2F',
    '/api/v1/customers%00',
    '/%2561pi/v1/customers',
  ];

  it.each(['GET', 'HEAD'] as const)('never answer %s from an anonymous caller with data or a page', async (method) => {
    for (const spelling of SPELLINGS) {
      const response = await t.app.inject({ method, url: `${spelling}?range=%5B0%2C1%5D` });
      expect([400, 401, 404], `${method} ${spelling}`).toContain(response.statusCode);
      if (method === 'GET') expect(response.headers['content-type'], spelling).toMatch(/^application\/json/);
    }
  });

  it('reach the route with its rule when the router decodes them', async () => {
    for (const spelling of [
      '/%61pi/v1/customers',
      '/a%70i/v1/customers',
      '/ap%69/v1/customers',
      '/api/%761/customers',
      '/api/v1/%63ustomers',
    ]) {
      expect((await t.app.inject({ url: spelling })).statusCode, spelling).toBe(401);
      expect((await t.app.inject({ method: 'HEAD', url: spelling })).statusCode, spelling).toBe(401);
      expect((await t.app.inject({ url: spelling, headers: bearer(tokens.customer) })).statusCode, spelling).toBe(403);
      expect((await t.app.inject({ url: spelling, headers: bearer(tokens.admin) })).statusCode, spelling).toBe(200);
    }
  });

  it('do not let an anonymous or unauthorized caller create a role', async () => {
    const name = `Intruder ${randomUUID().slice(0, 8)}`;
    const payload = { name, permissions: ['user_role_list'] };
    for (const url of ['/%61pi/v1/users/roles', '/a%70i/v1/users/roles', '/API/v1/users/roles', '//api/v1/users/roles']) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).not.toBeLessThan(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/%61pi/v1/users/roles', payload, headers: bearer(tokens.csr) })).statusCode).toBe(
      403,
    );
    expect(await t.app.database.db.select().from(roles).where(eq(roles.name, name))).toEqual([]);
  });
});

/**
 * Settings that send customers or money somewhere: PUT /settings admits staff, but a change of one of these fields
 * only with settings_secrets (the admin's role). Add a field here when a new one decides where a link or money goes.
 */
const WHERE_CUSTOMERS_GO = [
  { group: 'business', field: 'siteAddress' },
  { group: 'referral', field: 'baseAddress' },
  { group: 'reviews', field: 'publicUrl' },
] as const;

describe('settings that send customers somewhere', () => {
  it.each(WHERE_CUSTOMERS_GO)('change $group.$field for an admin only', async ({ group, field }) => {
    const read = async () => (await t.app.inject({ url: `${API}/settings/${group}`, headers: bearer(tokens.admin) })).json().data;
    const saved = await read();
    const put = (caller: SignedInCaller, value: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/settings`,
        headers: bearer(tokens[caller]),
        payload: { [group]: { ...saved, [field]: value } },
      });
    const refused = await put('csr', 'https://elsewhere.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toHaveProperty([`${group}.${field}`]);
    expect((await read())[field]).toBe(saved[field]);
    expect((await put('admin', 'https://lawn.example')).statusCode).toBe(200);
    expect((await read())[field]).toBe('https://lawn.example');
    // The csr still saves the group's other fields when it leaves this one as it is.
    expect((await put('csr', 'https://lawn.example')).statusCode).toBe(200);
  });
});

describe('own records against another’s', () => {
  const db = () => t.app.database.db;
  const call = (caller: SignedInCaller, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[caller]), ...(payload && { payload }) });
  const userOf = async (caller: SignedInCaller) => (await db().select().from(users).where(eq(users._id, business.users[caller]._id)))[0];

  it('keeps a vendor to its own vendor page, price, zip codes, crews and commission exceptions', async () => {
    const own = business.vendor._id;
    const ownCrew = business.crew;
    const otherCrew = business.otherVendorCrew;
    const other = otherCrew.vendorId;
    const otherZipcodes = await db().select().from(vendorZipcodes).where(eq(vendorZipcodes.vendorId, other));
    expect(otherZipcodes).toHaveLength(2);
    const property = otherProperty;

    expect((await call('vendor', 'GET', `/vendors/${own}`)).statusCode).toBe(200);
    expect((await call('vendor', 'GET', `/vendors/${own}/zipcodes`)).statusCode).toBe(200);
    expect((await call('vendor', 'GET', `/vendors/crews/${ownCrew._id}`)).statusCode).toBe(200);
    const ownHours = { workingHours: DEFAULT_WORKING_HOURS };
    expect((await call('vendor', 'PUT', `/vendors/crews/${ownCrew._id}/working-hours`, ownHours)).statusCode).toBe(200);
    const refused = [
      await call('vendor', 'GET', `/vendors/${other}`),
      await call('vendor', 'GET', `/vendors/${other}/price`),
      await call('vendor', 'PUT', `/vendors/${other}/price`, { price: 1 }),
      await call('vendor', 'GET', `/vendors/${other}/zipcodes`),
      await call('vendor', 'PUT', `/vendors/${other}/zipcodes`, { zipcodes: [] }),
      await call('vendor', 'GET', `/vendors/crews/${otherCrew._id}`),
      await call('vendor', 'PUT', `/vendors/crews/${otherCrew._id}/working-hours`, { workingHours: DEFAULT_WORKING_HOURS }),
      await call('vendor', 'GET', `/vendors/crews?filter=${encodeURIComponent(JSON.stringify({ vendorId: other }))}`),
      await call('vendor', 'GET', `/vendors/${other}/property-exceptions`),
      await call('vendor', 'POST', `/vendors/${other}/property-exceptions`, { propertyId: property._id, commission: 10 }),
      await call('vendor', 'GET', `/vendors/${other}/property-options`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 403));
    expect(await db().select().from(vendorZipcodes).where(eq(vendorZipcodes.vendorId, other))).toEqual(otherZipcodes);

    const listed = (await call('vendor', 'GET', '/vendors/crews')).json() as { vendorId: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((crew) => crew.vendorId === own)).toBe(true);
  });

  it('shows a crew member the delay prompt of its own crew only, and takes no answer for another crew', async () => {
    const member = await userOf('crew');
    const otherCrew = business.sameVendorCrew;
    expect((await call('crew', 'GET', `/crew/delayServiceConfig/${member.crewId}`)).statusCode).toBe(200);
    expect((await call('crew', 'GET', `/crew/delayServiceConfig/${otherCrew._id}`)).statusCode).toBe(403);

    const prompt = {
      crewId: otherCrew._id,
      type: 'service-delay-initial',
      title: 'Running late?',
      description: 'Are you behind?',
      expiresInMinutes: 30,
    };
    expect((await call('admin', 'POST', '/crew/delay-prompts', prompt)).statusCode).toBe(201);
    const [sent] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'Running late?'), ne(notifications.userId, member._id)));
    expect(sent.userId).toBe(otherCrewMember._id);
    const answer = await call('crew', 'POST', `/vendor/${otherCrew.vendorId}/crews/delayServiceNotificationResponse`, {
      notificationId: sent._id,
      crewResponse: 'no',
    });
    expect([403, 404]).toContain(answer.statusCode);
    expect((await call('admin', 'GET', `/crew/delayServiceConfig/${otherCrew._id}`)).json().data).toMatchObject({
      display: true,
      title: 'Running late?',
    });
  });

  it('keeps a customer out of another customer’s record and properties', async () => {
    expect(otherProperty.customerId).not.toBe(business.customer._id);
    const refused = [
      await call('customer', 'GET', `/customers/${otherProperty.customerId}`),
      await call('customer', 'GET', `/customers/properties/${otherProperty._id}`),
      await call('customer', 'PUT', `/customers/properties/${otherProperty._id}`, {}),
      await call('customer', 'GET', `/customers/findProperty/${otherProperty._id}`),
      await call('customer', 'GET', `/customers/${otherProperty.customerId}/properties/${otherProperty._id}/services`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 403));
    const me = (await call('customer', 'GET', '/users/me')).json().data as { properties: string[] };
    expect(me.properties.length).toBeGreaterThan(0);
    expect(me.properties).not.toContain(otherProperty._id);
  });

  it('lets a user read and mark only their own notifications', async () => {
    const customer = business.users.customer;
    const admin = business.users.admin;
    const [adminNotification] = await db()
      .insert(notifications)
      .values({ userId: admin._id, type: 'announcement-create', title: 'For the admin', message: 'Only the admin reads this.' })
      .returning();

    expect((await call('customer', 'GET', `/notifications/${customer._id}`)).statusCode).toBe(200);
    for (const caller of ['customer', 'crew', 'vendor', 'csr'] as const) {
      expect((await call(caller, 'GET', `/notifications/${admin._id}`)).statusCode, caller).toBe(403);
      expect((await call(caller, 'PUT', `/notifications/read/${adminNotification._id}`, {})).statusCode, caller).toBe(404);
      expect((await call(caller, 'PUT', '/notifications/read', { isAllRead: true })).statusCode, caller).toBe(200);
    }
    const [after] = await db().select().from(notifications).where(eq(notifications._id, adminNotification._id));
    expect(after.isRead).toBe(false);
  });

  it('keeps a user who is not staff to their own profile', async () => {
    const csr = await userOf('csr');
    for (const caller of ['customer', 'crew', 'vendor'] as const) {
      const self = business.users[caller];
      expect((await call(caller, 'GET', `/user/${self._id}`)).statusCode, caller).toBe(200);
      const refused = [
        await call(caller, 'GET', `/user/${csr._id}`),
        await call(caller, 'PUT', `/user/${csr._id}`, { name: { first: 'Taken', last: 'Over' }, email: `${caller}@example.test` }),
        await call(caller, 'DELETE', `/user/${csr._id}/profile-image`),
      ];
      expect(
        refused.map((response) => response.statusCode),
        caller,
      ).toEqual([403, 403, 403]);
    }
    const [after] = await db().select().from(users).where(eq(users._id, csr._id));
    expect(after).toMatchObject({ firstName: csr.firstName, email: csr.email });
  });
});

describe('a route without a rule', () => {
  it('stops the server from starting, inside the API or outside it, and is named', async () => {
    const bare = await createTestApp();
    try {
      bare.app.get('/api/v1/unruled', async () => ({ secret: true }));
      bare.app.post('/metrics', async () => ({ secret: true }));
      const failure = await bare.app.ready().then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toContain('GET /api/v1/unruled');
      expect(failure).toContain('POST /metrics');
    } finally {
      await bare.close();
    }
  });
});
