import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlyRepayment } from './early-repayment.ts';
import type { EarlyRepayment, EarlyRepaymentInput } from './early-repayment-rule.ts';
import { monthlyPayment } from './annuity.ts';
import { monthlyRate } from './rate-convention.ts';
import { expectRelativelyClose, loanAmount, annualRate } from './test-arbitraries.test-support.ts';
import { earlyRepaymentPenaltyRule } from '../legal/early-repayment-penalties.ts';

const date = new Date(2026, 10, 27, 12);

function compute(input: Omit<EarlyRepaymentInput, 'date'>): EarlyRepayment {
  const result = earlyRepayment({ date, ...input });
  if (!result.ok) throw new Error(`expected a result, got ${result.error.type}: ${result.error.detail}`);
  return result.value;
}

describe('earlyRepayment — published worked examples', () => {
  it('France, keep the payment: 165 000 € at 4.1 % over 240 months, 20 000 € more with instalment 25 (forum table)', () => {
    /*
     * Source: https://forums.jeuxonline.info/sujet/1143612-8/acheter-un-appartement — a borrower's worked table
     * on a public forum (not an authority; the only published early-repayment table with every figure we found).
     * Read on 2026-11-27. Quoted: « Emprunt de 165 000€ sur 20 ans […] 240 mensualités de 1008.58€ […] Coût total
     * du crédit 242060€ »; with 20 000 € paid with instalment 25 (« 25 … 153,893.90 525.80 20,482.78 21,008.58 »,
     * then « 26 … 133,411.12 455.82 »), « le crédit ira jusqu'au 01/10/2026, 202 mensualités du coup pour un coût
     * total de 223.041€ ». Its interest figures give the rate: 529.09 / 154 854.52 × 12 = 4.1 %.
     * Rounding: the forum's table is a banking one (interest to the cent); ours is exact, so we compare the
     * instalment to the cent, the months exactly and the total to the euro, as the source prints it.
     */
    const result = compute({
      amount: 165_000,
      rate: 4.1,
      duration: 240,
      month: 25,
      repayment: 20_000,
      keep: 'payment',
      country: 'FR',
      rateKind: 'fixed',
    });
    expect(result.without.monthlyPayment).toBeCloseTo(1008.58, 2);
    // Capital owed after instalment 25: 153 893.90 − 482.78 = 153 411.12 in the table; the exact balance is
    // 153 411.04, the table's instalment rounded down to 1 008.58 and its interests to the cent making up the 8 cents.
    expect(Math.abs(result.debtBefore - 153_411.12)).toBeLessThan(0.1);
    expect(25 + result.after.months).toBe(202);
    const totalPaid =
      25 * result.without.monthlyPayment + 20_000 + result.after.monthlyPayment * (result.after.months - 1) + result.after.lastPayment;
    expect(Math.round(totalPaid)).toBe(223_041);
    // Python decimal at 40 digits: interest without 63 434.3668, after 44 415.0855, saved 19 019.2813.
    expect(result.interestSaved).toBeCloseTo(19_019.2812624, 5);
    expect(result.monthsSaved).toBe(215 - 177);
    // R313-25: 6 months at 4.1 % on 20 000 € = 410 €, below 3 % of 153 411.04 € = 4 602.33 €.
    expect(result.penalty).toEqual({ type: 'capped', amount: expect.closeTo(410, 9) as number });
    expect(result.netSavings).toBeCloseTo(19_019.2812624 - 410, 5);
  });

  it('Belgium: 50 000 € repaid on a 3 % mortgage costs « environ 375 € » of indemnité de remploi (NIBC)', () => {
    /*
     * Source: https://nibc.be/fr/blog/le-remboursement-anticipe-de-votre-credit-hypothecaire-est-il-vraiment-interessant
     * (NIBC Bank, Belgium), read on 2026-11-27: « si le taux d'intérêt annuel de votre prêt hypothécaire soit de
     * 3 %. Si vous effectuez un remboursement anticipé de 50 000 €, vous paierez environ 375 € d'indemnité de
     * remploi. (50 000 € x 3 % / 4) ». NIBC divides the annual rate by four; a Belgian credit's periodic rate is
     * the equivalent one (CDE art. I.9, 44°), so three months at ((1,03)^(1/12) − 1) give 369.94 €, within the
     * source's « environ ».
     */
    const result = compute({
      amount: 250_000,
      rate: 3,
      duration: 300,
      month: 36,
      repayment: 50_000,
      keep: 'duration',
      country: 'BE',
      rateKind: 'fixed',
    });
    expect(result.convention).toBe('equivalent');
    expect(result.penalty.type).toBe('capped');
    expect(result.penalty.amount).toBeCloseTo(369.9404658455, 8);
    expect(Math.abs(result.penalty.amount - 375) / 375).toBeLessThan(0.02);
  });
});

