// Lot size categories of the spec, derived from a lot's area in square feet.

/** Spec section 3's list: each category with its module number, the square-foot range it covers. */
export const LOT_SIZE_RANGES = [
  { category: 'small', min: 1, max: 5000 },
  { category: 'average', min: 5001, max: 11500 },
  { category: 'large', min: 11501, max: 13000 },
  { category: 'extraLarge', min: 13001, max: 25000 },
] as const;

/**
 * Every category a lot may carry, smallest first: the list's four and `medium`, which the spec names without a range of
 * its own, so an area never derives it; a record may still hold it, and a vendor may price it.
 */
export const LOT_SIZE_CATEGORIES = ['small', 'average', 'medium', 'large', 'extraLarge'] as const;
export type LotSizeCategory = (typeof LOT_SIZE_CATEGORIES)[number];

/** The module number of a category as the spec writes it ("5001-11500"); medium has none. */
export function lotSizeModule(category: LotSizeCategory): string | null {
  const range = LOT_SIZE_RANGES.find((candidate) => candidate.category === category);
  return range ? `${range.min}-${range.max}` : null;
}

/** Lots above the last range still count as extra large; an empty or zero lot has no category. */
export function lotSizeCategory(squareFeet: number): LotSizeCategory | null {
  if (!(squareFeet >= 1)) return null;
  return LOT_SIZE_RANGES.find((range) => squareFeet <= range.max)?.category ?? 'extraLarge';
}
