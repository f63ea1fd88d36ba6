import {
  formatEuros,
  legalMentionsFor,
  renegotiation,
  renegotiationRulesOn,
  type LegalMentionsInput,
  type RenegotiationInput,
} from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { calculatorLaw } from './calculator-legal.server.ts';
import { RENEGOTIATION_DEFAULTS, renegotiationView, type RenegotiationValues } from './renegotiation-view.ts';

const day = new Date('2026-11-27T12:00:00Z');
const law = calculatorLaw(
  { legalMentions: (input: Omit<LegalMentionsInput, 'date'>) => legalMentionsFor({ ...input, date: day }), today: () => day },
  'mortgage',
);

/** The page's view for these fields, the others at their defaults. */
const view = (fields: Partial<RenegotiationValues>) =>
  renegotiationView({ ...RENEGOTIATION_DEFAULTS, ...fields }, law, renegotiationRulesOn(day));

const FRANCE = { pays: 'FR', montant: '200000', taux: '4,2', duree: '20', payees: '6', 'nouveau-taux': '3,65' };
const LOAN = {
  amount: 200_000,
  rate: 4.2,
  duration: 240,
  monthsPaid: 6,
  country: 'FR',
  rateKind: 'fixed',
  newRate: 3.65,
  date: day,
} as const;

function core(input: Partial<RenegotiationInput> & Pick<RenegotiationInput, 'operation'>) {
  const result = renegotiation({ ...LOAN, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

describe('renegotiationView', () => {
  it('computes both operations with core, the same bank at its own rate and costs when typed', () => {
    const { result, terms, errors } = view({ ...FRANCE, 'taux-banque': '3,9', 'ira-banque': '0', 'frais-banque': '300' });
    expect(errors).toEqual({});
    const same = core({ operation: 'renegotiation', newRate: 3.9, penalty: 0, fees: 300 });
    const other = core({ operation: 'buy-out' });
    expect(result?.same.netSavings).toBeCloseTo(same.netSavings ?? Number.NaN, 9);
    expect(result?.other.netSavings).toBeCloseTo(other.netSavings ?? Number.NaN, 9);
    expect(terms).toEqual({ categorySlug: 'pret-immobilier', amount: Math.round(other.debt), durationMonths: 234, country: 'FR' });
  });

  it('says in French what each operation comes to, and heads with the better one', () => {
    const gaining = view(FRANCE).result;
    const best = [gaining?.same, gaining?.other].sort((a, b) => (b?.netSavings ?? 0) - (a?.netSavings ?? 0))[0];
    expect(gaining?.headline).toEqual({
      gains: true,
      text: expect.stringContaining(`vous fait gagner ${formatEuros(best?.netSavings, 0)} net\u00a0: ses frais de `) as string,
    });
    const losing = view({ ...FRANCE, 'nouveau-taux': '4,1' }).result;
    expect(losing?.headline.gains).toBe(false);
    expect(losing?.verdicts.renegotiation.text).toMatch(
      /^La renégociation avec votre banque ne couvre pas ses frais\u00a0: elle vous coûterait /,
    );
    expect(losing?.verdicts['buy-out'].text).toMatch(/^Le rachat par une autre banque ne couvre pas ses frais\u00a0: il vous coûterait /);
    // A longer loan at a lower rate can cost more interest than it saves: the verdict says why.
    const longer = view({ ...FRANCE, 'nouveau-taux': '4', 'nouvelle-duree': '30' }).result;
    expect(longer?.other.interestSaved).toBeLessThan(0);
    expect(longer?.verdicts['buy-out'].text).toContain('L’allongement de la durée coûte plus d’intérêts');
    // Luxembourg at a fixed rate outside the main home: the indemnity has no legal cap, the bank states it.
    const uncapped = view({ ...FRANCE, pays: 'LUX', residence: 'non' }).result;
    expect(uncapped?.other.netSavings).toBeNull();
    expect(uncapped?.verdicts['buy-out'].text).toContain('que seule votre banque peut chiffrer');
  });

  it('reads the new duration in years or in months, and the instalments paid from the first one’s month', () => {
    expect(view({ ...FRANCE, 'nouvelle-duree': '15' }).result?.other.next.months).toBe(180);
    expect(view({ ...FRANCE, 'nouvelle-duree': '150 mois' }).result?.other.next.months).toBe(150);
    expect(view({ ...FRANCE, 'nouvelle-duree': '' }).result?.other.next.months).toBe(234);
    const fromStart = view({ ...FRANCE, debut: '03/2019' }).result;
    expect(fromStart?.fromStartDate).toBe(true);
    // March 2019 to November 2026, both included.
    expect(fromStart?.monthsPaid).toBe(93);
    expect(view({ ...FRANCE, debut: '2019-03' }).result?.monthsPaid).toBe(93);
  });

  it('refuses what cannot be computed, in French, under the field to correct', () => {
    expect(view({ ...FRANCE, payees: '240' }).errors).toEqual({ payees: 'Le prêt doit avoir encore au moins une mensualité à payer.' });
    expect(view({ ...FRANCE, debut: 'mars' }).errors).toEqual({
      debut: 'Indiquez le mois de la première mensualité ainsi\u00a0: 03/2019.',
    });
    expect(view({ ...FRANCE, debut: '12/2026' }).errors).toEqual({ debut: 'La première mensualité ne peut pas être après ce mois-ci.' });
    expect(view({ ...FRANCE, debut: '01/2000' }).errors).toEqual({ debut: 'Le prêt doit avoir encore au moins une mensualité à payer.' });
    expect(view({ ...FRANCE, frais: '-2' }).errors).toEqual({ frais: 'Le montant des frais de dossier ne peut être négatif.' });
    expect(view({ ...FRANCE, 'nouveau-taux': '' }).errors).toEqual({ 'nouveau-taux': 'Le nouveau taux doit être un nombre.' });
    expect(view({ ...FRANCE, 'nouvelle-duree': '12,3' }).errors).toEqual({
      'nouvelle-duree': 'La nouvelle durée se compte en mois entiers.',
    });
    expect(view({ ...FRANCE, montant: '0', taux: 'abc' }).errors).toEqual({
      montant: 'Le montant emprunté doit être supérieur à 0\u00a0€.',
      taux: 'Le taux doit être un nombre.',
    });
    expect(view({ ...FRANCE, payees: '240' }).result).toBeNull();
  });
});
