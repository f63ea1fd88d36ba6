import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acquisitionCosts } from './acquisition-costs.ts';
import type { AcquisitionCosts, AcquisitionCostsInput } from './acquisition-costs-rule.ts';
import { BELGIAN_REGIONS, PROPERTY_TYPES } from './property-purchase.ts';
import { COUNTRIES } from './country-rule.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const day = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

function costs(input: AcquisitionCostsInput): AcquisitionCosts {
  const result = acquisitionCosts(input);
  if (!result.ok) throw new Error(`expected costs, got ${result.error.detail}`);
  return result.value;
}

const amounts = (c: AcquisitionCosts): number[] => c.lines.map((line) => line.amount);

describe('Luxembourg', () => {
  it('buy-to-let: 6 % registration + 1 % transcription, no credit', () => {
    // 500 000 × 6 % = 30 000; × 1 % = 5 000.
    const c = costs({ country: 'LUX', price: 500_000, date: day('2025-09-01') });
    expect(c.lines).toEqual([
      { label: 'Droits d’enregistrement (6\u00a0%)', amount: 30_000 },
      { label: 'Droits de transcription (1\u00a0%)', amount: 5_000 },
    ]);
    expect(c.total).toBe(35_000);
    expect(c.notes.join(' ')).toContain('Hors honoraires du notaire');
  });

  it('two buyers of their home in 2025 (after 30 June): 2 × 30 000 € Bëllegen Akt', () => {
    // 1 000 000 × 7 % = 70 000; credit 60 000 ⇒ 10 000.
    const c = costs({ country: 'LUX', price: 1_000_000, buyers: 2, primaryResidence: true, date: day('2025-09-01') });
    expect(c.lines[2]).toEqual({ label: 'Crédit d’impôt «\u202fBëllegen Akt\u202f» (2 × 30\u202f000\u00a0€)', amount: -60_000 });
    expect(c.total).toBeCloseTo(10_000, 9);
  });

  it('2024: the temporary 40 000 € per buyer, the administration keeping its 100 € minimum', () => {
    // 1 000 000 × 7 % = 70 000; credit min(80 000, 70 000 − 100) = 69 900 ⇒ 100.
    const c = costs({ country: 'LUX', price: 1_000_000, buyers: 2, primaryResidence: true, date: day('2024-06-01') });
    expect(c.total).toBeCloseTo(100, 9);
    // Still 40 000 € for deeds up to 30 June 2025 (law of 4 April 2025), 30 000 € from 7 March 2023, 20 000 € before.
    expect(costs({ country: 'LUX', price: 400_000, primaryResidence: true, date: day('2025-06-30') }).total).toBe(100);
    // 400 000 × 7 % = 28 000 − 30 000 ⇒ the 100 € minimum.
    expect(costs({ country: 'LUX', price: 400_000, primaryResidence: true, date: day('2023-03-07') }).total).toBe(100);
    // 28 000 − 20 000 = 8 000.
    expect(costs({ country: 'LUX', price: 400_000, primaryResidence: true, date: day('2023-03-06') }).total).toBeCloseTo(8_000, 9);
  });

  it('a very small deed keeps its duties whole (below the 100 € minimum the credit takes nothing)', () => {
    // 1 000 × 7 % = 70.
    expect(costs({ country: 'LUX', price: 1_000, primaryResidence: true, date: day('2025-09-01') }).total).toBeCloseTo(70, 9);
  });
});

