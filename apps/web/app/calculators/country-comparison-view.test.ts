import { countryComparison, countryComparisonRulesOn, legalMentionsFor, type LegalMentionsInput } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { calculatorLaw } from './calculator-legal.server.ts';
import { COMPARISON_DEFAULTS, comparisonView, type ComparisonValues } from './country-comparison-view.ts';

const day = new Date('2026-11-28T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
  'mortgage',
);
const view = (fields: Partial<ComparisonValues>) =>
  comparisonView({ ...COMPARISON_DEFAULTS, ...fields }, law, countryComparisonRulesOn(day));

describe('the three-country comparison page’s view', () => {
  it('computes the three columns as core does, from the fields as typed the French way', () => {
    const shown = view({ prix: '450 000', apport: '60 000', revenus: '4 000', revenus2: '1 000', taux: '3,5', duree: '25' });
    expect(shown.errors).toEqual({});
    const direct = countryComparison({
      price: 450_000,
      ownFunds: 60_000,
      buyerProfile: 'firstTimeBuyer',
      region: 'wallonie',
      propertyType: 'ancien',
      buyers: 1,
      borrowing: { netMonthlyIncome: 5_000, monthlyCharges: 0, rate: 3.5, duration: 300 },
      residence: 'FR',
      workCountry: 'LUX',
      date: day,
    });
    expect(direct.ok && shown.comparison).toEqual(direct.ok && direct.value);
    expect(shown.comparison?.crossBorder).toBe(true);
  });

  it('links each country’s next step with its loan needed, rounded up to 100 €, and its own comparator', () => {
    const shown = view({});
    expect(shown.countries.map((c) => c.terms?.categorySlug)).toEqual(['pret-hypothecaire', 'pret-hypothecaire', 'pret-immobilier']);
    for (const [index, country] of shown.countries.entries()) {
      const answer = shown.comparison?.answers[index];
      expect(country.country).toBe(answer?.country);
      expect(country.terms?.amount).toBe(Math.ceil((answer?.reach.loanNeeded ?? 0) / 100) * 100);
      expect(country.terms?.durationMonths).toBe(answer?.reach.duration);
    }
  });

  it('refuses a bad field in French, under its own name, with no figures', () => {
    const shown = view({ prix: 'abc', travail: 'DE', residence: 'XX' });
    expect(shown.comparison).toBeNull();
    expect(Object.keys(shown.errors).sort()).toEqual(['prix', 'residence', 'travail']);
    expect(shown.errors.travail).toMatch(/pays où vous travaillez/);
  });

  it('no loan needed: no next step to the offers', () => {
    const shown = view({ apport: '2 000 000' });
    expect(shown.countries.every((c) => c.terms === null)).toBe(true);
    expect(shown.comparison?.answers.every((a) => a.feasible && a.monthlyPayment === 0)).toBe(true);
  });
});
