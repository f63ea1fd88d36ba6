import { formatEuros, formatPercent, lendingRulesOn } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cryptoLoan } from './crypto.ts';
import { LiquidationChart } from './liquidation-chart.tsx';

describe('LiquidationChart', () => {
  const terms = { collateral: 20_000, ltv: 50, threshold: 85, rate: 9, duration: 12, country: 'LUX' as const };
  const loan = { ...cryptoLoan(terms, lendingRulesOn(new Date('2026-11-27'))), collateral: 20_000, threshold: 85 };
  const html = renderToStaticMarkup(createElement(LiquidationChart, { loan }));

  it('is a titled image describing the liquidation point core’s definitions give', () => {
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="graphique-liquidation-titre graphique-liquidation-desc"/);
    expect(html).toContain('Valeur du collatéral selon la baisse du cours</title>');
    expect(html).toContain(
      `À ${formatPercent(loan.liquidationDrop)} de baisse, il ne vaut plus que ${formatEuros(loan.liquidationValue)}\u00a0: le LTV atteint ${formatPercent(85, 0)}`,
    );
    expect(html).toContain(`Liquidation\u00a0: −${formatPercent(41.176470588)}</text>`);
  });

  it('puts the liquidation point at its fall and value, on the collateral’s line', () => {
    // x from 128 to 684 for 0 to 100 %; y from 248 (0 €) to 24 (20 000 €).
    const circle = /<circle class="liquidation__point" cx="([^"]+)" cy="([^"]+)"/.exec(html);
    expect(Number(circle?.[1])).toBeCloseTo(128 + (loan.liquidationDrop / 100) * 556, 6);
    expect(Number(circle?.[2])).toBeCloseTo(24 + 224 * (1 - loan.liquidationValue / 20_000), 6);
    const loanLine = /<line class="liquidation__loan" x1="[^"]+" x2="[^"]+" y1="([^"]+)"/.exec(html);
    expect(Number(loanLine?.[1])).toBeCloseTo(24 + 224 * (1 - 10_000 / 20_000), 6);
    expect(html).toMatch(/<rect class="liquidation__zone" x="([^"]+)"/);
  });

  it('lists the falls, values and LTV in its table, the liquidation point among them', () => {
    expect(html).toContain('<summary>Voir les chiffres du graphique</summary>');
    const rows = [
      ...html.matchAll(
        /<tr( class="liquidation__row")?><th scope="row">([^<]+)<\/th><td class="numeric">([^<]+)<\/td><td class="numeric">([^<]+)<\/td>/g,
      ),
    ];
    expect(rows).toHaveLength(11);
    expect(rows[0]?.slice(2)).toEqual([formatPercent(0, 0), formatEuros(20_000), formatPercent(50)]);
    expect(rows[5]?.slice(1)).toEqual([
      ' class="liquidation__row"',
      `${formatPercent(41.176470588)} (liquidation)`,
      formatEuros(11_764.705882),
      formatPercent(85),
    ]);
    expect(rows[6]?.slice(2)).toEqual([formatPercent(50, 0), formatEuros(10_000), formatPercent(100)]);
  });
});
