import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumRise, variableRateLimit } from '../legal/variable-rate-limits.ts';
import { monthlyPayment } from './annuity.ts';
import { amortizationSchedule } from './amortization-schedule.ts';
import { monthlyRate } from './rate-convention.ts';
import { expectRelativelyClose, loanAmount, annualRate } from './test-arbitraries.test-support.ts';
import { revisedSchedule, variableRatePath, type ScenarioPath, type VariableRateInput, type VariableRatePath } from './variable-rate.ts';

const date = new Date(2026, 10, 27, 12);

function compute(input: Omit<VariableRateInput, 'date'>): VariableRatePath {
  const result = variableRatePath({ date, ...input });
  if (!result.ok) throw new Error(`expected a result, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const scenario = (path: VariableRatePath, name: ScenarioPath['scenario']): ScenarioPath => {
  const found = path.scenarios.find((candidate) => candidate.scenario === name);
  if (!found) throw new Error(`no ${name} scenario`);
  return found;
};

describe('variable rates — published worked examples', () => {
  it('a capped rate revised every year: 100 000 € at 4 % over 10 years, then 4,25 %, then 5,60 % capped at 5 % (CGPI blog)', () => {
    /*
     * Source: http://francis-leprevost-cgpi.blogspot.com/2015/02/le-credit-taux-revisable-ou-taux.html — « Le crédit
     * à taux révisable (ou à taux variable) », February 2015, a financial adviser's worked example (French, rate / 12
     * like Luxembourg's loans). Read on 2026-11-27. Quoted: « un crédit à 4% indexé sur l'Euribor 3 mois, capé 1,
     * […] révision annuelle, montant emprunté de 100.000 € sur une durée 10 ans. […] La première mensualité est
     * 1.012,45 € […] Après 1 an […] Le nouveau taux sera de 3,42 + 0,83 = 4,25 %. La mensualité passera à 1.023,27 €
     * (capital restant dû de 91.699,52 € sur 9 ans à 4,25 %). Après une autre année, l'indice explose à 4,77 %. Le
     * nouveau taux sera de 4,77 + 0,83 = 5,60 ramené à 5 % du fait du taux capé. La mensualité passera à 1.052,70 €
     * (capital restant dû de 83.152,29 € sur 8 ans à 5 %). » Its table: total interest 21 494,25 € without a rise,
     * 25 487,94 € « avec ajustement des échéances ».
     * Rounding: the blog rounds each month's interest to the cent; ours is exact (Python decimal, 40 digits:
     * balances 91 699,5049 and 83 152,3324, interest 25 487,9817 and 21 494,1658). So the instalments to the cent,
     * the balances within 5 cents and the interest within 10 cents.
     */
    const convention = 'nominal';
    const lux = variableRateLimit('LUX', date);
    const capped = 4 + Math.min(5.6 - 4, maximumRise(lux, { initialRate: 4, contractCap: 1, firstRevisionMonths: 12, afterMonth: 24 }));
    expect(capped).toBe(5);
    const path = revisedSchedule({
      amount: 100_000,
      duration: 120,
      convention,
      steps: [
        { fromMonth: 1, rate: 4 },
        { fromMonth: 13, rate: 4.25 },
        { fromMonth: 25, rate: capped },
      ],
    });
    expect(path.periods.map((period) => Math.round(period.payment * 100) / 100)).toEqual([1012.45, 1023.27, 1052.7]);
    expect(Math.abs((path.periods[1]?.debtAtStart ?? 0) - 91_699.52)).toBeLessThan(0.05);
    expect(Math.abs((path.periods[2]?.debtAtStart ?? 0) - 83_152.29)).toBeLessThan(0.05);
    expect(Math.abs(path.totalInterest - 25_487.94)).toBeLessThan(0.1);
    expect(path.totalInterest).toBeCloseTo(25_487.9817039131, 6);

    const stable = revisedSchedule({ amount: 100_000, duration: 120, convention, steps: [{ fromMonth: 1, rate: 4 }] });
    expect(Math.abs(stable.totalInterest - 21_494.25)).toBeLessThan(0.1);
    expect(stable.totalInterest).toBeCloseTo(21_494.1657978578, 6);
  });

  it('Belgium, 5/5/5 « cap 2 » at 1,80 %: the rise is held to the initial rate, so at most 3,60 % (multifinances.be)', () => {
    /*
     * Source: https://www.multifinances.be/calculez-votre-mensualite — a Belgian broker's representative example,
     * tariff of 30/01/2018, read on 2026-11-27: « Pour un crédit hypothécaire de 100.000,00 EUR d'une durée de
     * 240 mois à un taux d'intérêt variable quenquenal avec une variation maximale de 2% (la variation maximale du
     * taux d'intérêt est limitée au taux d'intérêt initial si celui-ci est inférieur à 2%), le taux d'intérêt
     * débiteur moyen […] est de 1,80% […] (0,1488% sur base mensuelle) ». The page also prints an instalment of
     * 495,90 € and a total of 119 016,56 €, which no annuity at 0,1488 % a month gives (495,79 € and 118 986,97 €,
     * Python decimal): we check the rule and the monthly rate it states, not those two figures.
     */
    const path = compute({
      amount: 100_000,
      rate: 1.8,
      duration: 240,
      country: 'BE',
      firstRevisionMonths: 60,
      periodMonths: 60,
      contractCap: 2,
    });
    expect(path.convention).toBe('equivalent');
    expect(monthlyRate(1.8, path.convention) * 100).toBeCloseTo(0.1488, 4);
    expect(path.revisions).toEqual([60, 120, 180]);
    expect(path.ceilingRate).toBeCloseTo(3.6, 12);
    expect(scenario(path, 'cap').highestRate).toBeCloseTo(3.6, 12);
    expect(scenario(path, 'plus2').highestRate).toBeCloseTo(3.6, 12);
    expect(scenario(path, 'plus1').highestRate).toBeCloseTo(2.8, 12);
  });
});

// Expected figures computed apart from the code, with Python's decimal module at 50 digits.
describe('variable rates — computed examples', () => {
  it('Belgium, 1/1/1 without a cap in the contract: +1 point the 2nd year, +2 the 3rd, then the double', () => {
    const path = compute({ amount: 200_000, rate: 3, duration: 300, country: 'BE', firstRevisionMonths: 12, periodMonths: 12 });
    expect(path.revisions).toHaveLength(24);
    expect(path.ceilingRate).toBe(6);
    const cap = scenario(path, 'cap');
    expect(cap.periods.map(({ fromMonth, toMonth, rate }) => [fromMonth, toMonth, rate])).toEqual([
      [1, 12, 3],
      [13, 24, 4],
      [25, 36, 5],
      [37, 300, 6],
    ]);
    expect(cap.periods.map((period) => period.payment)).toEqual([
      expect.closeTo(944.217482877, 8),
      expect.closeTo(1_044.125325191, 8),
      expect.closeTo(1_144.967450445, 8),
      expect.closeTo(1_246.11916494, 8),
    ]);
    expect(cap.periods[3]?.debtAtStart).toBeCloseTo(184_962.587081115, 6);
    expect(cap.totalInterest).toBeCloseTo(166_575.182646271, 5);
    expect(path.worst).toBe(cap);
    expect(scenario(path, 'stable').totalInterest).toBeCloseTo(83_265.2448631004, 5);
    expect(scenario(path, 'plus1').totalInterest).toBeCloseTo(112_038.703449513, 5);
    // +2 points: the second year's limit holds it to +1 for a year.
    const plus2 = scenario(path, 'plus2');
    expect(plus2.periods.map((period) => period.rate)).toEqual([3, 4, 5]);
    expect(plus2.totalInterest).toBeCloseTo(139_871.130019757, 5);
  });

  it('Luxembourg, yearly variable rate with no cap: no cap scenario, the worst case shown is +2 points', () => {
    const path = compute({ amount: 300_000, rate: 3.5, duration: 300, country: 'LUX', firstRevisionMonths: 12, periodMonths: 12 });
    expect(path.convention).toBe('nominal');
    expect(path.ceilingRate).toBeNull();
    expect(path.scenarios.map((item) => item.scenario)).toEqual(['stable', 'plus1', 'plus2']);
    expect(path.worst.scenario).toBe('plus2');
    expect(scenario(path, 'stable').firstPayment).toBeCloseTo(1_501.870710778, 8);
    expect(scenario(path, 'plus1').highestPayment).toBeCloseTo(1_661.822438413, 8);
    expect(scenario(path, 'plus2').highestPayment).toBeCloseTo(1_830.406709043, 8);
    expect(scenario(path, 'plus2').totalInterest).toBeCloseTo(245_179.580733657, 5);
    // A cap in the contract gives the cap scenario.
    const capped = compute({
      amount: 300_000,
      rate: 3.5,
      duration: 300,
      country: 'LUX',
      firstRevisionMonths: 12,
      periodMonths: 12,
      contractCap: 1,
    });
    expect(capped.ceilingRate).toBe(4.5);
    expect(scenario(capped, 'cap').totalInterest).toBeCloseTo(196_627.310792194, 5);
    expect(scenario(capped, 'plus2').totalInterest).toBeCloseTo(196_627.310792194, 5);
  });

  it('a loan that ends before its first revision is a fixed-rate loan', () => {
    const path = compute({ amount: 150_000, rate: 2.5, duration: 120, country: 'BE', firstRevisionMonths: 120, periodMonths: 60 });
    expect(path.revisions).toEqual([]);
    expect(path.ceilingRate).toBe(2.5);
    for (const item of path.scenarios) expect(item.periods).toHaveLength(1);
  });

  it('refuses a Belgian period under a year, and impossible input, as data', () => {
    const base: VariableRateInput = { amount: 100_000, rate: 3, duration: 240, country: 'BE', firstRevisionMonths: 60, periodMonths: 60 };
    const short = variableRatePath({ ...base, firstRevisionMonths: 6, periodMonths: 6, date });
    expect(short.ok ? 'ok' : short.error).toEqual({ type: 'variable-rate/period-too-short', minimumMonths: 12 });
    expect(variableRatePath({ ...base, country: 'LUX', firstRevisionMonths: 6, periodMonths: 6, date }).ok).toBe(true);
    for (const broken of [{ amount: 0 }, { rate: -1 }, { duration: 1.5 }, { periodMonths: 0 }, { contractCap: Number.NaN }]) {
      const result = variableRatePath({ ...base, ...broken, date });
      expect(result.ok ? 'ok' : result.error.type).toBe('variable-rate/invalid-input');
    }
  });
});

describe('variableRateLimit', () => {
  it('dates and sources each country, and says what could not be read', () => {
    const be = variableRateLimit('BE', date);
    expect(be.source).toContain('VII.143');
    expect(be.minimumPeriodMonths).toBe(12);
    expect(be.unconfirmed).toContain('double');
    // Luxembourg: Code de la consommation, art. L. 226-17, read in Legilux's text: a clear and verifiable index, no cap.
    const lu = variableRateLimit('LUX', date);
    expect(lu.atMostDouble).toBe(false);
    expect(lu.minimumPeriodMonths).toBeNull();
    expect(lu.source).toContain('L.\u00a0226-17');
    expect(lu.unconfirmed).toContain('ING Luxembourg');
  });
});

describe('properties', () => {
  const formula = fc.constantFrom(
    { firstRevisionMonths: 12, periodMonths: 12 },
    { firstRevisionMonths: 36, periodMonths: 36 },
    { firstRevisionMonths: 60, periodMonths: 60 },
    { firstRevisionMonths: 120, periodMonths: 60 },
    { firstRevisionMonths: 240, periodMonths: 60 },
    { firstRevisionMonths: 6, periodMonths: 6 },
  );
  const loan = fc
    .record({
      amount: loanAmount,
      rate: annualRate,
      duration: fc.integer({ min: 1, max: 480 }),
      country: fc.constantFrom('BE' as const, 'LUX' as const),
      formula,
      contractCap: fc.option(
        fc.integer({ min: 0, max: 500 }).map((basisPoints) => basisPoints / 100),
        { nil: undefined },
      ),
    })
    .map(({ formula: { firstRevisionMonths, periodMonths }, country, ...rest }) => ({
      ...rest,
      // Belgium refuses periods under a year: those draws become a yearly revision there.
      country,
      firstRevisionMonths: country === 'BE' ? Math.max(12, firstRevisionMonths) : firstRevisionMonths,
      periodMonths: country === 'BE' ? Math.max(12, periodMonths) : periodMonths,
    }));

  it('a stable rate is the plain fixed-rate schedule', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const path = compute(input);
        const stable = scenario(path, 'stable');
        const plain = amortizationSchedule({
          amount: input.amount,
          rate: input.rate,
          duration: input.duration,
          convention: path.convention,
        });
        expect(stable.periods).toHaveLength(1);
        expectRelativelyClose(stable.firstPayment, monthlyPayment({ ...input, convention: path.convention }), 1e-12);
        expectRelativelyClose(stable.totalInterest, plain.totals.interest, 1e-9);
        expectRelativelyClose(stable.totalPaid, plain.totals.payment, 1e-9);
      }),
    );
  });

  it('a higher scenario never costs less, month by month or in total', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const { scenarios } = compute(input);
        for (let index = 1; index < scenarios.length; index++) {
          const lower = scenarios[index - 1] as ScenarioPath;
          const higher = scenarios[index] as ScenarioPath;
          const slack = 1e-9 * Math.max(1, lower.totalInterest);
          expect(higher.totalInterest).toBeGreaterThanOrEqual(lower.totalInterest - slack);
          expect(higher.highestPayment).toBeGreaterThanOrEqual(lower.highestPayment * (1 - 1e-12));
          expect(higher.highestRate).toBeGreaterThanOrEqual(lower.highestRate);
        }
      }),
    );
  });

  it('no scenario exceeds the cap, and Belgium’s early years and double hold', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const path = compute(input);
        for (const item of path.scenarios) {
          for (const period of item.periods) {
            if (path.ceilingRate !== null) expect(period.rate).toBeLessThanOrEqual(path.ceilingRate + 1e-12);
            if (input.contractCap !== undefined) expect(period.rate - input.rate).toBeLessThanOrEqual(input.contractCap + 1e-12);
            if (input.country === 'BE') {
              expect(period.rate).toBeLessThanOrEqual(2 * input.rate + 1e-12);
              if (input.firstRevisionMonths < 36 && period.fromMonth <= 24) expect(period.rate).toBeLessThanOrEqual(input.rate + 1 + 1e-12);
              if (input.firstRevisionMonths < 36 && period.fromMonth <= 36) expect(period.rate).toBeLessThanOrEqual(input.rate + 2 + 1e-12);
            }
          }
        }
        if (path.ceilingRate !== null) expect(path.worst.scenario).toBe('cap');
        if (input.country === 'BE') expect(path.ceilingRate).not.toBeNull();
      }),
    );
  });

  it('the rate changes only at revisions, never before the first, and each scenario repays the amount', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const path = compute(input);
        for (const item of path.scenarios) {
          const [first, ...rest] = item.periods;
          expect(first?.fromMonth).toBe(1);
          expect(first?.rate).toBe(input.rate);
          for (const period of rest) expect(path.revisions).toContain(period.fromMonth - 1);
          expect(item.periods[item.periods.length - 1]?.toMonth).toBe(input.duration);
          expectRelativelyClose(item.totalPaid - item.totalInterest, input.amount, 1e-9);
        }
      }),
    );
  });
});
