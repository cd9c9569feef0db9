// A crew's day for the crew pages' component tests: a stop and a day as GET /crew/day answers them, the signed-in
// crew member the pages read from storage, and a JSON answer for a faked fetch.
import type { CrewDay, CrewDayStop } from '../../common/schemas/crewDay';

export const CREW_TODAY = '2026-11-23';
export const CREW_HOME = { latitude: 30.27, longitude: -97.74 };

export const crewStopOf = (values: Partial<CrewDayStop>): CrewDayStop => ({
  _id: 'w1',
  propertyId: 'p1',
  routePosition: 1,
  routeLock: null,
  routePin: null,
  routePinTime: null,
  status: 'pending',
  serviceType: 'mow',
  frontBack: 'both',
  timeCapHours: 1,
  extraTimeStatus: null,
  extraTimeGrantedMinutes: 0,
  startedAt: null,
  completedAt: null,
  onMyWayAt: null,
  crewNotes: null,
  reason: null,
  address: '100 Oak St',
  city: 'Austin',
  zipcode: '78701',
  ...CREW_HOME,
  gateName: 'North',
  gateCode: '1234',
  accessWindows: null,
  backyardLockCode: '9876',
  petsAndSecurity: 'Dog',
  cornerLot: false,
  lotSize: 6000,
  lotSizeCategory: 'average',
  duplexUnit: null,
  subdivisionCode: null,
  ...values,
});

export const crewDayOf = (stops: CrewDayStop[], values: Partial<CrewDay> = {}): CrewDay => ({
  date: CREW_TODAY,
  today: CREW_TODAY,
  crew: { _id: 'c1', name: 'North', vendorId: 'v1', startAddress: null, startLatitude: null, startLongitude: null },
  stops,
  announcements: [{ _id: 'a1', title: 'Heat', message: 'Drink water' }],
  skipReasons: [],
  totals: { done: 0, left: stops.length, miles: 3.2, minutes: 8 },
  ...values,
});

/** Stores a crew member of crew c1 as signed in; a new id per test keeps each test's action queue its own. */
export function signInCrewMember(userId: string) {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: userId,
      type: 'crew',
      name: 'C',
      role: 'crew',
      properties: [],
      vendor: { _id: 'v1', status: 'active' },
      crew: { _id: 'c1', name: 'North' },
      permissions: [],
    }),
  );
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the crew's page reads besides its day, answered as on a quiet day: no delay question, no shift. */
export function crewPageResponse(url: string): Response {
  if (url.includes('delayServiceConfig'))
    return jsonResponse({
      status: 200,
      data: { display: false, type: null, notificationId: null, title: '', description: '', expire: null },
    });
  if (url.includes('/time-sheets/current')) return jsonResponse({ status: 200, data: null });
  return jsonResponse({ status: 200, data: {} });
}
