// A program and a property's enrolment in it as the API answers them, for the Programs tab's tests.
import type { EnrolmentRecord, ProgramRecord } from '../../../common/schemas/treatment';

export const PROGRAM_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e0f';

// Windows open all year, so whichever day the test runs every round is still to come.
export const program: ProgramRecord = {
  _id: PROGRAM_ID,
  id: PROGRAM_ID,
  name: 'Six-step lawn care',
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  replacesId: null,
  replacedById: null,
  rounds: [
    {
      name: 'Pre-emergent',
      windowStart: '01-01',
      windowEnd: '12-31',
      products: [{ productId: 'pr1', ratePer1000: 1.5 }],
      priceCents: 4500,
      minutes: 20,
      priceBands: [
        { maxSqFt: 5000, priceCents: 4500 },
        { maxSqFt: 10000, priceCents: 6000 },
      ],
    },
    { name: 'Fertilizer', windowStart: '01-02', windowEnd: '12-31', products: [], priceCents: 5000, minutes: 20, priceBands: [] },
  ],
};

export const enrolment: EnrolmentRecord = {
  _id: 'en1',
  programId: PROGRAM_ID,
  propertyId: 'p1',
  customerId: 'c1',
  season: 2026,
  lawnSqFt: 6200,
  priceCents: 11000,
  consentAt: '2026-02-01T15:00:00.000Z',
  consentById: 'u1',
  consentNote: 'By phone with Dana',
  serviceId: 's1',
  endedAt: null,
  rounds: [
    { index: 0, name: 'Pre-emergent', workLogId: 'w1', date: '2026-03-04', status: 'completed', windowEnd: '2026-12-31', priceCents: 6000 },
    { index: 1, name: 'Fertilizer', workLogId: null, date: null, status: null, windowEnd: '2026-12-31', priceCents: 5000 },
  ],
  postFlags: false,
  createdAt: '2026-02-01T15:00:00.000Z',
};
