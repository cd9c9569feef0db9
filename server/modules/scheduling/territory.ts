// Which vendor and crew serve a property: the vendor zip code row for its zip code and week day.

export interface ZipcodeDayRow {
  vendorId: string;
  crewId: string | null;
  weekDay: number;
  isPrimary: boolean;
  /** The vendor's: rows rank by it when two vendors hold the same zip code and day (a conflict staff have not resolved yet). */
  createdAt: Date;
  _id: string;
}

/** Primary vendors first, then the oldest vendor: a conflict stays stable until staff resolve it on the vendor screens. */
export function byPreference(a: ZipcodeDayRow, b: ZipcodeDayRow): number {
  if (a.isPrimary !== b.isPrimary) return a.isPrimary ? -1 : 1;
  return a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/**
 * The row serving a zip code on `weekDay` (the service's mow day); without a mow day, the preferred row of the zip
 * code, whose day becomes the service's. Null when no active vendor serves it: the visit is planned unassigned.
 */
export function servingRow(rows: readonly ZipcodeDayRow[], weekDay: number | null): ZipcodeDayRow | null {
  const candidates = weekDay === null ? rows : rows.filter((row) => row.weekDay === weekDay);
  return [...candidates].sort(byPreference)[0] ?? null;
}
