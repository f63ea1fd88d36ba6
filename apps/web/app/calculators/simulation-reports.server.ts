import {
  consolidationRulesOn,
  countryComparisonRulesOn,
  frenchZeroRateLoanRulesOn,
  luxembourgHousingAidRulesOn,
  renegotiationRulesOn,
  variableRateLimit,
  type SimulationReport,
} from '@pretscope/core';
import type { WebRequestScope } from '../request-scope.ts';
import { readValues, type RawValues } from './form-values.ts';
import type { PageRequest } from '../routing/page-request.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { bestFixedOffer } from './best-fixed-offer.server.ts';
import { borrowerInsuranceReport } from './borrower-insurance-report.server.ts';
import { BORROWER_INSURANCE_DEFAULTS, borrowerInsuranceView } from './borrower-insurance-view.ts';
import type { CalculatorLaw } from './calculator-law.ts';
import { calculatorDay, calculatorLaw } from './calculator-legal.server.ts';
import { readCalculatorValues } from './calculator-values.server.ts';
import { borrowReport } from './borrow-report.server.ts';
import { BORROW_DEFAULTS, borrowView } from './borrow-view.ts';
import { CAPACITY_DEFAULTS } from './capacity.ts';
import { aidPurchase, housingAidsView } from './housing-aids-view.ts';
import { AID_DEFAULTS } from './borrow-fields.ts';
import { capacityReport } from './capacity-report.server.ts';
import { CAPACITY_PAGE_DEFAULTS, capacityView } from './capacity-page-view.ts';
import { bestConsolidationOffer } from './consolidation-offer.server.ts';
import { consolidationReport } from './consolidation-report.server.ts';
import { CONSOLIDATION_DEFAULTS, consolidationCountry, consolidationView } from './consolidation-view.ts';
import { countryComparisonReport } from './country-comparison-report.server.ts';
import { COMPARISON_DEFAULTS, comparisonView } from './country-comparison-view.ts';
import { cryptoReport } from './crypto-report.server.ts';
import { CRYPTO_DEFAULTS, cryptoView } from './crypto.ts';
import { earlyRepaymentReport } from './early-repayment-report.server.ts';
import { EARLY_REPAYMENT_DEFAULTS, earlyRepaymentView } from './early-repayment-view.ts';
import { loanSolverReport } from './loan-solver-report.server.ts';
import { LOAN_SOLVER_DEFAULTS, loanSolverView } from './loan-solver-view.ts';
import { wantsMonthlyTable } from './monthly-schedule.tsx';
import { renegotiationReport } from './renegotiation-report.server.ts';
import { RENEGOTIATION_DEFAULTS, renegotiationView } from './renegotiation-view.ts';
import { pageAddress, simulationReport, type ReportContext } from './simulation-report.server.ts';
import { SIMULATION_DEFAULTS, simulationView } from './simulation-view.ts';
import { variableRateReport } from './variable-rate-report.server.ts';
import { VARIABLE_RATE_DEFAULTS, variableRateCountry, variableRateView } from './variable-rate-view.ts';

type App = Pick<WebRequestScope, 'useCases' | 'site'>;

/** A calculator page that gives its figures as a PDF: its report for a request, or null when the inputs are refused. */
type ReportOf = (page: PageRequest, app: App) => SimulationReport | null | Promise<SimulationReport | null>;

/** Where and when a page's report is computed: its law, and its address with the inputs read. */
function contextOf(app: App, path: string, values: RawValues<string>, law: CalculatorLaw): ReportContext {
  return { law, url: pageAddress(siteOrigin(app.site), path, values) };
}

/**
 * The calculators whose simulation can be downloaded as a PDF (`<page>.pdf`, routes/calculators/simulation-pdf.ts),
 * each computing exactly what its page's loader computes from the same address (the same defaults, rules of the
 * day and view function).
 */
/**
 * Each calculator's PDF under a French name a visitor recognises in their downloads, before the day:
 * `pretscope-<name>-<day>.pdf` (simulation-pdf.ts).
 */
export const SIMULATION_PDF_NAMES: Readonly<Record<string, string>> = {
  '/pret-hypothecaire/simulation': 'simulation-pret-hypothecaire',
  '/pret-immobilier/outils/calculette': 'calculette-pret',
  '/pret-crypto': 'simulation-pret-crypto',
  '/pret-immobilier/outils/remboursement-anticipe': 'remboursement-anticipe',
  '/pret-immobilier/outils/assurance-emprunteur': 'assurance-emprunteur',
  '/pret-immobilier/outils/renegocier': 'renegociation-pret',
  '/pret-immobilier/outils/taux-variable': 'taux-variable-scenarios',
  '/pret-hypothecaire/combien-emprunter': 'combien-emprunter',
  '/pret-immobilier/outils/capacite-d-emprunt': 'capacite-d-emprunt',
  '/comparer-les-pays': 'comparaison-trois-pays',
  '/regroupement-de-credit/simulation': 'simulation-regroupement-de-credits',
};

