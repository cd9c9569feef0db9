import { describe, expect, it } from 'vitest';
import { reportFilter } from '../../../common/schemas/report';
import { csvCell, csvHeader, csvLine, neutralised } from './csv';

describe('a CSV cell', () => {
  it('neutralises text starting as a formula, a tab or a carriage return, and nothing else', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(text)).toBe(`'${text}`);
    for (const text of ['Gate locked', 'a=b', '', "'quoted"]) expect(neutralised(text)).toBe(text);
  });

  it('writes cents as dollars and leaves numbers alone, even negative ones', () => {
    expect(csvCell({ key: 'amountCents', kind: 'cents' }, 4871)).toBe('48.71');
    expect(csvCell({ key: 'amountCents', kind: 'cents' }, -250)).toBe('-2.50');
    expect(csvCell({ key: 'visits', kind: 'count' }, -3)).toBe('-3');
    expect(csvCell({ key: 'reason', kind: 'text' }, null)).toBe('');
    expect(csvCell({ key: 'reason', kind: 'text' }, '-rain')).toBe("'-rain");
  });

  it('names columns in English, the visits grouping after the filter', () => {
    expect(csvHeader({ key: 'name', kind: 'text' }, reportFilter.parse({ groupBy: 'market' }))).toBe('Market');
    expect(csvHeader({ key: 'vendorShareCents', kind: 'cents' }, reportFilter.parse({}))).toBe('Vendor share');
  });
});

describe('a CSV line', () => {
  it('quotes a field holding a quote, a comma or a line break, doubling its quotes, and leaves the others bare', () => {
    expect(
      csvLine(['48.71', '', 'Gate locked', '\'=HYPERLINK("http://x")', 'Card expired, "call" the customer', 'two\nlines', 'cr\rhere']),
    ).toBe(`48.71,,Gate locked,"'=HYPERLINK(""http://x"")","Card expired, ""call"" the customer","two\nlines","cr\rhere"\n`);
  });
});
