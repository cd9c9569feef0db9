// A document a business sends, on letter paper (pdfkit, its built-in Helvetica): the business at its head (logo, name,
// address, phone and e-mail, licence), lines whose height is measured before they are drawn so that nothing overprints
// whatever the length of a cell or the number of rows, tables whose header comes again on each new page, numbered pages.
import PDFDocument from 'pdfkit';

export interface DocumentBusiness {
  name: string;
  phone: string;
  email: string;
  address?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  licenceNo?: string;
  /** A data URL of a PNG or a JPEG (settings keep it so), drawn at the head's right. */
  logo?: string;
}

export interface Cell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  size?: number;
  color?: string;
  /** An address the text opens (drawn underlined). */
  link?: string;
  /** Points below the line's top (a value under its label, in the same line). */
  offset?: number;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 50;
/** A landscape page's margin: a wider grid for the inspector's four columns of labelled fields. */
const LANDSCAPE_MARGIN = 40;
const GAP = 3;
const GREY = '#555555';
const LOGO_BOX: [number, number] = [150, 60];

/** "City, ST 78701" from its parts, whichever are set. */
export function cityLine(place: { city?: string | null; state?: string | null; zipcode?: string | null }) {
  const stateZip = [place.state, place.zipcode].filter(Boolean).join(' ');
  return [place.city, stateZip].filter(Boolean).join(', ');
}

function logoImage(logo: string | undefined): Buffer | null {
  const match = /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(logo ?? '');
  return match ? Buffer.from(match[1], 'base64') : null;
}

/**
 * Starts the document with the business's head. `licence` is the licence line in the document's language (blank:
 * none), `pageOf` the footer's words for a page, e.g. "Page 1 of 2".
 */
export function openDocument(options: {
  title: string;
  business: DocumentBusiness;
  licence: string;
  pageOf: (page: number, pages: number) => string;
  landscape?: boolean;
}) {
  const { business } = options;
  const margin = options.landscape ? LANDSCAPE_MARGIN : MARGIN;
  const document = new PDFDocument({
    size: 'LETTER',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin,
    bufferPages: true,
    info: { Title: options.title, Author: business.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const left = margin;
  const right = document.page.width - margin;
  const width = right - left;
  const bottom = () => document.page.height - margin;

  const heightOf = (cell: Pick<Cell, 'text' | 'width' | 'bold' | 'size' | 'offset'>) => {
    document.font(cell.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(cell.size ?? 9);
    return (cell.offset ?? 0) + document.heightOfString(cell.text || ' ', { width: cell.width });
  };
  const draw = (cell: Cell, y: number) => {
    if (!cell.text) return;
    document
      .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(cell.size ?? 9)
      .fillColor(cell.color ?? '#000000')
      .text(cell.text, cell.x, y + (cell.offset ?? 0), {
        width: cell.width,
        align: cell.align ?? 'left',
        link: cell.link,
        underline: Boolean(cell.link),
      });
  };

  /** One line of cells side by side, as tall as its tallest cell; a new page first when it would not fit. */
  const line = (cells: Cell[], onNewPage?: () => void) => {
    const height = Math.max(...cells.map(heightOf));
    if (document.y + height > bottom()) {
      document.addPage();
      onNewPage?.();
    }
    const y = document.y;
    for (const cell of cells) draw(cell, y);
    document.x = left;
    document.y = y + height + GAP;
  };

  /** Lines of text down a column from `y`, each measured; answers where the column ends. */
  const stack = (x: number, y: number, columnWidth: number, lines: Omit<Cell, 'x' | 'width'>[]) => {
    let at = y;
    for (const entry of lines) {
      const cell = { ...entry, x, width: columnWidth };
      draw(cell, at);
      at += heightOf(cell) + 1;
    }
    return at;
  };

  /** Two stacks side by side from the current line; the document goes on below the taller. */
  const columns = (leftLines: Omit<Cell, 'x' | 'width'>[], rightLines: Omit<Cell, 'x' | 'width'>[], split = 0.55) => {
    const y = document.y;
    const leftWidth = width * split - 12;
    const ends = [stack(left, y, leftWidth, leftLines), stack(left + width * split, y, width * (1 - split), rightLines)];
    document.x = left;
    document.y = Math.max(...ends) + GAP * 2;
  };

  const rule = () => {
    document.moveTo(left, document.y).lineTo(right, document.y).lineWidth(0.5).strokeColor('#999999').stroke();
    document.y += GAP;
  };

  /** A table: its header, a rule, then each row measured; the header comes again at the top of a new page. */
  const table = (tableColumns: Column[], rows: string[][]) => {
    const at: number[] = [];
    tableColumns.reduce((x, column) => (at.push(x), x + column.width), left);
    const cellsOf = (texts: string[], bold = false) =>
      tableColumns.map((column, index) => ({
        text: texts[index] ?? '',
        x: at[index],
        width: column.width - (index === tableColumns.length - 1 ? 0 : 6),
        align: column.align,
        bold,
      }));
    const header = () => {
      line(
        cellsOf(
          tableColumns.map((column) => column.header),
          true,
        ),
      );
      rule();
    };
    if (document.y + 40 > bottom()) document.addPage();
    header();
    for (const row of rows) line(cellsOf(row), header);
  };

  /**
   * Label and amount lines at the right, as under a table (subtotal, tax, total); the labels take most of the width so
   * that a long jurisdiction's name with its type and rate stays on one line.
   */
  const sums = (entries: { label: string; value: string; bold?: boolean; detail?: boolean }[]) => {
    for (const entry of entries) {
      // A detail (one jurisdiction's part of the sales tax) is smaller and grey: read as a part of the line above.
      const look = entry.detail ? { size: 8, color: GREY } : { bold: entry.bold };
      line([
        { text: entry.label, x: left + width * 0.15, width: width * 0.85 - 96, align: 'right', ...look },
        { text: entry.value, x: right - 90, width: 90, align: 'right', ...look },
      ]);
    }
  };

  const gap = (points = 10) => {
    document.y += points;
  };

  // The head: the business on the left, its logo (if any) on the right.
  const logo = logoImage(business.logo);
  let logoBottom = document.y;
  if (logo) {
    try {
      document.image(logo, right - LOGO_BOX[0], document.y, { fit: LOGO_BOX, align: 'right' });
      logoBottom = document.y + LOGO_BOX[1];
    } catch {
      // A logo pdfkit cannot read is left out: the document still goes.
    }
  }
  const headWidth = logo ? width - LOGO_BOX[0] - 12 : width;
  const headEnd = stack(left, document.y, headWidth, [
    { text: business.name, bold: true, size: 16 },
    ...[business.address ?? '', cityLine(business), [business.phone, business.email].filter(Boolean).join(' · '), options.licence]
      .filter(Boolean)
      .map((text) => ({ text, size: 9, color: GREY })),
  ]);
  document.x = left;
  document.y = Math.max(headEnd, logoBottom) + 12;

  /** Numbers every page at its foot and ends the document. */
  const finish = () => {
    const range = document.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      document.switchToPage(range.start + index);
      // Written inside the bottom margin: lowering the margin keeps pdfkit from starting a new page for it.
      document.page.margins.bottom = 0;
      document
        .font('Helvetica')
        .fontSize(8)
        .fillColor(GREY)
        .text(`${business.name} · ${options.title} · ${options.pageOf(index + 1, range.count)}`, left, document.page.height - margin + 16, {
          width,
          align: 'center',
          lineBreak: false,
        });
    }
    document.end();
    return done;
  };

  return { document, left, right, width, line, stack, columns, table, sums, rule, gap, finish, GREY };
}
