// The inspector's report as an inspector reads it: rendered, every word's box read back with poppler: no two words
// overprint and no record is split across pages, at one record and forty (several pages), with long values.
import { describe, expect, it } from 'vitest';
import { anApplicationRecord as record } from '../../../tests/applicationFixtures';
import { BUSINESS } from '../../../tests/documentFixtures';
import { overlaps, pageCount, pageTexts, wordBoxes } from '../../../tests/pdfBoxes';
import { applicationPdf } from './applicationPdf';

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
        'Business license TDA 0612345',
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
