// Referrals and the wallet (spec sections 7 and 9): trackers between a referring and a referred property, the visits
// counted on them, the free mows they earn, and the inputs of the wallet and tracker calls.
import { z } from 'zod';
import { MAX_LENGTH, recordId, text } from './fields';
import { WORK_LOG_TYPES } from './service';

/** Spec section 9: at most 10 trackers per referring property. */
export const MAX_TRACKERS_PER_PROPERTY = 10;
/** The referred property's completed visit that earns the referrer a free mow. */
export const REFERRER_REWARD_VISIT = 6;
/** The referred property's completed visit that earns the referred customer a free mow. */
export const REFERRED_REWARD_VISIT = 10;

/** Why a free mow is in a wallet: the referrer's or the referred customer's reward on a tracker, or given by staff. */
export const CREDIT_REASONS = ['referrer-reward', 'referred-reward', 'staff'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** One end of a tracker. A customer reading its wallet sees the other customer's first name only, and no address. */
const propertySide = z.object({ propertyId: z.string(), customerId: z.string(), address: z.string().nullable(), customerName: z.string() });

/** A tracker as the wallet and the property view show it. */
export const trackerRecord = z.object({
  _id: z.string(),
  referrer: propertySide,
  referred: propertySide,
  /** Completed visits of the referred property counted so far. */
  visits: z.number(),
  referrerRewardEarned: z.boolean(),
  referredRewardEarned: z.boolean(),
  createdAt: z.string(),
});
export type TrackerRecord = z.infer<typeof trackerRecord>;

/** A free mow in a customer's wallet; `appliedTo` is the mow it pays for once applied. */
export const walletCredit = z.object({
  _id: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  reason: z.enum(CREDIT_REASONS),
  trackerId: z.string().nullable(),
  appliedTo: z.object({ workLogId: z.string(), date: z.string(), address: z.string() }).nullable(),
  appliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletCredit = z.infer<typeof walletCredit>;

/** GET /referral-trackers: the trackers where the customer's properties refer or are referred, and its wallet. */
export const referralWallet = z.object({
  trackers: z.array(trackerRecord),
  credits: z.array(walletCredit),
  /** Credits not yet applied. */
  available: z.number(),
});
export type ReferralWallet = z.infer<typeof referralWallet>;

/** Query of GET /referral-trackers and GET /getFutureAvailableMowServices: one customer, optionally one property. */
export const walletQuery = z.object({
  customerId: recordId('validation.customer.choose_customer'),
  propertyId: recordId().optional(),
});
export type WalletQuery = z.infer<typeof walletQuery>;

/** A future pending mow a free mow can go on. */
export const futureMowService = z.object({
  workLogId: z.string(),
  propertyId: z.string(),
  address: z.string(),
  date: z.string(),
  /** The service's price in cents, which the free mow saves. */
  priceCents: z.number(),
});
export type FutureMowService = z.infer<typeof futureMowService>;

/** PUT /updateServiceToFree: spend one unused free mow of the customer on one of its future mows. */
export const serviceToFreeInput = z.object({
  customerId: recordId('validation.customer.choose_customer'),
  workLogId: recordId('validation.referral.choose_future_mow'),
});
export type ServiceToFreeInput = z.infer<typeof serviceToFreeInput>;

/** POST /trackers: staff link a referred property to its referrer by hand. */
export const trackerInput = z.object({
  referrerPropertyId: recordId('validation.referral.choose_referrer_property'),
  referredPropertyId: recordId('validation.referral.choose_referred_property'),
});
export type TrackerInput = z.infer<typeof trackerInput>;

/** POST /trackers/add-service-tracker: staff count a completed visit the tracker missed (one made before it existed). */
export const serviceTrackerInput = z.object({
  trackerId: recordId('validation.referral.choose_tracker'),
  workLogId: recordId('validation.referral.choose_completed_visit'),
});
export type ServiceTrackerInput = z.infer<typeof serviceTrackerInput>;

/** GET /trackers/{id}/uncounted-visits: a completed visit of the referred property its tracker has not counted. */
export const uncountedWorkLog = z.object({ workLogId: z.string(), date: z.string(), serviceType: z.enum(WORK_LOG_TYPES) });
export type UncountedWorkLog = z.infer<typeof uncountedWorkLog>;

/** A customer's referral code as typed on Add Customer, the sign-up form or add-referral (codes are upper case). */
const referralCode = text(MAX_LENGTH.code).toUpperCase();
export const optionalReferralCode = referralCode.nullish().transform((value) => value || null);

/** PUT /customers/properties/{id}/add-referral: link this property to the customer whose referral code this is. */
export const addReferralInput = z.object({ referralCode: referralCode.min(1, 'validation.referral.referral_code_required') });
export type AddReferralInput = z.infer<typeof addReferralInput>;
