import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BORROWER_INSURANCE_LAW } from '../legal/borrower-insurance-law.ts';
import { EARLY_REPAYMENT_PENALTY_RULES, earlyRepaymentPenaltyRule } from '../legal/early-repayment-penalties.ts';
import { legalCeilingUnder, type BelgianCreditForm, type CreditKind, type RateKind } from '../legal/legal-ceiling-rule.ts';
import { belgianMaximumAprs, frenchUsuryThresholds, legalCeilingFor } from '../legal/legal-ceilings.ts';
import { legalMentionsUnder, type AdvertisedCredit } from '../legal/legal-mention-wording.ts';
import { contextMentions, creditWarnings, legalMentionsFor } from '../legal/legal-mentions.ts';
import { compareBorrowerInsurance } from '../use-cases/compare-borrower-insurance.ts';
import { simulateLoan } from '../use-cases/simulate-loan.ts';
import { acquisitionCosts } from './acquisition-costs.ts';
import { acquisitionCostsUnder } from './acquisition-costs-rule.ts';
import { BELGIAN_REGIONS, PROPERTY_TYPES } from './property-purchase.ts';
import { borrowerInsuranceComparisonUnder } from './borrower-insurance-comparison.ts';
import { borrowingCapacity } from './borrowing-capacity.ts';
import { borrowingCapacityUnder } from './borrowing-capacity-rule.ts';
import { calculatorRulesOn, type CalculatorRules } from './calculator-rules.ts';
import { BUYER_PROFILES, COUNTRIES } from './country-rule.ts';
import { COUNTRY_RULES, rulesFor } from './country-rules.ts';
import { earlyRepayment } from './early-repayment.ts';
import { earlyRepaymentUnder } from './early-repayment-rule.ts';
import { INSURANCE_RATE_BASES } from './insurance.ts';
import { loanSimulationUnder } from './loan-simulation.ts';
import { projectReach } from './project-reach.ts';
import { projectReachUnder } from './project-reach-rule.ts';
import { purchaseBudget } from './purchase-budget.ts';
import { purchaseBudgetUnder } from './purchase-budget-rule.ts';
import { annualRate } from './test-arbitraries.test-support.ts';

/** What the browser gets: the rules as the page's loader data carries them, through JSON. */
function sent(date: Date, credit?: AdvertisedCredit): CalculatorRules {
  return JSON.parse(JSON.stringify(calculatorRulesOn(date, credit))) as CalculatorRules;
}

/** Noon local time on a calendar day: the same day for `versionInForce` and for `legalDay`, in any time zone. */
function noon(day: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth, 12);
}

