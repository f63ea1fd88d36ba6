import { legalDay } from '../legal/legal-day.ts';
import type { LegalMentions } from '../legal/legal-mention-wording.ts';
import { frenchDay } from '../messages/french-words.ts';

/** One labelled figure or input of a simulation, worded as the page shows it (« Mensualité » — « 1 498,88 € »). */
export interface ReportFact {
  label: string;
  value: string;
}

/** A table of a simulation (an amortization table, scenarios…): its cells already worded, figures right-aligned. */
export interface ReportTable {
  title: string;
  headings: string[];
  rows: string[][];
  /** A totals row, printed apart under the rows. */
  footer?: string[];
}

/** A rule the simulation applied and the text that imposes it or where its figure comes from. */
export interface ReportSource {
  label: string;
  source: string;
}

/**
 * A simulation as a document to take to the bank or the notary (issue 21): what the visitor typed, what the site
 * computed from it, the tables, the rules applied with their sources, the day and the legal mentions in force in
 * the visitor's country. Every string is French as a visitor reads it; the renderer lays it out (ports/
 * simulation-report-renderer.ts) and adds nothing of its own but the site's name and the page numbers.
 */
export interface SimulationReport {
  /** The tool's name (« Simulation de prêt hypothécaire »). */
  title: string;
  /** The result in one line (« 300 000 € sur 25 ans à 3,50 % »). */
  headline: string;
  /** The instant of the computation, printed as its day in Luxembourg, Belgium and France's time. */
  madeAt: Date;
  /** The page with the same inputs: opening it computes the same figures again (on that day's rules). */
  url: string;
  /** The visitor's inputs, as labelled on the page. */
  assumptions: ReportFact[];
  /** The results. */
  figures: ReportFact[];
  /** Sentences that explain the figures (the rate convention, a verdict, a limit). */
  notes: string[];
  tables: ReportTable[];
  sources: ReportSource[];
  /** The legal mentions of the visitor's country on that day, each with the text that imposes it. */
  mentions: ReportSource[];
}

/** The mentions a report prints: the credit warning first, then the context's own, each with its source. */
export function reportMentions(mentions: LegalMentions): ReportSource[] {
  return [mentions.warning, ...mentions.extra]
    .filter((mention) => mention !== null)
    .map((mention) => ({ label: mention.text, source: mention.source }));
}

/** The day a report was made, as French writes it (« 27 novembre 2026 »): the legal day of its instant. */
export function reportDay(report: Pick<SimulationReport, 'madeAt'>): string {
  return frenchDay(new Date(`${legalDay(report.madeAt)}T00:00:00Z`));
}
