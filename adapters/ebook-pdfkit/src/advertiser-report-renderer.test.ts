import { advertiserReport, advertiserReportDocument, monthsEndingAt } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { createAdvertiserReportRenderer } from './create-advertiser-report-renderer.ts';
import { readPdfText } from './read-pdf-text.test-support.ts';

/** Forty products: the product table and the twelve-month tables run over several pages. */
const PRODUCTS = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: `Prêt n° ${index + 1}` }));

const DOCUMENT = advertiserReportDocument(
  'Banque du Nord',
  advertiserReport(
    PRODUCTS,
    PRODUCTS.map(({ id }) => ({
      productId: id,
      month: '2026-11',
      impressions: 1_000 + id,
      rankSum: 2 * (1_000 + id),
      clicks: id,
      requests: 1,
    })),
    monthsEndingAt('2026-11'),
  ),
  new Date('2026-11-28T10:00:00Z'),
);

describe('advertiser report as a PDF', () => {
  it('prints the month, the totals, every product’s line and the total, in order, over numbered pages', async () => {
    const pdf = await createAdvertiserReportRenderer().render(DOCUMENT);
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = readPdfText(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('Rapport annonceur — Banque du Nord');
    expect(text).toContain('Rapport de novembre 2026');
    expect(text).toContain('établi le 28 novembre 2026');
    expect(text).toContain('En chiffres, novembre 2026 Affichages 40 820 Clics 820 Demandes 40 Taux de clic 2,01 % Rang moyen 2,0');
    let from = text.indexOf('Par produit, novembre 2026 Produit Affichages Clics Demandes Taux de clic Rang moyen');
    expect(from).toBeGreaterThan(0);
    for (const { id, name } of PRODUCTS) {
      const line = `${name} ${(1_000 + id).toLocaleString('fr-FR').replace(/\s/g, ' ')} ${id} 1 ${(id / (10 + id / 100)).toFixed(2).replace('.', ',')} % 2,0`;
      const at = text.indexOf(line, from);
      expect(at, line).toBeGreaterThan(from);
      from = at;
    }
    expect(text.indexOf('Total Banque du Nord 40 820 820 40 2,01 % 2,0', from)).toBeGreaterThan(from);
    expect(text).toContain('Prêt n° 40, sur douze mois');
    expect(text).toContain(`Prêtscope — Rapport annonceur — Banque du Nord, novembre 2026 — page ${pages} sur ${pages}`);
  });
});
