import { acquisitionCostRatesOn, legalMentionsFor, type LegalMentionsInput } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { BORROW_DEFAULTS, borrowView } from './borrow-view.ts';
import { calculatorLaw } from './calculator-legal.server.ts';
import { CAPACITY_PAGE_DEFAULTS, capacityView } from './capacity-page-view.ts';

const day = new Date('2026-11-28T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
  'mortgage',
);

describe('the feasibility verdict in the views', () => {
  it('« combien emprunter »: the project’s verdict and fixes, and the offers’ terms for the loan needed', () => {
    const view = borrowView(
      { ...BORROW_DEFAULTS, pays: 'LUX', revenus: '4500', taux: '3,5', duree: '25', prix: '450000', apport: '60000' },
      law,
      acquisitionCostRatesOn(day),
    );
    expect(view.verdict).toMatchObject({ feasible: false, fixes: { ownFunds: 31_949, durationMonths: 346, income: 400 } });
    expect(view.terms).toMatchObject({ amount: 391_500, durationMonths: 300 });
  });

  it('the capacity page: no verdict without an amount; with one, the loan’s verdict; a bad amount is a field error', () => {
    const base = { ...CAPACITY_PAGE_DEFAULTS, pays: 'FR', revenus: '4000', taux: '3,5', duree: '20' };
    expect(capacityView(base, law).verdict).toBeNull();
    const view = capacityView({ ...base, montant: '250000' }, law);
    expect(view.verdict).toMatchObject({ feasible: false, fixes: { ownFunds: 8_604, durationMonths: 253, income: 143 } });
    expect(view.verdict?.binding[0]?.source).toContain('HCSF');
    expect(capacityView({ ...base, montant: '241396' }, law).verdict?.feasible).toBe(true);
    const refused = capacityView({ ...base, montant: 'abc' }, law);
    expect(refused.verdict).toBeNull();
    expect(refused.errors.montant).toBe('Le montant à emprunter doit être un nombre.');
    expect(refused.capacity).not.toBeNull();
  });

  it('the capacity page: the LTV checked against the price and the buyer’s situation', () => {
    const view = capacityView(
      {
        ...CAPACITY_PAGE_DEFAULTS,
        pays: 'BE',
        revenus: '8000',
        taux: '3,2',
        duree: '20',
        montant: '380000',
        prix: '400000',
        profil: 'primaryResidence',
      },
      law,
    );
    expect(view.verdict?.binding.map((rule) => rule.rule)).toEqual(['ltv']);
    expect(view.verdict?.fixes).toEqual({ ownFunds: 20_000, durationMonths: null, income: null });
  });
});
