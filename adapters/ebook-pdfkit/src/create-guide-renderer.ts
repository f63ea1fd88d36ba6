import {
  borrowingGuide,
  legalDay,
  type BorrowingGuide,
  type GuideRenderer,
  type GuideSection,
  type GuideWarning,
  type MarketCountry,
} from '@pretscope/core';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * The site's own font (DESIGN.md: one family, 400 and 800), embedded and subset by PDFKit. The standard PDF fonts
 * only know Windows-1252: they would print the narrow no-break spaces of French figures (1 234 €) as nothing and
 * give the guide another face than the site's.
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
function inFont(text: string): string {
  return text.replaceAll('\u202f', '\u00a0');
}

const INK = '#1b1f24';
const MUTED = '#5b6470';
const LINE = '#e3e6ea';
const ACCENT = '#c2410c';
const MARGIN = 56;

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
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
      compress,
      bufferPages: true,
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        Title: guide.title,
        Author: 'Prêtscope',
        Subject: guide.subtitle,
        Keywords: 'prêt immobilier, Luxembourg, Belgique, France, taux d’endettement',
        CreationDate: on,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      doc.registerFont('Inter', FONTS.regular);
      doc.registerFont('Inter-Bold', FONTS.bold);
      titleBlock(doc, guide);
      for (const section of guide.sections) sectionBlock(doc, section);
      pageNumbers(doc, guide.title);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

type Doc = PDFKit.PDFDocument;

function width(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function titleBlock(doc: Doc, guide: BorrowingGuide) {
  doc.font('Inter-Bold').fontSize(22).fillColor(INK).text('Prêt', { continued: true }).fillColor(ACCENT).text('scope');
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

function factsTable(doc: Doc, facts: readonly (readonly [string, string])[]) {
  const left = doc.page.margins.left;
  const labelWidth = width(doc) * 0.5;
  const valueWidth = width(doc) - labelWidth - 12;
  doc.moveDown(0.3);
  for (const [label, value] of facts) {
    doc.font('Inter').fontSize(10.5);
    const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth })) + 12;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .moveTo(left, top)
      .lineTo(left + width(doc), top)
      .lineWidth(0.75)
      .strokeColor(LINE)
      .stroke();
    doc.fillColor(MUTED).text(inFont(label), left, top + 6, { width: labelWidth });
    doc
      .font('Inter-Bold')
      .fillColor(INK)
      .text(inFont(value), left + labelWidth + 12, top + 6, { width: valueWidth });
    doc.x = left;
    doc.y = top + height;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width(doc), doc.y)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.3);
}

function rule(doc: Doc) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + 48, doc.y)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(1);
}

/** « Page 2 sur 4 » at the foot of every page, written once the number of pages is known. */
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
