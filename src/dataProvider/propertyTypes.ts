// The property view's record types as the data provider answers them (propertyMethods.ts): the server's record
// schemas, with what the data provider adds.
import type { z } from 'zod';
import type { convertPropertyInput } from '../../common/schemas/customer';
import type { PropertyDetailRecord } from '../../common/schemas/customerRecord';

export type { HistoryEntry } from '../../common/schemas/activityRecord';
export type { StaffMember } from '../../common/schemas/choices';
export type { CustomerRecord, OpenCounts, ServiceRecord } from '../../common/schemas/customerRecord';

/** The property detail with react-admin's `id`, which the data provider adds. */
export type PropertyRecord = PropertyDetailRecord & { id: string };

export interface ListState {
  sort: [field: string, order: 'ASC' | 'DESC'];
  filter: Record<string, unknown>;
}

/** An existing customer's id, or a new customer to create in the same transaction. */
export type ConvertTarget = z.infer<typeof convertPropertyInput>;
