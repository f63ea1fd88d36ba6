/**
 * Published worked examples of loan calculations, recomputed with the finance library.
 *
 * Every figure below is copied as the source prints it (decimal commas turned into points). Each example says
 * which rounding convention its source follows, and where the source contradicts itself the comment says so and
 * the test checks only the part that holds together. Nothing here was adjusted to make a test pass.
 *
 * "Read on 2026-11-22" means the text was read from a stored copy of the page that day; the page itself gives no
 * date unless one is quoted.
 */
import { describe, expect, it } from 'vitest';
import { amortizationSchedule, type MonthRow } from './amortization-schedule.ts';
import { aprFromCashFlows, annualPercentageRate, type CashFlow } from './annual-percentage-rate.ts';
import { monthlyPayment, totalInterest } from './annuity.ts';
import { roundToCent } from './money.ts';

/** n equal instalments at months 1…n, then any listed exceptions replacing single months. */
function instalments(amount: number, count: number, exceptions: Record<number, number> = {}): CashFlow[] {
  return Array.from({ length: count }, (_, i) => ({ amount: exceptions[i + 1] ?? amount, month: i + 1 }));
}

function row(rows: readonly MonthRow[], month: number): MonthRow {
  const found = rows[month - 1];
  if (!found) throw new Error(`no month ${month} in a ${rows.length}-month schedule`);
  return found;
}

/** Cents, truncated: what a source that cuts (instead of rounding) prints. */
const truncateToCent = (euros: number) => Math.floor(euros * 100 + 1e-9) / 100;
/** Whole euros, rounded half-up, for sources that print no cents. */
const roundToEuro = (euros: number) => Math.round(euros);

// ───────────────────────────────────────────────────────────────────────── France ──

