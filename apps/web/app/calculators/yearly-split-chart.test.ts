import { amortizationSchedule, formatEuros } from '@pretscope/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { YearlySplitChart } from './yearly-split-chart.tsx';

/** The numeric attribute `name` of each `<rect>` of a class, in order. */
const rects = (html: string, className: string, name: string) =>
  [...html.matchAll(new RegExp(`<rect class="${className}"[^>]*? ${name}="([^"]+)"`, 'g'))].map((match) => Number(match[1]));

describe('YearlySplitChart', () => {
  // 300 000 € at 3,5 % over 25 years.
  const schedule = amortizationSchedule({ amount: 300_000, rate: 3.5, duration: 300 });
  const html = renderToStaticMarkup(
    createElement(YearlySplitChart, {
      years: schedule.years,
      amount: 300_000,
      totalInterest: schedule.totals.interest,
      tableId: 'tableau',
    }),
  );

  it('is a titled, described image whose text alternative is the yearly table', () => {
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="graphique-annuel-titre graphique-annuel-desc"/);
    expect(html).toContain('<title id="graphique-annuel-titre">Capital et intérêts remboursés chaque année</title>');
    const [first, last] = [schedule.years[0]!, schedule.years[24]!];
    expect(html).toContain(
      `En 25\u00a0ans, vous remboursez ${formatEuros(300_000, 0)} de capital et ${formatEuros(schedule.totals.interest, 0)} d’intérêts.`,
    );
    expect(html).toContain(
      `Année 1\u00a0: ${formatEuros(first.debtPayment, 0)} de capital et ${formatEuros(first.interestPayment, 0)} d’intérêts`,
    );
    expect(html).toContain(`année 25\u00a0: ${formatEuros(last.debtPayment, 0)} de capital et ${formatEuros(last.interestPayment, 0)}`);
    expect(html).toContain('<a href="#tableau">Voir le tableau des valeurs</a>');
    expect(html).toMatch(/chart__key--capital[^>]*><\/span> Capital remboursé/);
  });

  it('draws one bar a year, capital under interest, their heights in proportion to core’s year rows', () => {
    const capital = rects(html, 'chart__capital', 'height');
    const interest = rects(html, 'chart__interest', 'height');
    expect(capital).toHaveLength(25);
    expect(interest).toHaveLength(25);
    // The same euros make the same height: one scale for both parts of every bar.
    schedule.years.forEach((year, index) => {
      expect(capital[index]! / interest[index]!).toBeCloseTo(year.debtPayment / year.interestPayment, 6);
    });
    // The interest sits on the capital.
    const capitalTops = rects(html, 'chart__capital', 'y');
    const interestTops = rects(html, 'chart__interest', 'y');
    interestTops.forEach((top, index) => expect(top + interest[index]!).toBeCloseTo(capitalTops[index]!, 6));
    // Every fifth year is labelled on the axis, and the axis reaches 20 000 € (a year repays 18 022 €).
    expect(html).toContain(`>${formatEuros(20_000, 0)}</text>`);
    for (const year of [1, 5, 10, 15, 20, 25]) expect(html).toContain(`text-anchor="middle">${year}</text>`);
  });

  it('draws nothing without year rows', () => {
    expect(renderToStaticMarkup(createElement(YearlySplitChart, { years: [], amount: 0, totalInterest: 0, tableId: 't' }))).toBe('');
  });
});
