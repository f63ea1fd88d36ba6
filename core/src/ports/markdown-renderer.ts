/** Turns article and content markdown into safe HTML (spec §2: raw HTML, auto-links, fenced block styles). */
export interface MarkdownRenderer {
  render(markdown: string): Promise<string>;
}
