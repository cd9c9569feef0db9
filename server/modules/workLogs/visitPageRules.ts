// The visit page's rules without I/O (docs/field.md "The visit page").
import type { SettingsValues } from '../../../common/schemas/settings';

const DAY_MS = 86_400_000;

/**
 * The review page a customer who just rated is offered: the business's (`reviews.publicUrl`), whatever the stars they
 * gave (the FTC's 2024 rule on reviews and Google's policy forbid asking only the happy ones), unless none is set or it
 * was offered to this customer within `offerEveryDays`.
 */
export function reviewOffer(
  reviews: Pick<SettingsValues['reviews'], 'publicUrl' | 'offerEveryDays'>,
  lastOfferedAt: Date | null,
  now: Date,
): string | null {
  if (!reviews.publicUrl) return null;
  if (lastOfferedAt && now.getTime() - lastOfferedAt.getTime() < reviews.offerEveryDays * DAY_MS) return null;
  return reviews.publicUrl;
}
