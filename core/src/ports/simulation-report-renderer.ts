import type { SimulationReport } from '../content/simulation-report.ts';

/** A simulation as a PDF document (issue 21), through the same PDF adapter as the borrowing guide. */
export interface SimulationReportRenderer {
  render(report: SimulationReport): Promise<Uint8Array>;
}
