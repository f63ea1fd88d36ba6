import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../format/french-typography.ts';
import {
  checkAgainstCeiling,
  type AmountBand,
  type BelgianCreditForm,
  type CreditKind,
  type FrenchUsuryCategory,
  type RateKind,
} from './legal-ceiling-rule.ts';
import {
  belgianMaximumAprs,
  belgianMaximumDurations,
  frenchUsuryThresholds,
  legalCeilingFor,
  type LegalCeilingQuery,
} from './legal-ceilings.ts';

/** Noon UTC of a day is that same day in Luxembourg, Belgium and France. */
function onDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A loan that falls in each French category. */
const FRENCH_LOANS: Readonly<
  Record<FrenchUsuryCategory, { kind: CreditKind; amount: number; durationMonths: number; rateKind?: RateKind }>
> = {
  'consumer-up-to-3000': { kind: 'consumer', amount: 3000, durationMonths: 24 },
  'consumer-3000-to-6000': { kind: 'consumer', amount: 6000, durationMonths: 36 },
  'consumer-over-6000': { kind: 'consumer', amount: 6000.01, durationMonths: 60 },
  'mortgage-fixed-under-10-years': { kind: 'mortgage', amount: 150_000, durationMonths: 119 },
  'mortgage-fixed-10-to-20-years': { kind: 'mortgage', amount: 150_000, durationMonths: 239 },
  'mortgage-fixed-20-years-and-more': { kind: 'mortgage', amount: 150_000, durationMonths: 240 },
  'mortgage-variable': { kind: 'mortgage', amount: 150_000, durationMonths: 300, rateKind: 'variable' },
  bridge: { kind: 'bridge', amount: 100_000, durationMonths: 24 },
};

function french(category: FrenchUsuryCategory, day: string): LegalCeilingQuery {
  return { market: 'FR', date: onDay(day), ...FRENCH_LOANS[category] };
}

/** The largest amount of a band, or one just above its lower limit when it has none. */
function amountIn(band: AmountBand): number {
  return band.upTo ?? band.above + 0.01;
}

function belgian(form: BelgianCreditForm, amount: number, day: string, durationMonths = 12): LegalCeilingQuery {
  return { market: 'BE', date: onDay(day), kind: 'consumer', amount, durationMonths, consumerForm: form };
}

describe('the data', () => {
  it('gives every entry a first day, a value and a source', () => {
    for (const entry of [...frenchUsuryThresholds, ...belgianMaximumAprs, ...belgianMaximumDurations]) {
      expect(entry.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.source.length).toBeGreaterThan(20);
    }
    for (const entry of frenchUsuryThresholds) expect(entry.maxApr).toBeGreaterThan(0);
    for (const entry of belgianMaximumAprs) expect(entry.maxApr).toBeGreaterThan(0);
  });

  it('has French quarters that follow each other without gap or overlap, eight categories each', () => {
    const quarters = [...new Set(frenchUsuryThresholds.map((entry) => `${entry.validFrom}/${entry.validUntil}`))];
    expect(quarters).toEqual(['2025-04-01/2025-06-30', '2025-07-01/2025-09-30', '2025-10-01/2025-12-31', '2026-01-01/2026-03-31']);
    for (const quarter of quarters)
      expect(frenchUsuryThresholds.filter((entry) => `${entry.validFrom}/${entry.validUntil}` === quarter)).toHaveLength(8);
  });

  it('has Belgian tables that follow each other without gap or overlap, twelve maxima each', () => {
    const tables = [...new Set(belgianMaximumAprs.map((entry) => `${entry.validFrom}/${entry.validUntil}`))];
    expect(tables).toEqual(['2023-12-01/2025-05-31', '2025-06-01/2025-11-30', '2025-12-01/2026-05-31']);
    for (const table of tables)
      expect(belgianMaximumAprs.filter((entry) => `${entry.validFrom}/${entry.validUntil}` === table)).toHaveLength(12);
  });

  it('has Belgian duration bands that cover every amount from 200 € up, in order', () => {
    const bands = belgianMaximumDurations.map((entry) => entry.band);
    for (let index = 1; index < bands.length; index++) expect(bands[index]!.above).toBe(bands[index - 1]!.upTo);
    expect(bands.at(-1)!.upTo).toBeNull();
    expect(belgianMaximumDurations.map((entry) => entry.maxMonths)).toEqual([18, 24, 30, 36, 42, 48, 60, 84, 120, 240]);
  });
});

