import { advertiserReport, monthsEndingAt } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { advertiserReportCsv, advertiserReportFileName } from './advertiser-report-csv.ts';
import { formatRank, formatRate } from './advertiser-report-format.ts';

describe('advertiser report formats', () => {
  it('writes rates and ranks in French', () => {
    expect(formatRate(3.4512)).toBe('3,45\u00a0%');
    expect(formatRate(null)).toBe('—');
    expect(formatRank(2.44)).toBe('2,4');
    expect(formatRank(null)).toBe('—');
  });

  it('exports the month as CSV for a French spreadsheet, a line per product and the total', () => {
    const report = advertiserReport(
      [
        { id: 1, name: 'Prêt Habitat' },
        { id: 2, name: '=HYPERLINK("x")' },
      ],
      [{ productId: 1, month: '2026-11', impressions: 400, rankSum: 1000, clicks: 14, requests: 2 }],
      monthsEndingAt('2026-11'),
    );
    const csv = advertiserReportCsv({ advertiser: { id: 7, name: 'Banque du Nord' }, report });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Mois;Produit;Affichages;Clics;Demandes;Taux de clic (%);Rang moyen',
      'novembre 2026;Prêt Habitat;400;14;2;3,50;2,5',
      `novembre 2026;"'=HYPERLINK(""x"")";0;0;0;;`,
      'novembre 2026;Total Banque du Nord;400;14;2;3,50;2,5',
      '',
    ]);
  });

  it('names the file after the advertiser and the month', () => {
    expect(advertiserReportFileName('Banque Bêta & Cie', '2026-11')).toBe('rapport-banque-beta-cie-2026-11.csv');
  });
});