describe('Belgium', () => {
  it('Flanders 2025: 2 % for the sole own home, 12 % otherwise', () => {
    // 350 000 × 2 % = 7 000; 300 000 × 12 % = 36 000.
    const own = costs({
      country: 'BE',
      region: 'flandre',
      price: 350_000,
      primaryResidence: true,
      firstHome: true,
      date: day('2025-03-01'),
    });
    expect(own.lines).toEqual([{ label: 'Droits d’enregistrement, habitation propre et unique (2\u00a0%)', amount: 7_000 }]);
    expect(own.total).toBe(7_000);
    const other = costs({ country: 'BE', region: 'flandre', price: 300_000, date: day('2025-03-01') });
    expect(other.lines).toEqual([{ label: 'Droits d’enregistrement (12\u00a0%)', amount: 36_000 }]);
  });

  it('Flanders: the modest-home reduction up to 220 000 € (1 867 € in 2025, 2 800 € in 2024 at 3 %)', () => {
    // 2025: 200 000 × 2 % = 4 000 − 1 867 = 2 133.
    expect(
      costs({ country: 'BE', region: 'flandre', price: 200_000, primaryResidence: true, firstHome: true, date: day('2025-03-01') }).total,
    ).toBeCloseTo(2_133, 9);
    // 2024: 200 000 × 3 % = 6 000 − 2 800 = 3 200; 350 000 × 3 % = 10 500.
    expect(
      costs({ country: 'BE', region: 'flandre', price: 200_000, primaryResidence: true, firstHome: true, date: day('2024-12-31') }).total,
    ).toBeCloseTo(3_200, 9);
    expect(
      costs({ country: 'BE', region: 'flandre', price: 350_000, primaryResidence: true, firstHome: true, date: day('2024-12-31') }).total,
    ).toBeCloseTo(10_500, 9);
  });

  it('Wallonia 2025: 3 % for the habitation propre et unique, 12,5 % otherwise', () => {
    // 300 000 × 3 % = 9 000; × 12,5 % = 37 500.
    expect(
      costs({ country: 'BE', region: 'wallonie', price: 300_000, primaryResidence: true, firstHome: true, date: day('2025-02-01') }).total,
    ).toBeCloseTo(9_000, 9);
    expect(costs({ country: 'BE', region: 'wallonie', price: 300_000, date: day('2025-02-01') }).total).toBeCloseTo(37_500, 9);
  });

  it('Wallonia 2024: 12,5 % after an abatement of 40 000 €, tapering to 20 000 € between 350 000 and 500 000 €', () => {
    // 300 000: 12,5 % × (300 000 − 40 000) = 32 500.
    const c = costs({
      country: 'BE',
      region: 'wallonie',
      price: 300_000,
      primaryResidence: true,
      firstHome: true,
      date: day('2024-06-01'),
    });
    expect(amounts(c)).toEqual([37_500, -5_000]);
    expect(c.lines[1]?.label).toBe('Abattement habitation propre et unique (40\u202f000\u00a0€ à 12,5\u00a0%)');
    // 425 000: abatement 40 000 − 20 000 × 75 000 / 150 000 = 30 000 ⇒ 12,5 % × 395 000 = 49 375.
    expect(
      costs({ country: 'BE', region: 'wallonie', price: 425_000, primaryResidence: true, firstHome: true, date: day('2024-06-01') }).total,
    ).toBeCloseTo(49_375, 9);
    // 600 000: 20 000 ⇒ 12,5 % × 580 000 = 72 500. Before July 2023: 20 000 at every price.
    expect(
      costs({ country: 'BE', region: 'wallonie', price: 600_000, primaryResidence: true, firstHome: true, date: day('2024-06-01') }).total,
    ).toBeCloseTo(72_500, 9);
    expect(
      costs({ country: 'BE', region: 'wallonie', price: 300_000, primaryResidence: true, firstHome: true, date: day('2023-06-30') }).total,
    ).toBeCloseTo(35_000, 9);
  });

  it('Brussels: no duty on the first 200 000 € of a sole own home up to 600 000 € (since 1 April 2023)', () => {
    // 450 000: 12,5 % × 250 000 = 31 250.
    const c = costs({
      country: 'BE',
      region: 'bruxelles',
      price: 450_000,
      primaryResidence: true,
      firstHome: true,
      date: day('2025-01-15'),
    });
    expect(c.lines).toEqual([
      { label: 'Droits d’enregistrement (12,5\u00a0%)', amount: 56_250 },
      { label: 'Abattement habitation propre et unique (200\u202f000\u00a0€ à 12,5\u00a0%)', amount: -25_000 },
    ]);
    expect(c.total).toBe(31_250);
    // Above 600 000 € no abatement: 650 000 × 12,5 % = 81 250. Before April 2023: 175 000 € up to 500 000 €.
    expect(
      costs({ country: 'BE', region: 'bruxelles', price: 650_000, primaryResidence: true, firstHome: true, date: day('2025-01-15') }).total,
    ).toBe(81_250);
    expect(
      costs({ country: 'BE', region: 'bruxelles', price: 450_000, primaryResidence: true, firstHome: true, date: day('2023-03-31') }).total,
    ).toBeCloseTo(34_375, 9);
    // A price under the abatement pays nothing.
    expect(
      costs({ country: 'BE', region: 'bruxelles', price: 150_000, primaryResidence: true, firstHome: true, date: day('2025-01-15') }).total,
    ).toBe(0);
  });
});

