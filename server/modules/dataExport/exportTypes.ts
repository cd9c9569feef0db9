// What the data export writes: one CSV per type of record the business owns, its columns listed one by one. Every
// column of a table is either exported or withheld here by name (a test holds it), so a new column stays out of the
// export until someone decides; secrets (password hashes, card tokens) are withheld and never listed.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  callLogs,
  crews,
  customers,
  markets,
  notes,
  payments,
  properties,
  reminders,
  roles,
  services,
  users,
  vendors,
  vendorZipcodes,
  workLogs,
} from '../../db/schema';

type KeyedTable = PgTable & { _id: PgColumn };
type ColumnKey<T> = Exclude<keyof T & string, keyof PgTable | '_' | '$inferSelect' | '$inferInsert' | 'getSQL' | 'enableRLS'>;

export interface ExportType<T extends KeyedTable = KeyedTable> {
  table: T;
  /** The columns written, in order, by their key in the Drizzle table; the file's header is each one's database name. */
  columns: readonly ColumnKey<T>[];
  /** Columns never written, and why in a word: a secret, a copy the database keeps itself, another type's data. */
  withheld: Partial<Record<ColumnKey<T>, 'secret' | 'derived' | 'card'>>;
}

const exportType = <T extends KeyedTable>(type: ExportType<T>) => type as unknown as ExportType;
const RECORD = ['_id', 'createdAt', 'updatedAt'] as const;

/** The types in the order an import creates them: each one's references point to types before it. */
export const EXPORT_TYPES = {
  markets: exportType({ table: markets, columns: [...RECORD, 'name', 'zipCodes', 'taxPercent'], withheld: {} }),
  roles: exportType({ table: roles, columns: [...RECORD, 'name', 'permissions'], withheld: {} }),
  vendors: exportType({
    table: vendors,
    columns: [...RECORD, 'companyName', 'commission', 'status', 'marketId', 'contactName', 'email', 'phone', 'isPrimary', 'prices'],
    withheld: {},
  }),
  crews: exportType({ table: crews, columns: [...RECORD, 'vendorId', 'name', 'startAddress', 'startLatitude', 'startLongitude'], withheld: {} }),
  'vendor-zipcodes': exportType({ table: vendorZipcodes, columns: [...RECORD, 'vendorId', 'zipcode', 'weekDay', 'crewId'], withheld: {} }),
  customers: exportType({
    table: customers,
    columns: [
      ...RECORD, 'firstName', 'lastName', 'email', 'mobile', 'emergencyPhone', 'source', 'referralCode', 'marketingOptIn', 'status',
      'pastCustomerType', 'statusReason', 'isArchived', 'lockedReason', 'lockedAt', 'lockedById', 'chargesOnHold',
    ],
    withheld: {},
  }),
  users: exportType({
    table: users,
    columns: [
      ...RECORD, 'username', 'email', 'mobile', 'firstName', 'lastName', 'type', 'roleId', 'vendorId', 'crewId', 'customerId',
      'dateOfBirth', 'dateOfJoining', 'address', 'profileImage', 'isActive',
    ],
    withheld: { passwordHash: 'secret' },
  }),
  properties: exportType({
    table: properties,
    columns: [
      ...RECORD, 'customerId', 'address', 'city', 'state', 'zipcode', 'marketId', 'latitude', 'longitude', 'lotSize', 'lotSizeCategory',
      'cornerLot', 'petsAndSecurity', 'backyardLockCode', 'subdivisionCode', 'duplexUnit', 'gateName', 'gateCode', 'routeCode',
      'houseValue', 'priority', 'assigneeId', 'referralCode', 'discountId', 'status', 'pastCustomerType', 'statusReason', 'isArchived',
    ],
    withheld: { searchText: 'derived', customerSortName: 'derived' },
  }),
  services: exportType({
    table: services,
    columns: [...RECORD, 'customerId', 'propertyId', 'createdById', 'type', 'frequency', 'frontBack', 'price', 'startDate', 'mowDay', 'timeCapHours', 'status'],
    withheld: {},
  }),
  'work-logs': exportType({
    table: workLogs,
    columns: [
      ...RECORD, 'propertyId', 'customerId', 'serviceId', 'serviceType', 'vendorId', 'crewId', 'date', 'plannedDate', 'pinned', 'status',
      'routePosition', 'startedAt', 'startLatitude', 'startLongitude', 'completedAt', 'completionLatitude', 'completionLongitude',
      'completionDistanceFeet', 'timeCapHours', 'extraTimeStatus', 'extraTimeRequestedMinutes', 'extraTimeGrantedMinutes',
      'timeUpRemindedAt', 'price', 'noCharge', 'crewNotes', 'reason', 'reasonPhraseId',
    ],
    withheld: {},
  }),
  'call-logs': exportType({
    table: callLogs,
    columns: [...RECORD, 'customerId', 'propertyId', 'createdById', 'code', 'text', 'completed', 'billable', 'routable', 'billOnly', 'price'],
    withheld: {},
  }),
  notes: exportType({ table: notes, columns: [...RECORD, 'customerId', 'propertyId', 'createdById', 'text'], withheld: {} }),
  reminders: exportType({
    table: reminders,
    columns: [...RECORD, 'customerId', 'propertyId', 'createdById', 'date', 'note', 'priority', 'assigneeId', 'isDone', 'notifiedAt'],
    withheld: {},
  }),
  payments: exportType({
    table: payments,
    columns: [
      ...RECORD, 'customerId', 'propertyId', 'marketId', 'workLogId', 'callLogId', 'item', 'vendorId', 'date', 'status', 'priceCents',
      'discountId', 'discountCode', 'discountCents', 'taxPercent', 'taxCents', 'amountCents', 'commissionPercent', 'commissionCents',
      'refundedCents', 'attempts', 'nextAttemptOn', 'chargeLaterDate', 'gatewayTransactionId', 'failureCode', 'failureMessage',
      'manualMethod', 'manualReference', 'chargedAt',
    ],
    withheld: { cardId: 'card' },
  }),
} satisfies Record<string, ExportType>;

export type ExportTypeName = keyof typeof EXPORT_TYPES;
export const EXPORT_TYPE_NAMES = Object.keys(EXPORT_TYPES) as [ExportTypeName, ...ExportTypeName[]];

/** A column's header: its database name, `_id` written `id`. */
export function headerOf(type: ExportType, key: string): string {
  const name = (type.table as unknown as Record<string, PgColumn>)[key].name;
  return name === '_id' ? 'id' : name;
}
