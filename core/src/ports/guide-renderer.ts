/** The borrowing guide (ebook) as a PDF document; the content comes from core's `borrowingGuide`. */
export interface GuideRenderer {
  /** The guide with the rules in force on `on`; the same day gives the same document, so adapters may keep it. */
  render(on: Date): Promise<Uint8Array>;
}
