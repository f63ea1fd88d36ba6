/**
 * Borrower insurance on the initial capital and on the capital owed.
 *
 * Published examples: figures copied as their source prints them (decimal commas turned into points). "Read on
 * 2026-11-27" means the text was read from a stored copy of the page that day; no page gives its own date unless
 * quoted. No published example of a whole capital-owed schedule (every month's premium, or its total for a
 * stated loan rate) could be found; the capital-owed totals are checked against the identity every schedule
 * obeys instead (premiums = insurance rate / loan rate × interest, as both are a rate times the same debts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization-schedule.ts';
import { annualPercentageRate } from './annual-percentage-rate.ts';
import { insuranceFollowsDebt, monthlyInsurance, type Insurance } from './insurance.ts';
import { roundToCent } from './money.ts';
import { expectRelativelyClose, loanTerms } from './test-arbitraries.test-support.ts';

/** Cents, truncated: what a source that cuts (instead of rounding) prints. */
const truncateToCent = (euros: number) => Math.floor(euros * 100 + 1e-9) / 100;

describe('published examples', () => {
  /*
   * Source: https://www.utwin.fr/2025/06/23/cout-assurance-emprunteur-pret-200000-euros/
   * Publisher: Utwin (insurer), « Quel est le coût d’une assurance emprunteur pour un prêt de 200 000 € ? »,
   * dated 23 June 2025 by its address; read on 2026-11-27.
   * Quoted: « pour un prêt immobilier de 200 000 € sur 20 ans, avec un taux d’assurance fixé à 0,36%, le calcul est
   * le suivant : Coût annuel : 200 000 € × 0,36% = 720 € / Coût total sur 20 ans : 200 000 € × 0,36% × 20 =
   * 14 400 € » (on the initial capital). The page states no loan rate: the premium does not depend on it.
   */
  it('Utwin — 200 000 € over 20 years at 0,36 % of the initial capital: 720 € a year, 14 400 € in all', () => {
    const insurance: Insurance = { basis: 'initial-capital', rate: 0.36 };
    expect(roundToCent(monthlyInsurance(200_000, insurance) * 12)).toBe(720);
    const schedule = amortizationSchedule({ amount: 200_000, rate: 3.5, duration: 240, mode: 'banking', insurance });
    expect(schedule.years[0]?.insurance).toBe(720);
    expect(schedule.totals.insurance).toBe(14_400);
  });

  /*
   * Source: http://www.emprunt-et-credit.com/news/112/105/calcul-assurance-sur-capital-restant-du.htm
   * Publisher: emprunt-et-credit.com, « Calculer une prime sur capital restant du ». Undated; read on 2026-11-27.
   * Quoted: « (150 000 * 0,33%) / 12 […] l’emprunteur paiera donc 41,25 € par mois soit au total un coût
   * d’assurance de 12 375 € » (on the amount borrowed). The duration is not in the excerpt: 12 375 / 41,25 = 300
   * months, 25 years, which is what the test uses.
   */
  it('emprunt-et-credit.com — 150 000 € at 0,33 % of the amount borrowed: 41,25 € a month, 12 375 € over 300 months', () => {
    const insurance: Insurance = { basis: 'initial-capital', rate: 0.33 };
    expect(roundToCent(monthlyInsurance(150_000, insurance))).toBe(41.25);
    const schedule = amortizationSchedule({ amount: 150_000, rate: 3, duration: 300, mode: 'banking', insurance });
    expect(schedule.totals.insurance).toBe(12_375);
  });

  /*
   * Source: https://assurancequotidienne.com/comment-faire-le-calcul-dune-assurance-emprunteur.html
   * Publisher: assurancequotidienne.com, « Comment faire le calcul d’une assurance emprunteur ? ». Undated; read on
   * 2026-11-27.
   * Quoted (capital owed): « pour un prêt d’un de 100.000 € à un taux d’assurance de 1 %, votre cotisation
   * mensuelle sera égale à 83,33 € […] (100.000 € x 1 %) / 12 mois […] pour une somme restante de 20.000 € du
   * capital à payer, votre cotisation mensuelle sera égale à 16,66 € soit (20.000 € x 1 %) / 12 mois. »
   * Quoted (initial capital): « pour un prêt de 400 000€ à rembourser sur 15 ans avec un taux d’assurance à 0,5 %
   * […] (400 000 x 0,5%) x 15 = 30 000 […] Ceci équivaut au versement de 166,66€ par mois. »
   * Rounding: the page cuts cents (16,666… → 16,66; 166,666… → 166,66), where a schedule rounds to the nearest
   * cent (16,67; 166,67 €, so 180 × 166,67 = 30 000,60 € in a bank's table): the cut figures are tested on the
   * unrounded premium, the total on the unrounded premiums.
   */
  it('assurancequotidienne.com — capital owed: 83,33 € on 100 000 € at 1 %, 16,66 € once 20 000 € are owed', () => {
    const insurance: Insurance = { basis: 'capital-owed', rate: 1 };
    expect(truncateToCent(monthlyInsurance(100_000, insurance))).toBe(83.33);
    expect(truncateToCent(monthlyInsurance(100_000, insurance, 20_000))).toBe(16.66);
    const schedule = amortizationSchedule({ amount: 100_000, rate: 3, duration: 240, mode: 'banking', insurance });
    expect(schedule.months[0]?.insurance).toBe(83.33);
  });

  it('assurancequotidienne.com — initial capital: 400 000 € over 15 years at 0,5 % is 30 000 €, 166,66 € a month', () => {
    const insurance: Insurance = { basis: 'initial-capital', rate: 0.5 };
    expect(truncateToCent(monthlyInsurance(400_000, insurance))).toBe(166.66);
    const exact = amortizationSchedule({ amount: 400_000, rate: 3, duration: 180, insurance });
    expectRelativelyClose(exact.totals.insurance, 30_000);
    expect(amortizationSchedule({ amount: 400_000, rate: 3, duration: 180, mode: 'banking', insurance }).totals.insurance).toBe(30_000.6);
  });
});

