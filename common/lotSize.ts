// Lot size categories of the spec, derived from a lot's area in square feet.
export const LOT_SIZE_RANGES = [
  { category: 'small', min: 1, max: 5000 },
  { category: 'average', min: 5001, max: 11500 },
  { category: 'large', min: 11501, max: 13000 },
  { category: 'extraLarge', min: 13001, max: 25000 },
] as const;
export type LotSizeCategory = (typeof LOT_SIZE_RANGES)[number]['category'];

/** Lots above the last range still count as extra large; an empty or zero lot has no category. */
export function lotSizeCategory(squareFeet: number): LotSizeCategory | null {
  if (!(squareFeet >= 1)) return null;
  return LOT_SIZE_RANGES.find((range) => squareFeet <= range.max)?.category ?? 'extraLarge';
}
