import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedRatePoints, rateVersionOf, readRateVersion, staleRatesMessage, type RatePoint } from './rate-version.ts';

const point = fc.record({
  productId: fc.integer({ min: 1, max: 50 }),
  amount: fc.integer({ min: 1, max: 1_000_000 }),
  duration: fc.integer({ min: 1, max: 480 }),
  rate: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
});
/** Points each at its own place, as a grid's are. */
const points = fc.uniqueArray(point, { selector: (p) => `${p.productId}|${p.amount}|${p.duration}` });

describe('rate versions', () => {
  it('worked example: a version is the rates read, in a fixed order', () => {
    const version = rateVersionOf([
      { productId: 2, amount: 200_000, duration: 240, rate: 3.45 },
      { productId: 2, amount: 100_000, duration: 120, rate: null },
    ]);
    expect(version).toBe('2|100000|120=;2|200000|240=3.45');
    expect(readRateVersion(version)).toEqual(
      new Map([
        ['2|100000|120', null],
        ['2|200000|240', 3.45],
      ]),
    );
    expect(readRateVersion('2|100000|120=abc')).toBeNull();
  });

  it('names the points changed since, a vanished one included, and a message counting them', () => {
    const version = '1|100000|120=3.1;1|100000|240=;1|300000|240=2';
    const now: RatePoint[] = [
      { productId: 1, amount: 100_000, duration: 120, rate: 3.1 },
      { productId: 1, amount: 100_000, duration: 240, rate: 3.3 },
    ];
    const changed = changedRatePoints(version, now);
    expect(changed).toEqual([
      { productId: 1, amount: 100_000, duration: 240, was: null, now: 3.3 },
      { productId: 1, amount: 300_000, duration: 240, was: 2, now: null },
    ]);
    const many = Array.from({ length: 8 }, (_, i) => ({ productId: 1, amount: 1_000 * (i + 1), duration: 12, was: 1, now: 2 }));
    expect(staleRatesMessage(many, { since: 'Depuis que vous avez ouvert la grille', then: 'enregistrez à nouveau' })).toMatch(
      /^Depuis que vous avez ouvert la grille, 8\u00a0taux ont été modifiés .* et 2 autres\. Rien/,
    );
  });

  it('property: the version of the points read back has no change, in any order', () => {
    fc.assert(
      fc.property(points, (read) => {
        expect(changedRatePoints(rateVersionOf(read), [...read].reverse())).toEqual([]);
        expect(rateVersionOf([...read].reverse())).toBe(rateVersionOf(read));
      }),
    );
  });

  it('property: changing one rate names exactly that point', () => {
    fc.assert(
      fc.property(
        points.filter((p) => p.length > 0),
        fc.nat(),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (read, index, rate) => {
          const i = index % read.length;
          fc.pre(read[i]!.rate !== rate);
          const now = read.map((p, j) => (j === i ? { ...p, rate } : p));
          const changed = changedRatePoints(rateVersionOf(read), now);
          expect(changed).toEqual([{ ...read[i]!, was: read[i]!.rate, now: rate, rate: undefined }].map(({ rate: _, ...p }) => p));
        },
      ),
    );
  });
});
