import { consolidationRulesOn, legalMentionsFor, type LegalMentionsInput } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { calculatorLaw } from './calculator-legal.server.ts';
import {
  CONSOLIDATION_COUNTRY_MESSAGE,
  CONSOLIDATION_DEFAULTS,
  consolidationView,
  monthsLeftOf,
  type MarketOffer,
} from './consolidation-view.ts';

const day = new Date('2026-11-27T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
  'consolidation',
);
const rules = consolidationRulesOn(day);
const market: MarketOffer = {
  rate: 5.5,
  advertiserName: 'Banque',
  productName: 'Regroupement',
  href: '/x',
  amount: 24_300,
  durationMonths: 84,
  observedAt: day.toISOString(),
};

const view = (fields: Record<string, string>, offer: MarketOffer | null = null) =>
  consolidationView({ ...CONSOLIDATION_DEFAULTS, ...fields }, law, rules, offer);

describe('consolidation view', () => {
  it('takes the rows filled in, ignores the empty ones, and gives the new loan and the L312-10 comparison', () => {
    const result = view({ 'nouveau-taux': '5,5' }).result!;
    expect(result.rows.map((row) => row.index)).toEqual([1, 2, 3]);
    expect(result.after.capital).toBe(14_000 + 7_500 + 2_800 + result.penalties.total);
    // 14 000 € is above France's 10 000 € threshold: 1 % is 140 €; the others are below it.
    expect(result.penalties.total).toBeCloseTo(140, 9);
    expect(result.after.months).toBe(84);
    expect(result.verdict.cheaper).toBe(false);
    expect(result.verdict.text).toMatch(/^Votre mensualité baisse de .* mais le regroupement vous coûte .* de plus au total/);
  });

  it('an empty rate takes the comparator’s best offer, and without one asks for a rate but still gives the terms', () => {
    expect(view({}, market).result?.after.rate).toBe(5.5);
    expect(view({}, market).result?.rateFromMarket).toBe(true);
    const missing = view({});
    expect(missing.result).toBeNull();
    expect(missing.errors['nouveau-taux']).toBe('Indiquez le taux du nouveau prêt.');
    expect(missing.terms).toEqual({ categorySlug: 'regroupement-de-credit', amount: 24_440, durationMonths: 84, country: 'FR' });
  });

  it('the terms carry the new capital, cash included, for the offers and the request form', () => {
    const { terms } = view({ 'nouveau-taux': '6', tresorerie: '5000', ira: '0', 'nouvelle-duree': '8 ans' });
    expect(terms).toEqual({ categorySlug: 'regroupement-de-credit', amount: 29_300, durationMonths: 96, country: 'FR' });
  });

  it('refuses a half-filled row and instalments that cannot repay the capital, under their fields', () => {
    const { errors, result } = view({ 'nouveau-taux': '5', credit4_capital: '5000', credit2_mensualite: '10' });
    expect(result).toBeNull();
    expect(errors.credit4_mensualite).toBe('La mensualité doit être un nombre.');
    expect(errors.credit2_mensualite).toMatch(/ne remboursent pas/);
  });

  it('asks for France or Luxembourg when the URL names another country, and computes nothing', () => {
    for (const pays of ['LU', 'DE', '']) {
      const { errors, result } = view({ pays, 'nouveau-taux': '5,5' });
      expect(result, pays).toBeNull();
      expect(errors.pays, pays).toBe(CONSOLIDATION_COUNTRY_MESSAGE);
    }
    expect(view({ pays: 'LUX', 'nouveau-taux': '5,5' }).errors.pays).toBeUndefined();
  });

  it('reads months left as a number or as the month of the last instalment', () => {
    expect(monthsLeftOf('48', day)).toBe(48);
    expect(monthsLeftOf('03/2029', day)).toBe(28);
    expect(monthsLeftOf('2027-11', day)).toBe(12);
    expect(monthsLeftOf('3 ans', day)).toBe(36);
    expect(monthsLeftOf('x', day)).toBeNaN();
    expect(monthsLeftOf('', day)).toBeUndefined();
  });
});
