import { writeFileSync } from 'node:fs';
import {
  calculatorRulesOn,
  consolidationRulesOn,
  countryComparisonRulesOn,
  formatEuros,
  frenchZeroRateLoanRulesOn,
  luxembourgHousingAidRulesOn,
  formatPercent,
  renegotiationRulesOn,
  variableRateLimit,
  type SimulationReport,
} from '@pretscope/core';
import { createSimulationReportRenderer } from '@pretscope/ebook-pdfkit';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../../adapters/ebook-pdfkit/src/read-pdf-text.test-support.ts';
import { borrowerInsuranceReport } from './borrower-insurance-report.server.ts';
import { BORROWER_INSURANCE_DEFAULTS, borrowerInsuranceView, INSURANCE_NOTE } from './borrower-insurance-view.ts';
import { borrowReport } from './borrow-report.server.ts';
import { BORROW_DEFAULTS, borrowView } from './borrow-view.ts';
import { aidPurchase, housingAidsView } from './housing-aids-view.ts';
import { AID_DEFAULTS } from './borrow-fields.ts';
import { SIMULATION_PDF_NAMES, SIMULATION_REPORTS } from './simulation-reports.server.ts';
import { capacityReport } from './capacity-report.server.ts';
import { CAPACITY_PAGE_DEFAULTS, capacityView } from './capacity-page-view.ts';
import { consolidationReport } from './consolidation-report.server.ts';
import { CONSOLIDATION_DEFAULTS, CONSOLIDATION_NOTE, consolidationView, type MarketOffer } from './consolidation-view.ts';
import { countryComparisonReport } from './country-comparison-report.server.ts';
import { COMPARISON_DEFAULTS, comparisonSummary, comparisonView } from './country-comparison-view.ts';
import { cryptoReport } from './crypto-report.server.ts';
import { CRYPTO_DEFAULTS, cryptoView, liquidationNote } from './crypto.ts';
import { earlyRepaymentReport } from './early-repayment-report.server.ts';
import { EARLY_REPAYMENT_DEFAULTS, earlyRepaymentNote, earlyRepaymentView } from './early-repayment-view.ts';
import { loanSolverReport } from './loan-solver-report.server.ts';
import { LOAN_SOLVER_DEFAULTS, loanSolverView } from './loan-solver-view.ts';
import { renegotiationReport } from './renegotiation-report.server.ts';
import { RENEGOTIATION_DEFAULTS, renegotiationView } from './renegotiation-view.ts';
import { lawOn } from './report-law.test-support.ts';
import { variableRateReport } from './variable-rate-report.server.ts';
import { VARIABLE_RATE_DEFAULTS, variableRateFigures, variableRateView, type FixedOffer } from './variable-rate-view.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const law = lawOn(NOW);
const context = { law, url: 'https://pretscope.example/outil?x=1' };
const day = calculatorRulesOn(NOW, 'mortgage');

/** A figure of the report by its label. */
const figure = (report: SimulationReport | null, label: string) => report?.figures.find((fact) => fact.label === label)?.value;

/**
 * Each report is drawn by the PDF adapter and read back: it opens, and holds its headline and figures. With PDF_OUT
 * set, the file is also written there (to look at it as an image).
 */