describe('calculatorRulesOn picks each rule of the day', () => {
  it('the French usury thresholds of the quarter, changing at midnight in Luxembourg, Belgium and France', () => {
    const smallConsumerCredit = (rules: CalculatorRules) => rules.ceilings.frenchUsury['consumer-up-to-3000'];
    // 30 June 2025, 23:59:59 in Paris (UTC+2) and the next second, 1 July.
    expect(smallConsumerCredit(calculatorRulesOn(new Date('2025-06-30T21:59:59Z')))).toMatchObject({
      value: 23.24,
      label: 'taux d’usure du 2e trimestre 2025 pour les crédits à la consommation de 3\u202f000\u00a0€ ou moins',
    });
    expect(smallConsumerCredit(calculatorRulesOn(new Date('2025-06-30T22:00:00Z')))).toMatchObject({ value: 23.39 });
    // Before the first sourced quarter and after the last one, none: the check says it is unknown.
    expect(smallConsumerCredit(calculatorRulesOn(noon('2025-03-31')))).toEqual({
      unknown:
        'Le taux d’usure du 1er trimestre 2025 pour les crédits à la consommation de 3\u202f000\u00a0€ ou moins n’est pas dans nos données\u00a0: aucun plafond n’est appliqué.',
    });
    expect(calculatorRulesOn(noon('2026-04-01')).ceilings.frenchUsury.bridge).toHaveProperty('unknown');
  });

  it('the Belgian APR maxima of the day, and the duration table', () => {
    const belgian = (date: Date) => calculatorRulesOn(date).ceilings.belgian!;
    const smallInstalment = (date: Date) => belgian(date).aprs.instalment.find((entry) => entry.band.upTo === 1250)?.ceiling.value;
    expect(smallInstalment(noon('2025-05-31'))).toBe(21.5);
    expect(smallInstalment(noon('2025-06-01'))).toBe(20.5);
    expect(Object.values(belgian(noon('2025-06-01')).aprs).map((bands) => bands.length)).toEqual([3, 3, 3, 3]);
    expect(belgian(noon('2026-06-01')).aprs.leasing).toEqual([]);
    expect(belgian(noon('2026-06-01')).unknownApr).toBe(
      'Le TAEG maximal légal belge en vigueur le 1er juin 2026 n’est pas dans nos données\u00a0: aucun plafond de TAEG n’est appliqué.',
    );
    expect(belgian(noon('2026-06-01')).durations.map((entry) => entry.ceiling.value)).toEqual([18, 24, 30, 36, 42, 48, 60, 84, 120, 240]);
  });

  it('the ceilings of the credit asked for only, and none other', () => {
    const mortgage = calculatorRulesOn(noon('2026-02-15'), 'mortgage').ceilings;
    expect(mortgage.kinds).toEqual(['mortgage']);
    expect(Object.keys(mortgage.frenchUsury)).toEqual([
      'mortgage-fixed-under-10-years',
      'mortgage-fixed-10-to-20-years',
      'mortgage-fixed-20-years-and-more',
      'mortgage-variable',
    ]);
    expect(mortgage.belgian).toBeNull();
    const consumer = calculatorRulesOn(noon('2026-02-15'), 'consolidation').ceilings;
    expect(consumer.kinds).toEqual(['consumer']);
    expect(Object.keys(consumer.frenchUsury)).toEqual(['consumer-up-to-3000', 'consumer-3000-to-6000', 'consumer-over-6000']);
    expect(consumer.belgian?.durations).toHaveLength(10);
    const loan = { market: 'FR' as const, amount: 200_000, durationMonths: 240 };
    expect(legalCeilingUnder(mortgage, { ...loan, kind: 'mortgage' })).toEqual(
      legalCeilingFor({ ...loan, kind: 'mortgage', date: noon('2026-02-15') }),
    );
    expect(() => legalCeilingUnder(mortgage, { ...loan, kind: 'consumer' })).toThrow(RangeError);
  });

  it('each country’s lending rules: France’s HCSF recommendation, then its binding decision', () => {
    expect(calculatorRulesOn(noon('2021-12-31')).lending.FR).toMatchObject({ country: 'FR', validFrom: '2021-01-27' });
    expect(calculatorRulesOn(noon('2022-01-01')).lending.FR).toMatchObject({ country: 'FR', validFrom: '2022-01-01' });
    // Read as `versionInForce` reads a day: half an hour each side of midnight, local time.
    expect(calculatorRulesOn(new Date(2021, 11, 31, 23, 30)).lending.FR.validFrom).toBe('2021-01-27');
    expect(calculatorRulesOn(new Date(2022, 0, 1, 0, 30)).lending.FR.validFrom).toBe('2022-01-01');
    expect(calculatorRulesOn(noon('2026-11-27')).lending).toEqual({
      LUX: rulesFor('LUX', noon('2026-11-27')),
      BE: rulesFor('BE', noon('2026-11-27')),
      FR: rulesFor('FR', noon('2026-11-27')),
    });
  });

  it('the acquisition cost rates of the day of the deed', () => {
    // Luxembourg's Bëllegen Akt: 40 000 € a buyer until 30 June 2025, 30 000 € from 1 July 2025.
    expect(calculatorRulesOn(noon('2025-06-30')).costs.LUX.creditPerBuyer).toBe(40_000);
    expect(calculatorRulesOn(noon('2025-07-01')).costs.LUX.creditPerBuyer).toBe(30_000);
    expect(calculatorRulesOn(new Date(2025, 5, 30, 23, 30)).costs.LUX.creditPerBuyer).toBe(40_000);
    expect(calculatorRulesOn(new Date(2025, 6, 1, 0, 30)).costs.LUX.creditPerBuyer).toBe(30_000);
    // Flanders' sole own home: 3 % in 2024, 2 % from 1 January 2025.
    expect(calculatorRulesOn(noon('2024-12-31')).costs.BE.flandre.ownHomePercent).toBe(3);
    expect(calculatorRulesOn(noon('2025-01-01')).costs.BE.flandre.ownHomePercent).toBe(2);
    // France's departmental duty: 4,5 % until 31 March 2025, 5 % from 1 April 2025 to 31 March 2028.
    expect(calculatorRulesOn(noon('2025-03-31')).costs.FR.taxes.departmentalPercent).toBe(4.5);
    expect(calculatorRulesOn(noon('2025-04-01')).costs.FR.taxes.departmentalPercent).toBe(5);
    expect(calculatorRulesOn(noon('2028-04-01')).costs.FR.taxes.departmentalPercent).toBe(4.5);
  });

  it('the legal mentions of the day: France’s warning changes with CCD2 at midnight, 20 November 2026', () => {
    // 23:00 UTC on 19 November is midnight in Paris (UTC+1).
    expect(calculatorRulesOn(new Date('2026-11-19T22:59:59Z')).mentions.FR.warning?.validFrom).toBe('2010-09-01');
    expect(calculatorRulesOn(new Date('2026-11-19T23:00:00Z')).mentions.FR.warning?.validFrom).toBe('2026-11-20');
    expect(calculatorRulesOn(noon('2026-11-27')).mentions.FR.context.map((entry) => entry.key)).toEqual([
      'consolidation',
      'mortgage-reflection',
      'intermediary',
    ]);
  });

  it('the law on borrower insurance of the day, and the penalty rule of each situation', () => {
    const lemoine = (rules: CalculatorRules) => rules.insuranceLaws.FR.sentences.filter((sentence) => sentence.validFrom === '2022-06-01');
    expect(lemoine(calculatorRulesOn(noon('2022-05-31')))).toEqual([]);
    expect(lemoine(calculatorRulesOn(noon('2022-06-01')))).toHaveLength(3);
    const rules = calculatorRulesOn(noon('2026-11-27'));
    expect(rules.penalties.BE).toEqual(earlyRepaymentPenaltyRule({ country: 'BE', rateKind: 'fixed', date: noon('2026-11-27') }));
    expect(rules.penalties['LUX-variable'].cap).toEqual({ type: 'none' });
  });

  it('is plain data: JSON gives it back unchanged (no Infinity, no date, no function)', () => {
    for (const day of ['2021-06-01', '2025-06-15', '2026-11-27', '2028-06-01'])
      expect(sent(noon(day))).toEqual(calculatorRulesOn(noon(day)));
  });
});