describe('legalCeilingFor — France', () => {
  describe.each(frenchUsuryThresholds.map((entry) => [`${entry.category} from ${entry.validFrom}`, entry] as const))(
    '%s',
    (_name, entry) => {
      it('applies on its first and last day', () => {
        for (const day of [entry.validFrom, entry.validUntil]) {
          const ceiling = legalCeilingFor(french(entry.category, day));
          expect(ceiling.maxApr).toMatchObject({ value: entry.maxApr, source: entry.source });
          expect(ceiling.unknown).toBeUndefined();
        }
      });

      it('does not apply the day before or the day after', () => {
        for (const day of [addDays(entry.validFrom, -1), addDays(entry.validUntil, 1)]) {
          expect(legalCeilingFor(french(entry.category, day)).maxApr?.source).not.toBe(entry.source);
        }
      });

      it('lets an APR at the threshold through and stops one a hundredth above', () => {
        const ceiling = legalCeilingFor(french(entry.category, entry.validFrom));
        expect(checkAgainstCeiling(ceiling, { apr: entry.maxApr, durationMonths: 12 })).toBeNull();
        expect(checkAgainstCeiling(ceiling, { apr: entry.maxApr + 0.01, durationMonths: 12 })).toMatchObject({
          reason: 'apr',
          source: entry.source,
        });
      });
    },
  );

  it('puts consumer credit in its amount band: 3 000 € and 6 000 € included, a cent more in the next', () => {
    const value = (amount: number) =>
      legalCeilingFor({ market: 'FR', date: onDay('2026-02-15'), kind: 'consumer', amount, durationMonths: 48 }).maxApr?.value;
    expect(value(3000)).toBe(23.56);
    expect(value(3000.01)).toBe(15.87);
    expect(value(6000)).toBe(15.87);
    expect(value(6000.01)).toBe(8.67);
  });

  it('puts fixed-rate mortgages in their duration band: under 120 months, 120 to 239, 240 and more', () => {
    const value = (durationMonths: number) =>
      legalCeilingFor({ market: 'FR', date: onDay('2026-02-15'), kind: 'mortgage', amount: 200_000, durationMonths }).maxApr?.value;
    expect(value(119)).toBe(4.12);
    expect(value(120)).toBe(4.59);
    expect(value(239)).toBe(4.59);
    expect(value(240)).toBe(5.13);
  });

  it('treats a mortgage without a rate kind as fixed, and a variable one by its own threshold whatever its duration', () => {
    const query = { market: 'FR', date: onDay('2026-02-15'), kind: 'mortgage', amount: 200_000 } as const;
    expect(legalCeilingFor({ ...query, durationMonths: 300 }).maxApr?.value).toBe(5.13);
    expect(legalCeilingFor({ ...query, durationMonths: 300, rateKind: 'fixed' }).maxApr?.value).toBe(5.13);
    expect(legalCeilingFor({ ...query, durationMonths: 60, rateKind: 'variable' }).maxApr?.value).toBe(4.99);
  });

  it('labels the threshold in French', () => {
    expect(legalCeilingFor(french('mortgage-fixed-20-years-and-more', '2025-11-02')).maxApr?.label).toBe(
      'taux d’usure du 4e trimestre 2025 pour les prêts immobiliers à taux fixe de 20\u00a0ans et plus',
    );
    expect(legalCeilingFor(french('consumer-3000-to-6000', '2026-01-01')).maxApr?.label).toBe(
      'taux d’usure du 1er trimestre 2026 pour les crédits à la consommation de plus de 3\u202f000\u00a0€ à 6\u202f000\u00a0€',
    );
  });

  it('says the threshold is not on file after the last sourced quarter, and applies none', () => {
    const ceiling = legalCeilingFor({ market: 'FR', date: onDay('2026-11-26'), kind: 'consumer', amount: 10_000, durationMonths: 60 });
    expect(ceiling).toEqual({
      maxApr: null,
      maxDurationMonths: null,
      unknown:
        'Le taux d’usure du 4e trimestre 2026 pour les crédits à la consommation de plus de 6\u202f000\u00a0€ n’est pas dans nos données\u00a0: aucun plafond n’est appliqué.',
    });
    expect(checkAgainstCeiling(ceiling, { apr: 99, durationMonths: 60 })).toBeNull();
  });

  it('says so too before the first sourced quarter', () => {
    expect(legalCeilingFor(french('bridge', '2025-03-31')).unknown).toContain('1er trimestre 2025 pour les prêts relais');
  });

  it('changes quarter at midnight in France, which is 23:00 UTC the day before in winter', () => {
    const query = { market: 'FR', kind: 'consumer', amount: 1000, durationMonths: 12 } as const;
    expect(legalCeilingFor({ ...query, date: new Date('2025-12-31T22:59:59Z') }).maxApr?.value).toBe(23.49);
    expect(legalCeilingFor({ ...query, date: new Date('2025-12-31T23:00:00Z') }).maxApr?.value).toBe(23.56);
  });

  it('has no duration ceiling', () => {
    expect(legalCeilingFor(french('consumer-over-6000', '2026-02-01')).maxDurationMonths).toBeNull();
  });
});

