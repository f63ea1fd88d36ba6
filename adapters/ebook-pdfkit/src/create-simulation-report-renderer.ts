import { reportDay, type ReportSource, type SimulationReport, type SimulationReportRenderer } from '@pretscope/core';
import { brand, factsTable, gridTable, inFont, INK, MUTED, pdfBytes, rule, width, type Doc } from './pdf-layout.ts';

export interface SimulationReportRendererOptions {
  /** Uncompressed content streams: larger files, but their text can be read back (tests). */
  compress?: boolean;
}

/**
 * A simulation as an A4 PDF (issue 21), laid out as the borrowing guide is: the site's name, the tool and the
 * result in one line, the day it was computed and the address that computes it again; then the visitor's inputs,
 * the results, the notes, each table (its heading row repeated on every page it runs over), the rules applied with
 * their sources, and the legal mentions of the visitor's country. Nothing is kept: each simulation is its own.
 */
export function createSimulationReportRenderer({ compress = true }: SimulationReportRendererOptions = {}): SimulationReportRenderer {
  return {
    render(report) {
      const info = { title: report.title, subject: report.headline, keywords: 'simulation, prêt, Prêtscope', createdAt: report.madeAt };
      return pdfBytes(info, compress, (doc) => draw(doc, report));
    },
  };
}

function draw(doc: Doc, report: SimulationReport) {
  brand(doc);
  doc.moveDown(1.2);
  doc
    .font('Inter-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text(inFont(report.title), { width: width(doc) });
  doc.moveDown(0.3);
  doc
    .font('Inter')
    .fontSize(14)
    .fillColor(INK)
    .text(inFont(report.headline), { width: width(doc) });
  doc.moveDown(0.4);
  doc
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(inFont(`Simulation faite le ${reportDay(report)}, selon les règles en vigueur ce jour-là.`), {
      width: width(doc),
    });
  doc.text(inFont(`Pour la refaire avec les mêmes données\u00a0: ${report.url}`), { width: width(doc), link: report.url });
  doc.moveDown(0.8);
  rule(doc);

  heading(doc, 'Vos données');
  factsTable(
    doc,
    report.assumptions.map((fact) => [fact.label, fact.value]),
  );
  heading(doc, 'Résultat');
  factsTable(
    doc,
    report.figures.map((fact) => [fact.label, fact.value]),
  );
  for (const note of report.notes) paragraph(doc, note);
  for (const table of report.tables) {
    heading(doc, table.title);
    gridTable(doc, table.headings, table.rows, table.footer);
  }
  if (report.sources.length > 0) {
    heading(doc, 'Règles appliquées et sources');
    sourceList(doc, report.sources);
  }
  if (report.mentions.length > 0) {
    heading(doc, 'Mentions légales');
    sourceList(doc, report.mentions, true);
  }
  doc.moveDown(0.8);
  doc
    .font('Inter')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      inFont(
        'Simulation indicative, faite par Prêtscope à partir de vos données\u00a0; elle n’est pas une offre de prêt. Seule l’offre du prêteur, avec sa fiche d’information, l’engage.',
      ),
      { width: width(doc), lineGap: 1 },
    );
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc
    .font('Inter-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(inFont(text), doc.page.margins.left, doc.y, { width: width(doc) });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string) {
  doc
    .font('Inter')
    .fontSize(10)
    .fillColor(INK)
    .text(inFont(text), { width: width(doc), lineGap: 2 });
  doc.moveDown(0.4);
}

/** Each rule or mention, then its source in small type; mentions in bold, as the law asks them to stand out. */
function sourceList(doc: Doc, items: readonly ReportSource[], bold = false) {
  for (const item of items) {
    doc
      .font(bold ? 'Inter-Bold' : 'Inter')
      .fontSize(10)
      .fillColor(INK)
      .text(inFont(item.label), { width: width(doc), lineGap: 2 });
    doc
      .font('Inter')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(inFont(`Source\u00a0: ${item.source}`), { width: width(doc), lineGap: 1 });
    doc.moveDown(0.5);
  }
}