/**
 * Every day a rule changes in core's tables: the properties below look mostly at instants around them (a day each
 * side, and the hours around midnight), where picking the wrong day, or reading a day in the wrong time zone, gives
 * another rule.
 */
const changeDays = [
  ...new Set([
    ...COUNTRIES.flatMap((country) => COUNTRY_RULES[country].map((rule) => rule.validFrom)),
    ...frenchUsuryThresholds.flatMap((entry) => [entry.validFrom, entry.validUntil]),
    ...belgianMaximumAprs.flatMap((entry) => [entry.validFrom, entry.validUntil ?? entry.validFrom]),
    ...Object.values(EARLY_REPAYMENT_PENALTY_RULES).flatMap((rules) => rules.map((rule) => rule.validFrom)),
    ...Object.values(BORROWER_INSURANCE_LAW).flatMap((law) => law.sentences.map((sentence) => sentence.validFrom)),
    ...[...creditWarnings, ...contextMentions].map((entry) => entry.validFrom),
    // Acquisition costs (their tables are the module's own): Luxembourg, Flanders, Wallonia, Brussels, France.
    ...['2023-03-07', '2024-01-01', '2025-07-01', '2025-01-01', '2023-07-01', '2023-04-01', '2025-04-01', '2028-04-01', '2021-01-01'],
  ]),
];
const HOUR = 3_600_000;
const instant = fc.oneof(
  fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
  fc
    .tuple(
      fc.constantFrom(...changeDays),
      fc.oneof(fc.integer({ min: -36 * HOUR, max: 36 * HOUR }), fc.integer({ min: -3 * HOUR, max: 3 * HOUR })),
    )
    .map(([day, offset]) => new Date(Date.parse(`${day}T00:00:00Z`) + offset)),
);
/** The cheap properties look at more instants. */
const MANY = { numRuns: 400 };

const country = fc.constantFrom(...COUNTRIES);
const money = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((cents) => cents / 100);
const insurance = fc.oneof(
  fc.constant(undefined),
  fc.record({
    basis: fc.constantFrom('initial-capital' as const, 'capital-owed' as const),
    rate: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ basis: fc.constant('fixed' as const), monthly: money(0, 200) }),
);
const household = fc.record({
  netMonthlyIncome: money(500, 20_000),
  monthlyCharges: money(0, 3_000),
  rate: annualRate,
  duration: fc.integer({ min: 12, max: 480 }),
  insurance,
});
const purchase = fc.record({
  price: money(10_000, 2_000_000),
  ownFunds: money(0, 500_000),
  country,
  region: fc.constantFrom(...BELGIAN_REGIONS),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  buyers: fc.integer({ min: 1, max: 4 }),
  buyerProfile: fc.constantFrom(...BUYER_PROFILES),
});

