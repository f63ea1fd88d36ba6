import type { AdvertiserReportDocument } from '../catalogue/advertiser-report-document.ts';

/** A month of an advertiser's report as a PDF document (issue 22), through the same PDF adapter as the simulations. */
export interface AdvertiserReportRenderer {
  render(document: AdvertiserReportDocument): Promise<Uint8Array>;
}