describe('legalCeilingFor — Belgium', () => {
  describe.each(
    belgianMaximumAprs.map(
      (entry) => [`${entry.form} ${entry.band.above}–${entry.band.upTo ?? '∞'} from ${entry.validFrom}`, entry] as const,
    ),
  )('%s', (_name, entry) => {
    const amount = amountIn(entry.band);

    it('applies on its first and last day', () => {
      for (const day of [entry.validFrom, entry.validUntil!]) {
        expect(legalCeilingFor(belgian(entry.form, amount, day)).maxApr).toMatchObject({ value: entry.maxApr, source: entry.source });
      }
    });

    it('does not apply the day before or the day after', () => {
      for (const day of [addDays(entry.validFrom, -1), addDays(entry.validUntil!, 1)]) {
        expect(legalCeilingFor(belgian(entry.form, amount, day)).maxApr?.source).not.toBe(entry.source);
      }
    });

    it('lets an APR at the maximum through and stops one a hundredth above', () => {
      const ceiling = legalCeilingFor(belgian(entry.form, amount, entry.validFrom));
      expect(checkAgainstCeiling(ceiling, { apr: entry.maxApr, durationMonths: 12 })).toBeNull();
      expect(checkAgainstCeiling(ceiling, { apr: entry.maxApr + 0.01, durationMonths: 12 })).toMatchObject({
        reason: 'apr',
        source: entry.source,
      });
    });
  });

  it('puts an amount in its band: 1 250 € and 5 000 € included, a cent more in the next', () => {
    const value = (amount: number) => legalCeilingFor(belgian('instalment', amount, '2026-01-15')).maxApr?.value;
    expect(value(1250)).toBe(20.5);
    expect(value(1250.01)).toBe(15.5);
    expect(value(5000)).toBe(15.5);
    expect(value(5000.01)).toBe(12);
  });

  it('uses the table of loans by instalments unless told another form', () => {
    const query = { market: 'BE', date: onDay('2026-01-15'), kind: 'consumer', amount: 3000, durationMonths: 24 } as const;
    expect(legalCeilingFor(query).maxApr?.value).toBe(15.5);
    expect(legalCeilingFor({ ...query, consumerForm: 'creditLineWithCard' }).maxApr?.value).toBe(14.5);
    expect(legalCeilingFor({ ...query, consumerForm: 'creditLineWithoutCard' }).maxApr?.value).toBe(11.5);
    expect(legalCeilingFor({ ...query, consumerForm: 'leasing' }).maxApr?.value).toBe(11.5);
  });

  it('labels the maximum in French', () => {
    expect(legalCeilingFor(belgian('instalment', 3000, '2026-01-15')).maxApr?.label).toBe(
      'TAEG maximal légal belge des prêts et ventes à tempérament de plus de 1\u202f250\u00a0€ à 5\u202f000\u00a0€',
    );
  });

  it('says the APR maximum is not on file from 1 June 2026, and still gives the duration ceiling', () => {
    const ceiling = legalCeilingFor({ market: 'BE', date: onDay('2026-11-26'), kind: 'consumer', amount: 18_000, durationMonths: 96 });
    expect(ceiling.maxApr).toBeNull();
    expect(ceiling.unknown).toBe(
      'Le TAEG maximal légal belge en vigueur le 26 novembre 2026 n’est pas dans nos données\u00a0: aucun plafond de TAEG n’est appliqué.',
    );
    expect(ceiling.maxDurationMonths?.value).toBe(84);
  });

  describe.each(belgianMaximumDurations.map((entry) => [`${entry.band.above}–${entry.band.upTo ?? '∞'} €`, entry] as const))(
    'duration band %s',
    (_name, entry) => {
      const amount = amountIn(entry.band);

      it('applies from its first day, not the day before', () => {
        expect(legalCeilingFor(belgian('instalment', amount, entry.validFrom)).maxDurationMonths).toMatchObject({
          value: entry.maxMonths,
          source: entry.source,
        });
        const before = legalCeilingFor(belgian('instalment', amount, addDays(entry.validFrom, -1)));
        expect(before.maxDurationMonths).toBeNull();
        expect(before.unknown).toContain('La durée maximale légale belge en vigueur le 31 mars 2017 n’est pas dans nos données');
      });

      it('lets its maximum duration through and stops a month more', () => {
        const ceiling = legalCeilingFor(belgian('instalment', amount, '2026-01-15'));
        expect(checkAgainstCeiling(ceiling, { apr: 1, durationMonths: entry.maxMonths })).toBeNull();
        expect(checkAgainstCeiling(ceiling, { apr: 1, durationMonths: entry.maxMonths + 1 })).toMatchObject({
          reason: 'duration',
          source: entry.source,
        });
      });

      if (entry.band.upTo !== null) {
        it('ends at its upper limit: a cent more is in the next band', () => {
          const next = belgianMaximumDurations[belgianMaximumDurations.indexOf(entry) + 1]!;
          expect(legalCeilingFor(belgian('instalment', entry.band.upTo!, '2026-01-15')).maxDurationMonths?.value).toBe(entry.maxMonths);
          expect(legalCeilingFor(belgian('instalment', entry.band.upTo! + 0.01, '2026-01-15')).maxDurationMonths?.value).toBe(
            next.maxMonths,
          );
        });
      }
    },
  );

  it('has no duration ceiling under 200 €, where the table starts', () => {
    expect(legalCeilingFor(belgian('instalment', 199.99, '2026-01-15')).maxDurationMonths).toBeNull();
    expect(legalCeilingFor(belgian('instalment', 200, '2026-01-15')).maxDurationMonths).toMatchObject({
      value: 18,
      label: 'durée maximale légale belge des crédits à la consommation de 200\u00a0€ à 500\u00a0€',
    });
  });

  it('has no duration ceiling for credit lines', () => {
    expect(legalCeilingFor(belgian('creditLineWithCard', 3000, '2026-01-15')).maxDurationMonths).toBeNull();
    expect(legalCeilingFor(belgian('creditLineWithoutCard', 3000, '2026-01-15')).maxDurationMonths).toBeNull();
  });

  it('has no ceiling for mortgages and bridge loans', () => {
    for (const kind of ['mortgage', 'bridge'] as const) {
      expect(legalCeilingFor({ market: 'BE', date: onDay('2026-01-15'), kind, amount: 250_000, durationMonths: 300 })).toEqual({
        maxApr: null,
        maxDurationMonths: null,
      });
    }
  });
});