// Expected figures computed apart from the code, with Python's decimal module at 40 digits.
describe('earlyRepayment — computed examples', () => {
  it('France, keep the duration: 200 000 € at 3.5 % over 25 years, 30 000 € after 5 years', () => {
    // P = 1 001.2471; owed after 60 instalments 172 640.8075; new instalment on 142 640.81 over 240 months
    // 827.2592; saved (P − P') × 240 − 30 000 = 11 757.0997; penalty 6 × 0.035/12 × 30 000 = 525 < 3 % of the debt.
    const result = compute({
      amount: 200_000,
      rate: 3.5,
      duration: 300,
      month: 60,
      repayment: 30_000,
      keep: 'duration',
      country: 'FR',
      rateKind: 'fixed',
    });
    expect(result.debtBefore).toBeCloseTo(172_640.807537632, 6);
    expect(result.after.months).toBe(240);
    expect(result.after.monthlyPayment).toBeCloseTo(827.259225124, 8);
    expect(result.paymentReduction).toBeCloseTo(1_001.247140519 - 827.259225124, 8);
    expect(result.interestSaved).toBeCloseTo(11_757.0996947827, 5);
    expect(result.penalty.amount).toBeCloseTo(525, 9);
    expect(result.monthsSaved).toBe(0);
  });

  it('France, full repayment at 7 %: the 3 % of the capital owed is the lesser and caps the penalty', () => {
    // 150 000 € over 240 months, repaid after 24: owed 142 605.1880; 6 months' interest 4 991.18 > 3 % = 4 278.16.
    const result = compute({
      amount: 150_000,
      rate: 7,
      duration: 240,
      month: 24,
      repayment: 1_000_000,
      keep: 'payment',
      country: 'FR',
      rateKind: 'variable',
    });
    expect(result.full).toBe(true);
    expect(result.repaid).toBeCloseTo(142_605.187960483, 6);
    expect(result.after).toEqual({ monthlyPayment: 0, months: 0, lastPayment: 0, interest: 0 });
    expect(result.interestSaved).toBeCloseTo(108_591.667180032, 5);
    expect(result.penalty.amount).toBeCloseTo(4_278.155638814, 6);
    expect(result.paymentReduction).toBeCloseTo(1_162.948403428, 8);
  });

  it('Luxembourg, fixed rate, main home: six months of interest on the first 450 000 €, the rest has no legal cap', () => {
    const result = compute({
      amount: 900_000,
      rate: 3,
      duration: 360,
      month: 60,
      repayment: 600_000,
      keep: 'payment',
      country: 'LUX',
      rateKind: 'fixed',
      mainHomeTwoYears: true,
    });
    // 6 × 0.03 / 12 × 450 000 = 6 750; 150 000 € beyond the cap.
    expect(result.penalty).toEqual({ type: 'partly-uncapped', amount: expect.closeTo(6_750, 9) as number, uncappedRepayment: 150_000 });
    expect(result.netSavings).toBeNull();
  });

  it('Luxembourg: no indemnity at a variable rate; no legal cap at a fixed rate outside the main home', () => {
    const base = { amount: 300_000, rate: 3, duration: 300, month: 48, repayment: 40_000, keep: 'payment', country: 'LUX' } as const;
    const variable = compute({ ...base, rateKind: 'variable' });
    expect(variable.penalty).toEqual({ type: 'none', amount: 0 });
    expect(variable.netSavings).toBe(variable.interestSaved);
    const rented = compute({ ...base, rateKind: 'fixed', mainHomeTwoYears: false });
    expect(rented.penalty).toEqual({ type: 'partly-uncapped', amount: 0, uncappedRepayment: 40_000 });
    // Code de la consommation, art. L. 226-20 (3), read in Legilux's text: the lender's loss, no other cap.
    expect(rented.rule.source).toContain('L.\u00a0226-20');
    expect(rented.rule.unconfirmed).toBeUndefined();
    // At a variable rate, « none » is the banks' published practice, and the rule says the law allows the loss.
    expect(variable.rule.unconfirmed).toContain('perte financière du prêteur');
  });

  it('refuses impossible input as data', () => {
    const valid: EarlyRepaymentInput = {
      amount: 100_000,
      rate: 3,
      duration: 240,
      month: 12,
      repayment: 10_000,
      keep: 'payment',
      country: 'FR',
      rateKind: 'fixed',
    };
    for (const broken of [
      { month: 0 },
      { month: 240 },
      { month: 1.5 },
      { repayment: -1 },
      { amount: 0 },
      { rate: Number.NaN },
      { duration: 1 },
    ]) {
      const result = earlyRepayment({ ...valid, ...broken });
      expect(result.ok ? 'ok' : result.error.type).toBe('early-repayment/invalid-input');
    }
  });
});

