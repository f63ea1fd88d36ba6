import {
  acquisitionCostRatesOn,
  frenchZeroRateLoanRulesOn,
  legalMentionsFor,
  luxembourgHousingAidRulesOn,
  type LegalMentionsInput,
} from '@pretscope/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AID_DEFAULTS, BORROW_AID_DEFAULTS } from './borrow-fields.ts';
import { borrowView } from './borrow-view.ts';
import { calculatorLaw } from './calculator-legal.server.ts';
import { housingAidsView, withHousingAids, type AidPurchase } from './housing-aids-view.ts';
import { borrowAidsView } from './housing-aids.tsx';

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
  });

  it('asks for the income before computing, and refuses an owner', () => {
    expect(housingAidsView(AID_DEFAULTS, french, rules)?.verdict).toContain('Indiquez le revenu fiscal de référence');
    expect(housingAidsView({ ...AID_DEFAULTS, rfr: '30000' }, { ...french, firstTimeBuyer: false }, rules)?.verdict).toContain(
      'Pas de PTZ',
    );
  });

  it('a Luxembourg household with two children: subsidy range, guarantee, the bonus’s range for the household', () => {
    const view = housingAidsView(
      { ...AID_DEFAULTS, enfants: '2' },
      { ...french, country: 'LUX', price: 600_000, loanNeeded: 480_000, monthlyIncome: 7_000 },
      rules,
    );
    const value = (figure: string) => view?.lines.find((line) => line.figure === figure)?.value;
    expect(value('lu-subsidy-loan')).toBe('240\u202f000\u00a0€');
    expect(value('lu-subsidy-monthly')).toBe('de 50\u00a0€ à 700\u00a0€');
    expect(value('lu-guarantee')).toBe('120\u202f000\u00a0€');
    // Loi du 7 août 2023, annexe III: 500 € to 9 000 € for a household with two children.
    expect(value('lu-accession-bonus')).toBe('de 500\u00a0€ à 9\u202f000\u00a0€');
    expect(view?.notes.join(' ')).toContain('au plus 40\u00a0% de celui-ci');
    expect(view?.notes.join(' ')).toContain('14\u202f690 à l’indice 100 du coût de la vie');
    expect(view?.unconfirmed).toContain('Non confirmé');
    expect(view?.unconfirmed).toContain('moyenne annuelle de l’indice du coût de la vie');
  });

  it('shows nothing for Belgium', () => {
    expect(housingAidsView(AID_DEFAULTS, { ...french, country: 'BE' }, rules)).toBeNull();
  });
});

describe('the live aids: the browser computes what the loader computed', () => {
  // The loader's path: the day's dated tables (core *RulesOn) and the page's figures. The browser's path: the rules as
  // the loader sends them (data through the wire, here a JSON round trip) and the module the page loads at the first
  // input (housing-aids.tsx), which imports no dated table.
  const law = calculatorLaw(
    { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
    'mortgage',
  );
  const costs = acquisitionCostRatesOn(day);
  const sent = JSON.parse(JSON.stringify(rules)) as typeof rules;
  const euros = (max: number) => fc.integer({ min: 0, max }).map(String);

  it('gives the same aids, fields and errors for any purchase, household and country', () => {
    fc.assert(
      fc.property(
        fc.record({
          pays: fc.constantFrom('FR', 'LUX', 'BE'),
          prix: euros(2_000_000),
          apport: euros(400_000),
          revenus: euros(20_000),
          bien: fc.constantFrom('ancien', 'neuf'),
          profil: fc.constantFrom('firstTimeBuyer', 'owner', 'investor'),
          acquereurs: fc.constantFrom('1', '2'),
          zone: fc.constantFrom('A', 'B1', 'B2', 'C', 'Z'),
          occupants: fc.oneof(fc.integer({ min: 0, max: 9 }).map(String), fc.constant('deux')),
          rfr: fc.oneof(fc.constant(''), euros(150_000), fc.constant('-5')),
          logement: fc.constantFrom('', 'neuf-collectif', 'neuf-individuel', 'ancien-travaux', 'ancien'),
          enfants: fc.oneof(fc.integer({ min: 0, max: 6 }).map(String), fc.constant('1,5')),
        }),
        (typed) => {
          const values = { ...BORROW_AID_DEFAULTS, ...typed };
          const server = withHousingAids(borrowView(values, law, costs), values, rules);
          const browser = borrowAidsView(values, law, costs, sent);
          expect(browser.aids).toEqual(server.aids);
          expect(browser.aidForm).toEqual(server.aidForm);
          expect(browser.errors).toEqual(server.errors);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an aid changes with the form: a higher income moves a French household to a lower PTZ', () => {
    const values = { ...BORROW_AID_DEFAULTS, pays: 'FR', revenus: '5000', prix: '250000', apport: '30000', bien: 'neuf', rfr: '30000' };
    const amount = (rfr: string) =>
      borrowAidsView({ ...values, rfr }, law, costs, sent).aids?.lines.find((line) => line.figure === 'ptz-amount')?.value;
    // 2 occupants in B1, cost 250 000 € capped at 202 500 €: tranche 1 (50 %) at 30 000 €, tranche 2 (40 %) at 36 000 €.
    expect(amount('30000')).toBe('101\u202f250\u00a0€');
    expect(amount('36000')).toBe('81\u202f000\u00a0€');
  });
});
