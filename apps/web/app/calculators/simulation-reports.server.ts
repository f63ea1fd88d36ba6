import type { SimulationReport } from '@pretscope/core';
import type { WebRequestScope } from '../request-scope.ts';
import type { PageRequest } from '../routing/page-request.ts';
import { siteOrigin } from '../seo/page-head.server.ts';
import { calculatorLaw } from './calculator-legal.server.ts';
import { readCalculatorValues } from './calculator-values.server.ts';
import { wantsMonthlyTable } from './monthly-schedule.tsx';
import { pageAddress, simulationReport } from './simulation-report.server.ts';
import { SIMULATION_DEFAULTS, simulationView } from './simulation-view.ts';

/** A calculator page that gives its figures as a PDF: its report for a request, or null when the inputs are refused. */
type ReportOf = (page: PageRequest, app: Pick<WebRequestScope, 'useCases' | 'site'>) => SimulationReport | null;

/**
 * The calculators whose simulation can be downloaded as a PDF (`<page>.pdf`, routes/calculators/simulation-pdf.ts),
 * each computing exactly what its page computes from the same address.
 */
export const SIMULATION_REPORTS: Readonly<Record<string, ReportOf>> = {
  '/pret-hypothecaire/simulation': (page, { useCases, site }) => {
    const { values } = readCalculatorValues(page, SIMULATION_DEFAULTS);
    const law = calculatorLaw(useCases, 'mortgage');
    const view = simulationView(values, law, wantsMonthlyTable(page.url));
    return simulationReport(values, view, { law, url: pageAddress(siteOrigin(site), '/pret-hypothecaire/simulation', values) });
  },
};

/** The address of a page's PDF with the inputs of `search` (the page's own query string, `?…` or empty). */
export function simulationPdfHref(path: string, search: string): string {
  return `${path}.pdf${search}`;
}
