// The referrals domain's door: the wallet and referral calls (spec section 7), and what customers and work logs call:
// linking a referral code to a new customer; its subscribers count a referred property's completed visit.
export { referralSubscribers, syncReferralWorkLog } from './counting';
export { default } from './referralRoutes';
export { linkByCode } from './trackers';
