import { describe, expect, it } from 'vitest';
import { reviewOffer } from './visitPageRules';

const reviews = { publicUrl: 'https://g.page/r/lawn/review', offerEveryDays: 90 };
const now = new Date('2026-06-01T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the review page offered after a rating', () => {
  it('is offered to a customer never offered it', () => {
    expect(reviewOffer(reviews, null, now)).toBe(reviews.publicUrl);
  });

  it('is not offered again within the period, and is once it has passed', () => {
    expect(reviewOffer(reviews, daysBefore(89), now)).toBeNull();
    expect(reviewOffer(reviews, daysBefore(90), now)).toBe(reviews.publicUrl);
    expect(reviewOffer({ ...reviews, offerEveryDays: 7 }, daysBefore(8), now)).toBe(reviews.publicUrl);
  });

  it('is never offered without a review page set', () => {
    expect(reviewOffer({ ...reviews, publicUrl: '' }, null, now)).toBeNull();
  });
});
