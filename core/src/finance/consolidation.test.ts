import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annuityPayment,
  consolidation,
  impliedRate,
  type Consolidation,
  type ConsolidationInput,
  type CurrentCredit,
} from './consolidation.ts';
import { monthlyRate } from './rate-convention.ts';
import { expectRelativelyClose } from './test-arbitraries.test-support.ts';

const date = new Date(2026, 10, 27, 12);

function compute(input: Omit<ConsolidationInput, 'date'>, on: Date = date): Consolidation {
  const result = consolidation({ date: on, ...input });
  if (!result.ok) throw new Error(`expected a result, got ${result.error.type}: ${result.error.detail}`);
  return result.value;
}

/** A credit whose instalment is the annuity of its capital at its rate (French convention: annual / 12). */
function credit(kind: CurrentCredit['kind'], capital: number, rate: number, monthsLeft: number): CurrentCredit {
  return { kind, capital, rate, monthsLeft, monthlyPayment: annuityPayment(capital, rate / 1200, monthsLeft) };
}

describe('consolidation — published worked examples', () => {
  it('France: a 110 700 € mortgage and a 12 300 € car loan taken over, 123 000 € over 15 years at 3 % (rachat-credit-en-cours.fr)', () => {
    /*
     * Source: https://rachat-credit-en-cours.fr/rachat-credit-123000-euros.html, read on 2026-11-27: « Rachat crédit
     * immobilier (110700€) + consommation de 12300€ […] Immobilier 3 % […] Auto 6 % ; durée restante (ans) 5 | 4 […]
     * Si vous rachetez le tout sur 15 ans au taux de 3%, la nouvelle Mensualité est de : 849€ », and, with the same
     * 123 000 € over 10 years, « passe de 1216€ à 1104€ » from 3,5 % to 1,5 %. The page counts no indemnity: we type
     * 0. Its instalments for the two credits (1 485 €, 204 €) do not repay those capitals at those rates, so the
     * credits here pay the annuity of their capital at the page's rates over the page's remaining durations.
     * Before: the instalment times the months left, summed (eddy.fr's method:
     * https://www.eddy.fr/guides/calculer-le-gain-rachat-de-credit/). Python decimal at 40 digits: instalments
     * 1 989,1341 € and 288,8659 €, total left 133 213,6045 €, new instalment 849,4154 €, total 152 894,7752 €.
     */
    const credits = [credit('mortgage', 110_700, 3, 60), credit('consumer', 12_300, 6, 48)];
    const result = compute({ credits, cash: 0, newRate: 3, newDuration: 180, country: 'FR', penalties: 0 });
    expect(result.after.capital).toBe(123_000);
    expect(Math.round(result.after.monthlyPayment)).toBe(849);
    expect(result.after.monthlyPayment).toBeCloseTo(849.4154175, 6);
    expect(result.before.monthlyPayment).toBeCloseTo(1989.1340565 + 288.8658573, 6);
    expect(result.before.totalToPay).toBeCloseTo(133_213.6045406, 5);
    expect(result.before.interest).toBeCloseTo(10_213.6045406, 5);
    expect(result.after.totalToPay).toBeCloseTo(152_894.7751575, 5);
    // The payment falls by 1 428 € a month, and the whole costs 19 681 € more: what L312-10 wants said.
    expect(result.monthlySaving).toBeGreaterThan(1_428);
    expect(result.extraCost).toBeCloseTo(19_681.1706169, 5);
    expect(result.extraMonths).toBe(120);

    const shorter = (rate: number) => compute({ credits, cash: 0, newRate: rate, newDuration: 120, country: 'FR', penalties: 0 });
    expect(Math.round(shorter(3.5).after.monthlyPayment)).toBe(1216);
    expect(Math.round(shorter(1.5).after.monthlyPayment)).toBe(1104);
  });

  it('France: the indemnities the law allows on the same credits, financed by the new loan (C. consom. L312-34, R313-25)', () => {
    /*
     * L312-34 (https://www.doctrine.fr/l/texts/codes/LEGITEXT000006069565/articles/LEGIARTI000032226120): at most 1 %
     * of the consumer credit repaid when more than a year remains: 12 300 € × 1 % = 123 €. R313-25 (the mortgage
     * rule of legal/early-repayment-penalties.ts): at most six months' interest, capped at 3 % of the capital owed:
     * 110 700 € × 3 % / 12 × 6 = 1 660,50 € (below 3 % = 3 321 €). New capital 124 783,50 €; Python decimal:
     * instalment 861,7319 €, total 155 111,7494 €, extra cost 21 898,1449 €.
     */
    const credits = [credit('mortgage', 110_700, 3, 60), credit('consumer', 12_300, 6, 48)];
    const result = compute({ credits, cash: 0, newRate: 3, newDuration: 180, country: 'FR' });
    expect(result.penalties.credits.map((item) => item.amount)).toEqual([expect.closeTo(1_660.5, 9), expect.closeTo(123, 9)]);
    expect(result.penalties.total).toBeCloseTo(1_783.5, 9);
    expect(result.penalties.origin).toBe('rule');
    expect(result.after.capital).toBeCloseTo(124_783.5, 9);
    expect(result.after.monthlyPayment).toBeCloseTo(861.7319411, 6);
    expect(result.extraCost).toBeCloseTo(21_898.1448567, 5);
  });

  it('France: no indemnity on 10 000 € or less (D312-15), 0,5 % within a year of the end, never above the interest left', () => {
    // D312-15 (https://tricoteuses.fr/en/legifrance/sections/LEGISCTA000048655145): « Le seuil mentionné à l'article
    // L. 312-34 est fixé à 10 000 euros au cours d'une période de douze mois. »
    const penalty = (item: CurrentCredit) =>
      compute({ credits: [item], cash: 0, newRate: 5, newDuration: 60, country: 'FR' }).penalties.total;
    expect(penalty(credit('consumer', 10_000, 6, 48))).toBe(0);
    expect(penalty(credit('consumer', 12_000, 6, 10))).toBeCloseTo(60, 9);
    // 20 000 € at 0,5 % over 24 months: 1 % is 200 €, but only 104,44 € of interest is left.
    const cheap = credit('consumer', 20_000, 0.5, 24);
    expect(penalty(cheap)).toBeCloseTo(cheap.monthlyPayment * 24 - 20_000, 9);
    expect(penalty(cheap)).toBeLessThan(200);
  });

  it('Luxembourg: the indemnity the law allows on a consumer credit (C. consom. L. 224-17), counted without the proven-loss case', () => {
    /*
     * L. 224-17 (Legilux, https://legilux.public.lu/eli/etat/leg/code/consommation/20260515/fr, read 2026-11-28):
     * at most 1 % of the amount repaid when more than a year remains, 0,5 % within a year, never above the interest
     * left, nothing unless more than 10 000 € is repaid over twelve months. 30 000 € at 6 % over 60 months:
     * 30 000 € × 1 % = 300 € (4 799,04 € of interest left). New capital 30 300 € at 5 % over 84 months; Python
     * decimal: instalment 428,2574 €, total 35 973,6254 €, before 34 799,0428 €, extra cost 1 174,5826 €.
     */
    const result = compute({ credits: [credit('consumer', 30_000, 6, 60)], cash: 0, newRate: 5, newDuration: 84, country: 'LUX' });
    expect(result.penalties.credits[0]?.amount).toBeCloseTo(300, 9);
    expect(result.penalties.total).toBeCloseTo(300, 9);
    expect(result.penalties.incomplete).toBe(false);
    expect(result.after.capital).toBeCloseTo(30_300, 9);
    expect(result.after.monthlyPayment).toBeCloseTo(428.2574449, 6);
    expect(result.extraCost).toBeCloseTo(1_174.5826168, 5);
    const rule = result.penalties.credits[0]?.rule.value;
    expect(rule?.source).toContain('L.\u00a0224-17');
    expect(rule?.summary).toContain('perte plus élevée');

    const penalty = (item: CurrentCredit) =>
      compute({ credits: [item], cash: 0, newRate: 5, newDuration: 60, country: 'LUX' }).penalties.total;
    expect(penalty(credit('consumer', 10_000, 6, 48))).toBe(0);
    expect(penalty(credit('consumer', 12_000, 6, 10))).toBeCloseTo(60, 9);
  });

  it('a zero rate: 6 000 € at 250 € over 24 months taken over at 0 % over 48 months with 2 000 € of cash', () => {
    const result = compute({
      credits: [{ kind: 'consumer', capital: 6_000, monthlyPayment: 250, monthsLeft: 24 }],
      cash: 2_000,
      newRate: 0,
      newDuration: 48,
      country: 'FR',
    });
    expect(result.penalties.credits[0]?.rate).toBe(0);
    expect(result.after.capital).toBe(8_000);
    expect(result.after.monthlyPayment).toBeCloseTo(8_000 / 48, 12);
    expect(result.after.interest).toBeCloseTo(0, 9);
    expect(result.before.interest).toBe(0);
    expect(result.extraCost).toBeCloseTo(0, 9);
  });

  it('refuses instalments that do not repay the capital, and Belgium', () => {
    const base = { cash: 0, newRate: 5, newDuration: 60, country: 'FR' as const };
    expect(consolidation({ ...base, credits: [{ kind: 'consumer', capital: 10_000, monthlyPayment: 100, monthsLeft: 12 }] }).ok).toBe(
      false,
    );
    expect(consolidation({ ...base, credits: [] }).ok).toBe(false);
    expect(consolidation({ ...base, country: 'BE' as never, credits: [credit('consumer', 5_000, 5, 12)] }).ok).toBe(false);
  });
});

