// Spanish catalog, merged over English so that a missing key falls back to English.
import { mergeTranslations } from 'react-admin';
import { catalogEs } from '../../common/i18n/catalogEs';
import { spanishReactAdmin } from './reactAdminEs';
import { en } from './en';
import { billingEs } from './es/billing';
import { customerMessagesEs } from './es/customerMessages';
import { inboxEs } from './es/inbox';
import { dashboardEs } from './es/dashboard';
import { reportsEs } from './es/reports';
import { cardsEs } from './es/cards';
import { portalEs } from './es/portal';
import { payLinkEs } from './es/payLink';
import { leadResourcesEs, quotesEs } from './es/quotes';
import { visitPageEs } from './es/visitPage';
import { locationsEs } from './es/locations';
import { referralsEs, signupEs } from './es/referrals';
import { crewDayEs } from './es/crewDay';
import { workLogsEs } from './es/workLogs';
import { noticesEs } from './es/notices';
import { accountingEs } from './es/accounting';
import { salesTaxEs } from './es/salesTax';
import { eventsGivenUpEs } from './es/eventsGivenUp';
import { invoicesEs } from './es/invoices';
import { backupsEs } from './es/backups';
import { businessSetupEs } from './es/businessSetup';
import { authEs } from './es/auth';
import { emptyListsEs } from './es/emptyLists';
import { settingsCatalogEs } from './es/settings';
import { vendorsCatalogEs } from './es/vendors';
import { accountsCatalogEs } from './es/accounts';
import { shellCatalogEs } from './es/shell';
import { customersCatalogEs } from './es/customers';
import { listResourcesEs } from './es/resourceLists';
import { peopleResourcesEs } from './es/resourcePeople';
import { propertyViewEs } from './es/propertyView';
import { propertyViewActivityEs } from './es/propertyViewActivity';
import { applicationResourcesEs, applicationsEs } from './es/applications';
import { treatmentResourcesEs, treatmentsEs } from './es/treatments';

const spanishApp = {
  resources: {
    ...listResourcesEs,
    ...peopleResourcesEs,
    ...leadResourcesEs,
    ...treatmentResourcesEs,
    ...applicationResourcesEs,
  },
  app: {
    ...settingsCatalogEs,
    ...vendorsCatalogEs,
    ...accountsCatalogEs,
    ...shellCatalogEs,
    ...customersCatalogEs,
    property_view: { ...propertyViewEs, ...propertyViewActivityEs },
    name: 'LawnDesk',
    auth: authEs,
    list: { estimated_range: '%{offsetBegin}-%{offsetEnd} de unos %{total}' },
    customers: { search: 'Nombre, correo, teléfono, dirección o código postal' },
    status: { active: 'Activo', past: 'Anterior', 'no-renew': 'Sin renovar', declined: 'Rechazado', 'pro-collect': 'Cobranza' },
  },
};

/**
 * Every Spanish text we wrote: the completeness test compares it with English, key by key. A deep merge, so built when
 * first asked (Spanish first shown) rather than as the app's modules run, in a task a phone cannot break up.
 */
export const spanishTexts = () =>
  mergeTranslations(
    spanishReactAdmin,
    spanishApp,
    {
      app: {
        billing: billingEs,
        customer_messages: customerMessagesEs,
        inbox: inboxEs,
        dashboard: dashboardEs,
        reports: reportsEs,
        work_logs: workLogsEs,
        crew_day: crewDayEs,
        cards: cardsEs,
        portal: portalEs,
        pay_link: payLinkEs,
        quotes: quotesEs,
        visit_page: visitPageEs,
        treatments: { ...treatmentsEs, applications: applicationsEs },
        referrals: referralsEs,
        locations: locationsEs,
        signup: signupEs,
        notices: noticesEs,
        empty_lists: emptyListsEs,
        backups: backupsEs,
        accounting: accountingEs,
        sales_tax: salesTaxEs,
        events_given_up: eventsGivenUpEs,
        invoices: invoicesEs,
        business_setup: businessSetupEs,
      },
    },
    catalogEs,
  );

/** The whole Spanish catalog (English where a key has no Spanish yet): a deep merge, so built when Spanish is first shown. */
export const es = () => mergeTranslations(en, spanishTexts());