describe('France (frais de notaire)', () => {
  // Emolument on 300 000 € by the 2021–2026 scale (the same arithmetic as cthlannion.fr's worked example):
  // 6 500 × 3,870 % = 251,55; 10 500 × 1,596 % = 167,58; 43 000 × 1,064 % = 457,52; 240 000 × 0,799 % = 1 917,60
  // ⇒ 2 794,25 € HT, VAT 558,85 €.
  it('existing home, June 2025, 5 % départemental rate: 23 808,60 €', () => {
    // Transfer duties 5 + 1,2 + 2,37 % × 5 = 6,3185 % ⇒ 18 955,50. CSI 300. Disbursements 1 200.
    // 18 955,50 + 2 794,25 + 558,85 + 300 + 1 200 = 23 808,60.
    const c = costs({ country: 'FR', price: 300_000, date: day('2025-06-01') });
    expect(c.lines.map((l) => l.label)).toEqual([
      'Droits de mutation (6,3185\u00a0%)',
      'Émoluments du notaire (barème réglementé, HT)',
      'TVA sur les émoluments (20\u00a0%)',
      'Contribution de sécurité immobilière (0,1\u00a0%)',
      'Débours et formalités (estimation)',
    ]);
    const [duties, fee, vat, csi, disbursements] = amounts(c);
    expect(duties).toBeCloseTo(18_955.5, 8);
    expect(fee).toBeCloseTo(2_794.25, 8);
    expect(vat).toBeCloseTo(558.85, 8);
    expect(csi).toBeCloseTo(300, 8);
    expect(disbursements).toBe(1_200);
    expect(c.total).toBeCloseTo(23_808.6, 8);
    expect(c.notes.join(' ')).toContain('estimatif');
  });

  it('a first-time buyer of their home keeps 4,5 % (5,80665 %): 22 273,05 €, as everyone before April 2025', () => {
    // 300 000 × 5,80665 % = 17 419,95 (the 17 419 € quoted for 300 000 € by fgme.fr); + 2 794,25 + 558,85 + 300 + 1 200.
    const firstHome = costs({ country: 'FR', price: 300_000, primaryResidence: true, firstHome: true, date: day('2025-06-01') });
    expect(firstHome.lines[0]?.label).toBe('Droits de mutation (5,80665\u00a0%)');
    expect(firstHome.total).toBeCloseTo(22_273.05, 8);
    expect(costs({ country: 'FR', price: 300_000, date: day('2025-03-31') }).total).toBeCloseTo(22_273.05, 8);
    // The temporary ceiling ends with March 2028.
    expect(costs({ country: 'FR', price: 300_000, date: day('2028-04-01') }).total).toBeCloseTo(22_273.05, 8);
  });

  it('new home: taxe de publicité foncière 0,715 %: 6 111,20 € on 250 000 €', () => {
    // 250 000 × 0,715 % = 1 787,50; emolument 251,55 + 167,58 + 457,52 + 190 000 × 0,799 % (1 518,10) = 2 394,75,
    // VAT 478,95; CSI 250; disbursements 1 200 ⇒ 6 111,20.
    const c = costs({ country: 'FR', price: 250_000, propertyType: 'neuf', date: day('2025-06-01') });
    expect(c.lines[0]).toEqual({ label: 'Taxe de publicité foncière, logement neuf (0,715\u00a0%)', amount: 1_787.5 });
    expect(c.total).toBeCloseTo(6_111.2, 8);
  });

  it('2016–2020 scale: 2 033,41 € HT on 200 000 € (the "2 033 euros d’émoluments" cBanque quoted in 2020)', () => {
    // 6 500 × 3,945 % + 10 500 × 1,627 % + 43 000 × 1,085 % + 140 000 × 0,814 % = 256,425 + 170,835 + 466,55 + 1 139,60.
    expect(costs({ country: 'FR', price: 200_000, date: day('2020-02-01') }).lines[1]?.amount).toBeCloseTo(2_033.41, 8);
  });

  it('small prices: the 90 € minimum fee and the 15 € minimum contribution', () => {
    const [, fee, , csi] = amounts(costs({ country: 'FR', price: 1_000, date: day('2025-06-01') }));
    expect(fee).toBe(90);
    expect(csi).toBe(15);
  });
});