export const SIMULATION_REPORTS: Readonly<Record<string, ReportOf>> = {
  '/pret-hypothecaire/simulation': (page, app) => {
    const { values } = readCalculatorValues(page, SIMULATION_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'mortgage');
    const view = simulationView(values, law, wantsMonthlyTable(page.url));
    return simulationReport(values, view, contextOf(app, '/pret-hypothecaire/simulation', values, law));
  },
  '/pret-immobilier/outils/calculette': (page, app) => {
    const { values } = readCalculatorValues(page, LOAN_SOLVER_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'mortgage');
    return loanSolverReport(values, loanSolverView(values, law), contextOf(app, '/pret-immobilier/outils/calculette', values, law));
  },
  '/pret-crypto': (page, app) => {
    const { values } = readCalculatorValues(page, CRYPTO_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'consumer');
    return cryptoReport(values, cryptoView(values, law), contextOf(app, '/pret-crypto', values, law));
  },
  '/pret-immobilier/outils/remboursement-anticipe': (page, app) => {
    const { values } = readCalculatorValues(page, EARLY_REPAYMENT_DEFAULTS);
    const day = calculatorDay(app.useCases, 'mortgage');
    const law = calculatorLaw(app.useCases, 'mortgage', day);
    const view = earlyRepaymentView(values, law, day.rules.penalties);
    return earlyRepaymentReport(values, view, contextOf(app, '/pret-immobilier/outils/remboursement-anticipe', values, law));
  },
  '/pret-immobilier/outils/assurance-emprunteur': (page, app) => {
    const { values } = readCalculatorValues(page, BORROWER_INSURANCE_DEFAULTS);
    const day = calculatorDay(app.useCases, 'mortgage');
    const law = calculatorLaw(app.useCases, 'mortgage', day);
    const view = borrowerInsuranceView(values, law, day.rules.insuranceLaws);
    return borrowerInsuranceReport(values, view, contextOf(app, '/pret-immobilier/outils/assurance-emprunteur', values, law));
  },
  '/pret-immobilier/outils/renegocier': (page, app) => {
    const { values } = readCalculatorValues(page, RENEGOTIATION_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'mortgage');
    const view = renegotiationView(values, law, renegotiationRulesOn(new Date(law.now)));
    return renegotiationReport(values, view, contextOf(app, '/pret-immobilier/outils/renegocier', values, law));
  },
  '/pret-immobilier/outils/taux-variable': async (page, app) => {
    const read = readCalculatorValues(page, VARIABLE_RATE_DEFAULTS).values;
    const values = { ...read, pays: variableRateCountry(read.pays) };
    const law = calculatorLaw(app.useCases, 'mortgage');
    const today = new Date(law.now);
    const view = variableRateView(values, law, { BE: variableRateLimit('BE', today), LUX: variableRateLimit('LUX', today) });
    // The best fixed-rate offer, as the page sets the worst case against it.
    const fixedOffer = view.terms ? await bestFixedOffer(app.useCases, view.terms) : null;
    return variableRateReport(values, view, fixedOffer, contextOf(app, '/pret-immobilier/outils/taux-variable', values, law));
  },
  '/pret-hypothecaire/combien-emprunter': (page, app) => {
    // As the page: the remembered country stands in for the default one, the purchase's fields are read as sent.
    const values = { ...readValues(page.url, BORROW_DEFAULTS).values, ...readCalculatorValues(page, CAPACITY_DEFAULTS).values };
    const day = calculatorDay(app.useCases, 'mortgage');
    const law = calculatorLaw(app.useCases, 'mortgage', day);
    const view = borrowView(values, law, day.rules.costs);
    // The aids, computed by the loader only (housing-aids-view.ts): their fields are in the address too.
    const aidValues = readValues(page.url, AID_DEFAULTS).values;
    const aids = housingAidsView(aidValues, aidPurchase(view), {
      ptz: frenchZeroRateLoanRulesOn(day.now),
      luxembourg: luxembourgHousingAidRulesOn(day.now),
    });
    const context = contextOf(app, '/pret-hypothecaire/combien-emprunter', { ...values, ...aidValues }, law);
    return borrowReport(values, view, aids, context);
  },
  '/pret-immobilier/outils/capacite-d-emprunt': (page, app) => {
    const { values } = readCalculatorValues(page, CAPACITY_PAGE_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'mortgage');
    return capacityReport(values, capacityView(values, law), contextOf(app, '/pret-immobilier/outils/capacite-d-emprunt', values, law));
  },
  '/comparer-les-pays': (page, app) => {
    // As the page: the country fields are the visitor's own, never the remembered one.
    const { values } = readValues(page.url, COMPARISON_DEFAULTS);
    const law = calculatorLaw(app.useCases, 'mortgage');
    const view = comparisonView(values, law, countryComparisonRulesOn(new Date(law.now)));
    return countryComparisonReport(values, view, contextOf(app, '/comparer-les-pays', values, law));
  },
  '/regroupement-de-credit/simulation': async (page, app) => {
    const { values } = readCalculatorValues(page, CONSOLIDATION_DEFAULTS);
    // Not offered in Belgium: the page explains why.
    if (consolidationCountry(values.pays) === null) return null;
    const law = calculatorLaw(app.useCases, 'consolidation');
    const rules = consolidationRulesOn(new Date(law.now));
    const first = consolidationView(values, law, rules, null);
    // As the page: no rate typed, the comparator's cheapest offer for the new loan's terms gives it.
    const market =
      (values['nouveau-taux'] ?? '').trim() === '' && first.terms ? await bestConsolidationOffer(app.useCases, first.terms) : null;
    const view = market ? consolidationView(values, law, rules, market) : first;
    return consolidationReport(values, view, rules, market, contextOf(app, '/regroupement-de-credit/simulation', values, law));
  },
};

/** The address of a page's PDF with the inputs of `search` (the page's own query string, `?…` or empty). */
export function simulationPdfHref(path: string, search: string): string {
  return `${path}.pdf${search}`;
}
