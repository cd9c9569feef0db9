// What the property view's referrals panel uses of Refer and Earn: a tracker's progress, the free-mow dialog and the
// wallet's query.
export { WALLET_QUERY_KEY } from './ReferralWallet';
export { TrackerProgress } from './TrackerProgress';
export { UseFreeMowDialog } from './UseFreeMowDialog';