describe('failures are data', () => {
  it.each([
    ['negative price', { country: 'FR', price: -1 }],
    ['infinite price', { country: 'FR', price: Number.POSITIVE_INFINITY }],
    ['unknown country', { country: 'DE', price: 100_000 }],
    ['Belgium without region', { country: 'BE', price: 100_000 }],
    ['unknown region', { country: 'BE', region: 'anvers', price: 100_000 }],
    ['unknown property type', { country: 'FR', propertyType: 'vefa', price: 100_000 }],
    ['zero buyers', { country: 'LUX', buyers: 0, price: 100_000 }],
    ['invalid date', { country: 'LUX', price: 100_000, date: new Date(Number.NaN) }],
  ])('%s', (_name, input) => {
    expect(acquisitionCosts(input as AcquisitionCostsInput)).toMatchObject({ ok: false, error: { type: 'costs/invalid-input' } });
  });
});

describe('properties', () => {
  const input = fc.record({
    country: fc.constantFrom(...COUNTRIES),
    region: fc.constantFrom(...BELGIAN_REGIONS),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    buyers: fc.integer({ min: 1, max: 4 }),
    primaryResidence: fc.boolean(),
    firstHome: fc.boolean(),
    date: fc.date({ min: new Date(2015, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }),
    price: fc.integer({ min: 0, max: 300_000_000 }).map((cents) => cents / 100),
  });

  it('costs are never negative and are the sum of their lines', () => {
    fc.assert(
      fc.property(input, (i) => {
        const c = costs(i);
        expect(c.total).toBeGreaterThanOrEqual(0);
        expect(c.total).toBeCloseTo(
          Math.max(
            0,
            amounts(c).reduce((a, b) => a + b, 0),
          ),
          6,
        );
        for (const line of c.lines) expect(Number.isFinite(line.amount)).toBe(true);
        expect(c.sources.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a higher price never costs less', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000_000 }), (i, extraCents) => {
        const lower = costs(i).total;
        const higher = costs({ ...i, price: i.price + extraCents / 100 }).total;
        expect(higher).toBeGreaterThanOrEqual(lower - 1e-6);
      }),
    );
  });

  it('a relief never raises the costs: living in the home, or owning no other, only ever lowers them', () => {
    fc.assert(
      fc.property(input, (i) => {
        const none = costs({ ...i, primaryResidence: false, firstHome: false }).total;
        const own = costs({ ...i, primaryResidence: true, firstHome: false }).total;
        const sole = costs({ ...i, primaryResidence: true, firstHome: true }).total;
        expect(own).toBeLessThanOrEqual(none + 1e-6);
        expect(sole).toBeLessThanOrEqual(own + 1e-6);
      }),
    );
  });
});
