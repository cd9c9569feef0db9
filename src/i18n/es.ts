// Spanish catalog, merged over English so that a missing key falls back to English.
import { mergeTranslations } from 'react-admin';
import { catalogEs } from '../../common/i18n/catalog';
import { spanishReactAdmin } from './reactAdminEs';
import { en } from './en';
import { billingEs } from './billing';
import { customerMessagesEs } from './customerMessages';
import { inboxEs } from './inbox';
import { dashboardEs } from './dashboard';
import { reportsEs } from './reports';
import { cardsEs } from './cards';
import { portalEs } from './portal';
import { payLinkEs } from './payLink';
import { leadResourcesEs, quotesEs } from './quotes';
import { visitPageEs } from './visitPage';
import { locationsEs } from './locations';
import { referralsEs, signupEs } from './referrals';
import { crewDayEs } from './crewDay';
import { workLogsEs } from './workLogs';
import { noticesEs } from './notices';
import { accountingEs } from './accounting';
import { salesTaxEs } from './salesTax';
import { eventsGivenUpEs } from './eventsGivenUp';
import { invoicesEs } from './invoices';
import { backupsEs } from './backups';
import { businessSetupEs } from './businessSetup';
import { authEs } from './auth';
import { emptyListsEs } from './emptyLists';
import { settingsCatalogEs } from './settings';
import { vendorsCatalogEs } from './vendors';
import { accountsCatalogEs } from './accounts';
import { shellCatalogEs } from './shell';
import { customersCatalogEs } from './customers';
import { listResourcesEs } from './resourceLists';
import { peopleResourcesEs } from './resourcePeople';
import { propertyViewEs } from './propertyView';
import { propertyViewActivityEs } from './propertyViewActivity';
import { applicationResourcesEs, applicationsEs } from './applications';
import { treatmentResourcesEs, treatmentsEs } from './treatments';

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
