// Work-log rows for the board's and the calendar's tests: a full row with only what a test cares about changed; and
// the data a drag carries.
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';

/** A record id (a UUID) the schemas accept, readable in a test: id('a2'). */
export const id = (name: string) =>
  `00000000-0000-4000-8000-${[...name]
    .map((char) => char.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .padStart(12, '0')
    .slice(-12)}`;
export const CREW_A = id('crew-a');
export const CREW_B = id('crew-b');

export function workLogRow(changes: Partial<WorkLogRow> & { _id: string }): WorkLogRow & { id: string } {
  return {
    propertyId: `p-${changes._id}`,
    customerId: 'c1',
    serviceId: 's1',
    serviceType: 'mow',
    vendorId: 'v1',
    crewId: CREW_A,
    date: '2026-11-23',
    plannedDate: '2026-11-23',
    pinned: false,
    status: 'pending',
    routePosition: null,
    routeLock: null,
    routePin: null,
    routePinTime: null,
    startedAt: null,
    completedAt: null,
    completionDistanceFeet: null,
    timeCapHours: null,
    enrolmentId: null,
    roundIndex: null,
    roundName: null,
    minutesOnSite: null,
    extraTimeStatus: null,
    extraTimeRequestedMinutes: null,
    extraTimeGrantedMinutes: 0,
    price: 45,
    crewNotes: null,
    reason: null,
    reasonPhraseId: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    address: `${changes._id} Main St`,
    city: 'Austin',
    zipcode: '78701',
    lotSize: 6000,
    lotSizeCategory: 'average',
    latitude: null,
    longitude: null,
    customerName: 'Dana Reyes',
    crewName: 'Alpha',
    vendorName: 'Green Co',
    photoCount: 0,
    marketId: 'm1',
    ...changes,
    id: changes._id,
  };
}

/**
 * A drag's data transfer that keeps what the dragstart sets. jsdom copies it when an event is made, so `types` is what
 * it held then: a test whose window listener reads the type at dragstart gives it in `initial`.
 */
export function carriedData(initial: [string, string][] = []) {
  const carried = new Map<string, string>(initial);
  return {
    setData: (type: string, value: string) => carried.set(type, value),
    getData: (type: string) => carried.get(type) ?? '',
    get types() {
      return [...carried.keys()];
    },
    effectAllowed: 'none',
    dropEffect: 'none',
  };
}
