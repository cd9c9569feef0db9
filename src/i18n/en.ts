// English catalog: react-admin's messages plus every LawnDesk string.
import englishMessages from 'ra-language-english';
import { catalogEn } from '../../common/i18n/keys';
import { billingEn } from './billing';
import { customerMessagesEn } from './customerMessages';
import { inboxEn } from './inbox';
import { reportsEn } from './reports';
import { cardsEn } from './cards';
import { portalEn } from './portal';
import { payLinkEn } from './payLink';
import { leadResourcesEn, quotesEn } from './quotes';
import { visitPageEn } from './visitPage';
import { locationsEn } from './locations';
import { referralsEn, signupEn } from './referrals';
import { crewDayEn } from './crewDay';
import { dashboardEn } from './dashboard';
import { workLogsEn } from './workLogs';
import { noticesEn } from './notices';
import { accountingEn } from './accounting';
import { salesTaxEn } from './salesTax';
import { eventsGivenUpEn } from './eventsGivenUp';
import { invoicesEn } from './invoices';
import { backupsEn } from './backups';
import { businessSetupEn } from './businessSetup';
import { authEn } from './auth';
import { emptyListsEn } from './emptyLists';
import { settingsCatalogEn } from './settings';
import { vendorsCatalogEn } from './vendors';
import { accountsCatalogEn } from './accounts';
import { shellCatalogEn } from './shell';
import { customersCatalogEn } from './customers';
import { propertyStatusEn } from './propertyStatus';
import { listResourcesEn } from './resourceLists';
import { peopleResourcesEn } from './resourcePeople';
import { propertyViewEn } from './propertyView';
import { propertyViewActivityEn } from './propertyViewActivity';
import { applicationResourcesEn, applicationsEn } from './applications';
import { treatmentResourcesEn, treatmentsEn } from './treatments';

export const en = {
  ...englishMessages,
  /** What the server and the shared schemas say (`validation.*`, `server.*`, `notifications.*`), keyed the same on both sides. */
  ...catalogEn,
  resources: {
    ...listResourcesEn,
    ...peopleResourcesEn,
    ...leadResourcesEn,
    ...treatmentResourcesEn,
    ...applicationResourcesEn,
  },
  app: {
    ...settingsCatalogEn,
    ...vendorsCatalogEn,
    ...accountsCatalogEn,
    ...shellCatalogEn,
    ...customersCatalogEn,
    property_view: { ...propertyViewEn, ...propertyViewActivityEn },
    name: 'LawnDesk',
    billing: billingEn,
    customer_messages: customerMessagesEn,
    inbox: inboxEn,
    reports: reportsEn,
    work_logs: workLogsEn,
    crew_day: crewDayEn,
    cards: cardsEn,
    portal: portalEn,
    pay_link: payLinkEn,
    quotes: quotesEn,
    visit_page: visitPageEn,
    treatments: { ...treatmentsEn, applications: applicationsEn },
    referrals: referralsEn,
    locations: locationsEn,
    signup: signupEn,
    notices: noticesEn,
    backups: backupsEn,
    accounting: accountingEn,
    sales_tax: salesTaxEn,
    events_given_up: eventsGivenUpEn,
    invoices: invoicesEn,
    business_setup: businessSetupEn,
    empty_lists: emptyListsEn,
    auth: authEn,
    dashboard: dashboardEn,
    list: { estimated_range: '%{offsetBegin}-%{offsetEnd} of about %{total}' },
    customers: { search: 'Name, e-mail, phone, address or zip' },
    status: propertyStatusEn,
  },
};
