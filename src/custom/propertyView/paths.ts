// The property view's route and links to it, apart from the page so the screens linking to it do not load it.
import { generatePath } from 'react-router-dom';
import { SCREEN } from '../../../common/screens';

/** The property view's tabs, in their order; `?tab=` names one. */
export const PROPERTY_TABS = ['services', 'call-logs', 'reminders', 'notes', 'billing', 'messages', 'programs', 'history'] as const;
export type PropertyTab = (typeof PROPERTY_TABS)[number];

export const PROPERTY_VIEW_PATH = SCREEN.propertyView.path;
/** The property view, opened on one of its tabs when `tab` is given (the Payments list opens the Billing tab). */
export const propertyViewPath = (propertyId: string, tab?: PropertyTab) =>
  `${generatePath(PROPERTY_VIEW_PATH, { propertyId })}${tab ? `?tab=${tab}` : ''}`;
/** The address fragment that opens the property view at its referrals panel (a referral notification's link). */
export const REFERRALS_ANCHOR = 'referrals';

/** What Add Customer tells the property view it opens: the name its confirmation shows. */
export interface AddedState {
  added: string;
}
