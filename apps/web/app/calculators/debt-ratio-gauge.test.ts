import { borrowingCapacity, formatPercent, frenchTypography } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DebtRatioGauge } from './debt-ratio-gauge.tsx';

function capacityFor(country: 'LUX' | 'BE' | 'FR', charges: number) {
  const answer = borrowingCapacity({
    country,
    netMonthlyIncome: 6_000,
    monthlyCharges: charges,
    rate: 3.5,
    duration: 300,
    date: new Date('2026-11-27'),
  });
  if (!answer.ok) throw new Error('expected a capacity');
  return answer.value;
}

/** The x of the limit's line, and the x where the new loan's segment ends. */
const limitX = (html: string) => Number(/<line class="gauge__limit" x1="([^"]+)"/.exec(html)?.[1]);
const loanEnd = (html: string) => {
  const match = /<rect class="gauge__loan" x="([^"]+)" y="[^"]+" width="([^"]+)"/.exec(html);
  return Number(match?.[1]) + Number(match?.[2]);
};

describe('DebtRatioGauge', () => {
  it('marks the country’s limit from core’s rule, and fills the gauge up to the debt ratio', () => {
    // Luxembourg: 40 % of 6 000 €, of which 500 € of existing loans (8,33 %).
    const capacity = capacityFor('LUX', 500);
    const html = renderToStaticMarkup(createElement(DebtRatioGauge, { capacity, country: 'Luxembourg' }));
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="jauge-titre jauge-desc"/);
    expect(html).toContain('<title id="jauge-titre">Taux d’endettement</title>');
    expect(html).toContain(`${frenchTypography('Limite (Luxembourg) : 40 %')}</text>`);
    // Scale 0–50 % over 536 units from x = 32: the 40 % limit at 32 + 0,8 × 536.
    expect(limitX(html)).toBeCloseTo(32 + 0.8 * 536, 6);
    expect(loanEnd(html)).toBeCloseTo(32 + (capacity.debtRatio / 0.5) * 536, 6);
    expect(html).toContain(
      `Taux d’endettement de ${formatPercent(40)} pour une limite de ${formatPercent(40)} (Luxembourg)\u00a0: ${formatPercent(8.333333)} pour les crédits en cours et ${formatPercent(31.666667)} pour le nouveau prêt.`,
    );
    // The table under the gauge gives the same four figures.
    expect(html).toContain('Voir les chiffres du graphique');
    expect([...html.matchAll(/<td class="numeric">([^<]+)<\/td>/g)].map((match) => match[1])).toEqual([
      formatPercent(8.333333),
      formatPercent(31.666667),
      formatPercent(40),
      formatPercent(40),
    ]);
    for (const label of ['Crédits en cours', 'Nouveau prêt', 'Limite du pays']) expect(html).toContain(`</span> ${label}`);
  });

  it('prints Belgium’s third of the income as 33,33 %', () => {
    const html = renderToStaticMarkup(createElement(DebtRatioGauge, { capacity: capacityFor('BE', 0), country: 'Belgique' }));
    expect(html).toContain(`${frenchTypography('Limite (Belgique) : 33,33 %')}</text>`);
    expect(limitX(html)).toBeCloseTo(32 + (1 / 3 / 0.5) * 536, 6);
  });

  it('labels the limit on its left when it is right of the middle, and marks France’s 35 %', () => {
    const html = renderToStaticMarkup(createElement(DebtRatioGauge, { capacity: capacityFor('FR', 0), country: 'France' }));
    expect(html).toContain(`text-anchor="end">${frenchTypography('Limite (France) : 35 %')}</text>`);
  });
});