describe('published examples — France (nominal convention: monthly rate = rate / 12)', () => {
  /*
   * Source: https://e-immobilier.credit-agricole.fr/faq/reglementation-du-pret-immobilier/quelles-informations-juridiques-et-reglementaires-doivent-contenir-un-pret-immobilier%23faq-question-2108
   * Publisher: Crédit Agricole (e-immobilier.credit-agricole.fr), FAQ « Quelles informations juridiques et
   * réglementaires doivent contenir un prêt immobilier ? ». Page undated; read on 2026-11-22.
   * Quoted: « Pour un prêt immobilier d'un montant total de 100 000 € décaissé en une seule fois, d'une durée
   * totale de 180 mois soit 15 années, le remboursement s'effectue en 179 mensualités de 686,83 €, et une dernière
   * ajustée de 686,61 €. Taux débiteur fixe de 2 %. Taux Annuel Effectif Global (TAEG) fixe : 3,37 %, assurance
   * emprunteur obligatoire et frais de dossier compris. Coût total du crédit : 26 319,18 € €. Montant total dû de
   * 126 319,18 € dont 15 831,58 € d'intérêts, 800 € de frais de dossier, assurance de 7 797,60 €, frais de
   * garantie de 1 890 €. »
   * Reading: the instalments include the insurance, 7 797,60 / 180 = 43,32 € a month (fixed premium). Fees paid at
   * the start: 800 + 1 890 = 2 690 €, both in the TAEG.
   * Rounding: banking table — payment rounded once to the cent (643,51 + 43,32 = 686,83), each month's interest
   * rounded to the cent, last instalment adjusted (643,29 + 43,32 = 686,61); TAEG to two decimals;
   * total due = Σ instalments + fees.
   */
  const creditAgricole = {
    amount: 100_000,
    rate: 2,
    duration: 180,
    fees: 800 + 1_890,
    insurance: { basis: 'fixed', monthly: 43.32 } as const,
    published: {
      instalment: 686.83,
      lastInstalment: 686.61,
      taeg: 3.37,
      interest: 15_831.58,
      insurance: 7_797.6,
      totalCost: 26_319.18,
      totalDue: 126_319.18,
    },
  };

  it('Crédit Agricole — prêt immobilier 100 000 € / 180 mois / 2 %, TAEG 3,37 % with fees and insurance', () => {
    const { amount, rate, duration, fees, insurance, published } = creditAgricole;
    const schedule = amortizationSchedule({ amount, rate, duration, insurance, mode: 'banking' });
    expect(row(schedule.months, 1).repayment).toBe(published.instalment);
    expect(row(schedule.months, 179).repayment).toBe(published.instalment);
    expect(row(schedule.months, 180).repayment).toBe(published.lastInstalment);
    expect(schedule.totals.interest).toBe(published.interest);
    expect(schedule.totals.insurance).toBe(published.insurance);
    expect(roundToCent(schedule.totals.repayment + fees)).toBe(published.totalDue);
    expect(roundToCent(schedule.totals.repayment + fees - amount)).toBe(published.totalCost);
    expect(annualPercentageRate({ amount, rate, duration, fees, insurance })).toBe(published.taeg);
  });

  /*
   * Source: https://csf.fr/jcms/pro1_87299
   * Publisher: CSF (Crédit Social des Fonctionnaires), « Le Guide de l'immobilier — Un exemple représentatif ».
   * Page undated (« ne reflète pas les conditions en vigueur à l'instant t »); read on 2026-11-22.
   * Quoted: « Pour un prêt de 150 000 € sur 20 ans (soit 240 mensualités) décaissé en une seule fois […]
   * Taux nominal 20 ans : 1,65% (taux indicatif) / TAEG : 2,33% / Nombre de mensualités : 240 mensualités /
   * Mensualités (hors assurance) : 734,21 € / Mensualités (avec assurance) : 770,96 € / Frais de garantie : 2350 € /
   * Montant des frais de dossier : 0 € / Coût total de l'assurance : 8820 € / Coût total du crédit avec assurance :
   * 35 030,40 € […] / Montant total dû par l'emprunteur avec assurance : 185 030,40 €. »
   * Rounding: payment rounded to the cent; totals = rounded instalment × 240 (no last-instalment adjustment).
   * Inconsistent: the 2 350 € guarantee is listed but left out of the total cost and total due
   * (240 × 770,96 = 185 030,40 = 150 000 + 35 030,40). The TAEG 2,33 % is not reproducible from the stated figures:
   * with the guarantee paid at the start and 36,75 € of insurance a month the TAEG is 2,37 %, without the guarantee
   * 2,19 %. Only the instalments and the « rounded instalment × n » totals are tested.
   */
  const csf = {
    amount: 150_000,
    rate: 1.65,
    duration: 240,
    insuranceMonthly: 8_820 / 240,
    published: { payment: 734.21, instalmentWithInsurance: 770.96, insurance: 8_820, totalCost: 35_030.4, totalDue: 185_030.4 },
  };

  it('CSF — prêt immobilier 150 000 € / 240 mois / 1,65 %: instalment and totals (TAEG inconsistent, not tested)', () => {
    const { amount, rate, duration, insuranceMonthly, published } = csf;
    const payment = roundToCent(monthlyPayment({ amount, rate, duration }));
    expect(payment).toBe(published.payment);
    expect(roundToCent(payment + insuranceMonthly)).toBe(published.instalmentWithInsurance);
    const schedule = amortizationSchedule({
      amount,
      rate,
      duration,
      insurance: { basis: 'fixed', monthly: insuranceMonthly },
      mode: 'banking',
    });
    expect(row(schedule.months, 1).repayment).toBe(published.instalmentWithInsurance);
    expect(schedule.totals.insurance).toBe(published.insurance);
    // The source's own convention: rounded instalment × 240.
    expect(roundToCent(published.instalmentWithInsurance * duration)).toBe(published.totalDue);
    expect(roundToCent(published.instalmentWithInsurance * duration - amount)).toBe(published.totalCost);
  });

  /*
   * Source: https://vap-vap.be/comprendre-le-pret-travaux-1305
   * Publisher: vap-vap.be, « Comprendre le prêt travaux par l'exemple » (a comparison site; the examples use the
   * French nominal convention). Page undated; read on 2026-11-22.
   * Quoted: « Un prêt travaux de 5 000 € remboursable sur 48 mois — Pour un TAEG fixe de 6,9 % et un taux débiteur
   * fixe de 6,69 %, vous aurez à rembourser une mensualité de 119,01 €. […] le montant total dû est estimé à
   * 5712,48 €, soit des intérêts d'une valeur de 712,48 €. »
   * Rounding: payment rounded to the cent; total due = rounded payment × 48; TAEG to one decimal.
   */
  const vapVapTravaux5000 = {
    amount: 5_000,
    rate: 6.69,
    duration: 48,
    published: { payment: 119.01, taeg: 6.9, totalDue: 5_712.48, interest: 712.48 },
  };

  it('vap-vap.be — prêt travaux 5 000 € / 48 mois / 6,69 %: mensualité 119,01 €, TAEG 6,9 %', () => {
    const { amount, rate, duration, published } = vapVapTravaux5000;
    const payment = roundToCent(monthlyPayment({ amount, rate, duration }));
    expect(payment).toBe(published.payment);
    expect(roundToCent(payment * duration)).toBe(published.totalDue);
    expect(roundToCent(payment * duration - amount)).toBe(published.interest);
    expect(annualPercentageRate({ amount, rate, duration }, { decimals: 1 })).toBe(published.taeg);
  });

  /*
   * Source: https://vap-vap.be/comprendre-le-pret-travaux-1305 (same page as above).
   * Quoted: « Un prêt travaux de 10 000 € remboursable sur 60 mois — Avec ce type de prêt, vous aurez un taux annuel
   * débiteur fixe de 5,50 %, soit un TAEG fixe de 6,07 % pour un remboursement sur 59 mensualités à hauteur de
   * 192,91 €, ainsi qu'une mensualité de 193,10 € pour un coût total dû de 11 574,79 €. En ce qui concerne
   * l'assurance, vous devez prévoir 6,50 € par mois […] l'assurance vous coutera 390,00 € avec un Taux Annuel
   * Effectif de l'Assurance (TAEA) de 1,47 %. »
   * Rounding: TAEG and TAEA to two decimals; TAEA = TAEG with insurance − TAEG without (unrounded difference).
   * Inconsistent: 192,91 € is not the instalment of 10 000 € over 60 months at 5,50 % nominal (that is 191,01 €; the
   * instalment implies about 5,91 %). The cash flows themselves agree with the TAEG, the total and the TAEA, so those
   * are tested with aprFromCashFlows; the 5,50 % is not used.
   */
  const vapVapTravaux10000 = {
    amount: 10_000,
    flows: instalments(192.91, 60, { 60: 193.1 }),
    insuranceMonthly: 6.5,
    published: { taeg: 6.07, taea: 1.47, totalDue: 11_574.79, insurance: 390 },
  };

  it('vap-vap.be — prêt travaux 10 000 € / 60 mois: TAEG 6,07 % and TAEA 1,47 % from the published instalments', () => {
    const { amount, flows, insuranceMonthly, published } = vapVapTravaux10000;
    const drawdowns = [{ amount, month: 0 }];
    expect(roundToCent(flows.reduce((sum, flow) => sum + flow.amount, 0))).toBe(published.totalDue);
    expect(roundToCent(insuranceMonthly * flows.length)).toBe(published.insurance);
    expect(aprFromCashFlows({ drawdowns, payments: flows })).toBe(published.taeg);
    const withInsurance = flows.map((flow) => ({ amount: flow.amount + insuranceMonthly, month: flow.month }));
    const taea =
      aprFromCashFlows({ drawdowns, payments: withInsurance }, { decimals: null }) -
      aprFromCashFlows({ drawdowns, payments: flows }, { decimals: null });
    expect(roundToCent(taea)).toBe(published.taea);
  });

  /*
   * Source: http://www.cosi-immobilier.com/html/loan-calculator_2013.php?action=calc&loan_amount=422000
   * Publisher: cosi-immobilier.com, loan calculator result page (« Synthèse » and table). Undated; read on 2026-11-22.
   * Quoted: « Montant emprunté: 422 000 EUR / Durée: 25 années / Taux annuel: 3% / périodicité: mensuel /
   * paiement mensuel : 2 001 EUR / Total: 600 352EUR / Total des intérêts: 178 352EUR / Périodes: 300 » and the first
   * rows « 1 1 055 EUR 946 EUR 2 001 EUR 421 054 EUR / 2 1 053 EUR 949 EUR 2 001 EUR 420 105 EUR ».
   * Rounding: every figure is the unrounded table value shown to the whole euro (total = exact payment × 300).
   */
  const cosi = {
    amount: 422_000,
    rate: 3,
    duration: 300,
    published: {
      payment: 2_001,
      total: 600_352,
      interest: 178_352,
      rows: [
        [1, 1_055, 946, 421_054],
        [2, 1_053, 949, 420_105],
      ] as const,
    },
  };

  it('cosi-immobilier.com — 422 000 € / 25 ans / 3 %: 2 001 €/mois and first rows of the table (to the euro)', () => {
    const { amount, rate, duration, published } = cosi;
    expect(roundToEuro(monthlyPayment({ amount, rate, duration }))).toBe(published.payment);
    expect(roundToEuro(totalInterest({ amount, rate, duration }))).toBe(published.interest);
    expect(roundToEuro(totalInterest({ amount, rate, duration }) + amount)).toBe(published.total);
    const schedule = amortizationSchedule({ amount, rate, duration, mode: 'exact' });
    for (const [month, interest, principal, rest] of published.rows) {
      const r = row(schedule.months, month);
      expect([roundToEuro(r.interestPayment), roundToEuro(r.debtPayment), roundToEuro(r.debtRest)]).toEqual([interest, principal, rest]);
    }
  });
});

