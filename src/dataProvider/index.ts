// ra-data-simple-rest on /api/v1, mapping the server's _id to react-admin's id, plus every call outside the resources.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { accountingMethods } from './accountingMethods';
import { accountMethods } from './accountMethods';
import { backupMethods } from './backupMethods';
import { billingMethods } from './billingMethods';
import { conversationMethods } from './conversationMethods';
import { crewMethods } from './crewMethods';
import { customerMethods } from './customerMethods';
import { dashboardMethods } from './dashboardMethods';
import { mapMethods } from './mapMethods';
import { API_URL, httpClient } from './httpClient';
import { importMethods } from './importMethods';
import { invoiceMethods } from './invoiceMethods';
import { newsletterMethods } from './newsletterMethods';
import { notificationMethods } from './notificationMethods';
import { payLinkMethods } from './payLinkMethods';
import { quoteMethods } from './quoteMethods';
import { visitPageMethods } from './visitPageMethods';
import { portalMethods } from './portalMethods';
import { propertyMethods } from './propertyMethods';
import { referralMethods } from './referralMethods';
import { reportMethods } from './reportMethods';
import { salesTaxMethods } from './salesTaxMethods';
import { eventMethods } from './eventMethods';
import { settingsMethods } from './settingsMethods';
import { signupMethods } from './signupMethods';
import { treatmentMethods } from './treatmentMethods';
import { vendorMethods } from './vendorMethods';
import { workLogMethods } from './workLogMethods';

/** The API names a record's key `_id`; react-admin reads `id`. */
export function withId<T>(record: T): T {
  const fields = record as Partial<RaRecord> & { _id?: string };
  return { ...fields, id: fields._id ?? fields.id } as T;
}

/**
 * A list's `meta.totalEstimated` is true when the server counted past its exact-count limit and its total is the
 * planner's estimate (`X-Total-Estimated`), so that the pagination can say "about".
 */
export type ListMeta = { totalEstimated?: true };

/** simple-rest's list calls, with the estimate flag of the answer they read. */
function listReader(apiUrl: string) {
  let totalEstimated = false;
  const reader = simpleRestProvider(
    apiUrl,
    async (url, options) => {
      const response = await httpClient(url, options);
      totalEstimated = response.headers.get('X-Total-Estimated') === 'true';
      return response;
    },
    'Content-Range',
  );
  const meta = (): ListMeta | undefined => (totalEstimated ? { totalEstimated: true } : undefined);
  return { reader, meta };
}

export function createDataProvider(apiUrl = API_URL) {
  const base = simpleRestProvider(apiUrl, httpClient, 'Content-Range');
  return {
    ...base,
    ...accountingMethods,
    ...accountMethods,
    ...backupMethods,
    ...billingMethods,
    ...conversationMethods,
    ...crewMethods,
    ...customerMethods,
    ...dashboardMethods,
    ...importMethods,
    ...invoiceMethods,
    ...mapMethods,
    ...newsletterMethods,
    ...notificationMethods,
    ...payLinkMethods,
    ...quoteMethods,
    ...visitPageMethods,
    ...portalMethods,
    ...propertyMethods,
    ...referralMethods,
    ...reportMethods,
    ...salesTaxMethods,
    ...eventMethods,
    ...settingsMethods,
    ...signupMethods,
    ...treatmentMethods,
    ...vendorMethods,
    ...workLogMethods,
    getList: async (resource, params) => {
      const { reader, meta } = listReader(apiUrl);
      const result = await reader.getList(resource, params);
      return { ...result, data: result.data.map(withId), meta: meta() };
    },
    getOne: async (resource, params) => ({ data: withId((await base.getOne(resource, params)).data) }),
    getMany: async (resource, params) => ({ data: (await base.getMany(resource, params)).data.map(withId) }),
    getManyReference: async (resource, params) => {
      const { reader, meta } = listReader(apiUrl);
      const result = await reader.getManyReference(resource, params);
      return { ...result, data: result.data.map(withId), meta: meta() };
    },
    create: async (resource, params) => ({ data: withId((await base.create(resource, params)).data) }),
    update: async (resource, params) => ({ data: withId((await base.update(resource, params)).data) }),
    delete: async (resource, params) => ({ data: withId((await base.delete(resource, params)).data) }),
  } satisfies DataProvider;
}

export type LawnDeskDataProvider = ReturnType<typeof createDataProvider>;
export const dataProvider = createDataProvider();
