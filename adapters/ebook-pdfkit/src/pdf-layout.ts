import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * The site's own font (DESIGN.md: one family, 400 and 800), embedded and subset by PDFKit. The standard PDF fonts
 * only know Windows-1252: they would print the narrow no-break spaces of French figures (1 234 €) as nothing and
 * give the documents another face than the site's.
 */
const FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
};

/**
 * Text as the embedded font can draw it: Inter's Latin subset has no narrow no-break space (U+202F), which French
 * typography puts before « ; ! ? » and between digit groups; the no-break space (U+00A0) it has keeps the same
 * words and figures together.
 */
export function inFont(text: string): string {
  return text.replaceAll('\u202f', '\u00a0');
}

export const INK = '#1b1f24';
export const MUTED = '#5b6470';
export const LINE = '#e3e6ea';
export const ACCENT = '#c2410c';
export const MARGIN = 56;

export type Doc = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  subject: string;
  keywords: string;
  createdAt: Date;
}

/** An A4 document in the site's font, drawn by `draw`, numbered at the foot of each page, as bytes. */
export function pdfBytes(info: PdfInfo, compress: boolean, draw: (doc: Doc) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
      compress,
      bufferPages: true,
      lang: 'fr-FR',
      displayTitle: true,
      info: { Title: info.title, Author: 'Prêtscope', Subject: info.subject, Keywords: info.keywords, CreationDate: info.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      doc.registerFont('Inter', FONTS.regular);
      doc.registerFont('Inter-Bold', FONTS.bold);
      draw(doc);
      pageNumbers(doc, info.title);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

export function width(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The site's name, as its header writes it. */
export function brand(doc: Doc) {
  doc.font('Inter-Bold').fontSize(22).fillColor(INK).text('Prêt', { continued: true }).fillColor(ACCENT).text('scope');
}

/** Labels and values in two columns, a thin line between rows; a row never splits across pages. */
export function factsTable(doc: Doc, facts: readonly (readonly [string, string])[]) {
  const left = doc.page.margins.left;
  const labelWidth = width(doc) * 0.5;
  const valueWidth = width(doc) - labelWidth - 12;
  doc.moveDown(0.3);
  for (const [label, value] of facts) {
    doc.font('Inter').fontSize(10.5);
    const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth })) + 12;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    line(doc, top);
    doc.fillColor(MUTED).text(inFont(label), left, top + 6, { width: labelWidth });
    doc
      .font('Inter-Bold')
      .fillColor(INK)
      .text(inFont(value), left + labelWidth + 12, top + 6, { width: valueWidth });
    doc.x = left;
    doc.y = top + height;
  }
  line(doc, doc.y);
  doc.moveDown(0.3);
}

/**
 * A table with a heading row, repeated at the top of each page it runs over; the first column left-aligned, the
 * others (figures) right-aligned; an optional totals row in bold. The first column takes `firstShare` of the width
 * (names), else 15 % beside more than four columns and 30 % beside fewer.
 */
export function gridTable(
  doc: Doc,
  headings: readonly string[],
  rows: readonly (readonly string[])[],
  footer?: readonly string[],
  { firstShare }: { firstShare?: number } = {},
) {
  const left = doc.page.margins.left;
  const columns = headings.length;
  const firstWidth = width(doc) * (firstShare ?? (columns > 4 ? 0.15 : 0.3));
  const otherWidth = (width(doc) - firstWidth) / Math.max(1, columns - 1);
  const x = (index: number) => (index === 0 ? left : left + firstWidth + (index - 1) * otherWidth);
  const cellWidth = (index: number) => (index === 0 ? firstWidth : otherWidth) - 6;
  const size = columns > 5 ? 8 : 9;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(inFont(cell), { width: cellWidth(index) }))) + 8;
  };
  const drawRow = (cells: readonly string[], font: string, color: string) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    doc.font(font).fontSize(size).fillColor(color);
    cells.forEach((cell, index) =>
      doc.text(inFont(cell), x(index) + (index === 0 ? 0 : 6), top + 4, { width: cellWidth(index), align: index === 0 ? 'left' : 'right' }),
    );
    doc.x = left;
    doc.y = top + height;
    line(doc, doc.y);
  };
  const head = () => {
    line(doc, doc.y);
    drawRow(headings, 'Inter-Bold', MUTED);
  };
  const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;
  if (!fits(rowHeight(headings, 'Inter-Bold') + rowHeight(rows[0] ?? headings, 'Inter'))) doc.addPage();
  head();
  for (const row of rows) {
    if (!fits(rowHeight(row, 'Inter'))) {
      doc.addPage();
      head();
    }
    drawRow(row, 'Inter', INK);
  }
  if (footer) {
    if (!fits(rowHeight(footer, 'Inter-Bold'))) {
      doc.addPage();
      head();
    }
    drawRow(footer, 'Inter-Bold', INK);
  }
  doc.moveDown(0.5);
}

function line(doc: Doc, y: number) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + width(doc), y)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
}

/** A short accent rule under a title block. */
export function rule(doc: Doc) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + 48, doc.y)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(1);
}

/** « Prêtscope — title — page 2 sur 4 » at the foot of every page, written once the number of pages is known. */
function pageNumbers(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing in the bottom margin must not start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Inter')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(inFont(`Prêtscope — ${title} — page ${index + 1} sur ${count}`), doc.page.margins.left, doc.page.height - MARGIN, {
        width: width(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