// ───────────────────────────────────────────────────────────────────── Luxembourg ──

describe('published examples — Luxembourg', () => {
  /*
   * Source: https://docslib.org/doc/12697211/our-financing-solutions-for-your-project
   * Publisher: BGL BNP Paribas, leaflet « Our financing solutions for your project » (copy on docslib.org).
   * Undated; read on 2026-11-22.
   * Quoted: « HYPOTHETICAL EXAMPLE For a 48-month loan totalling EUR 15.000, with a fixed debit rate of 2,90%
   * annually, you will repay 48 instalments of EUR 331.35 (not counting optional insurance). No application fees.
   * Fixed APR (Annual Percentage Rate): 2,98% annually (as long as you have an "Essentiel" offer and your salary
   * account is domiciled at our bank). Total amount due by the borrower: EUR 15.904,80. »
   * Rounding: payment rounded to the cent; total due = rounded payment × 48.
   * Inconsistent: with no fees the APR of 2,90 % nominal is 2,94 %, not 2,98 %; the gap presumably is the cost of the
   * « Essentiel » package, which the leaflet does not state. The APR is not tested.
   */
  const bglPersonal = { amount: 15_000, rate: 2.9, duration: 48, published: { payment: 331.35, totalDue: 15_904.8 } };

  it('BGL BNP Paribas — personal loan 15 000 € / 48 months / 2,90 %: instalment 331,35 € (APR inconsistent, not tested)', () => {
    const { amount, rate, duration, published } = bglPersonal;
    const payment = roundToCent(monthlyPayment({ amount, rate, duration }));
    expect(payment).toBe(published.payment);
    expect(roundToCent(payment * duration)).toBe(published.totalDue);
  });

  /*
   * Source: https://www.bgl.lu/en/bank/pages-techniques-2/mentions-legales-simulateur.htm
   * Publisher: BGL BNP Paribas, legal notice of the mortgage simulator. Undated; read on 2026-11-22.
   * Quoted: « Example: for an amortised mortgage intended for the purchase of a main residence of EUR 300,000, fully
   * disbursed in a single sum, repayable over 20 years, at a fixed interest rate of 1.80%, the borrower will repay
   * 240 monthly instalments of EUR 1,494.63 (excluding optional insurance). Fixed annual effective interest rate:
   * 1.89% per annum (subject to paying income into an account held at our bank and taking out credit protection
   * insurance with Cardif Lux ie [sic, as in the stored copy]). Total amount owed by the borrower: EUR 359,711.20 including a single advance
   * commission of EUR 1,000, with the account holding fee and administrative fees offered free of charge. »
   * Rounding: total = 240 × instalment + commission; APR to two decimals.
   * Inconsistent: 1 494,63 € is not the instalment of 300 000 € over 240 months at 1,80 % nominal (1 489,40 €; the
   * instalment implies about 1,837 %). The published cash flows (300 000 lent, 1 000 paid at the start, 240 × 1 494,63)
   * do give the published APR 1,89 %, so that is what is tested.
   */
  const bglMortgage = { amount: 300_000, fee: 1_000, flows: instalments(1_494.63, 240), published: { apr: 1.89, totalDue: 359_711.2 } };

  it('BGL BNP Paribas — mortgage 300 000 € / 240 months with a 1 000 € commission: APR 1,89 % from the published flows', () => {
    const { amount, fee, flows, published } = bglMortgage;
    expect(roundToCent(flows.reduce((sum, flow) => sum + flow.amount, 0) + fee)).toBe(published.totalDue);
    expect(aprFromCashFlows({ drawdowns: [{ amount, month: 0 }], payments: [{ amount: fee, month: 0 }, ...flows] })).toBe(published.apr);
    // Without the commission the same instalments give a lower rate: the fee is what lifts the APR.
    expect(aprFromCashFlows({ drawdowns: [{ amount, month: 0 }], payments: flows })).toBeLessThan(published.apr);
  });

  /*
   * Source: https://www.bcee.lu/en/private-customers/information-help/exemples-types/typical-example/
   * Publisher: Banque et Caisse d'Epargne de l'Etat (Spuerkeess), « Typical example ». Undated; read on 2026-11-22.
   * Quoted: « A personal ZEBRA Premium loan of EUR 10.000,00 with a nominal interest rate of 2,8011 % and a loan
   * term of 36 months is reimbursable by monthly instalments of EUR 291,30. No application fees are due. The
   * effective annual percentage rate is 3,15 %. The total amount to be refunded is EUR 10 486,67 (costs for an
   * optional insurance excluded). »
   * Rounding: APR to two decimals; the total implies a last instalment of 10 486,67 − 35 × 291,30 = 291,17
   * (36 × 291,30 would be 10 486,80) — that last instalment is derived here, not printed by BCEE.
   * Inconsistent: 291,30 € is not the instalment of 10 000 € at 2,8011 % nominal (289,94 €; the instalment implies
   * about 3,11 %). The cash flows (35 × 291,30 + 291,17) give the published APR 3,15 %, which is what is tested.
   */
  const bceePersonal = {
    amount: 10_000,
    flows: instalments(291.3, 36, { 36: roundToCent(10_486.67 - 35 * 291.3) }),
    published: { apr: 3.15, total: 10_486.67 },
  };

  it('BCEE — personal loan 10 000 € / 36 months: APR 3,15 % from the published instalments (nominal rate inconsistent)', () => {
    const { amount, flows, published } = bceePersonal;
    expect(roundToCent(flows.reduce((sum, flow) => sum + flow.amount, 0))).toBe(published.total);
    expect(aprFromCashFlows({ drawdowns: [{ amount, month: 0 }], payments: flows })).toBe(published.apr);
  });
});

