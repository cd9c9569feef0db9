// The inspector's report as an inspector reads it: rendered, every word's box read back with poppler: no two words
// overprint and no record is split across pages, at one record and forty (several pages), with long values.
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { BUSINESS } from '../../../tests/documentFixtures';
import { overlaps, pageCount, pageTexts, wordBoxes } from '../../../tests/pdfBoxes';
import { applicationPdf } from './applicationPdf';

const record = (index: number): ApplicationRecord => ({
  _id: `record-${String(index).padStart(4, '0')}-7f3c2a9e1b`,
  id: `record-${index}`,
  workLogId: null,
  propertyId: null,
  customerId: null,
  customerName: index % 3 ? 'Ana Peña' : 'Oak Hollow Homeowners Association (common areas and entrance medians)',
  address: `${100 + index} Oak Hollow Dr, Austin, TX 78750`,
  productId: 'product-1',
  productKind: 'pesticide',
  productName: index % 2 ? 'Celsius WG Herbicide' : 'Quali-Pro Prodiamine 65 WDG Pre-Emergent Herbicide, 5 lb bag',
  epaRegNo: '432-1507',
  amount: 3.5,
  unit: 'fl oz',
  areaSqFt: 5200,
  ratePer1000: 0.67,
  targetPest: index % 2 ? 'Dollarweed' : 'Crabgrass, goosegrass, annual bluegrass, henbit and other broadleaf weeds',
  siteTreated: 'Front and back lawn',
  applicationMethod: 'Hand wand',
  mixGallons: index % 2 ? 2.5 : null,
  appliedByName: index % 5 ? null : 'Marco Ruiz (under Luis Ortega’s supervision)',
  billingAddress: index % 3 ? null : 'PO Box 4410, Austin, TX 78765',
  businessLicenceNo: 'TPCL-0099123',
  windMph: 6,
  windDirection: 'SSE',
  temperatureF: 78,
  startedAt: `2026-06-${String((index % 28) + 1).padStart(2, '0')}T14:05:00.000Z`,
  applicatorId: 'user-1',
  applicatorName: 'Luis Ortega',
  licenceNo: 'TDA-0123456',
  recordedById: 'user-1',
  overrideReason: null,
  warnings: index % 4 ? [] : ['The wind was above the label’s limit (10 mph) when the application started; the applicator confirmed.'],
  correctsId: null,
  correctionReason: null,
  flagsPosted: true,
  weatherSource: null,
  correctedById: null,
  recordedByName: 'Luis Ortega',
  supersededById: null,
  createdAt: '2026-06-01T14:05:00.000Z',
});

const head = {
  business: BUSINESS,
  cut: ['Period: 2026-06-01 to 2026-06-30'],
  madeAt: 'Jun 30, 2026, 5:00 PM',
  timeZone: 'America/Chicago',
};

describe('the inspector’s PDF', () => {
  for (const count of [1, 40])
    it(`never overprints or splits a record: ${count} record(s)`, async () => {
      const records = Array.from({ length: count }, (_, index) => record(index));
      const pdf = await applicationPdf(records, head);
      const words = wordBoxes(pdf);
      expect(overlaps(words)).toEqual([]);
      const pages = pageTexts(words);
      const text = pages.join(' ');
      for (const label of [
        'Green Acres Lawn Care',
        '4100 Industrial Blvd, Suite 12',
        'Business licence TDA 0612345',
        'Pesticide application records',
        'Product EPA registration number',
        'Application method or type of equipment',
        `Page 1 of ${pageCount(pdf)}`,
      ])
        expect(text).toContain(label);
      if (count === 40) expect(pageCount(pdf)).toBeGreaterThan(2);
      // Each record's heading and its last field are on the same page.
      for (const one of records) {
        const headingPage = pages.findIndex((page) => page.includes(`Record ${one._id}`));
        expect(headingPage).toBeGreaterThanOrEqual(0);
        expect(pages[headingPage]).toContain('TDA-0123456');
      }
    });
});