describe('the capital-owed basis in a schedule', () => {
  it('charges each month the rate on the debt at the start of that month', () => {
    // 200 000 € at 3,5 % over 240 months, insured at 0,36 % of the capital owed.
    const schedule = amortizationSchedule({
      amount: 200_000,
      rate: 3.5,
      duration: 240,
      mode: 'banking',
      insurance: { basis: 'capital-owed', rate: 0.36 },
    });
    const [first, second] = schedule.months;
    // 200 000 × 0,36 % / 12 = 60,00 €; then on 200 000 − the first month's principal.
    expect(first?.insurance).toBe(60);
    expect(second?.insurance).toBe(roundToCent(((first?.debtRest ?? 0) * 0.0036) / 12));
    expect(second?.repayment).toBe(roundToCent((second?.payment ?? 0) + (second?.insurance ?? 0)));
    // The last month's debt is below one instalment: its premium is a few cents.
    expect(schedule.months.at(-1)?.insurance).toBeLessThan(0.4);
    // Far less than the 14 400 € of the same rate on the initial capital.
    expect(schedule.totals.insurance).toBeLessThan(8_100);
    expect(schedule.totals.insurance).toBeGreaterThan(8_000);
  });

  it('costs insurance rate / loan rate × the interest, in the exact table (both are rates on the same debts)', () => {
    const schedule = amortizationSchedule({ amount: 200_000, rate: 3.5, duration: 240, insurance: { basis: 'capital-owed', rate: 0.36 } });
    expectRelativelyClose(schedule.totals.insurance, (0.36 / 3.5) * schedule.totals.interest);
    // Payment 1 159,92 €, interest 78 380,66 € (annuity formula): 0,36 / 3,5 × 78 380,66 = 8 062,01 €.
    expect(roundToCent(schedule.totals.insurance)).toBe(8_062.01);
  });

  it('says which bases follow the debt', () => {
    expect(insuranceFollowsDebt({ basis: 'capital-owed', rate: 0.3 })).toBe(true);
    expect(insuranceFollowsDebt({ basis: 'initial-capital', rate: 0.3 })).toBe(false);
    expect(insuranceFollowsDebt({ basis: 'fixed', monthly: 20 })).toBe(false);
    expect(insuranceFollowsDebt(undefined)).toBe(false);
  });
});