// ──────────────────────────────────────────────────────── Belgium (equivalent convention) ──

describe('published examples — Belgium (equivalent convention: monthly rate = (1 + rate)^(1/12) − 1)', () => {
  /*
   * Source: https://www.xn--prt-personnel-qhb.be/comparaison/ (prêt-personnel.be)
   * Publisher: prêt-personnel.be, comparison page. Undated; read on 2026-11-22.
   * Quoted: « Exemple représentatif: en souscrivant à un prêt personnel tous buts de 10.000€ à rembourser en 48 mois
   * avec un TAEG de 10,00% (taux débiteur annuel fixe de 10,00%), vous devrez rembourser 48 mensualités de 251,56€.
   * Le montant total dû sera donc de 12.074,88€. »
   * Rounding: payment rounded to the cent; total due = rounded payment × 48; TAEG to two decimals (equal to the
   * debit rate because there are no fees and the monthly rate is the equivalent one).
   */
  const pretPersonnelBe = { amount: 10_000, rate: 10, duration: 48, published: { payment: 251.56, taeg: 10, totalDue: 12_074.88 } };

  it('prêt-personnel.be — prêt personnel 10 000 € / 48 mois / 10,00 %: 251,56 €, TAEG 10,00 %', () => {
    const { amount, rate, duration, published } = pretPersonnelBe;
    const payment = roundToCent(monthlyPayment({ amount, rate, duration, convention: 'equivalent' }));
    expect(payment).toBe(published.payment);
    expect(roundToCent(payment * duration)).toBe(published.totalDue);
    expect(annualPercentageRate({ amount, rate, duration, convention: 'equivalent' })).toBe(published.taeg);
  });

  /*
   * Source: https://wallfin.be/blog-credit-pret-personnel/taux-interet-taeg-liege.html
   * Publisher: Wallfin (Belgian credit broker), blog « taux d'intérêt / TAEG ». Undated; read on 2026-11-22.
   * Quoted: « Exemple représentatif : prêt à tempérament de 10.001€ remboursable en 60 mensualités au Taux Annuel
   * Effectif Global de 11% (taux débiteur actuariel fixe : 11%). Cela signifie 60 mensualités de 214,86€, soit un
   * montant total à rembourser de 12.891,60€. »
   * Rounding: the source truncates the instalment to the cent: the equivalent-convention instalment is 214,8689…,
   * which rounds to 214,87 but is printed 214,86; total = printed instalment × 60. The test checks the truncated
   * value, and that ordinary rounding would have given 214,87.
   */
  const wallfin = { amount: 10_001, rate: 11, duration: 60, published: { payment: 214.86, totalDue: 12_891.6, taeg: 11 } };

  it('Wallfin — prêt à tempérament 10 001 € / 60 mois / 11 %: 214,86 € (instalment truncated to the cent)', () => {
    const { amount, rate, duration, published } = wallfin;
    const exact = monthlyPayment({ amount, rate, duration, convention: 'equivalent' });
    expect(truncateToCent(exact)).toBe(published.payment);
    expect(roundToCent(exact)).toBe(214.87);
    expect(roundToCent(published.payment * duration)).toBe(published.totalDue);
    expect(annualPercentageRate({ amount, rate, duration, convention: 'equivalent' })).toBe(published.taeg);
  });

  /*
   * Source: http://forum.comptable.be/viewtopic.php?id=3278
   * Publisher: forum.comptable.be, thread « Question TAEG », answer by « el.dorador » posted 2005-01-07.
   * Quoted: question « montant 3701 € / durée 36 mois / TAEG 15.50 % / montant mensuel à rembourser 127.38 € »;
   * answer « Comme le remboursement est mensuel, on convertit le TAEG en taux mensuel => (1 + i) = (1 + m)^12 […]
   * donc m = 0,01208075 soit un taux mensuel de 1,208075184 % […] = 127,38 € ».
   * Rounding: like Wallfin, the source truncates: the instalment is 127,3864…, printed 127,38, and the monthly
   * rate is 1,20807518477…, printed 1,208075184.
   */
  const forumComptable = { amount: 3_701, rate: 15.5, duration: 36, published: { payment: 127.38, monthlyRatePercent: 1.208075184 } };

  it('forum.comptable.be — 3 701 € / 36 mois / TAEG 15,50 %: 127,38 € (equivalent monthly rate 1,208075184 %)', () => {
    const { amount, rate, duration, published } = forumComptable;
    // A one-month loan of 100 repays 100 × (1 + m): the payment minus 100 is the monthly rate in percent.
    const monthlyRatePercent = monthlyPayment({ amount: 100, rate, duration: 1, convention: 'equivalent' }) - 100;
    // The forum cuts this rate too: 1,2080751847… is printed 1,208075184 (nine decimals, truncated).
    expect(Math.floor(monthlyRatePercent * 1e9) / 1e9).toBe(published.monthlyRatePercent);
    const exact = monthlyPayment({ amount, rate, duration, convention: 'equivalent' });
    expect(truncateToCent(exact)).toBe(published.payment);
  });
});

