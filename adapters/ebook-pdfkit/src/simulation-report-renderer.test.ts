import type { SimulationReport } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { createSimulationReportRenderer } from './create-simulation-report-renderer.ts';
import { readPdfText } from './read-pdf-text.test-support.ts';

const years = Array.from({ length: 25 }, (_, index) => [
  String(index + 1),
  '17\u202f986,56\u00a0€',
  `${(10_000 - index * 300).toLocaleString('fr-FR')}\u00a0€`,
  '7\u202f000,00\u00a0€',
  '0,00\u00a0€',
  `${(300_000 - (index + 1) * 12_000).toLocaleString('fr-FR')}\u00a0€`,
]);

const REPORT: SimulationReport = {
  title: 'Simulation de prêt hypothécaire',
  headline: '300\u202f000\u00a0€ sur 25\u00a0ans à 3,50\u00a0%',
  madeAt: new Date('2026-11-27T23:30:00Z'),
  url: 'https://pretscope.example/pret-hypothecaire/simulation?pays=LUX&montant=300000',
  assumptions: [
    { label: 'Pays', value: 'Luxembourg' },
    { label: 'Montant emprunté', value: '300\u202f000\u00a0€' },
  ],
  figures: [
    { label: 'Mensualité hors assurance', value: '1\u202f501,87\u00a0€' },
    { label: 'TAEG', value: '3,56\u00a0%' },
  ],
  notes: ['Au Luxembourg, le taux mensuel est le taux annuel divisé par 12.'],
  tables: [
    {
      title: 'Tableau d’amortissement par année',
      headings: ['Année', 'Mensualités', 'Intérêts', 'Capital remboursé', 'Assurance', 'Capital restant dû'],
      rows: years,
      footer: ['Total', '450\u202f561,00\u00a0€', '150\u202f561,00\u00a0€', '300\u202f000,00\u00a0€', '0,00\u00a0€', '0,00\u00a0€'],
    },
  ],
  sources: [{ label: 'Taux mensuel proportionnel au Luxembourg', source: 'Règlement grand-ducal du 13 juin 2011' }],
  mentions: [{ label: 'Emprunter de l’argent coûte aussi de l’argent.', source: 'Loi du 8 avril 2011, art. L. 224-4' }],
};

describe('the simulation report as a PDF', () => {
  it('prints the inputs, the results, every table row with its totals, the sources, the mentions, the day and the address', async () => {
    const pdf = await createSimulationReportRenderer({ compress: false }).render(REPORT);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = readPdfText(pdf);
    // The text read back has its spaces, of any kind, as plain ones.
    const printed = (value: string) => value.replace(/\s+/g, ' ');
    for (const fact of [...REPORT.assumptions, ...REPORT.figures]) {
      expect(text).toContain(printed(fact.label));
      expect(text).toContain(printed(fact.value));
    }
    expect(text).toContain(printed(REPORT.headline));
    expect(text).toContain('Au Luxembourg, le taux mensuel est le taux annuel divisé par 12.');
    for (const row of years) expect(text).toContain(row.map(printed).join(' '));
    expect(text).toContain('Total 450 561,00 € 150 561,00 € 300 000,00 €');
    expect(text).toContain('Règlement grand-ducal du 13 juin 2011');
    expect(text).toContain('Emprunter de l’argent coûte aussi de l’argent.');
    // 23:30 UTC on the 27th is already the 28th in Luxembourg, Belgium and France.
    expect(text).toContain('Simulation faite le 28 novembre 2026');
    // The address wraps where it may; its link is the whole of it.
    expect(text.replaceAll(' ', '')).toContain(REPORT.url);
    expect(Buffer.from(pdf).toString('latin1')).toContain(`/URI (${REPORT.url})`);
    // The table runs over a page break: its heading row is printed again at the top of the next page.
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Année Mensualités Intérêts Capital remboursé Assurance Capital restant dû').length - 1).toBe(pages > 1 ? 2 : 1);
    expect(text).toContain(`page ${pages} sur ${pages}`);
  });

  it('reads back the same text when compressed, as the site sends it', async () => {
    const renderer = createSimulationReportRenderer();
    const compressed = readPdfText(await renderer.render(REPORT)).text;
    const plain = readPdfText(await createSimulationReportRenderer({ compress: false }).render(REPORT)).text;
    expect(compressed).toBe(plain);
  });
});
