// Application records as the API answers them, for the screens' tests.
import type { ApplicationRecord } from '../../common/schemas/treatment';

export const PRODUCT_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e01';
export const APPLICATOR_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e02';
export const ORIGINAL_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e03';
export const CORRECTION_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e04';

/** 15:10 UTC on 6 May 2032 is 10:10 AM in Chicago (CDT). */
export const original: ApplicationRecord = {
  _id: ORIGINAL_ID,
  id: ORIGINAL_ID,
  workLogId: null,
  propertyId: 'p1',
  customerId: 'c1',
  customerName: 'Dana Whitfield',
  address: '1402 Live Oak St, Austin, TX 78704',
  productId: PRODUCT_ID,
  productName: 'Dimension 2EW',
  productKind: 'pesticide',
  epaRegNo: '62719-542',
  amount: 3.5,
  unit: 'fl oz',
  areaSqFt: 6000,
  ratePer1000: 0.583,
  targetPest: 'Crabgrass (pre-emergent)',
  siteTreated: 'Lawn (turf)',
  applicationMethod: 'Backpack sprayer',
  mixGallons: 1.5,
  appliedByName: null,
  billingAddress: 'PO Box 88, Austin, TX 78701',
  businessLicenceNo: 'TPCL-0099123',
  windMph: 6,
  windDirection: 'SW',
  temperatureF: 61,
  startedAt: '2032-05-06T15:10:00.000Z',
  applicatorId: APPLICATOR_ID,
  applicatorName: 'Luis Ortega',
  licenceNo: 'TDA-0123456',
  recordedById: APPLICATOR_ID,
  recordedByName: 'Luis Ortega',
  overrideReason: null,
  warnings: ['server.treatments.wind_above_label'],
  correctsId: null,
  correctionReason: null,
  flagsPosted: null,
  // Observed at 10:02 AM in Chicago; the applicator typed the direction over the reading.
  weatherSource: { source: 'nws', station: 'KAUS', observedAt: '2032-05-06T15:02:00.000Z', typed: ['windDirection'] },
  correctedById: null,
  supersededById: null,
  createdAt: '2032-05-06T15:40:00.000Z',
};

export const correction: ApplicationRecord = {
  ...original,
  _id: CORRECTION_ID,
  id: CORRECTION_ID,
  amount: 3,
  ratePer1000: 0.5,
  recordedById: 'u-office',
  recordedByName: 'Avery Admin',
  correctsId: ORIGINAL_ID,
  correctionReason: 'Misread the gauge',
  correctedById: 'u-office',
  createdAt: '2032-05-07T14:00:00.000Z',
};
