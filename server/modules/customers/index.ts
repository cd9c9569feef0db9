// The customers domain's door: customers and their properties, the navigation between them, a property's view and its
// services, a mail preview and a message sent from a template, locked customers, sign-ups, contact requests, and the activity at a property (call logs,
// notes, reminders, histories); what the portal, newsletters, accounts, the customer import and an approved quote call of it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessToday } from '../../lib/businessDay';
import type { DomainJobs } from '../../plugins/jobs';
import activationRoutes from './activationRoutes';
import callLogRoutes from './callLogRoutes';
import contactRequestRoutes from './contactRequestRoutes';
import { notifyDueReminders } from './dueReminders';
import historyRoutes from './historyRoutes';
import lockedCustomerRoutes from './lockedCustomerRoutes';
import mailPreviewRoutes from './mailPreviewRoutes';
import templateMessageRoutes from './templateMessageRoutes';
import navigationRoutes from './navigationRoutes';
import noteRoutes from './noteRoutes';
import propertyListRoutes from './propertyListRoutes';
import propertyRoutes from './propertyRoutes';
import reminderRoutes from './reminderRoutes';
import customersRoutes from './customerRoutes';
import serviceRoutes from './serviceRoutes';
import signupRoutes from './signupRoutes';

export {
  activationRequestNotice,
  hasActiveService,
  hasActiveServiceSql,
  openActivationRequests,
  readActivationRequest,
} from './activation';
export { escapeHtml, templateValues } from './mailPreview';
export { forceService, removeForcedService } from './forcedServices';
export { setMessagePreferences } from './messagePreferences';
export { marketForZip, marketsForZips, syncCustomerContact } from './repository';
export { addWonWork, customersMatching, type WonPerson, type WonPlace, type WonService, type WonWork } from './wonQuotes';
export { addTreatmentService, endTreatmentService } from './treatmentServices';
export { approximateCount, approximateProperties, type GeocodedLocation, setGeocodedLocations } from './approximateLocations';
export {
  addImportedProperties,
  createImportedCustomers,
  customersWithActivity,
  type ImportedLocation,
  type ImportedPropertyDraft,
  planImported,
  removeImportedCustomers,
  removeImportedProperties,
  importPeople,
  type ImportPerson,
  storedContacts,
} from './importedCustomers';
export { type ImportedBefore, restoreImportedCustomer, updateImportedCustomer } from './importedUpdates';

export { notifyDueReminders } from './dueReminders';
export { customerSubscribers } from './subscribers';

export const customersJobs: DomainJobs = {
  scheduled: [
    {
      name: 'due-reminders',
      cron: '* * * * *',
      run: async (app) => notifyDueReminders(app.notifier, await businessToday(app.database.db)),
    },
  ],
};

const customersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(callLogRoutes); // /call-logs
  await app.register(contactRequestRoutes); // /contact-requests, /contact-us
  await app.register(signupRoutes); // /customer-signup
  // /customers
  await app.register(navigationRoutes);
  await app.register(customersRoutes);
  await app.register(propertyRoutes);
  await app.register(serviceRoutes);
  await app.register(mailPreviewRoutes);
  await app.register(templateMessageRoutes);
  await app.register(historyRoutes); // /histories
  await app.register(lockedCustomerRoutes); // /locked-customers
  await app.register(noteRoutes); // /notes
  // /properties: the back office's list and search, and staff's side of a property's activation request
  for (const routes of [propertyListRoutes, activationRoutes]) await app.register(routes);
  await app.register(reminderRoutes); // /reminders
};

export default customersModule;
// What bench/ and scripts/ call (they import doors only).
export { propertyDetail } from './propertyDetail';
export { propertiesRepository } from './propertyListRepository';
