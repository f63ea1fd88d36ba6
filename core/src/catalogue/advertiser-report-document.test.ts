import { describe, expect, it } from 'vitest';
import { advertiserReportDocument, formatReportRank, formatReportRate } from './advertiser-report-document.ts';
import { advertiserReport, monthsEndingAt } from './advertiser-report.ts';

describe('advertiser report document', () => {
  it('words rates and ranks in French, a dash where there is nothing to divide by', () => {
    expect(formatReportRate(3.4512)).toBe('3,45\u00a0%');
    expect(formatReportRate(null)).toBe('—');
    expect(formatReportRank(2.44)).toBe('2,4');
    expect(formatReportRank(null)).toBe('—');
  });

  it('holds the month’s totals, a line per product with the total, and twelve months of each', () => {
    const report = advertiserReport(
      [
        { id: 1, name: 'Prêt Habitat' },
        { id: 2, name: 'Prêt Travaux' },
      ],
      [
        { productId: 1, month: '2026-11', impressions: 12_400, rankSum: 31_000, clicks: 434, requests: 9 },
        { productId: 2, month: '2026-11', impressions: 600, rankSum: 2_400, clicks: 6, requests: 1 },
        { productId: 1, month: '2026-10', impressions: 100, rankSum: 300, clicks: 1, requests: 0 },
      ],
      monthsEndingAt('2026-11'),
    );
    const document = advertiserReportDocument('Banque du Nord', report, new Date('2026-11-30T23:30:00Z'));
    expect(document.title).toBe('Rapport annonceur — Banque du Nord');
    expect(document.monthName).toBe('novembre 2026');
    // 23:30 UTC on the 30th is already 1 December in Luxembourg.
    expect(document.notes[0]).toContain('établi le 1er\u00a0décembre 2026');
    expect(document.totals).toEqual([
      { label: 'Affichages', value: '13\u202f000' },
      { label: 'Clics', value: '440' },
      { label: 'Demandes', value: '10' },
      { label: 'Taux de clic', value: '3,38\u00a0%' },
      { label: 'Rang moyen', value: '2,6' },
    ]);
    const [products, months, first, second] = document.tables;
    expect(products?.headings).toEqual(['Produit', 'Affichages', 'Clics', 'Demandes', 'Taux de clic', 'Rang moyen']);
    expect(products?.rows).toEqual([
      ['Prêt Habitat', '12\u202f400', '434', '9', '3,50\u00a0%', '2,5'],
      ['Prêt Travaux', '600', '6', '1', '1,00\u00a0%', '4,0'],
    ]);
    expect(products?.footer).toEqual(['Total Banque du Nord', '13\u202f000', '440', '10', '3,38\u00a0%', '2,6']);
    expect(months?.rows).toHaveLength(12);
    expect(months?.rows[0]).toEqual(['décembre 2025', '0', '0', '0', '—', '—']);
    expect(months?.rows.at(-2)).toEqual(['octobre 2026', '100', '1', '0', '1,00\u00a0%', '3,0']);
    expect(months?.rows.at(-1)).toEqual(['novembre 2026', '13\u202f000', '440', '10', '3,38\u00a0%', '2,6']);
    expect(first?.title).toBe('Prêt Habitat, sur douze mois');
    expect(second?.rows.at(-1)).toEqual(['novembre 2026', '600', '6', '1', '1,00\u00a0%', '4,0']);
    expect(document.tables).toHaveLength(4);
  });
});
