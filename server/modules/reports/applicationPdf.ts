// The inspector's report as a PDF (server/lib/pdfDocument): the business at the head (address, licence) with the period
// and the cut asked for, then a block per record in the rule's words (the same fields and order as the CSV), each
// measured before it is drawn so that a block is never split or overprinted, pages numbered.
// English, as the rule and the invoices are.
import { renderMessage } from '../../../common/i18n/catalog';
import { calendarDay, createFormat } from '../../../common/format';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { type DocumentBusiness, openDocument } from '../../lib/pdfDocument';
import { APPLICATION_COLUMNS } from './applicationColumns';

export interface ApplicationPdfHead {
  business: DocumentBusiness;
  /** The period and the cut, as lines under the title (e.g. "Period: 2026-04-01 to 2026-04-30"). */
  cut: string[];
  /** When the report was made, in the business's time zone. */
  madeAt: string;
  timeZone: string;
}

/** The record's heading answers the first four fields; the rest go four to a line, label above value. */
const HEADING_FIELDS = 4;
const GRID_COLUMNS = 4;
const TITLE = 'Pesticide application records';
const LABEL = { size: 7, color: '#555555' };
const VALUE = { size: 9 };

export function applicationPdf(records: readonly ApplicationRecord[], head: ApplicationPdfHead): Promise<Buffer> {
  const business = head.business;
  const page = openDocument({
    title: TITLE,
    business,
    licence: business.licenceNo ? `Business license ${business.licenceNo}` : '',
    pageOf: (index, pages) => `Page ${index} of ${pages}`,
    landscape: true,
  });
  const { document, left, width } = page;
  const { clock } = createFormat({ language: 'en', timeZone: head.timeZone });
  page.line([{ text: TITLE, x: left, width, bold: true, size: 13 }]);
  for (const line of head.cut) page.line([{ text: line, x: left, width }]);
  page.line([
    {
      text: `Kept under 4 TAC §7.33(b). ${records.length} record${records.length === 1 ? '' : 's'}; made ${head.madeAt}.`,
      x: left,
      width,
    },
  ]);
  page.gap(8);
  if (!records.length) page.line([{ text: renderMessage('en', 'server.reports.no_applications'), x: left, width, size: 11 }]);

  const cellWidth = width / GRID_COLUMNS;
  const measure = (text: string, size: number, bold = false, cellSpan = cellWidth - 8) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    return document.heightOfString(text || ' ', { width: cellSpan });
  };
  for (const record of records) {
    const cells = APPLICATION_COLUMNS.slice(HEADING_FIELDS)
      .map(([label, cell]) => [label, cell(record, head.timeZone)] as const)
      .filter(([label, value]) => label !== 'Record' && (value !== '' || !OPTIONAL.has(label)));
    const [day, time, customer, place] = APPLICATION_COLUMNS.slice(0, HEADING_FIELDS).map(([, cell]) => cell(record, head.timeZone));
    // The day and time as every other date the business prints (M/D/YYYY, h:mm AM), not the CSV's ISO form.
    const heading = `${calendarDay(day) || day} ${clock(time)} · ${customer} · ${place}`;
    const headingWidth = width - 190;
    const rows = Array.from({ length: Math.ceil(cells.length / GRID_COLUMNS) }, (_, row) =>
      cells.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS),
    );
    const rowHeight = (row: (typeof rows)[number]) =>
      Math.max(...row.map(([label, value]) => measure(label, LABEL.size) + measure(value || '—', VALUE.size))) + 3;
    // A record is never split across two pages (an inspector reads it whole): its height is measured first.
    const height = 8 + measure(heading, 10, true, headingWidth) + rows.reduce((sum, row) => sum + rowHeight(row), 0);
    if (document.y + height > document.page.height - document.page.margins.bottom) document.addPage();
    page.rule();
    page.line([
      { text: heading, x: left, width: headingWidth, bold: true, size: 10 },
      { text: `Record ${record._id}`, x: left + headingWidth + 10, width: 180, align: 'right', ...LABEL },
    ]);
    for (const row of rows)
      page.line(
        row.flatMap(([label, value], index) => {
          const x = left + index * cellWidth;
          return [
            { text: label, x, width: cellWidth - 8, ...LABEL },
            // Under its label: a cell of its own, moved down by the label's height.
            { text: value || '—', x, width: cellWidth - 8, ...VALUE, offset: measure(label, LABEL.size) },
          ];
        }),
      );
    page.gap(4);
  }
  return page.finish();
}

/** Fields a record often leaves empty: left out of its block rather than printed as a dash. */
const OPTIONAL = new Set([
  'Corrects record',
  'Corrected by',
  'Reason for the correction',
  'Replaced by correction',
  'Warnings',
  'Person who applied, when not the licensed applicator',
]);
