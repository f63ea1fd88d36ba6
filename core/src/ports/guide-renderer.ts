import type { MarketCountry } from '../catalogue/country.ts';

/** The borrowing guide (ebook) as a PDF document; the content comes from core's `borrowingGuide`. */
export interface GuideRenderer {
  /**
   * The guide with the rules and the credit warnings in force on `on`, the warning of the requester's `market`
   * (each market's, labelled, when unknown); the same day and market give the same document, so adapters may keep it.
   */
  render(on: Date, market?: MarketCountry): Promise<Uint8Array>;
}
