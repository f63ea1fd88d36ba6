import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, isBuyerProfile, isCountry } from './country-rule.ts';
import { calendarDay, COUNTRY_RULES, rulesFor, versionInForce } from './country-rules.ts';

/** Noon local time on a calendar day, so the day reads the same in every time zone. */
const day = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

describe('rulesFor', () => {
  it('France: HCSF decision D-HCSF-2021-7 from 1 January 2022 — 35 % insurance included, 25 years, no LTV cap', () => {
    const rule = rulesFor('FR', day('2025-06-01'));
    expect(rule).toMatchObject({
      country: 'FR',
      validFrom: '2022-01-01',
      maxDebtRatio: 0.35,
      debtRatioIncludesInsurance: true,
      maxDurationMonths: 300,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 1, other: 1 },
      rateConvention: 'nominal',
    });
    expect(rule.source).toContain('D-HCSF-2021-7');
  });

  it('France in 2021: the recommendation R-HCSF-2021-1 of 27 January 2021', () => {
    expect(rulesFor('FR', day('2021-12-31')).validFrom).toBe('2021-01-27');
    expect(rulesFor('FR', day('2022-01-01')).validFrom).toBe('2022-01-01');
  });

  it('Luxembourg: CSSF LTV caps 100 / 90 / 80 % from 1 January 2021, 40 % and 30 years as bank practice', () => {
    expect(rulesFor('LUX', day('2024-03-15'))).toMatchObject({
      validFrom: '2021-01-01',
      maxDebtRatio: 0.4,
      debtRatioIncludesInsurance: false,
      maxDurationMonths: 360,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 0.9, other: 0.8 },
      rateConvention: 'nominal',
    });
  });

  it('Belgium: NBB expectations from 1 January 2020 (90 % owner-occupier, 80 % buy-to-let), a third, 25 years, equivalent rate', () => {
    const rule = rulesFor('BE', day('2024-03-15'));
    expect(rule).toMatchObject({
      validFrom: '2020-01-01',
      debtRatioIncludesInsurance: false,
      maxDurationMonths: 300,
      ltvCaps: { firstTimeBuyer: 1, primaryResidence: 0.9, other: 0.8 },
      rateConvention: 'equivalent',
    });
    expect(rule.maxDebtRatio).toBeCloseTo(1 / 3, 12);
  });

  it('answers the oldest version for a day before the first one', () => {
    expect(rulesFor('LUX', day('2019-05-01')).validFrom).toBe('2021-01-01');
  });

  it('reads today when no date is given', () => {
    expect(rulesFor('FR')).toEqual(rulesFor('FR', new Date()));
  });
});

describe('versionInForce', () => {
  const versions = [
    { validFrom: '2020-01-01', v: 1 },
    { validFrom: '2023-04-01', v: 2 },
    { validFrom: '2025-01-01', v: 3 },
  ];

  it('takes the last version that started on or before the day', () => {
    expect(versionInForce(versions, day('2023-03-31')).v).toBe(1);
    expect(versionInForce(versions, day('2023-04-01')).v).toBe(2);
    expect(versionInForce(versions, day('2024-12-31')).v).toBe(2);
    expect(versionInForce(versions, day('2025-01-01')).v).toBe(3);
    expect(versionInForce(versions, day('2099-01-01')).v).toBe(3);
  });

  it('refuses an empty list and an invalid date (programming errors)', () => {
    expect(() => versionInForce([], day('2025-01-01'))).toThrow(RangeError);
    expect(() => versionInForce(versions, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendarDay', () => {
  it('prints the local calendar day', () => {
    expect(calendarDay(new Date(2025, 0, 1))).toBe('2025-01-01');
    expect(calendarDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('guards', () => {
  it('recognise countries and buyer profiles', () => {
    expect(isCountry('LUX') && isCountry('BE') && isCountry('FR')).toBe(true);
    expect(isCountry('DE') || isCountry(undefined)).toBe(false);
    expect(isBuyerProfile('firstTimeBuyer') && isBuyerProfile('other')).toBe(true);
    expect(isBuyerProfile('investor')).toBe(false);
  });
});

describe('properties', () => {
  it('every list is non-empty, dated, oldest first, with a source and sane figures', () => {
    for (const country of COUNTRIES) {
      const versions = COUNTRY_RULES[country];
      expect(versions.length).toBeGreaterThan(0);
      versions.forEach((rule, i) => {
        expect(rule.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(calendarDay(day(rule.validFrom))).toBe(rule.validFrom);
        if (i > 0) expect(rule.validFrom > (versions[i - 1]?.validFrom ?? '')).toBe(true);
        expect(rule.source.length).toBeGreaterThan(10);
        expect(rule.maxDebtRatio).toBeGreaterThan(0);
        expect(rule.maxDebtRatio).toBeLessThanOrEqual(1);
        expect(Number.isInteger(rule.maxDurationMonths)).toBe(true);
        // A first-time buyer is never capped harder than another owner-occupier, nor that one than an investor.
        expect(rule.ltvCaps.firstTimeBuyer).toBeGreaterThanOrEqual(rule.ltvCaps.primaryResidence);
        expect(rule.ltvCaps.primaryResidence).toBeGreaterThanOrEqual(rule.ltvCaps.other);
      });
    }
  });

  it('the version in force on a day started on or before it, and no later version did', () => {
    const anyDay = fc.date({ min: new Date(2015, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), anyDay, (country, date) => {
        const rule = rulesFor(country, date);
        const today = calendarDay(date);
        const versions = COUNTRY_RULES[country];
        const first = versions[0]?.validFrom ?? '';
        if (today >= first) expect(rule.validFrom <= today).toBe(true);
        const later = versions.filter((v) => v.validFrom > rule.validFrom);
        for (const v of later) expect(v.validFrom > today).toBe(true);
      }),
    );
  });
});
