import type { AdvertiserReportDocument, AdvertiserReportRenderer } from '@pretscope/core';
import { brand, factsTable, gridTable, inFont, INK, MUTED, pdfBytes, rule, width, type Doc } from './pdf-layout.ts';

export interface AdvertiserReportRendererOptions {
  /** Uncompressed content streams: larger files, but their text can be read back (tests). */
  compress?: boolean;
}

/**
 * A month of an advertiser's report as an A4 PDF (issue 22), laid out as the simulations are: the site's name, the
 * advertiser and the month, the day it was made and what each figure counts; the month's totals, a line per product
 * with the total, then the twelve months (all products, then each product), each table's heading row repeated on
 * every page it runs over.
 */
export function createAdvertiserReportRenderer({ compress = true }: AdvertiserReportRendererOptions = {}): AdvertiserReportRenderer {
  return {
    render(document) {
      const info = {
        title: `${document.title}, ${document.monthName}`,
        subject: `Affichages, clics et demandes de ${document.monthName}`,
        keywords: 'rapport, annonceur, Prêtscope',
        createdAt: document.madeAt,
      };
      return pdfBytes(info, compress, (doc) => draw(doc, document));
    },
  };
}

function draw(doc: Doc, document: AdvertiserReportDocument) {
  brand(doc);
  doc.moveDown(1.2);
  doc
    .font('Inter-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(inFont(document.title), { width: width(doc) });
  doc.moveDown(0.3);
  doc
    .font('Inter')
    .fontSize(14)
    .fillColor(INK)
    .text(inFont(`Rapport de ${document.monthName}`), { width: width(doc) });
  doc.moveDown(0.4);
  for (const note of document.notes) {
    doc
      .font('Inter')
      .fontSize(9)
      .fillColor(MUTED)
      .text(inFont(note), { width: width(doc), lineGap: 1 });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5);
  rule(doc);
  heading(doc, `En chiffres, ${document.monthName}`);
  factsTable(
    doc,
    document.totals.map((fact) => [fact.label, fact.value]),
  );
  for (const table of document.tables) {
    heading(doc, table.title);
    gridTable(doc, table.headings, table.rows, table.footer, { firstShare: 0.3 });
  }
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc
    .font('Inter-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(inFont(text), doc.page.margins.left, doc.y, { width: width(doc) });
  doc.moveDown(0.3);
}
