import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advertiserReport,
  monthLabel,
  monthOf,
  monthsEndingAt,
  reportMonth,
  reportMonthParam,
  shiftMonth,
  shortMonthLabel,
} from './advertiser-report.ts';

describe('report months', () => {
  it('shift across years', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -11)).toBe('2025-12');
  });

  it('start at midnight in Luxembourg, winter and summer', () => {
    expect(reportMonth('2026-11')).toEqual({
      month: '2026-11',
      from: new Date('2026-10-31T23:00:00Z'),
      to: new Date('2026-11-30T23:00:00Z'),
    });
    expect(reportMonth('2026-07').from).toEqual(new Date('2026-06-30T22:00:00Z'));
    // The clocks go back on the last Sunday of October: November begins at 23:00 UTC, October at 22:00.
    expect(reportMonth('2026-10')).toMatchObject({ from: new Date('2026-09-30T22:00:00Z'), to: new Date('2026-10-31T23:00:00Z') });
  });

  it('read the month of an instant in Luxembourg', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
  });

  it('take a well-formed month up to this one from the URL, this month otherwise', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(reportMonthParam('2026-10', now)).toBe('2026-10');
    expect(reportMonthParam('2026-12', now)).toBe('2026-11');
    expect(reportMonthParam('2026-13', now)).toBe('2026-11');
    expect(reportMonthParam('1999-01', now)).toBe('2026-11');
    expect(reportMonthParam('novembre', now)).toBe('2026-11');
    expect(reportMonthParam(null, now)).toBe('2026-11');
  });

  it('cover twelve months ending with the chosen one, each ending where the next begins (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020 * 12, max: 2040 * 12 }), (index) => {
        const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
        const months = monthsEndingAt(month);
        expect(months).toHaveLength(12);
        expect(months[11]?.month).toBe(month);
        months.slice(1).forEach((current, i) => expect(current.from).toEqual(months[i]?.to));
        for (const { month: name, from, to } of months) {
          expect(monthOf(from)).toBe(name);
          expect(monthOf(new Date(to.getTime() - 1))).toBe(name);
        }
      }),
    );
  });

  it('are named in French', () => {
    expect(monthLabel('2026-11')).toBe('novembre 2026');
    expect(shortMonthLabel('2026-02')).toBe('févr.');
  });
});

describe('advertiserReport', () => {
  const months = monthsEndingAt('2026-11', 3);
  const products = [
    { id: 1, name: 'Prêt Habitat' },
    { id: 2, name: 'Prêt Perso' },
  ];

  it('gives each product’s figures for the chosen month, its rate and rank, and the months of the chart', () => {
    const report = advertiserReport(
      products,
      [
        { productId: 1, month: '2026-11', impressions: 400, rankSum: 1000, clicks: 14, requests: 2 },
        { productId: 1, month: '2026-10', impressions: 100, rankSum: 100, clicks: 1, requests: 0 },
        { productId: 2, month: '2026-09', impressions: 0, rankSum: 0, clicks: 3, requests: 1 },
        { productId: 9, month: '2026-11', impressions: 50, rankSum: 50, clicks: 5, requests: 5 },
      ],
      months,
    );
    expect(report.month).toBe('2026-11');
    expect(report.products[0]).toMatchObject({
      productId: 1,
      name: 'Prêt Habitat',
      impressions: 400,
      clicks: 14,
      requests: 2,
      clickThroughRate: 3.5,
      averageRank: 2.5,
    });
    expect(report.products[0]?.series.map((entry) => [entry.month, entry.impressions])).toEqual([
      ['2026-09', 0],
      ['2026-10', 100],
      ['2026-11', 400],
    ]);
    expect(report.products[1]).toMatchObject({ impressions: 0, clicks: 0, clickThroughRate: null, averageRank: null });
    expect(report.products[1]?.series[0]).toMatchObject({ clicks: 3, requests: 1, clickThroughRate: null });
    // Another advertiser's product is not counted.
    expect(report.total).toMatchObject({ impressions: 400, clicks: 14, requests: 2, clickThroughRate: 3.5, averageRank: 2.5 });
    expect(report.series.map((entry) => entry.clicks)).toEqual([3, 1, 14]);
  });

  it('adds the products up into the total, month by month (property)', () => {
    const figure = fc.record({
      productId: fc.constantFrom(1, 2),
      month: fc.constantFrom('2026-09', '2026-10', '2026-11'),
      impressions: fc.nat(1000),
      rankSum: fc.nat(5000),
      clicks: fc.nat(100),
      requests: fc.nat(10),
    });
    fc.assert(
      fc.property(fc.array(figure, { maxLength: 12 }), (rows) => {
        const report = advertiserReport(products, rows, months);
        report.series.forEach((entry, index) => {
          for (const key of ['impressions', 'clicks', 'requests'] as const)
            expect(entry[key]).toBe(report.products.reduce((sum, product) => sum + (product.series[index]?.[key] ?? 0), 0));
        });
        const all = rows.reduce((sum, row) => sum + row.impressions, 0);
        expect(report.series.reduce((sum, entry) => sum + entry.impressions, 0)).toBe(all);
      }),
    );
  });
});
