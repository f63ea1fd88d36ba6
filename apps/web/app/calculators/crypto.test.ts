import fc from 'fast-check';
import { lendingRulesOn } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { cryptoLoan, priceDropPoints } from './crypto.ts';

const lending = lendingRulesOn(new Date('2026-11-27'));

const terms = { collateral: 20_000, ltv: 50, threshold: 85, rate: 9, duration: 12, country: 'LUX' as const };

describe('priceDropPoints', () => {
  // 20 000 € of collateral at 50 %: a loan of 10 000 €, liquidated when the collateral is worth 10 000 / 0,85 =
  // 11 764,71 €, a fall of 41,18 %.
  const loan = { ...cryptoLoan(terms, lending), collateral: terms.collateral, threshold: terms.threshold };
  const points = priceDropPoints(loan);

  it('gives the value and LTV every 10 % of fall, with the liquidation point in its place', () => {
    expect(points.map((point) => Math.round(point.drop * 100) / 100)).toEqual([0, 10, 20, 30, 40, 41.18, 50, 60, 70, 80, 90]);
    expect(points[0]).toEqual({ drop: 0, value: 20_000, ltv: 50, liquidation: false, liquidated: false });
    expect(points[4]?.value).toBeCloseTo(12_000, 9);
    expect(points[4]?.ltv).toBeCloseTo(83.333333333, 6);
    expect(points[5]).toMatchObject({ liquidation: true, liquidated: true, ltv: 85 });
    expect(points[5]?.value).toBeCloseTo(11_764.705882353, 6);
    expect(points[6]).toMatchObject({ value: 10_000, ltv: 100, liquidated: true, liquidation: false });
  });

  it('gives a round fall that is the liquidation point once', () => {
    // 50 % borrowed, liquidated at 100 %: the price may halve.
    const halved = priceDropPoints({ ...cryptoLoan({ ...terms, threshold: 100 }, lending), collateral: 20_000, threshold: 100 });
    expect(halved.filter((point) => Math.abs(point.drop - 50) < 1e-9)).toEqual([
      { drop: 50, value: 10_000, ltv: 100, liquidation: true, liquidated: true },
    ]);
    expect(halved).toHaveLength(10);
  });

  it('the value falls and the LTV rises with the price, the threshold reached exactly at the liquidation point', () => {
    const input = fc
      .record({
        collateral: fc.integer({ min: 100, max: 10_000_000 }),
        ltv: fc.integer({ min: 1, max: 94 }),
        gap: fc.integer({ min: 1, max: 99 }),
      })
      .map(({ collateral, ltv, gap }) => ({ ...terms, collateral, ltv, threshold: Math.min(100, ltv + gap) }));
    fc.assert(
      fc.property(input, (loanTerms) => {
        const result = { ...cryptoLoan(loanTerms, lending), collateral: loanTerms.collateral, threshold: loanTerms.threshold };
        const drops = priceDropPoints(result);
        expect(drops.filter((point) => point.liquidation)).toHaveLength(1);
        for (let index = 1; index < drops.length; index++) {
          expect(drops[index]!.drop).toBeGreaterThan(drops[index - 1]!.drop);
          expect(drops[index]!.value).toBeLessThan(drops[index - 1]!.value);
          expect(drops[index]!.ltv).toBeGreaterThanOrEqual(drops[index - 1]!.ltv - 1e-9);
        }
        for (const point of drops) {
          expect(point.liquidated).toBe(point.ltv >= loanTerms.threshold - 1e-9);
          expect(point.value).toBeCloseTo(loanTerms.collateral * (1 - point.drop / 100), 6);
        }
      }),
    );
  });
});