describe('earlyRepaymentPenaltyRule', () => {
  it('dates and sources every rule, and says what could not be confirmed', () => {
    const fr = earlyRepaymentPenaltyRule({ country: 'FR', rateKind: 'fixed', date });
    expect(fr.source).toContain('R313-25');
    expect(fr.unconfirmed).toBeUndefined();
    const be = earlyRepaymentPenaltyRule({ country: 'BE', rateKind: 'variable', date });
    expect(be.cap).toEqual({ type: 'months-of-interest', months: 3 });
    expect(be.unconfirmed).toContain('VII.147/12');
    const lu = earlyRepaymentPenaltyRule({ country: 'LUX', rateKind: 'fixed', mainHomeTwoYears: true, date });
    // Art. L. 226-20 (3): six months' interest on the capital repaid, not for the part of the cumulated early
    // repayments above 450 000 €, when the home was the main one for two uninterrupted years.
    expect(lu.cap).toEqual({ type: 'months-of-interest', months: 6, cappedUpTo: 450_000 });
    expect(lu.source).toContain('L.\u00a0226-20');
    expect(lu.unconfirmed).toBeUndefined();
  });
});

describe('properties', () => {
  const loan = fc
    .record({
      amount: loanAmount,
      rate: annualRate,
      duration: fc.integer({ min: 2, max: 480 }),
      country: fc.constantFrom('FR' as const, 'BE' as const, 'LUX' as const),
      rateKind: fc.constantFrom('fixed' as const, 'variable' as const),
      mainHomeTwoYears: fc.boolean(),
      keep: fc.constantFrom('payment' as const, 'duration' as const),
      monthShare: fc.double({ min: 0, max: 1, noNaN: true }),
      repaymentShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
    })
    .map(({ monthShare, repaymentShare, ...rest }) => {
      const month = Math.min(rest.duration - 1, 1 + Math.floor(monthShare * (rest.duration - 1)));
      return { ...rest, month, repayment: Math.round(repaymentShare * rest.amount * 100) / 100 };
    });

  it('an early repayment of 0 changes nothing', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute({ ...input, repayment: 0 });
        expect(result.after.months).toBe(result.without.months);
        expectRelativelyClose(result.after.monthlyPayment, result.without.monthlyPayment, 1e-9);
        expect(result.interestSaved).toBeLessThan(1e-6 * Math.max(1, result.without.interest));
        expect(result.penalty).toEqual({ type: 'none', amount: 0 });
        expect(result.monthsSaved).toBe(0);
      }),
    );
  });

  it('the savings are never negative and never exceed the interest left to pay', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        expect(result.interestSaved).toBeLessThanOrEqual(result.without.interest + 1e-9 * Math.max(1, result.without.interest));
        if (result.netSavings !== null) expect(result.netSavings).toBeLessThanOrEqual(result.interestSaved);
      }),
    );
  });

  it('a full repayment saves all the interest left', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute({ ...input, repayment: input.amount * 2 });
        expect(result.full).toBe(true);
        expectRelativelyClose(result.interestSaved, Math.max(0, result.without.interest), 1e-9);
      }),
    );
  });

  it('the loan after the repayment repays exactly what is left', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        const left = result.debtBefore - result.repaid;
        const { after } = result;
        const paid = after.months === 0 ? 0 : after.monthlyPayment * (after.months - 1) + after.lastPayment;
        expectRelativelyClose(paid - after.interest, left, 1e-9);
        expect(after.months).toBeLessThanOrEqual(result.without.months);
        if (input.keep === 'duration' && !result.full) expect(after.months).toBe(result.without.months);
        if (input.keep === 'payment' && !result.full) expect(after.lastPayment).toBeLessThanOrEqual(after.monthlyPayment * (1 + 1e-9));
      }),
    );
  });

  it('keeping the payment saves at least as much interest as keeping the duration', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const shorter = compute({ ...input, keep: 'payment' });
        const lower = compute({ ...input, keep: 'duration' });
        expect(shorter.interestSaved).toBeGreaterThanOrEqual(lower.interestSaved - 1e-9 * Math.max(1, shorter.without.interest));
      }),
    );
  });

  it('France: the penalty is at most six months of interest on the capital repaid and at most 3 % of the capital owed', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute({ ...input, country: 'FR' });
        const sixMonths = 6 * monthlyRate(input.rate, 'nominal') * result.repaid;
        expect(result.penalty.amount).toBeLessThanOrEqual(sixMonths * (1 + 1e-12));
        expect(result.penalty.amount).toBeLessThanOrEqual(0.03 * result.debtBefore * (1 + 1e-12));
        expect(result.penalty.amount).toBeCloseTo(Math.min(sixMonths, 0.03 * result.debtBefore), 6);
      }),
    );
  });

  it('the instalment before the repayment is the loan’s annuity', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = compute(input);
        expectRelativelyClose(result.without.monthlyPayment, monthlyPayment({ ...input, convention: result.convention }));
      }),
    );
  });
});
