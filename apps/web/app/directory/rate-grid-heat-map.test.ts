import { formatPercent, frenchTypography } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RateGridHeatMap } from './rate-grid-heat-map.tsx';
import { gridKey, type RateGrid } from './rate-grid.ts';

describe('RateGridHeatMap', () => {
  const grid: RateGrid = {
    amounts: [100_000, 200_000],
    durations: [120, 240],
    rates: { [gridKey(100_000, 120)]: 3.29, [gridKey(100_000, 240)]: 3.84, [gridKey(200_000, 120)]: 3.56 },
    observedOn: '2026-11-01',
  };
  const html = renderToStaticMarkup(createElement(RateGridHeatMap, { grid, durationUnit: 'year' }));

  it('keeps the rate grid as a table, each rate on the shade of its band', () => {
    expect(html).toContain('<table class="data-table rate-grid">');
    const cells = [...html.matchAll(/<td class="([^"]+)">(.*?)<\/td>/g)].map((match) => [match[1], match[2]]);
    expect(cells).toEqual([
      ['numeric heat--0', formatPercent(3.29)],
      ['numeric heat--4', formatPercent(3.84)],
      ['numeric heat--2', formatPercent(3.56)],
      ['numeric', '<span aria-hidden="true">—</span><span class="visually-hidden">non observé</span>'],
    ]);
    expect(html).toContain(`<th scope="col" class="numeric">${frenchTypography('10 ans')}</th>`);
  });

  it('says in its legend which rates each shade covers', () => {
    expect(html).toContain('Du taux le plus bas (clair) au plus haut (foncé)');
    const legend = [...html.matchAll(/<li><span class="heat-legend__key (heat--\d)" aria-hidden="true"><\/span>([^<]+)<\/li>/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(legend).toEqual([
      ['heat--0', `${formatPercent(3.29)} à ${formatPercent(3.4)}`],
      ['heat--1', `${formatPercent(3.41)} à ${formatPercent(3.51)}`],
      ['heat--2', `${formatPercent(3.52)} à ${formatPercent(3.62)}`],
      ['heat--3', `${formatPercent(3.63)} à ${formatPercent(3.73)}`],
      ['heat--4', `${formatPercent(3.74)} à ${formatPercent(3.84)}`],
    ]);
  });
});
