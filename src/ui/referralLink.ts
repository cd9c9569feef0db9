// The referral link of spec section 9: the base address from System Settings (or the site's own), the sign-up page and
// the customer's referral code.
import { SCREEN } from '../../common/screens';
export const SIGNUP_PATH = SCREEN.signup.path;
export const REFERRAL_CODE_PARAM = 'referralCode';

export function referralLink(baseAddress: string, siteOrigin: string, referralCode: string): string {
  const link = new URL(SIGNUP_PATH, baseAddress || siteOrigin);
  link.searchParams.set(REFERRAL_CODE_PARAM, referralCode);
  return link.href;
}
