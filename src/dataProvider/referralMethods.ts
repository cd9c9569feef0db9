// The referral wallet and trackers (spec section 7): a customer's trackers and free mows, the future mows one can go
// on, applying one, and staff's tracker corrections.
import type {
  AddReferralInput,
  FutureMowService,
  ReferralWallet,
  ServiceToFreeInput,
  ServiceTrackerInput,
  TrackerInput,
  TrackerRecord,
  UncountedWorkLog,
  WalletCredit,
  WalletQuery,
} from '../../common/schemas/referral';
import { apiCall, type Data } from './httpClient';

export type { FutureMowService, ReferralWallet, TrackerRecord, WalletCredit };

const id = encodeURIComponent;
const query = ({ customerId, propertyId }: WalletQuery) =>
  new URLSearchParams(propertyId ? { customerId, propertyId } : { customerId }).toString();

export const referralMethods = {
  /** The customer's trackers (as referrer or referred) and its wallet; a customer reads only its own. */
  getReferralTrackers: async (params: WalletQuery) => (await apiCall<Data<ReferralWallet>>(`/referral-trackers?${query(params)}`)).data,
  /** The customer's future pending mows a free mow can go on. */
  getFutureAvailableMowServices: async (params: WalletQuery) =>
    (await apiCall<Data<FutureMowService[]>>(`/getFutureAvailableMowServices?${query(params)}`)).data,
  /** Spends one unused free mow on that mow: its payment will be `free`. Answers the credit as applied. */
  updateServiceToFree: async (input: ServiceToFreeInput) =>
    (await apiCall<Data<WalletCredit>>('/updateServiceToFree', { method: 'PUT', body: input })).data,
  addTracker: async (input: TrackerInput) => (await apiCall<Data<TrackerRecord>>('/trackers', { method: 'POST', body: input })).data,
  removeTracker: async (trackerId: string) => (await apiCall<Data<TrackerRecord>>(`/trackers/${id(trackerId)}`, { method: 'DELETE' })).data,
  /** The referred property's completed visits the tracker has not counted, newest first. */
  getUncountedWorkLogs: async (trackerId: string) =>
    (await apiCall<Data<UncountedWorkLog[]>>(`/trackers/${id(trackerId)}/uncounted-visits`)).data,
  /** Counts a completed visit of the referred property the tracker missed; answers the tracker after it. */
  addServiceTracker: async (input: ServiceTrackerInput) =>
    (await apiCall<Data<TrackerRecord>>('/trackers/add-service-tracker', { method: 'POST', body: input })).data,
  /** Links the property to the customer whose referral code this is; answers the new tracker. */
  addReferral: async (propertyId: string, input: AddReferralInput) =>
    (await apiCall<Data<TrackerRecord>>(`/customers/properties/${id(propertyId)}/add-referral`, { method: 'PUT', body: input })).data,
};