describe('properties', () => {
  const insuranceRate = fc.integer({ min: 1, max: 150 }).map((bp) => bp / 100);
  const modes = fc.constantFrom('exact' as const, 'banking' as const);

  it('on the capital owed costs no more than on the initial capital, at the same rate', () => {
    fc.assert(
      fc.property(loanTerms, insuranceRate, modes, (terms, rate, mode) => {
        const owed = amortizationSchedule({ ...terms, mode, insurance: { basis: 'capital-owed', rate } });
        const initial = amortizationSchedule({ ...terms, mode, insurance: { basis: 'initial-capital', rate } });
        expect(owed.totals.insurance).toBeLessThanOrEqual(initial.totals.insurance + 1e-9);
        owed.months.forEach((row, index) => expect(row.insurance).toBeLessThanOrEqual((initial.months[index]?.insurance ?? 0) + 1e-9));
        // The first month is the same on both bases: nothing is repaid yet.
        expect(owed.months[0]?.insurance).toBe(initial.months[0]?.insurance);
      }),
    );
  });

  it('never rises from one month to the next on the capital owed', () => {
    fc.assert(
      fc.property(loanTerms, insuranceRate, modes, (terms, rate, mode) => {
        const { months } = amortizationSchedule({ ...terms, mode, insurance: { basis: 'capital-owed', rate } });
        for (let index = 1; index < months.length; index++) {
          expect(months[index]?.insurance ?? 0).toBeLessThanOrEqual((months[index - 1]?.insurance ?? 0) + 1e-9);
        }
      }),
    );
  });

  it('costs nothing on either basis at a rate of 0, and leaves the loan’s own figures alone', () => {
    fc.assert(
      fc.property(loanTerms, fc.constantFrom('capital-owed' as const, 'initial-capital' as const), modes, (terms, basis, mode) => {
        const insured = amortizationSchedule({ ...terms, mode, insurance: { basis, rate: 0 } });
        const plain = amortizationSchedule({ ...terms, mode });
        expect(insured.totals.insurance).toBe(0);
        expect(insured.totals.repayment).toBe(plain.totals.repayment);
      }),
    );
  });

  it('in the exact table, the capital-owed premiums are insurance rate / loan rate × the interest (nominal rates)', () => {
    fc.assert(
      fc.property(loanTerms, insuranceRate, (terms, rate) => {
        fc.pre(terms.rate > 0);
        const nominal = { ...terms, convention: 'nominal' as const };
        const { totals } = amortizationSchedule({ ...nominal, insurance: { basis: 'capital-owed', rate } });
        expectRelativelyClose(totals.insurance, (rate / terms.rate) * totals.interest, 1e-9);
      }),
    );
  });

  it('raises the TAEG: with insurance on either basis it is at least the TAEG without', () => {
    fc.assert(
      fc.property(loanTerms, insuranceRate, fc.constantFrom('capital-owed' as const, 'initial-capital' as const), (terms, rate, basis) => {
        const without = annualPercentageRate({ ...terms, mode: 'exact' }, { decimals: null });
        const withInsurance = annualPercentageRate({ ...terms, mode: 'exact', insurance: { basis, rate } }, { decimals: null });
        expect(withInsurance).toBeGreaterThanOrEqual(without - 1e-9);
        expect(annualPercentageRate({ ...terms, insurance: { basis, rate } })).toBeGreaterThanOrEqual(annualPercentageRate(terms));
      }),
      { numRuns: 60 },
    );
  });

  it('raises the TAEG less on the capital owed than on the initial capital, at the same rate', () => {
    fc.assert(
      fc.property(loanTerms, insuranceRate, (terms, rate) => {
        const owed = annualPercentageRate({ ...terms, mode: 'exact', insurance: { basis: 'capital-owed', rate } }, { decimals: null });
        const initial = annualPercentageRate(
          { ...terms, mode: 'exact', insurance: { basis: 'initial-capital', rate } },
          { decimals: null },
        );
        expect(owed).toBeLessThanOrEqual(initial + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});
