import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlyRepayment } from './early-repayment.ts';
import { instalmentsPaidBy, renegotiation, type Renegotiation, type RenegotiationInput } from './renegotiation.ts';
import { annualRate, expectRelativelyClose, loanAmount } from './test-arbitraries.test-support.ts';
import { estimatedCost, refinancingCostRules } from '../legal/refinancing-costs.ts';

const date = new Date(2026, 10, 27, 12);

function compute(input: Omit<RenegotiationInput, 'date'>, on: Date = date): Renegotiation {
  const result = renegotiation({ date: on, ...input });
  if (!result.ok) throw new Error(`expected a result, got ${result.error.type}: ${result.error.detail}`);
  return result.value;
}

describe('renegotiation — published worked examples', () => {
  it('France: 200 000 € over 20 years at 4.2 %, 6 instalments paid, 3.65 % over the 234 months left (Le Revenu)', () => {
    /*
     * Source: https://www.lerevenu.com/investir-immobilier/credits-immo/prets-immobiliers-fenetres-renegociations-pourraient-ouvrir/
     * (Le Revenu, « Prêts immobiliers : des fenêtres de renégociations pourraient s'ouvrir »), read on 2026-11-27.
     * Quoted: « un ménage ayant emprunté 200.000 euros sur 20 ans […] au taux de 4,2% (hors assurance) […] rembourse
     * 1.233 euros par mois. Déduction faite des six mensualités déjà réglées, son capital restant dû est de 196.773
     * euros. […] En conservant la même échéance (soit 234 mensualités restantes), réemprunter 196.773 euros à 3,65%
     * abaisserait théoriquement sa mensualité à 1.176 euros par mois, lui faisant économiser plus de 13.000 euros à
     * terme. » The article rounds down to the euro (1 176,60 € → « 1.176 »). Its savings are before any cost: we
     * type them as 0. Python decimal at 40 digits: saved 13 231,0548 €.
     */
    const result = compute({
      amount: 200_000,
      rate: 4.2,
      duration: 240,
      monthsPaid: 6,
      country: 'FR',
      rateKind: 'fixed',
      operation: 'buy-out',
      newRate: 3.65,
      penalty: 0,
      fees: 0,
      guarantee: 0,
    });
    expect(Math.floor(result.current.monthlyPayment)).toBe(1_233);
    expect(Math.round(result.debt)).toBe(196_773);
    expect(result.next.months).toBe(234);
    expect(Math.floor(result.next.monthlyPayment)).toBe(1_176);
    expect(result.interestSaved).toBeGreaterThan(13_000);
    expect(result.interestSaved).toBeCloseTo(13_231.0547767857, 6);
    expect(result.netSavings).toBeCloseTo(13_231.0547767857, 6);
    // The article's indemnity is « six mois d'intérêt »; R313-25 caps it there, below 3 % of the capital owed.
    const withPenalty = compute({
      amount: 200_000,
      rate: 4.2,
      duration: 240,
      monthsPaid: 6,
      country: 'FR',
      rateKind: 'fixed',
      operation: 'buy-out',
      newRate: 3.65,
    });
    expect(withPenalty.costs.penalty.amount).toBeCloseTo((196_773.030284748 * 0.042) / 2, 5);
  });

  it('France: 100 000 € at 4.05 % over 15 years, 24 instalments paid, 2.5 % over 13 years (expert-invest.fr)', () => {
    /*
     * Source: https://www.expert-invest.fr/tout-comprendre/immobilier/financement/renegociation-du-pret/ (Expert
     * Invest, « Renégociation du prêt »), read on 2026-11-27. Quoted: « 100 000 euros pour 4,05% sur 15 ans […] le
     * taux proposé est de 2,5% […] Montant de la mensualité (hors assurance) : 742.19 € […] Montant des intérêts
     * payés entre 2013 et 2016 : 7 713,51 € — Capital restant dû (CRD) : 89 900,95 € […] Montant de la nouvelle
     * mensualité : 676 € par mois — Montant total des intérêts : 15 491 € ». The figures fit 24 instalments paid
     * (24 × 742,19 − (100 000 − 89 900,95) = 7 713,51) and a new loan over the 156 months left. The article's
     * instalment is rounded down to the cent (742,196 → 742,19), which leaves its capital owed 13 cents above the
     * exact one; its new interest is rounded down to the euro (15 491,60).
     */
    const result = compute({
      amount: 100_000,
      rate: 4.05,
      duration: 180,
      monthsPaid: 24,
      country: 'FR',
      rateKind: 'fixed',
      operation: 'renegotiation',
      newRate: 2.5,
    });
    expect(Math.floor(result.current.monthlyPayment * 100) / 100).toBe(742.19);
    expect(Math.abs(result.debt - 89_900.95)).toBeLessThan(0.2);
    expect(result.next.months).toBe(156);
    expect(Math.round(result.next.monthlyPayment)).toBe(676);
    expect(Math.floor(result.next.interest)).toBe(15_491);
    // Python decimal: the interest left on the current loan is 25 881,7595 €, saved 10 390,1554 €.
    expect(result.interestSaved).toBeCloseTo(10_390.1554328895, 6);
  });

  it('France, a buy-out over a shorter duration with the bank’s own indemnity (ccs-finance.fr)', () => {
    /*
     * Source: https://www.ccs-finance.fr/rachat-credit/ (CCS Finance, broker, « Rachat de crédit »), read on
     * 2026-11-27. Quoted: « un prêt de 205 000€ sur 300 mois à 3.80% taux fixe […] une durée restante de 276 mois
     * pour un capital de 194 784€ […] 3 680€ d'indemnités de remboursement anticipé, 1 032€ de frais de garantie et
     * 800€ de frais de dossier et de courtage […] Durée souhaitée 228 mois | Taux d'intérêt 2,85% […] Mensualités
     * hors assurance 1 060€ ». The broker's indemnity is the bank's own figure, below the legal maximum (six
     * months at 3,8 % on 194 783,51 € = 3 700,89 €): typed, it replaces ours. The broker lends the costs with the
     * capital; we count them paid on the day, so its total saving (32 931 €) is not ours to compare.
     */
    const base = {
      amount: 205_000,
      rate: 3.8,
      duration: 300,
      monthsPaid: 24,
      country: 'FR',
      rateKind: 'fixed',
      operation: 'buy-out',
      newRate: 2.85,
      newDuration: 228,
    } as const;
    const typed = compute({ ...base, penalty: 3_680, guarantee: 1_032, fees: 800 });
    expect(Math.round(typed.current.monthlyPayment)).toBe(1_060);
    expect(Math.round(typed.debt)).toBe(194_784);
    expect(typed.costs.penalty).toMatchObject({ amount: 3_680, origin: 'typed' });
    expect(typed.totalCosts).toBe(5_512);
    // P·m − P'·n − costs, Python decimal: 292 437,4426 − 252 499,2653 − 5 512.
    expect(typed.netSavings).toBeCloseTo(97_653.9352740738 - 57_699.7597296273 - 5_512, 6);
    const estimated = compute(base);
    expect(estimated.costs.penalty.amount).toBeCloseTo(3_700.8866392803, 6);
    expect(estimated.costs.penalty.amount).toBeGreaterThan(3_680);
  });
});

