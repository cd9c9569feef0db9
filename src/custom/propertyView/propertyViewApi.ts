// The property view's record types; its calls are the data provider's (src/dataProvider/propertyMethods.ts).
import type { z } from 'zod';
import type { convertPropertyInput, PAST_CUSTOMER_TYPES, PRIORITIES, PropertyInput } from '../../../common/schemas/customer';
import type { HISTORY_ACTIONS } from '../../../common/schemas/activity';
import type { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from '../../../common/schemas/property';
import type { ServiceInput, SERVICE_STATUSES } from '../../../common/schemas/service';

export interface CustomerRecord {
  _id: string;
  name: { first: string; last: string };
  email: string | null;
  mobile: string | null;
  emergencyPhone: string | null;
  source: (typeof CUSTOMER_SOURCES)[number];
  marketingOptIn: boolean;
  status: (typeof CUSTOMER_STATUSES)[number];
  locked: { reason: string; at: string; byId: string | null } | null;
  isArchived: boolean;
  properties: { _id: string; address: string; isArchived: boolean }[];
}

export type ServiceRecord = Required<Omit<ServiceInput, 'status'>> & {
  status: (typeof SERVICE_STATUSES)[number];
  timeCapHours: number | null;
  createdAt: string;
};

type Nullable<T> = { [K in keyof T]: T[K] | null };

export type PropertyRecord = Nullable<PropertyInput> & {
  _id: string;
  id: string;
  status: (typeof CUSTOMER_STATUSES)[number];
  pastCustomerType: (typeof PAST_CUSTOMER_TYPES)[number] | null;
  statusReason: string | null;
  isArchived: boolean;
  lotSizeCategory: string | null;
  priority: (typeof PRIORITIES)[number] | null;
  market: { _id: string; name: string; taxPercent: number } | null;
  customer: CustomerRecord;
  services: ServiceRecord[];
};

export interface OpenCounts {
  reminders: number;
  callLogs: number;
}

export interface HistoryEntry {
  _id: string;
  entity: string;
  action: (typeof HISTORY_ACTIONS)[number] | string;
  user: { name: string } | null;
  createdAt: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface StaffMember {
  _id: string;
  name: { first: string; last: string };
  type: string;
}

export interface ListState {
  sort: [field: string, order: 'ASC' | 'DESC'];
  filter: Record<string, unknown>;
}

/** An existing customer's id, or a new customer to create in the same transaction. */
export type ConvertTarget = z.infer<typeof convertPropertyInput>;
