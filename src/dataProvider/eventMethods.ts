// The events the server's bus gave up on, for the admin, and "try again" (docs/architecture.md "Domain events").
import type { GivenUpEvent } from '../../common/schemas/domainEvent';
import { apiCall, type Data } from './httpClient';

export const eventMethods = {
  getGivenUpEvents: async () => (await apiCall<Data<GivenUpEvent[]>>('/domain-events/given-up')).data,
  retryEvent: async (id: number) => (await apiCall<Data<{ delivered: boolean }>>(`/domain-events/${id}/retry`, { method: 'POST' })).data,
};