describe('renegotiation — the costs of each country', () => {
  const loan = { amount: 300_000, rate: 4, duration: 300, monthsPaid: 36, rateKind: 'fixed', newRate: 3 } as const;

  it('Belgium: with the same bank no indemnity and at most 175 € of fees; another bank charges three months and a new deed', () => {
    const same = compute({ ...loan, country: 'BE', operation: 'renegotiation' });
    expect(same.costs.penalty.amount).toBe(0);
    expect(same.costs.penalty.rule.unconfirmed).toContain('loi');
    expect(same.costs.fees.amount).toBe(175);
    expect(same.costs.guarantee.amount).toBe(0);
    const other = compute({ ...loan, country: 'BE', operation: 'buy-out' });
    expect(other.convention).toBe('equivalent');
    expect(other.costs.penalty.amount).toBeCloseTo(3 * (Math.pow(1.04, 1 / 12) - 1) * other.debt, 8);
    expect(other.costs.fees.amount).toBe(350);
    // 4 700 € at 100 000 €, 9 100 € at 300 000 €: 2 200 € more per 100 000 €.
    expect(other.costs.guarantee.amount).toBeCloseTo(4_700 + (other.debt - 100_000) * 0.022, 6);
    // Before 2024 the royal decree of 2017 capped the fees at 500 € and 250 €, and the bank could charge the indemnity.
    const in2020 = new Date(2020, 5, 1, 12);
    expect(compute({ ...loan, country: 'BE', operation: 'buy-out' }, in2020).costs.fees.amount).toBe(500);
    const same2020 = compute({ ...loan, country: 'BE', operation: 'renegotiation' }, in2020);
    expect(same2020.costs.fees.amount).toBe(250);
    expect(same2020.costs.penalty.amount).toBeGreaterThan(0);
  });

  it('France: the legal maximum indemnity, the 2021 survey’s amendment fees, 1 % of dossier fees and a 1.25 % surety', () => {
    const same = compute({ ...loan, country: 'FR', operation: 'renegotiation' });
    const full = earlyRepayment({ ...loan, month: 36, repayment: 1e9, keep: 'payment', country: 'FR', date });
    if (!full.ok) throw new Error(full.error.detail);
    expect(same.costs.penalty.amount).toBeCloseTo(full.value.penalty.amount, 8);
    // Between the survey's 200 000 € (1 926 €) and 400 000 € (3 291 €).
    expect(same.costs.fees.amount).toBeCloseTo(1_926 + ((same.debt - 200_000) * (3_291 - 1_926)) / 200_000, 6);
    expect(same.costs.guarantee.amount).toBe(0);
    const other = compute({ ...loan, country: 'FR', operation: 'buy-out' });
    expect(other.costs.fees.amount).toBeCloseTo(other.debt * 0.01, 6);
    expect(other.costs.guarantee.amount).toBeCloseTo(other.debt * 0.0125, 6);
  });

  it('Luxembourg: unknown fees count nothing and say so; a fixed rate outside the main home leaves the net saving to the bank', () => {
    const same = compute({ ...loan, country: 'LUX', operation: 'renegotiation', mainHomeTwoYears: true });
    expect(same.costs.fees).toMatchObject({ amount: 0, origin: 'rule' });
    expect(same.costs.fees.rule.estimate.type).toBe('unknown');
    expect(same.costs.fees.rule.unconfirmed).toBeDefined();
    const rented = compute({ ...loan, country: 'LUX', operation: 'buy-out', mainHomeTwoYears: false });
    expect(rented.costs.penalty.amount).toBeNull();
    expect(rented.totalCosts).toBeNull();
    expect(rented.netSavings).toBeNull();
    expect(rented.breakEvenMonth).toBeNull();
    expect(rented.costs.guarantee.amount).toBeCloseTo(rented.debt * 0.0085, 6);
    // The visitor's figure from the bank's statement makes it computable.
    const typed = compute({ ...loan, country: 'LUX', operation: 'buy-out', mainHomeTwoYears: false, penalty: 4_000 });
    expect(typed.netSavings).toBeCloseTo(typed.interestSaved - 4_000 - typed.debt * 0.0085, 6);
    const variable = compute({ ...loan, country: 'LUX', operation: 'buy-out', rateKind: 'variable' });
    expect(variable.costs.penalty.amount).toBe(0);
  });

  it('every cost rule names a source, and only `unknown` rules count nothing for a positive capital', () => {
    for (const country of ['FR', 'BE', 'LUX'] as const) {
      for (const operation of ['renegotiation', 'buy-out'] as const) {
        const rules = refinancingCostRules({ country, operation, date });
        for (const rule of [rules.penalty, rules.fees, rules.guarantee]) {
          expect(rule.source.length).toBeGreaterThan(10);
          expect(rule.summary.length).toBeGreaterThan(10);
          if (rule.estimate.type === 'unknown') expect(rule.unconfirmed).toBeDefined();
          const euros = estimatedCost(rule.estimate, 150_000);
          if (rule.estimate.type === 'legal-maximum') expect(euros).toBeNull();
          else expect(euros).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('the break-even month: 1 200 € of costs and 100 € saved a month are covered with the 12th instalment', () => {
    // Rates at 0 make the instalments exact: 120 000 € over 240 months, half paid, leave 60 000 €.
    const result = compute({
      amount: 120_000,
      rate: 0,
      duration: 240,
      monthsPaid: 120,
      country: 'FR',
      rateKind: 'fixed',
      operation: 'buy-out',
      newRate: 0,
      newDuration: 150,
      penalty: 0,
      fees: 1_200,
      guarantee: 0,
    });
    // 60 000 € left: 500 € a month over 120 months, 400 € over 150.
    expect(result.current.monthlyPayment).toBe(500);
    expect(result.next.monthlyPayment).toBe(400);
    expect(result.breakEvenMonth).toBe(12);
    // No interest at 0 %: nothing saved, the fees are lost.
    expect(result.netSavings).toBe(-1_200);
  });

  it('refuses impossible input as data', () => {
    const valid: RenegotiationInput = { ...loan, country: 'FR', operation: 'buy-out' };
    for (const broken of [
      { monthsPaid: 0 },
      { monthsPaid: 300 },
      { newRate: -1 },
      { newDuration: 0 },
      { newDuration: 12.5 },
      { fees: -5 },
      { penalty: Number.NaN },
      { amount: 0 },
    ]) {
      const result = renegotiation({ ...valid, ...broken });
      expect(result.ok ? 'ok' : result.error.type).toBe('renegotiation/invalid-input');
    }
  });
});

describe('instalmentsPaidBy', () => {
  it('counts the instalments from the first one to the month of the day, both included', () => {
    expect(instalmentsPaidBy('2026-11', date)).toBe(1);
    expect(instalmentsPaidBy('2025-12', date)).toBe(12);
    expect(instalmentsPaidBy('2019-03', date)).toBe(93);
    expect(instalmentsPaidBy('2026-12', date)).toBeNull();
    expect(instalmentsPaidBy('2019-13', date)).toBeNull();
    expect(instalmentsPaidBy('mars 2019', date)).toBeNull();
  });
});

describe('properties', () => {
  const loan = fc
    .record({
      amount: loanAmount,
      rate: annualRate,
      newRate: annualRate,
      duration: fc.integer({ min: 2, max: 480 }),
      country: fc.constantFrom('FR' as const, 'BE' as const, 'LUX' as const),
      rateKind: fc.constantFrom('fixed' as const, 'variable' as const),
      mainHomeTwoYears: fc.boolean(),
      operation: fc.constantFrom('renegotiation' as const, 'buy-out' as const),
      paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      newDurationShare: fc.option(fc.double({ min: 0, max: 1.5, noNaN: true }), { nil: undefined }),
      fees: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
      penalty: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
    })
    .map(({ paidShare, newDurationShare, ...rest }) => {
      const monthsPaid = Math.min(rest.duration - 1, 1 + Math.floor(paidShare * (rest.duration - 1)));
      const left = rest.duration - monthsPaid;
      const newDuration = newDurationShare === undefined ? undefined : Math.max(1, Math.round(newDurationShare * left));
      return { ...rest, monthsPaid, newDuration };
    });

  it('a new rate equal to the old one over the months left, with no costs, gains nothing', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute({ ...input, newRate: input.rate, newDuration: undefined, penalty: 0, fees: 0, guarantee: 0 });
        const scale = Math.max(1, result.current.interest, result.debt);
        expect(Math.abs(result.interestSaved)).toBeLessThan(1e-9 * scale);
        expect(Math.abs(result.monthlySaving)).toBeLessThan(1e-9 * Math.max(1, result.current.monthlyPayment));
        expect(result.totalCosts).toBe(0);
        expect(Math.abs(result.netSavings ?? Number.NaN)).toBeLessThan(1e-9 * scale);
        expect(result.breakEvenMonth).toBe(1);
      }),
    );
  });

  it('the net saving never exceeds the interest left to pay, nor the interest saved', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        if (result.netSavings === null) return;
        const tolerance = 1e-9 * Math.max(1, result.current.interest, result.debt);
        expect(result.netSavings).toBeLessThanOrEqual(result.current.interest + tolerance);
        expect(result.netSavings).toBeLessThanOrEqual(result.interestSaved + tolerance);
      }),
    );
  });

  it('the net saving is what the borrower pays less in all: P·m − P′·n − the costs', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        if (result.netSavings === null || result.totalCosts === null) return;
        const paidLess = result.current.monthlyPayment * result.current.months - result.next.monthlyPayment * result.next.months;
        expectRelativelyClose(result.netSavings + result.totalCosts, paidLess, 1e-9);
        expectRelativelyClose(result.interestSaved, paidLess, 1e-9);
      }),
    );
  });

  it('the break-even month is the first at which the cumulated monthly savings cover the costs', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        if (result.totalCosts === null) return;
        const { current, next } = result;
        const savedBy = (months: number) =>
          Math.min(months, current.months) * current.monthlyPayment - Math.min(months, next.months) * next.monthlyPayment;
        const slack = 1e-8 * Math.max(1, result.totalCosts, current.monthlyPayment * current.months);
        const horizon = Math.max(current.months, next.months);
        if (result.breakEvenMonth === null) {
          for (let month = 1; month <= horizon; month += 1) expect(savedBy(month)).toBeLessThan(result.totalCosts + slack);
          return;
        }
        expect(result.breakEvenMonth).toBeGreaterThanOrEqual(1);
        expect(result.breakEvenMonth).toBeLessThanOrEqual(horizon);
        expect(savedBy(result.breakEvenMonth)).toBeGreaterThanOrEqual(result.totalCosts - slack);
        for (let month = 1; month < result.breakEvenMonth; month += 1) expect(savedBy(month)).toBeLessThan(result.totalCosts + slack);
      }),
    );
  });

  it('over the same months, a lower new rate saves more interest, and a lower rate than today’s saves some', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 500 }), (input, drop) => {
        const base = { ...input, newDuration: undefined };
        const higher = compute(base);
        const lower = compute({ ...base, newRate: Math.max(0, input.newRate - drop / 100) });
        const tolerance = 1e-9 * Math.max(1, higher.current.interest, higher.debt);
        expect(lower.interestSaved).toBeGreaterThanOrEqual(higher.interestSaved - tolerance);
        if (input.newRate < input.rate) expect(higher.interestSaved).toBeGreaterThan(-tolerance);
      }),
    );
  });

  it('typed costs replace the estimates, and the indemnity’s legal maximum is the early-repayment one on the whole debt', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 0, max: 20_000 }), (input, guarantee) => {
        const result = compute({ ...input, guarantee });
        expect(result.costs.guarantee).toMatchObject({ amount: guarantee, origin: 'typed' });
        if (input.penalty !== undefined) expect(result.costs.penalty.amount).toBe(input.penalty);
        if (input.penalty === undefined && result.costs.penalty.rule.estimate.type === 'legal-maximum') {
          const full = earlyRepayment({ ...input, month: input.monthsPaid, repayment: input.amount * 2, keep: 'payment', date });
          if (!full.ok) throw new Error(full.error.detail);
          expectRelativelyClose(result.debt, full.value.debtBefore, 1e-9);
          if (full.value.netSavings === null) expect(result.costs.penalty.amount).toBeNull();
          else expect(result.costs.penalty.amount).toBeCloseTo(full.value.penalty.amount, 6);
        }
      }),
    );
  });
});
