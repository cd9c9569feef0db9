// The inspector's report as a PDF (pdfkit, its built-in Helvetica): the business at the head with the period and the
// cut asked for, then a block per record in the rule's words (the same fields and order as the CSV), pages numbered.
// English, as the rule and the invoices are.
import PDFDocument from 'pdfkit';
import { renderMessage } from '../../../common/i18n/catalog';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { APPLICATION_COLUMNS } from './applicationColumns';

export interface ApplicationPdfHead {
  business: { name: string; phone: string; email: string };
  /** The period and the cut, as lines under the title (e.g. "Period: 2026-04-01 to 2026-04-30"). */
  cut: string[];
  /** When the report was made, in the business's time zone. */
  madeAt: string;
  timeZone: string;
}

const MARGIN = 40;
/** The record's heading answers the first four fields; the rest go two to a line, label above value. */
const HEADING_FIELDS = 4;
const GRID_COLUMNS = 4;

export function applicationPdf(records: readonly ApplicationRecord[], head: ApplicationPdfHead): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: 'Pesticide application records', Author: head.business.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const width = document.page.width - 2 * MARGIN;
  const bottom = () => document.page.height - MARGIN - 4;

  document.font('Helvetica-Bold').fontSize(16).text(head.business.name);
  document.font('Helvetica').fontSize(9).text([head.business.phone, head.business.email].filter(Boolean).join(' · '));
  document.moveDown(0.5);
  document.font('Helvetica-Bold').fontSize(13).text('Pesticide application records');
  document.font('Helvetica').fontSize(9);
  for (const line of head.cut) document.text(line);
  document.text(`Kept under 4 TAC §7.33(b). ${records.length} record${records.length === 1 ? '' : 's'}; made ${head.madeAt}.`);
  document.moveDown();
  if (!records.length) document.fontSize(11).text(renderMessage('en', 'server.reports.no_applications'));

  const cellWidth = width / GRID_COLUMNS;
  const grid = APPLICATION_COLUMNS.slice(HEADING_FIELDS);
  for (const record of records) {
    const cells = grid
      .map(([label, cell]) => [label, cell(record, head.timeZone)] as const)
      .filter(([label, value]) => label !== 'Record' && (value !== '' || !OPTIONAL.has(label)));
    const rows = Math.ceil(cells.length / GRID_COLUMNS);
    // A record is never split across two pages: an inspector reads it whole.
    if (document.y + 18 + rows * 21 > bottom()) document.addPage();
    const [day, time, customer, place] = APPLICATION_COLUMNS.slice(0, HEADING_FIELDS).map(([, cell]) => cell(record, head.timeZone));
    const top = document.y;
    document
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    document.moveDown(0.3);
    const headingY = document.y;
    document
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(`Record ${record._id}`, MARGIN, headingY + 2, { width, align: 'right' });
    document
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(`${day} ${time} · ${customer} · ${place}`, MARGIN, headingY, { width: width - 190 });
    document.moveDown(0.2);
    for (let row = 0; row < rows; row += 1) {
      const y = document.y;
      let lowest = y;
      cells.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS).forEach(([label, value], index) => {
        const x = MARGIN + index * cellWidth;
        document
          .font('Helvetica')
          .fontSize(7)
          .fillColor('#555555')
          .text(label, x, y, { width: cellWidth - 8 });
        document
          .font('Helvetica')
          .fontSize(9)
          .fillColor('#000000')
          .text(value || '—', x, document.y, { width: cellWidth - 8 });
        lowest = Math.max(lowest, document.y);
      });
      document.y = lowest + 3;
    }
    document.x = MARGIN;
    document.moveDown(0.4);
  }

  const range = document.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    document.switchToPage(range.start + index);
    const text = `${head.business.name} · Pesticide application records · Page ${index + 1} of ${range.count}`;
    // Written inside the bottom margin: lowering the margin keeps pdfkit from starting a new page for it.
    document.page.margins.bottom = 0;
    document
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(text, MARGIN, document.page.height - MARGIN + 10, { width, align: 'center' });
  }
  document.end();
  return done;
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