describe('legalCeilingFor — Luxembourg', () => {
  it('has no ceiling and nothing unknown, before and after CCD2', () => {
    for (const day of ['2025-01-15', '2026-11-26']) {
      for (const kind of ['consumer', 'mortgage', 'bridge'] as const) {
        expect(legalCeilingFor({ market: 'LUX', date: onDay(day), kind, amount: 20_000, durationMonths: 360 })).toEqual({
          maxApr: null,
          maxDurationMonths: null,
        });
      }
    }
  });
});

describe('legalCeilingFor — arguments', () => {
  it('refuses an amount or a duration that is not a finite, non-negative number', () => {
    const query = { market: 'FR', date: onDay('2026-01-15'), kind: 'consumer', amount: 1000, durationMonths: 12 } as const;
    expect(() => legalCeilingFor({ ...query, amount: Number.NaN })).toThrow(RangeError);
    expect(() => legalCeilingFor({ ...query, amount: -1 })).toThrow(RangeError);
    expect(() => legalCeilingFor({ ...query, durationMonths: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('checkAgainstCeiling', () => {
  it('words an APR above the French threshold', () => {
    const ceiling = legalCeilingFor({ market: 'FR', date: onDay('2026-01-15'), kind: 'consumer', amount: 2000, durationMonths: 12 });
    expect(checkAgainstCeiling(ceiling, { apr: 23.6, durationMonths: 12 })?.message).toBe(
      'Ce TAEG de 23,60\u00a0% dépasse le taux d’usure du 1er trimestre 2026 pour les crédits à la consommation de 3\u202f000\u00a0€ ou moins, fixé à 23,56\u00a0%.',
    );
  });

  it('words a duration above the Belgian maximum', () => {
    const ceiling = legalCeilingFor(belgian('instalment', 18_000, '2026-01-15'));
    expect(checkAgainstCeiling(ceiling, { apr: 5, durationMonths: 96 })?.message).toBe(
      'Cette durée de 96\u00a0mois dépasse la durée maximale légale belge des crédits à la consommation de plus de 15\u202f000\u00a0€ à 20\u202f000\u00a0€, fixée à 84\u00a0mois.',
    );
  });

  it('reports the APR first when both are above', () => {
    const ceiling = legalCeilingFor(belgian('instalment', 18_000, '2026-01-15'));
    expect(checkAgainstCeiling(ceiling, { apr: 13, durationMonths: 96 })?.reason).toBe('apr');
  });

  it('compares the APR as printed, so 23,564 % is not above 23,56 % but 23,565 % is', () => {
    const ceiling = legalCeilingFor({ market: 'FR', date: onDay('2026-01-15'), kind: 'consumer', amount: 2000, durationMonths: 12 });
    expect(checkAgainstCeiling(ceiling, { apr: 23.564, durationMonths: 12 })).toBeNull();
    expect(checkAgainstCeiling(ceiling, { apr: 23.565, durationMonths: 12 })?.reason).toBe('apr');
  });

  it('does not check a missing APR', () => {
    const ceiling = legalCeilingFor({ market: 'FR', date: onDay('2026-01-15'), kind: 'consumer', amount: 2000, durationMonths: 12 });
    expect(checkAgainstCeiling(ceiling, { apr: Number.NaN, durationMonths: 12 })).toBeNull();
  });

  describe('properties', () => {
    const sourcedCeiling = fc.oneof(
      fc.constantFrom(...frenchUsuryThresholds).map((entry) => legalCeilingFor(french(entry.category, entry.validFrom))),
      fc.constantFrom(...belgianMaximumAprs).map((entry) => legalCeilingFor(belgian(entry.form, amountIn(entry.band), entry.validFrom))),
    );

    it('never stops an APR at or below the ceiling, within the legal duration', () => {
      fc.assert(
        fc.property(sourcedCeiling, fc.double({ min: 0, max: 1, noNaN: true }), (ceiling, fraction) => {
          const apr = ceiling.maxApr!.value * fraction;
          return checkAgainstCeiling(ceiling, { apr, durationMonths: ceiling.maxDurationMonths?.value ?? 12 }) === null;
        }),
      );
    });

    it('words every breach in French typography already (its figures and the label the table holds)', () => {
      const durations = fc
        .constantFrom(...belgianMaximumDurations)
        .map((entry) => legalCeilingFor(belgian(belgianMaximumAprs[0]!.form, amountIn(entry.band), entry.validFrom)));
      fc.assert(
        fc.property(
          fc.oneof(sourcedCeiling, durations),
          fc.double({ min: 0.006, max: 100, noNaN: true }),
          fc.integer({ min: 1, max: 600 }),
          (ceiling, excess, extra) => {
            const breaches = [
              checkAgainstCeiling(ceiling, { apr: (ceiling.maxApr?.value ?? 0) + excess, durationMonths: 12 }),
              checkAgainstCeiling(ceiling, { apr: 0, durationMonths: (ceiling.maxDurationMonths?.value ?? 0) + extra }),
            ];
            for (const breach of breaches) if (breach) expect(frenchTypography(breach.message)).toBe(breach.message);
          },
        ),
      );
    });

    it('always stops an APR above the ceiling', () => {
      fc.assert(
        fc.property(sourcedCeiling, fc.double({ min: 0.006, max: 100, noNaN: true }), (ceiling, excess) => {
          const breach = checkAgainstCeiling(ceiling, { apr: ceiling.maxApr!.value + excess, durationMonths: 12 });
          return breach?.reason === 'apr' && breach.source === ceiling.maxApr!.source;
        }),
      );
    });

    it('always gives a ceiling, or says it is unknown, wherever the law has one', () => {
      const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
      fc.assert(
        fc.property(
          instant,
          fc.constantFrom('FR' as const, 'BE' as const),
          fc.double({ min: 200, max: 1_000_000, noNaN: true }),
          fc.integer({ min: 1, max: 480 }),
          (date, market, amount, durationMonths) => {
            const ceiling = legalCeilingFor({ market, date, kind: 'consumer', amount, durationMonths });
            return (ceiling.maxApr === null) === (ceiling.unknown !== undefined);
          },
        ),
      );
    });
  });
});