describe('properties', () => {
  const oneCredit = fc
    .record({
      kind: fc.constantFrom('consumer' as const, 'mortgage' as const),
      capital: fc.integer({ min: 500, max: 400_000 }),
      rate: fc.double({ min: 0, max: 20, noNaN: true }),
      monthsLeft: fc.integer({ min: 1, max: 360 }),
      typedRate: fc.boolean(),
    })
    .map(({ typedRate, ...item }) => {
      const made = credit(item.kind, item.capital, item.rate, item.monthsLeft);
      return typedRate ? made : { ...made, rate: undefined };
    });
  const input = fc.record({
    credits: fc.array(oneCredit, { minLength: 1, maxLength: 4 }),
    cash: fc.integer({ min: 0, max: 50_000 }),
    newRate: fc.double({ min: 0, max: 20, noNaN: true }),
    newDuration: fc.integer({ min: 1, max: 360 }),
    country: fc.constantFrom('FR' as const, 'LUX' as const),
    fees: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
    penalties: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  });

  it('repays exactly the credits plus the cash: new capital = Σ capitals + indemnities + fees + cash', () => {
    fc.assert(
      fc.property(input, (typed) => {
        const result = compute(typed);
        const capitals = typed.credits.reduce((sum, item) => sum + item.capital, 0);
        expect(result.before.capital).toBe(capitals);
        expectRelativelyClose(result.after.capital, capitals + result.penalties.total + (typed.fees ?? 0) + typed.cash, 1e-12);
        if (typed.penalties !== undefined) expect(result.penalties.total).toBe(typed.penalties);
      }),
    );
  });

  it('the cost before is the sum of the instalments left', () => {
    fc.assert(
      fc.property(input, (typed) => {
        const result = compute(typed);
        const left = typed.credits.reduce((sum, item) => sum + item.monthlyPayment * item.monthsLeft, 0);
        expectRelativelyClose(result.before.totalToPay, left, 1e-12);
        expect(result.before.months).toBe(Math.max(...typed.credits.map((item) => item.monthsLeft)));
      }),
    );
  });

  it('the new instalment is never negative, repays the new capital, and the extra cost adds up', () => {
    fc.assert(
      fc.property(input, (typed) => {
        const result = compute(typed);
        expect(result.after.monthlyPayment).toBeGreaterThan(0);
        expect(result.after.totalToPay).toBeGreaterThanOrEqual(result.after.capital * (1 - 1e-12));
        expect(result.penalties.total).toBeGreaterThanOrEqual(0);
        const parts = result.after.interest + result.penalties.total + result.fees - result.before.interest;
        expect(Math.abs(result.extraCost - parts)).toBeLessThan(1e-6 * Math.max(1, result.after.totalToPay));
      }),
    );
  });

  it('a zero new rate repays the new capital without interest', () => {
    fc.assert(
      fc.property(input, (typed) => {
        const result = compute({ ...typed, newRate: 0 });
        expectRelativelyClose(result.after.totalToPay, result.after.capital, 1e-12);
      }),
    );
  });

  it('a longer new loan never asks a higher instalment', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 120 }), (typed, more) => {
        const shorter = compute(typed).after.monthlyPayment;
        const longer = compute({ ...typed, newDuration: typed.newDuration + more }).after.monthlyPayment;
        expect(longer).toBeLessThanOrEqual(shorter * (1 + 1e-12));
      }),
    );
  });

  it('the rate implied by a credit’s instalments is its rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 400_000 }),
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.integer({ min: 2, max: 360 }),
        (capital, rate, months) => {
          const payment = annuityPayment(capital, monthlyRate(rate, 'nominal'), months);
          expect(impliedRate(capital, payment, months, 'nominal')).toBeCloseTo(rate, 6);
        },
      ),
    );
  });

  it('a consumer credit’s indemnity in France never exceeds 1 % of its capital nor its interest left', () => {
    fc.assert(
      fc.property(oneCredit, (item) => {
        const result = compute({ credits: [{ ...item, kind: 'consumer' }], cash: 0, newRate: 5, newDuration: 60, country: 'FR' });
        const amount = result.penalties.credits[0]?.amount ?? Number.NaN;
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(item.capital / 100 + 1e-9);
        expect(amount).toBeLessThanOrEqual(Math.max(0, item.monthlyPayment * item.monthsLeft - item.capital) + 1e-9);
      }),
    );
  });
});
