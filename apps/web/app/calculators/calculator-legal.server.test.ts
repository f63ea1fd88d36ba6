import {
  CCD2_APPLICATION_DATE,
  creditWarnings,
  legalMentionsFor,
  marketCountries,
  type AdvertisedCredit,
  type LegalMentionsInput,
  type MarketCountry,
} from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { calculatorLegal, type CalculatorLoan } from './calculator-law.ts';
import { calculatorLaw } from './calculator-legal.server.ts';

/** The request's use cases as the container gives them, on a fixed day of its clock. */
function useCasesOn(instant: string) {
  const date = new Date(instant);
  return {
    legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date }),
    today: () => date,
  };
}

/** What a calculator prints, as the page computes it: the law the server read for it, applied to the figures. */
function legalFor(
  useCases: ReturnType<typeof useCasesOn>,
  { country, credit, loan }: { country: MarketCountry; credit: AdvertisedCredit; loan: CalculatorLoan | null },
) {
  return calculatorLegal(calculatorLaw(useCases, credit), { country, loan });
}

/** Core's wording of a country from a day: the expectations name the dated entry, never a copy of its text. */
function wording(country: MarketCountry, validFrom: string): string {
  const entry = creditWarnings.find((candidate) => candidate.country === country && candidate.validFrom === validFrom);
  if (!entry) throw new Error(`no warning of ${country} from ${validFrom}`);
  return entry.text;
}

/** A message's words, its figures' no-break spaces (core keeps figures on one line) read as spaces. */
function words(message: string | null): string | null {
  return message === null ? null : message.replace(/[\u00a0\u202f]/g, ' ');
}

const BEFORE_CCD2: Record<MarketCountry, string> = {
  FR: wording('FR', '2010-09-01'),
  BE: wording('BE', '2015-04-01'),
  LUX: wording('LUX', '2011-04-12'),
};
const FROM_CCD2: Record<MarketCountry, string> = {
  FR: wording('FR', CCD2_APPLICATION_DATE),
  BE: wording('BE', '2015-04-01'),
  LUX: wording('LUX', CCD2_APPLICATION_DATE),
};

describe('calculatorLegal', () => {
  describe.each([
    ['2026-11-19T12:00:00Z', BEFORE_CCD2],
    // 23:30 UTC is already the 20th in Luxembourg, Belgium and France.
    ['2026-11-19T23:30:00Z', FROM_CCD2],
    ['2026-11-20T12:00:00Z', FROM_CCD2],
  ])('on %s', (instant, warnings) => {
    it.each(marketCountries)(
      'gives a mortgage tool in %s the warning of that country and day, France its reflection period, no example',
      (country) => {
        const { legal } = legalFor(useCasesOn(instant), { country, credit: 'mortgage', loan: null });
        expect(legal.country).toBe(country);
        expect(legal.label).toBe({ LUX: 'Luxembourg', BE: 'Belgique', FR: 'France' }[country]);
        expect(legal.mentions.warning?.text).toBe(warnings[country]);
        expect(legal.mentions.example).toBeNull();
        expect(legal.mentions.extra.map((mention) => mention.key)).toEqual(country === 'FR' ? ['mortgage-reflection'] : []);
      },
    );

    it.each(marketCountries)('gives a consumer-credit tool in %s the warning alone', (country) => {
      const { legal } = legalFor(useCasesOn(instant), {
        country,
        credit: 'consumer',
        loan: { amount: 10_000, durationMonths: 36, apr: 8 },
      });
      expect(legal.mentions.warning?.text).toBe(warnings[country]);
      expect(legal.mentions.example).toBeNull();
      expect(legal.mentions.extra).toEqual([]);
    });
  });

  it('changes France’s wording between 19 and 20 November 2026', () => {
    expect(BEFORE_CCD2.FR).not.toBe(FROM_CCD2.FR);
  });

  describe('the ceiling, on 26 November 2026', () => {
    const today = useCasesOn('2026-11-26T10:00:00Z');
    it('says when a Belgian consumer credit is longer than the law allows (18 000 € over 96 months, 84 at most)', () => {
      const { ceiling } = legalFor(today, {
        country: 'BE',
        credit: 'consumer',
        loan: { amount: 18_000, durationMonths: 96, apr: 9 },
      });
      expect(words(ceiling)).toMatch(/^Cette durée de 96 mois dépasse la durée maximale légale belge .* fixée à 84 mois\.$/);
      expect(
        legalFor(today, { country: 'BE', credit: 'consumer', loan: { amount: 18_000, durationMonths: 84, apr: 9 } }).ceiling,
      ).toBeNull();
    });

    it('applies no APR ceiling where none is on file for the day (France after March 2026, Belgium after May 2026) nor in Luxembourg', () => {
      for (const country of marketCountries) {
        expect(
          legalFor(today, { country, credit: 'consumer', loan: { amount: 18_000, durationMonths: 48, apr: 45 } }).ceiling,
          country,
        ).toBeNull();
        expect(
          legalFor(today, { country, credit: 'mortgage', loan: { amount: 300_000, durationMonths: 300, apr: 45 } }).ceiling,
          country,
        ).toBeNull();
      }
    });

    it('gives nothing to check without a result, or with figures that are not numbers', () => {
      expect(legalFor(today, { country: 'BE', credit: 'consumer', loan: null }).ceiling).toBeNull();
      expect(
        legalFor(today, { country: 'BE', credit: 'consumer', loan: { amount: Number.NaN, durationMonths: 96, apr: 9 } }).ceiling,
      ).toBeNull();
    });
  });

  it('checks the APR against the day’s French usury threshold where one is on file (first quarter of 2026)', () => {
    const inMarch = useCasesOn('2026-03-15T10:00:00Z');
    expect(
      words(legalFor(inMarch, { country: 'FR', credit: 'mortgage', loan: { amount: 300_000, durationMonths: 300, apr: 5.5 } }).ceiling),
    ).toMatch(/^Ce TAEG de 5,50 % dépasse le taux d’usure du 1er trimestre 2026 pour les prêts immobiliers à taux fixe de 20 ans et plus/);
    expect(
      legalFor(inMarch, { country: 'FR', credit: 'mortgage', loan: { amount: 300_000, durationMonths: 300, apr: 3.5 } }).ceiling,
    ).toBeNull();
  });
});
