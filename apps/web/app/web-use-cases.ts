import type { ComparedOffer, CompareOffersInput, LoanSimulation, MarkdownRenderer, ResourceStore, SimulateLoanInput } from '@pretscope/core';

/** What the pages call, in-process: the composition root's use cases for this request (DESIGN.md). */
export interface WebUseCases {
  resources: ResourceStore;
  compareOffers(input: CompareOffersInput): Promise<ComparedOffer[]>;
  simulateLoan(input: SimulateLoanInput): LoanSimulation;
  markdown: MarkdownRenderer;
  /** The site's own origin (SITE_URL), for absolute links: never taken from the request's Host header. */
  siteUrl: string;
  /** The visitor's address as the server saw it (the socket's): for rate limits, and truncated before storing. */
  clientIp: string | null;
}