async function drawn(report: SimulationReport | null, name: string): Promise<string> {
  expect(report).not.toBeNull();
  const pdf = await createSimulationReportRenderer({ compress: false }).render(report!);
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${name}.pdf`, pdf);
  const { text } = readPdfText(pdf);
  const plain = (value: string) => value.replace(/\s+/g, ' ');
  expect(text).toContain(plain(report!.headline));
  for (const fact of report!.figures) expect(text).toContain(plain(fact.value));
  return text;
}

describe('loanSolverReport (the calculette)', () => {
  const values = { ...LOAN_SOLVER_DEFAULTS, pays: 'FR', montant: '200000', taux: '3,5', duree: '', mensualite: '1200' };
  const view = loanSolverView(values, law);
  const report = loanSolverReport(values, view, context);

  it('gives the computed field and the three typed, worded as the page words them', async () => {
    const solved = view.solved!;
    expect(report?.headline).toBe(`Durée calculée\u00a0: ${figure(report, 'Durée')}`);
    expect(figure(report, 'Mensualité')).toBe(formatEuros(solved.payment));
    expect(figure(report, 'Taux annuel')).toBe(formatPercent(solved.rate));
    expect(report?.assumptions).toContainEqual({ label: 'Durée', value: 'à calculer' });
    expect(report?.notes[0]).toMatch(/^Soit \d+\u00a0mensualités pleines/);
    expect(report?.sources[0]?.source).toBe(law.rules.lending.FR.source);
    expect(report?.mentions[0]?.label).toBe(law.mentions.FR.mentions.warning?.text);
    await drawn(report, 'calculette');
  });

  it('is null for refused inputs and when no loan fits', () => {
    const refused = { ...values, montant: '' };
    expect(loanSolverReport(refused, loanSolverView(refused, law), context)).toBeNull();
    const none = { ...values, mensualite: '10' };
    expect(loanSolverView(none, law).refusal).not.toBeNull();
    expect(loanSolverReport(none, loanSolverView(none, law), context)).toBeNull();
  });
});

describe('cryptoReport', () => {
  const consumer = lawOn(NOW, 'consumer');
  const values = { ...CRYPTO_DEFAULTS, valeur: '30000', ltv: '40' };
  const view = cryptoView(values, consumer);
  const report = cryptoReport(values, view, { law: consumer, url: '' });

  it('carries the loan, its liquidation point and the price table of the page', async () => {
    const result = view.result!;
    expect(figure(report, 'Montant du prêt')).toBe(formatEuros(result.loanAmount));
    expect(figure(report, 'Baisse tolérée avant liquidation')).toBe(formatPercent(result.liquidationDrop));
    expect(report?.notes).toContain(liquidationNote(result));
    expect(report?.tables[0]?.rows.some((row) => row[0]?.endsWith('(liquidation)'))).toBe(true);
    await drawn(report, 'pret-crypto');
  });

  it('is null for refused inputs', () => {
    const refused = { ...values, ltv: '90' };
    expect(cryptoReport(refused, cryptoView(refused, consumer), context)).toBeNull();
  });
});

describe('earlyRepaymentReport', () => {
  const values = { ...EARLY_REPAYMENT_DEFAULTS, pays: 'FR', remboursement: '40000' };
  const view = earlyRepaymentView(values, law, day.penalties);
  const report = earlyRepaymentReport(values, view, context);

  it('carries the savings, the penalty and its rule with day and source', async () => {
    const result = view.result!;
    expect(report?.headline).toBe(`${formatEuros(40_000, 0)} remboursés avec la mensualité n°\u00a060`);
    expect(figure(report, 'Intérêts économisés')).toBe(formatEuros(result.interestSaved));
    expect(figure(report, 'Indemnité maximale légale')).toBe(formatEuros(result.penalty.amount));
    expect(figure(report, 'Gain net')).toBe(formatEuros(result.netSavings!));
    expect(report?.notes).toContain(earlyRepaymentNote(result));
    expect(report?.sources[0]?.source).toBe(result.rule.source);
    expect(report?.sources[0]?.label).toMatch(/En vigueur depuis le \d{1,2}(er)?\u00a0\p{L}+ \d{4}\./u);
    await drawn(report, 'remboursement-anticipe');
  });

  it('says what only the bank can count, and is null for refused inputs', () => {
    const lux = { ...EARLY_REPAYMENT_DEFAULTS, pays: 'LUX', residence: 'non' };
    const luxReport = earlyRepaymentReport(lux, earlyRepaymentView(lux, law, day.penalties), context);
    expect(luxReport?.notes.some((note) => note.includes('décompte'))).toBe(true);
    const refused = { ...values, echeance: '999' };
    expect(earlyRepaymentReport(refused, earlyRepaymentView(refused, law, day.penalties), context)).toBeNull();
  });
});

describe('borrowerInsuranceReport', () => {
  const values = { ...BORROWER_INSURANCE_DEFAULTS, pays: 'FR', groupe: '0,34', externe: '0,12' };
  const view = borrowerInsuranceView(values, law, day.insuranceLaws);
  const report = borrowerInsuranceReport(values, view, context);

  it('carries the saving, the table of both contracts and the law with its sources', async () => {
    const result = view.result!;
    expect(figure(report, 'Économie avec l’assureur externe')).toBe(formatEuros(result.saving));
    expect(report?.tables[0]?.rows).toContainEqual([
      'Coût total de l’assurance',
      formatEuros(result.group.totalCost),
      formatEuros(result.outside.totalCost),
    ]);
    expect(report?.notes).toContain(INSURANCE_NOTE);
    expect(report?.sources.map((source) => source.label)).toEqual(
      expect.arrayContaining(result.law.sentences.map((sentence) => sentence.text)),
    );
    await drawn(report, 'assurance-emprunteur');
  });

  it('is null for refused inputs', () => {
    const refused = { ...values, montant: 'abc' };
    expect(borrowerInsuranceReport(refused, borrowerInsuranceView(refused, law, day.insuranceLaws), context)).toBeNull();
  });
});

describe('renegotiationReport', () => {
  const rules = renegotiationRulesOn(NOW);
  const values = { ...RENEGOTIATION_DEFAULTS, pays: 'FR', 'nouveau-taux': '2,6', frais: '900' };
  const view = renegotiationView(values, law, rules);
  const report = renegotiationReport(values, view, context);

  it('carries the verdicts, the table of both operations with where each cost comes from, and the rules', async () => {
    const result = view.result!;
    expect(figure(report, 'Capital restant dû')).toBe(formatEuros(result.other.debt));
    expect(report?.notes).toContain(result.verdicts.renegotiation.text);
    expect(report?.notes).toContain(result.verdicts['buy-out'].text);
    const table = report!.tables[0]!;
    expect(table.rows.find((row) => row[0] === 'Frais de dossier ou d’avenant')?.[2]).toBe(`${formatEuros(900, 0)}\nvotre chiffre`);
    expect(report?.assumptions).toContainEqual({ label: 'Autre banque, frais de dossier', value: formatEuros(900, 0) });
    expect(report?.sources[0]?.source).toBe(result.other.penaltyRule.source);
    await drawn(report, 'renegocier');
  });

  it('is null for refused inputs', () => {
    const refused = { ...values, payees: '400' };
    expect(renegotiationReport(refused, renegotiationView(refused, law, rules), context)).toBeNull();
  });
});

describe('variableRateReport', () => {
  const limits = { BE: variableRateLimit('BE', NOW), LUX: variableRateLimit('LUX', NOW) };
  const values = { ...VARIABLE_RATE_DEFAULTS, cap: '2' };
  const view = variableRateView(values, law, limits);
  const offer: FixedOffer = {
    amount: 250_000,
    durationMonths: 300,
    country: 'BE',
    advertiserName: 'Banque',
    productName: 'Prêt fixe',
    href: '/x',
    rate: 3.4,
    apr: 3.6,
    monthlyPayment: 1235.12,
    totalInterest: 120_536,
    fees: 500,
    observedAt: '2026-11-20',
  };

  it('carries the page’s figures, the scenarios, the path, the fixed offer and the legal limits', async () => {
    const result = view.result!;
    const report = variableRateReport(values, view, offer, context);
    expect(report?.figures).toEqual(variableRateFigures(result).map(({ label, value }) => ({ label, value })));
    expect(report?.tables.map((table) => table.rows.length)).toEqual([result.scenarios.length, result.rows.length, 6]);
    expect(report?.notes.some((note) => note.startsWith('Au pire') || note.startsWith('Même au pire'))).toBe(true);
    expect(report?.sources[0]?.source).toBe(result.limit.source);
    await drawn(report, 'taux-variable');
  });

  it('says when the comparator has no fixed offer, and is null for refused inputs', () => {
    const report = variableRateReport(values, view, null, context);
    expect(report?.notes.some((note) => note.includes('pas d’offre à taux fixe'))).toBe(true);
    const refused = { ...values, montant: '-3' };
    expect(variableRateReport(refused, variableRateView(refused, law, limits), null, context)).toBeNull();
  });
});

describe('countryComparisonReport', () => {
  const rules = countryComparisonRulesOn(NOW);
  const values = { ...COMPARISON_DEFAULTS, revenus: '6000' };
  const view = comparisonView(values, law, rules);
  const report = countryComparisonReport(values, view, context);

  it('carries the three countries’ table and verdicts, each lender’s income rule and the three countries’ mentions', async () => {
    const answers = view.comparison!.answers;
    expect(report?.notes[0]).toBe(comparisonSummary(answers));
    expect(report?.tables[0]?.headings).toEqual(['', 'Luxembourg', 'Belgique', 'France']);
    expect(report?.tables[0]?.rows.at(-1)?.[0]).toBe('Faisable\u202f?');
    expect(report?.sources.map((source) => source.source)).toContain(answers[0]!.income.rule.source);
    for (const country of ['Luxembourg', 'Belgique', 'France'])
      expect(report?.mentions.some((mention) => mention.label.startsWith(country))).toBe(true);
    await drawn(report, 'comparer-les-pays');
  });

  it('is null for refused inputs', () => {
    const refused = { ...values, prix: '' };
    expect(countryComparisonReport(refused, comparisonView(refused, law, rules), context)).toBeNull();
  });
});

describe('capacityReport', () => {
  const values = { ...CAPACITY_PAGE_DEFAULTS, pays: 'LUX', revenus: '4500', montant: '500000', prix: '520000' };
  const view = capacityView(values, law);
  const report = capacityReport(values, view, context);

  it('carries the six figures, the gauge’s parts, the verdict with its fixes and the rules with their sources', async () => {
    const capacity = view.capacity!;
    const verdict = view.verdict!;
    expect(verdict.feasible).toBe(false);
    expect(figure(report, 'Montant maximal empruntable')).toBe(formatEuros(capacity.maxAmount));
    expect(figure(report, 'Reste à vivre par mois')).toBe(formatEuros(capacity.remainingIncome));
    expect(report?.figures).toHaveLength(6);
    expect(report?.assumptions).toContainEqual({ label: 'Montant à emprunter', value: formatEuros(500_000, 0) });
    expect(report?.tables[0]?.rows.at(-1)).toEqual(['Limite (Luxembourg)', formatPercent(capacity.maxDebtRatio * 100)]);
    expect(report?.notes).toContain('Votre projet n’est pas finançable en l’état.');
    expect(report?.notes.some((note) => note.startsWith('Taux d’endettement\u00a0: à '))).toBe(true);
    expect(report?.notes).toContainEqual(
      expect.stringContaining(`Faisable avec ${formatEuros(verdict.fixes.ownFunds!, 0)} d’apport en plus`),
    );
    expect(report?.sources[0]?.source).toBe(capacity.rule.source);
    expect(report?.sources.map((source) => source.source)).toContain(verdict.binding[0]!.source);
    expect(report?.mentions.length).toBeGreaterThan(0);
    const text = await drawn(report, 'capacite-d-emprunt');
    expect(text).toContain('finançable');
    expect(text).toContain('Capacité d’emprunt');
  });

  it('says a project within reach, has no verdict without an amount, and is null for refused inputs', () => {
    const within = { ...values, montant: '200000' };
    expect(capacityReport(within, capacityView(within, law), context)?.notes[0]).toMatch(/^Votre projet est à votre portée/);
    const alone = { ...values, montant: '', prix: '' };
    expect(capacityReport(alone, capacityView(alone, law), context)?.notes.some((note) => note.includes('projet'))).toBe(false);
    const refused = { ...values, revenus: 'abc' };
    expect(capacityReport(refused, capacityView(refused, law), context)).toBeNull();
  });
});

describe('consolidationReport', () => {
  const law = lawOn(NOW, 'consolidation');
  const context = { law, url: 'https://pretscope.example/outil?x=1' };
  const rules = consolidationRulesOn(NOW);
  const values = {
    ...CONSOLIDATION_DEFAULTS,
    'nouveau-taux': '6,5',
    credit4_type: 'immo',
    credit4_capital: '60000',
    credit4_mensualite: '900',
    credit4_taux: '2',
    credit4_fin: '72',
  };
  const view = consolidationView(values, law, rules, null);
  const report = consolidationReport(values, view, rules, null, context);

  it('carries the verdict, the figures, the before/after table, each indemnity and its rule, and L312-10', async () => {
    const result = view.result!;
    expect(report?.notes[0]).toBe(result.verdict.text);
    expect(figure(report, 'Nouvelle mensualité')).toBe(formatEuros(result.after.monthlyPayment));
    expect(figure(report, 'Coût total avant')).toBe(formatEuros(result.before.totalToPay, 0));
    expect(report?.assumptions.map((fact) => fact.label)).toEqual(expect.arrayContaining(['Crédit 1', 'Crédit 2', 'Crédit 3', 'Crédit 4']));
    expect(report?.assumptions).toContainEqual({ label: 'Taux annuel du nouveau prêt', value: formatPercent(6.5) });
    const table = report!.tables[0]!;
    expect(table.headings).toEqual(['', 'Avant', 'Après']);
    expect(table.rows).toContainEqual([
      'Total à rembourser',
      formatEuros(result.before.totalToPay, 0),
      formatEuros(result.after.totalToPay, 0),
    ]);
    expect(report?.notes.filter((note) => note.startsWith('Indemnité du crédit'))).toHaveLength(4);
    expect(report?.notes).toContain(CONSOLIDATION_NOTE);
    expect(report?.sources.map((source) => source.source)).toEqual([rules.consumer.FR.source, rules.mortgage.FR.source]);
    expect(report?.mentions.some((mention) => mention.source.includes('L312-10'))).toBe(true);
    await drawn(report, 'regroupement-de-credit');
  });

  it('says the comparator’s offer when its rate is used, and is null for refused inputs', () => {
    const empty = { ...CONSOLIDATION_DEFAULTS };
    const market: MarketOffer = {
      rate: 5.2,
      advertiserName: 'Banque',
      productName: 'Regroupement',
      href: '/x',
      amount: 24_300,
      durationMonths: 84,
      observedAt: '2026-11-20',
    };
    const withMarket = consolidationReport(empty, consolidationView(empty, law, rules, market), rules, market, context);
    expect(
      withMarket?.notes.some((note) =>
        note.startsWith(`Taux de ${formatPercent(5.2)}\u00a0: l’offre «\u202fRegroupement\u202f» de Banque`),
      ),
    ).toBe(true);
    expect(consolidationReport(empty, consolidationView(empty, law, rules, null), rules, null, context)).toBeNull();
    const refused = { ...values, credit1_capital: 'abc' };
    expect(consolidationReport(refused, consolidationView(refused, law, rules, null), rules, null, context)).toBeNull();
  });
});

describe('borrowReport (combien emprunter)', () => {
  const aidRules = { ptz: frenchZeroRateLoanRulesOn(NOW), luxembourg: luxembourgHousingAidRulesOn(NOW) };
  const costs = calculatorRulesOn(NOW, 'mortgage').costs;
  /** The report as the registry makes it: the aids computed from the page's own fields. */
  function reportOf(values: typeof BORROW_DEFAULTS, aidValues: typeof AID_DEFAULTS) {
    const view = borrowView(values, law, costs);
    const aids = housingAidsView(aidValues, aidPurchase(view), aidRules);
    return { view, aids, report: borrowReport(values, view, aids, context) };
  }

  it('carries the verdict and its fixes, the capacity, the budget and its costs table, the PTZ and its caveats', async () => {
    const values = { ...BORROW_DEFAULTS, pays: 'FR', revenus: '4000', prix: '400000', apport: '20000', bien: 'neuf' };
    const { view, aids, report } = reportOf(values, { ...AID_DEFAULTS, rfr: '30000', logement: 'neuf-collectif' });
    const budget = view.budget.budget!;
    expect(view.verdict?.feasible).toBe(false);
    expect(report?.notes).toContain('Votre projet n’est pas finançable en l’état.');
    expect(figure(report, 'Prêt nécessaire')).toBeDefined();
    expect(figure(report, 'Plafond de LTV')).toBe(formatPercent(budget.ltvCap * 100, 0));
    expect(report?.tables[0]?.rows).toHaveLength(budget.costs.lines.length + 1);
    expect(aids?.lines.length).toBeGreaterThan(0);
    for (const line of aids!.lines) expect(figure(report, line.label)).toBe(line.value);
    expect(report?.notes).toContain(aids!.unconfirmed);
    expect(aids!.unconfirmed).toMatch(/^Non confirmé/);
    expect(report?.assumptions).toContainEqual({ label: 'Revenu fiscal de référence N-2 du foyer', value: formatEuros(30_000, 0) });
    expect(report?.sources.some((source) => source.label === 'Prêt à taux zéro (PTZ)')).toBe(true);
    expect(report?.sources.map((source) => source.source)).toContain(view.verdict!.binding[0]!.source);
    const text = await drawn(report, 'combien-emprunter');
    expect(text).toContain('Frais d’acquisition');
  });

  it('gives Luxembourg’s aids, and is null when the page has nothing to show', () => {
    const values = { ...BORROW_DEFAULTS, pays: 'LUX' };
    const { aids, report } = reportOf(values, AID_DEFAULTS);
    expect(aids?.title).toBe('Aides de l’État au logement (Luxembourg)');
    expect(report?.notes).toEqual(expect.arrayContaining(aids!.notes));
    expect(report?.assumptions).toContainEqual({ label: 'Nombre d’acquéreurs (Luxembourg)', value: expect.any(String) });
    const refused = { ...values, revenus: 'abc', prix: 'abc' };
    expect(reportOf(refused, AID_DEFAULTS).report).toBeNull();
  });
});

describe('the PDFs’ file names', () => {
  it('every calculator’s PDF has its own French, readable name', () => {
    const paths = Object.keys(SIMULATION_REPORTS);
    expect(Object.keys(SIMULATION_PDF_NAMES).sort()).toEqual([...paths].sort());
    const names = paths.map((path) => SIMULATION_PDF_NAMES[path]);
    expect(new Set(names).size).toBe(paths.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
