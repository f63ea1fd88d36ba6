import type { ReportFact, ReportTable } from '../content/simulation-report.ts';
import { formatNumber } from '../format/format-number.ts';
import { legalDay } from '../legal/legal-day.ts';
import { frenchDay } from '../messages/french-words.ts';
import { monthLabel, type AdvertiserReport, type ReportFigures } from './advertiser-report.ts';

/** « 3,45 % », or a dash without impressions to divide by. */
export function formatReportRate(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, 2)}\u00a0%`;
}

/** « 2,4 », or a dash when the product was not shown. */
export function formatReportRank(value: number | null): string {
  return value === null ? '—' : formatNumber(value, 1);
}

/** « 1 234 » (a narrow no-break space between groups of digits). */
export function formatReportCount(value: number): string {
  return formatNumber(value, 0);
}

/** The columns of every table of the report, after the first one (the product's or the month's name). */
export const REPORT_FIGURE_HEADINGS = ['Affichages', 'Clics', 'Demandes', 'Taux de clic', 'Rang moyen'] as const;

function cells(figures: ReportFigures): string[] {
  return [
    formatReportCount(figures.impressions),
    formatReportCount(figures.clicks),
    formatReportCount(figures.requests),
    formatReportRate(figures.clickThroughRate),
    formatReportRank(figures.averageRank),
  ];
}

/**
 * A month of an advertiser's report as a document to send to the advertiser (issue 22: « a CSV or PDF export per
 * month »), every figure worded as the report's page words it: the month's totals, a line per product with the
 * advertiser's total, then the twelve months of the chart as tables (all products, then each product). The renderer
 * lays it out (ports/advertiser-report-renderer.ts) and adds only the site's name and the page numbers.
 */
export interface AdvertiserReportDocument {
  /** « Rapport annonceur — Banque du Nord ». */
  title: string;
  /** « novembre 2026 ». */
  monthName: string;
  /** « Fait le 28 novembre 2026. Mois et jours à l’heure de Luxembourg. … » */
  notes: string[];
  madeAt: Date;
  totals: ReportFact[];
  tables: ReportTable[];
}

export function advertiserReportDocument(advertiserName: string, report: AdvertiserReport, madeAt: Date): AdvertiserReportDocument {
  const monthName = monthLabel(report.month);
  const totals = cells(report.total);
  const monthRows = (series: AdvertiserReport['series']) => series.map((month) => [monthLabel(month.month), ...cells(month)]);
  return {
    title: `Rapport annonceur — ${advertiserName}`,
    monthName,
    madeAt,
    notes: [
      `Rapport établi le ${frenchDay(new Date(`${legalDay(madeAt)}T00:00:00Z`))} par Prêtscope. Mois et jours à l’heure de Luxembourg.`,
      'Affichages\u00a0: fois où une offre du produit figurait dans un comparateur servi à un visiteur (robots exclus, rien de personnel n’est enregistré). Clics\u00a0: passages vers le site de l’établissement, depuis toutes les pages. Demandes\u00a0: demandes envoyées à propos du produit. Taux de clic\u00a0: clics pour cent affichages. Rang moyen\u00a0: place moyenne de l’offre dans les listes où elle figurait.',
    ],
    totals: REPORT_FIGURE_HEADINGS.map((label, index) => ({ label, value: totals[index] ?? '' })),
    tables: [
      {
        title: `Par produit, ${monthName}`,
        headings: ['Produit', ...REPORT_FIGURE_HEADINGS],
        rows: report.products.map((product) => [product.name, ...cells(product)]),
        footer: [`Total ${advertiserName}`, ...totals],
      },
      {
        title: `${advertiserName}, tous produits, sur douze mois`,
        headings: ['Mois', ...REPORT_FIGURE_HEADINGS],
        rows: monthRows(report.series),
      },
      ...report.products.map((product) => ({
        title: `${product.name}, sur douze mois`,
        headings: ['Mois', ...REPORT_FIGURE_HEADINGS],
        rows: monthRows(product.series),
      })),
    ],
  };
}