// ─────────────────────────────────── United Kingdom (annual rate quoted as an effective rate) ──

describe('published examples — United Kingdom representative examples (equivalent convention)', () => {
  /*
   * Source: https://www.moneysavingexpert.com/loans/personal-loans-apr-examples/
   * Publisher: MoneySavingExpert, « Representative APR examples — Official personal loan APRs » (lenders' own
   * representative examples). Two stored copies carry this example, one undated (quoted here) and one headed
   * « Updated June 2018 »; read on 2026-11-22.
   * Quoted (The AA, members): « If you borrow £16,000 over 3 years at a Representative APR of 3% fixed and an annual
   * interest rate of 3% you would pay: Monthly payment: £465.01 / Total charge for credit: £740.50 / Total amount
   * you repay: £16,740.50 »
   * Reading: UK lenders quote the annual interest rate as an effective rate, so APR = rate with no fees and the
   * monthly rate is the equivalent one (the nominal convention gives £465.30).
   * Rounding: payment to the penny; total = unrounded payment × 36, rounded (36 × 465.01 would be 16,740.36);
   * APR to one decimal (FCA CONC).
   */
  const aa = { amount: 16_000, rate: 3, duration: 36, published: { payment: 465.01, totalCharge: 740.5, totalRepay: 16_740.5, apr: 3 } };

  it('MoneySavingExpert / The AA — £16,000 over 3 years at 3 %: £465.01 a month, £16,740.50 in total, APR 3 %', () => {
    const { amount, rate, duration, published } = aa;
    const terms = { amount, rate, duration, convention: 'equivalent' } as const;
    expect(roundToCent(monthlyPayment(terms))).toBe(published.payment);
    expect(roundToCent(totalInterest(terms))).toBe(published.totalCharge);
    expect(roundToCent(totalInterest(terms) + amount)).toBe(published.totalRepay);
    expect(annualPercentageRate(terms, { decimals: 1 })).toBe(published.apr);
  });

  /*
   * Source: https://www.moneysavingexpert.com/loans/personal-loans-apr-examples/ (same page and copy as above).
   * Quoted (Admiral, £3,000 – £4,999): « If you borrow £3,700 over 3 years at a Representative APR of 6.7% fixed and
   * an annual interest rate of 6.7% fixed you would pay: Monthly payment: £113.41 / Total charge for credit:
   * £382.61 / Total amount you repay: £4,082.61 »
   * Rounding: as The AA's — total = unrounded payment × 36, rounded (36 × 113.41 would be 4,082.76); APR one decimal.
   */
  const admiral = {
    amount: 3_700,
    rate: 6.7,
    duration: 36,
    published: { payment: 113.41, totalCharge: 382.61, totalRepay: 4_082.61, apr: 6.7 },
  };

  it('MoneySavingExpert / Admiral — £3,700 over 3 years at 6.7 %: £113.41 a month, £4,082.61 in total', () => {
    const { amount, rate, duration, published } = admiral;
    const terms = { amount, rate, duration, convention: 'equivalent' } as const;
    expect(roundToCent(monthlyPayment(terms))).toBe(published.payment);
    expect(roundToCent(totalInterest(terms))).toBe(published.totalCharge);
    expect(roundToCent(totalInterest(terms) + amount)).toBe(published.totalRepay);
    expect(annualPercentageRate(terms, { decimals: 1 })).toBe(published.apr);
  });

  /*
   * Source: http://www.moneysavingexpert.com/loans/personal-loans-apr-examples (another, undated copy of the page,
   * at the http:// address, with different lenders' figures).
   * Publisher: MoneySavingExpert; read on 2026-11-22.
   * Quoted (The AA, loans over £15,000): « If you borrow £16,000 over 3 years at a Representative APR of 5.8% fixed
   * and an annual interest rate of 5.8% you would pay: Monthly payment: £484.23 / Total charge for credit:
   * £1,432.28 / Total amount you repay: £17,432.28 »
   * Rounding: unlike the two above, total = rounded payment × 36 (the unrounded payment × 36 is 17,432.18).
   */
  const aaHttpCopy = {
    amount: 16_000,
    rate: 5.8,
    duration: 36,
    published: { payment: 484.23, totalCharge: 1_432.28, totalRepay: 17_432.28, apr: 5.8 },
  };

  it('MoneySavingExpert / The AA (http copy) — £16,000 over 3 years at 5.8 %: £484.23 a month, total = payment × 36', () => {
    const { amount, rate, duration, published } = aaHttpCopy;
    const terms = { amount, rate, duration, convention: 'equivalent' } as const;
    const payment = roundToCent(monthlyPayment(terms));
    expect(payment).toBe(published.payment);
    expect(roundToCent(payment * duration)).toBe(published.totalRepay);
    expect(roundToCent(payment * duration - amount)).toBe(published.totalCharge);
    expect(annualPercentageRate(terms, { decimals: 1 })).toBe(published.apr);
  });
});

