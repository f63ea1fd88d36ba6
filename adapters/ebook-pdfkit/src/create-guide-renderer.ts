import {
  borrowingGuide,
  legalDay,
  type BorrowingGuide,
  type GuideRenderer,
  type GuideSection,
  type GuideWarning,
  type MarketCountry,
} from '@pretscope/core';
import { brand, factsTable, inFont, INK, MUTED, pdfBytes, rule, width, type Doc } from './pdf-layout.ts';

export interface GuideRendererOptions {
  /** Uncompressed content streams: larger files, but their text can be read back (tests). */
  compress?: boolean;
}

/**
 * The borrowing guide as an A4 PDF with PDFKit: core's `borrowingGuide` laid out — a title page section with the
 * credit warnings, one section per country with its figures as a table and their source, page numbers. A day's
 * guide is kept per market, so a mailing renders it once. The day is the legal day (Luxembourg, Belgium and France
 * share one time zone), on which the warnings change: a guide kept from 23:00 UTC the day before is not reused.
 */
export function createGuideRenderer({ compress = true }: GuideRendererOptions = {}): GuideRenderer {
  let day: string | undefined;
  // The day's guides, by market ('' when the requester's market is not known).
  const kept = new Map<string, Promise<Uint8Array>>();
  return {
    render(on, market?: MarketCountry) {
      const today = legalDay(on);
      if (day !== today) {
        day = today;
        kept.clear();
      }
      const key = market ?? '';
      let pdf = kept.get(key);
      if (pdf === undefined) {
        const rendering = renderPdf(borrowingGuide(on, market), on, compress);
        kept.set(key, rendering);
        // A failed rendering is not kept: the next attempt tries again.
        rendering.catch(() => (kept.get(key) === rendering ? kept.delete(key) : undefined));
        pdf = rendering;
      }
      return pdf;
    },
  };
}

function renderPdf(guide: BorrowingGuide, on: Date, compress: boolean): Promise<Uint8Array> {
  const info = {
    title: guide.title,
    subject: guide.subtitle,
    keywords: 'prêt immobilier, Luxembourg, Belgique, France, taux d’endettement',
    createdAt: on,
  };
  return pdfBytes(info, compress, (doc) => {
    titleBlock(doc, guide);
    for (const section of guide.sections) sectionBlock(doc, section);
  });
}

function titleBlock(doc: Doc, guide: BorrowingGuide) {
  brand(doc);
  doc.moveDown(2);
  doc
    .font('Inter-Bold')
    .fontSize(28)
    .fillColor(INK)
    .text(inFont(guide.title), { width: width(doc) });
  doc.moveDown(0.5);
  doc
    .font('Inter')
    .fontSize(14)
    .fillColor(MUTED)
    .text(inFont(guide.subtitle), { width: width(doc) });
  doc.moveDown(0.5);
  doc.fontSize(10).text(inFont(guide.edition));
  doc.moveDown(1);
  warningsBlock(doc, guide.warnings);
  doc.moveDown(1);
  rule(doc);
}

/**
 * The credit warnings on the title page, in bold as the law asks them to stand out: one line for the requester's
 * market, else one per wording with the countries it is for (« Luxembourg et France : … »).
 */
function warningsBlock(doc: Doc, warnings: readonly GuideWarning[]) {
  for (const warning of warnings) {
    doc.font('Inter-Bold').fontSize(11).fillColor(INK);
    if (warning.label) doc.text(inFont(`${warning.label}\u00a0: `), { width: width(doc), continued: true });
    doc.text(inFont(warning.text), { width: width(doc), lineGap: 2 });
    doc.moveDown(0.3);
  }
}

function sectionBlock(doc: Doc, section: GuideSection) {
  if (section.newPage) doc.addPage();
  else doc.moveDown(1.5);
  doc
    .font('Inter-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(inFont(section.title), { width: width(doc) });
  doc.moveDown(0.5);
  for (const paragraph of section.paragraphs) {
    doc
      .font('Inter')
      .fontSize(11)
      .fillColor(INK)
      .text(inFont(paragraph), { width: width(doc), align: 'left', lineGap: 3 });
    doc.moveDown(0.6);
  }
  if (section.facts) factsTable(doc, section.facts);
  if (section.source) {
    doc.moveDown(0.4);
    doc
      .font('Inter')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(inFont(`Source\u00a0: ${section.source}.`), { width: width(doc), lineGap: 1 });
  }
}