describe('the browser’s path gives the server’s answer', () => {
  // The server calls core's functions with the date; the browser applies the rules of that date, as sent in JSON.
  it('borrowing capacity', () => {
    fc.assert(
      fc.property(instant, household, country, (date, input, market) => {
        expect(borrowingCapacityUnder(sent(date).lending, { ...input, country: market })).toEqual(
          borrowingCapacity({ ...input, country: market, date }),
        );
      }),
      MANY,
    );
  });

  it('acquisition costs and the purchase budget', () => {
    fc.assert(
      fc.property(instant, purchase, (date, input) => {
        const rules = sent(date);
        expect(purchaseBudgetUnder(rules, input)).toEqual(purchaseBudget({ ...input, date }));
        const costs = { ...input, primaryResidence: input.buyerProfile !== 'other', firstHome: input.buyerProfile === 'firstTimeBuyer' };
        expect(acquisitionCostsUnder(rules.costs, costs)).toEqual(acquisitionCosts({ ...costs, date }));
      }),
      MANY,
    );
  });

  it('whether the project is within reach, and its smallest changes', () => {
    fc.assert(
      fc.property(instant, purchase, household, (date, input, borrowing) => {
        expect(projectReachUnder(sent(date), { purchase: input, borrowing })).toEqual(
          projectReach({ purchase: { ...input, date }, borrowing }),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('the legal ceiling of a loan', () => {
    const CREDIT_OF: Partial<Record<CreditKind, AdvertisedCredit>> = { consumer: 'consumer', mortgage: 'mortgage' };
    const loan = fc.record({
      market: country,
      kind: fc.constantFrom<CreditKind>('consumer', 'mortgage', 'bridge'),
      amount: money(0, 1_000_000),
      durationMonths: fc.integer({ min: 0, max: 480 }),
      rateKind: fc.constantFrom<RateKind | undefined>(undefined, 'fixed', 'variable'),
      consumerForm: fc.constantFrom<BelgianCreditForm | undefined>(
        undefined,
        'instalment',
        'creditLineWithCard',
        'creditLineWithoutCard',
        'leasing',
      ),
    });
    fc.assert(
      fc.property(instant, loan, (date, query) => {
        expect(legalCeilingUnder(sent(date).ceilings, query)).toEqual(legalCeilingFor({ ...query, date }));
        // And with the ceilings of the page's credit only, as a calculator is sent them.
        const credit = CREDIT_OF[query.kind];
        if (credit) expect(legalCeilingUnder(sent(date, credit).ceilings, query)).toEqual(legalCeilingFor({ ...query, date }));
      }),
      MANY,
    );
  });

  it('an early repayment and its penalty', () => {
    const repayment = fc
      .record({
        amount: money(1_000, 1_000_000),
        rate: annualRate,
        duration: fc.integer({ min: 2, max: 480 }),
        share: fc.double({ min: 0, max: 1.2, noNaN: true }),
        keep: fc.constantFrom('payment' as const, 'duration' as const),
        country,
        rateKind: fc.constantFrom<RateKind>('fixed', 'variable'),
        mainHomeTwoYears: fc.boolean(),
      })
      .chain(({ share, ...loan }) =>
        fc.integer({ min: 1, max: loan.duration - 1 }).map((month) => ({ ...loan, month, repayment: Math.round(loan.amount * share) })),
      );
    fc.assert(
      fc.property(instant, repayment, (date, input) => {
        expect(earlyRepaymentUnder(sent(date), input)).toEqual(earlyRepayment({ ...input, date }));
      }),
    );
  });

  it('the mortgage simulation and the borrower-insurance comparison', () => {
    const terms = fc.record({
      amount: money(100, 2_000_000),
      rate: annualRate,
      duration: fc.integer({ min: 1, max: 480 }),
      country,
      insuranceRate: fc.double({ min: 0, max: 5, noNaN: true }),
      groupRate: fc.double({ min: 0, max: 1, noNaN: true }),
      groupBasis: fc.constantFrom(...INSURANCE_RATE_BASES),
      outsideRate: fc.double({ min: 0, max: 1, noNaN: true }),
      outsideBasis: fc.constantFrom(...INSURANCE_RATE_BASES),
    });
    fc.assert(
      fc.property(instant, terms, (date, input) => {
        const clock = { now: () => date };
        const loan = { ...input, fees: Math.round(input.amount * 0.01) };
        const rules = sent(date);
        expect(loanSimulationUnder(rules.lending, loan)).toEqual(simulateLoan({ clock }, loan));
        expect(borrowerInsuranceComparisonUnder(rules, input)).toEqual(compareBorrowerInsurance({ clock }, input));
      }),
      { numRuns: 30 },
    );
  });

  it('the legal mentions, the representative example included', () => {
    const context = fc.record(
      {
        credit: fc.constantFrom('consumer' as const, 'mortgage' as const, 'consolidation' as const),
        intermediary: fc.constantFrom('Courtier Exemple', ''),
        example: fc.record({
          amount: money(500, 100_000),
          duration: fc.integer({ min: 3, max: 120 }),
          rate: annualRate,
          apr: annualRate,
          monthlyPayment: money(10, 5_000),
          totalDue: money(500, 200_000),
          fees: money(0, 500),
        }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(instant, country, context, (date, market, input) => {
        expect(legalMentionsUnder(sent(date).mentions[market], input)).toEqual(legalMentionsFor({ market, date, context: input }));
      }),
      MANY,
    );
  });
});