// ──────────────────────────────────────────────────────── Textbook and reference examples ──

describe('published examples — reference documentation and teaching material', () => {
  /*
   * Source: https://help.adobe.com/en_US/livecycle/10.0/DesignerFormCalcRef/WS92d06802c76abadb-32254d55129f5ee7c98-7fe8.html
   * Publisher: Adobe, LiveCycle Designer ES3 (10.0) FormCalc reference, function « Apr ». Read on 2026-11-22.
   * Quoted: « Apr(35000, 269.50, 360) — 0.08515404566 for a $35,000 loan repaid at $269.50 a month for 30 years. »
   * « Note: […] This function calculates an interest rate based on U.S. interest rate standards. »
   * Reading: the U.S. APR is the nominal annual rate (12 × the monthly rate), so 8.515404566 % with the nominal
   * convention must give back the payment of $269.50.
   */
  const formCalcMortgage = { amount: 35_000, rate: 8.515404566, duration: 360, published: { payment: 269.5 } };

  it('Adobe FormCalc Apr — $35,000 over 360 months at 8.515404566 % (U.S. nominal APR): $269.50 a month', () => {
    const { amount, rate, duration, published } = formCalcMortgage;
    expect(roundToCent(monthlyPayment({ amount, rate, duration }))).toBe(published.payment);
  });

  /*
   * Source: same Adobe FormCalc page as above.
   * Quoted: « Apr(210000 * 0.75, 850 + 110, 25 * 26) — 0.07161332404 »: 157 500 lent, 650 payments of 960.
   * Reading: the function treats every period as a month (nominal rate = 12 × periodic rate), so 7.161332404 %
   * nominal over 650 periods must give back a payment of 960.
   */
  const formCalcSecond = { amount: 210_000 * 0.75, rate: 7.161332404, duration: 25 * 26, published: { payment: 850 + 110 } };

  it('Adobe FormCalc Apr — 157,500 over 650 periods at 7.161332404 %: payment 960', () => {
    const { amount, rate, duration, published } = formCalcSecond;
    expect(roundToCent(monthlyPayment({ amount, rate, duration }))).toBe(published.payment);
  });

  /*
   * Source: http://www.fsmq.org/data/files/feb08afisaapr2si-10623.DOC
   * Publisher: fsmq.org (Free-Standing Mathematics Qualification teaching resources, UK), « APR » activity; the file
   * name suggests February 2008. Read on 2026-11-22.
   * Quoted: « Example: A loan of 5000 is repaid in three equal annual instalments of 2000. The APR is quoted as 9.7%.
   * Is this correct? […] C = 1823.15 + 1661.95 + 1514.99 = 5000.09 […] When i = 0.0965 C = 5005; When i = 0.0975
   * C = 4996 […] So the APR must lie between 9.65% and 9.75% i.e. the APR is 9.7% correct to 1 decimal place. »
   * Rounding: APR to one decimal.
   */
  const fsmq = { drawdown: 5_000, flows: [12, 24, 36].map((month) => ({ amount: 2_000, month })), published: { apr: 9.7 } };

  it('fsmq.org — 5000 repaid by three annual instalments of 2000: APR 9.7 %', () => {
    const { drawdown, flows, published } = fsmq;
    const cashFlows = { drawdowns: [{ amount: drawdown, month: 0 }], payments: flows };
    expect(aprFromCashFlows(cashFlows, { decimals: 1 })).toBe(published.apr);
    const unrounded = aprFromCashFlows(cashFlows, { decimals: null });
    expect(unrounded).toBeGreaterThan(9.65);
    expect(unrounded).toBeLessThan(9.75);
  });
});
