import { legalMentionsFor, variableRateLimit, variableRatePath, type LegalMentionsInput } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { calculatorLaw } from './calculator-legal.server.ts';
import {
  compareWithFixed,
  fixedOffersUrl,
  fixedOfferUrl,
  pathRows,
  VARIABLE_RATE_DEFAULTS,
  variableRateView,
  type FixedOffer,
  type VariableRateValues,
} from './variable-rate-view.ts';

const date = new Date('2026-11-27T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date }), today: () => date },
  'mortgage',
);
const limits = { BE: variableRateLimit('BE', date), LUX: variableRateLimit('LUX', date) };
const view = (values: Partial<VariableRateValues>) => variableRateView({ ...VARIABLE_RATE_DEFAULTS, ...values }, law, limits);

describe('variableRateView', () => {
  it('computes the typed loan with core, under the limits the server sent', () => {
    const shown = view({ pays: 'BE', montant: '200 000', taux: '3', duree: '25', formule: '1-1-1' });
    expect(shown.errors).toEqual({});
    const expected = variableRatePath({
      amount: 200_000,
      rate: 3,
      duration: 300,
      country: 'BE',
      firstRevisionMonths: 12,
      periodMonths: 12,
      date,
    });
    if (!expected.ok) throw new Error('core refused the loan');
    expect(shown.result?.scenarios.map((item) => item.totalInterest)).toEqual(expected.value.scenarios.map((item) => item.totalInterest));
    expect(shown.result?.ceilingRate).toBe(6);
    expect(shown.terms).toEqual({ categorySlug: 'pret-hypothecaire', amount: 200_000, durationMonths: 300, country: 'BE' });
    expect(shown.legal.country).toBe('BE');
  });

  it('takes the contract’s cap in points, French-written', () => {
    expect(view({ taux: '2,5', cap: '1,5' }).result?.ceilingRate).toBe(4);
    expect(view({ taux: '2,5', cap: '' }).result?.ceilingRate).toBe(5);
    expect(view({ pays: 'LUX', cap: '' }).result?.ceilingRate).toBeNull();
  });

  it('refuses Belgian periods under a year with the article, and bad numbers in French', () => {
    expect(view({ pays: 'BE', formule: '6m' }).errors.formule).toContain('VII.143');
    expect(view({ pays: 'LUX', formule: '6m' }).errors).toEqual({});
    expect(view({ montant: 'abc' }).errors.montant).toBe('Le montant emprunté doit être un nombre.');
    expect(view({ cap: '-1' }).errors.cap).toBe('Le cap ne peut être négatif.');
    expect(view({ formule: '7-7-7' }).errors.formule).toBe('Choisissez une formule de révision.');
    expect(view({ cap: '-1' }).result).toBeNull();
  });

  it('computes a French link for Belgium, whose rules it shows', () => {
    const shown = view({ pays: 'FR' });
    expect(shown.result?.country).toBe('BE');
    expect(shown.terms?.country).toBe('BE');
  });
});

describe('pathRows', () => {
  it('has one row wherever any scenario changes, each scenario’s rate and instalment in it', () => {
    const result = view({ pays: 'BE', formule: '1-1-1', taux: '3', duree: '25' }).result;
    if (!result) throw new Error('no result');
    const rows = pathRows(result.scenarios, result.duration);
    expect(rows.map((row) => [row.fromMonth, row.toMonth])).toEqual([
      [1, 12],
      [13, 24],
      [25, 36],
      [37, 300],
    ]);
    expect(rows[3]?.cells.map((cell) => cell.rate)).toEqual([3, 4, 5, 6]);
    expect(rows[0]?.cells.every((cell) => cell.payment === rows[0]?.cells[0]?.payment)).toBe(true);
  });
});

describe('compareWithFixed', () => {
  const offer: FixedOffer = {
    amount: 200_000,
    durationMonths: 300,
    country: 'BE',
    advertiserName: 'Banque',
    productName: 'Fixe',
    href: '/banques-et-courtiers/banque/fixe',
    rate: 3.5,
    apr: 3.6,
    monthlyPayment: 1_000,
    totalInterest: 100_000,
    fees: 500,
    observedAt: '2026-11-01T00:00:00.000Z',
  };

  it('gives the worst case’s extra interest and instalment, and the first instalment’s saving', () => {
    const result = view({ pays: 'BE', formule: '1-1-1', montant: '200000', taux: '3', duree: '25' }).result;
    if (!result) throw new Error('no result');
    const gaps = compareWithFixed(result, offer);
    expect(gaps.interestGap).toBeCloseTo(result.worst.totalInterest - 100_000, 9);
    expect(gaps.paymentGap).toBeCloseTo(result.worst.highestPayment - 1_000, 9);
    expect(gaps.firstPaymentSaving).toBeCloseTo(1_000 - (result.scenarios[0]?.firstPayment ?? Number.NaN), 9);
  });

  it('links to the comparator’s fixed-rate offers and asks the server with the terms', () => {
    const terms = { categorySlug: 'pret-hypothecaire', amount: 200_000, durationMonths: 300, country: 'BE' as const };
    expect(fixedOffersUrl(terms)).toBe('/pret-hypothecaire?montant=200000&duree=25+ans&pays=BE&taux=fixe');
    expect(fixedOfferUrl(terms)).toBe('/outils/meilleur-taux-fixe?montant=200000&duree=300&pays=BE');
    expect(fixedOfferUrl(null)).toBeNull();
  });
});
