// The types of record the data export writes, one CSV each, in the order an import creates them (docs/data.md).
export const EXPORT_TYPE_NAMES = [
  'markets',
  'roles',
  'vendors',
  'crews',
  'vendor-zipcodes',
  'customers',
  'users',
  'properties',
  'services',
  'work-logs',
  'call-logs',
  'notes',
  'reminders',
  'payments',
] as const;
export type ExportTypeName = (typeof EXPORT_TYPE_NAMES)[number];
