import { frenchZeroRateLoanRulesOn, luxembourgHousingAidRulesOn } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { AID_DEFAULTS, housingAidsView, type AidPurchase } from './housing-aids-view.ts';
import { housingAidsMarkup } from './housing-aids-markup.server.tsx';

const day = new Date(2026, 10, 27, 12);
const rules = { ptz: frenchZeroRateLoanRulesOn(day), luxembourg: luxembourgHousingAidRulesOn(day) };
const french: AidPurchase = {
  country: 'FR',
  price: 250_000,
  loanNeeded: 230_000,
  monthlyIncome: 3_000,
  buyers: 2,
  firstTimeBuyer: true,
  propertyType: 'neuf',
};

describe('housingAidsView', () => {
  it('a French first-time couple in zone B1 buying a new flat: the PTZ and the bank loan left', () => {
    // 2 occupants, RFR 30 000 € (÷ 1,5 = 20 000 € ≤ 21 500 €: tranche 1): 50 % of min(250 000, 202 500) = 101 250 €.
    const view = housingAidsView({ ...AID_DEFAULTS, rfr: '30000' }, french, rules);
    expect(view?.verdict).toBe(
      'Vous pourriez obtenir un PTZ de 101\u202f250\u00a0€\u00a0: il réduit d’autant le prêt bancaire nécessaire, de 230\u202f000\u00a0€ à 128\u202f750\u00a0€.',
    );
    expect(view?.lines.find((line) => line.figure === 'ptz-amount')?.value).toBe('101\u202f250\u00a0€');
    expect(view?.values.logement).toBe('neuf-collectif');
    expect(housingAidsMarkup(view!)).toContain('Calculer mes aides');
  });

  it('asks for the income before computing, and refuses an owner', () => {
    expect(housingAidsView(AID_DEFAULTS, french, rules)?.verdict).toContain('Indiquez le revenu fiscal de référence');
    expect(housingAidsView({ ...AID_DEFAULTS, rfr: '30000' }, { ...french, firstTimeBuyer: false }, rules)?.verdict).toContain(
      'Pas de PTZ',
    );
  });

  it('a Luxembourg household with two children: subsidy range, guarantee, no bonus computed', () => {
    const view = housingAidsView(
      { ...AID_DEFAULTS, enfants: '2' },
      { ...french, country: 'LUX', price: 600_000, loanNeeded: 480_000, monthlyIncome: 7_000 },
      rules,
    );
    const value = (figure: string) => view?.lines.find((line) => line.figure === figure)?.value;
    expect(value('lu-subsidy-loan')).toBe('240\u202f000\u00a0€');
    expect(value('lu-subsidy-monthly')).toBe('de 50\u00a0€ à 700\u00a0€');
    expect(value('lu-guarantee')).toBe('120\u202f000\u00a0€');
    expect(value('lu-accession-bonus')).toBe('de 500\u00a0€ à 10\u202f000\u00a0€');
    expect(view?.unconfirmed).toContain('Non confirmé');
  });

  it('shows nothing for Belgium', () => {
    expect(housingAidsView(AID_DEFAULTS, { ...french, country: 'BE' }, rules)).toBeNull();
  });
});
