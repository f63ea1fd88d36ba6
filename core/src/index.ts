// @pretscope/core — the public entry. Everything here is framework-free and runs in Node, browsers and workers.

export * from './result.ts';

// Calculations (rates are annual %, durations months, amounts euros; unrounded unless said otherwise).
export * from './finance/money.ts';
export * from './finance/rate-convention.ts';
export * from './finance/annuity.ts';
export * from './finance/insurance.ts';
export * from './finance/amortization-schedule.ts';
export * from './finance/find-root.ts';
export * from './finance/solve-loan.ts';
export * from './finance/annual-percentage-rate.ts';
export * from './finance/rate-stats.ts';
export * from './finance/rate-rank.ts';
export * from './catalogue/offer-rate-at.ts';
export * from './finance/aggregate-loanstats-by-month.ts';
export * from './finance/country-rule.ts';
export * from './finance/country-rules.ts';
export * from './finance/borrowing-capacity-rule.ts';
export * from './finance/borrowing-capacity.ts';
export * from './finance/property-purchase.ts';
export * from './finance/acquisition-costs-rule.ts';
export * from './finance/acquisition-costs.ts';
export * from './finance/purchase-budget-rule.ts';
export * from './finance/purchase-budget.ts';
export * from './finance/project-reach-rule.ts';
export * from './finance/project-reach.ts';
export * from './finance/feasibility-rule.ts';
export * from './finance/feasible.ts';
export * from './finance/project-feasibility-rule.ts';
export * from './finance/feasibility.ts';
export * from './finance/country-comparison.ts';
export * from './finance/early-repayment-rule.ts';
export * from './finance/early-repayment.ts';
export * from './finance/french-zero-rate-loan-rule.ts';
export * from './finance/luxembourg-housing-aids-rule.ts';
export * from './finance/loan-simulation.ts';
export * from './finance/borrower-insurance-comparison.ts';
export * from './finance/calculator-rules.ts';
export * from './finance/renegotiation.ts';
export * from './finance/consolidation.ts';
export * from './finance/variable-rate.ts';

// French formats (spec §5).
export * from './format/format-number.ts';
export * from './format/parse-french-number.ts';
export * from './format/format-duration.ts';
export * from './format/slugify.ts';
export * from './format/has-repeated-characters.ts';
export * from './format/csv-line.ts';
export * from './format/french-typography.ts';
export * from './format/search-key.ts';
export * from './format/french-order.ts';
export * from './format/luxembourg-time.ts';
export { ordinalParts } from './format/french-ordinals.ts';

// Field rules every entity is built from (valibot, French messages), validation issues, dates, URLs.
export * from './fields/normalize-date.ts';
export { isoDay } from './fields/iso-date.ts';
export * from './fields/field-issues.ts';
export * from './fields/form-checks.ts';
export * from './fields/form-schema.ts';
export {
  SLUG_PATTERN,
  SLUG_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  MAX_AMOUNT,
  MAX_DURATION_MONTHS,
} from './fields/field-limits.ts';
export { slugSchema, emailSchema, isHttpUrl } from './fields/field-schemas.ts';

// The JSON:API resource types and the schemas each is created and updated with.
export * from './api/api-types.ts';

// Access: roles and users, logging in, the access matrix, and what a visitor may see of each record.
export * from './access/access-policy.ts';
export * from './access/visibility.ts';
export * from './access/user.ts';
export * from './access/product-visibility.ts';
export * from './access/login.ts';

// Catalogue: categories, advertisers, products, rate observations and statistics, clicks, the lists' rules.
export * from './catalogue/category.ts';
export * from './catalogue/default-terms.ts';
export * from './catalogue/lending-terms.ts';
export * from './catalogue/offer-ranking.ts';
export * from './catalogue/offer-quote.ts';
export * from './catalogue/duration-param.ts';
export * from './catalogue/comparator-query.ts';
export * from './catalogue/side-by-side-query.ts';
export * from './catalogue/advertiser.ts';
export * from './catalogue/lender-wordmark.ts';
export * from './catalogue/product.ts';
export * from './catalogue/rate-observation.ts';
export {
  /** @deprecated use rateObservationInputSchema */
  rateObservationInputSchema as loanInputSchema,
  /** @deprecated use rateObservationPatchSchema */
  rateObservationPatchSchema as loanPatchSchema,
} from './catalogue/rate-observation.ts';
import type { RateObservation, RateObservationInput, RateObservationPatch } from './catalogue/rate-observation.ts';
/** @deprecated use RateObservation */
export type Loan = RateObservation;
/** @deprecated use RateObservationInput */
export type LoanInput = RateObservationInput;
/** @deprecated use RateObservationPatch */
export type LoanPatch = RateObservationPatch;
export * from './catalogue/rate-import-row.ts';
export * from './catalogue/rate-grid.ts';
export * from './catalogue/rate-version.ts';
export * from './catalogue/rate-import-file.ts';
export * from './catalogue/loanstat.ts';
export * from './catalogue/click.ts';
export * from './catalogue/shown-offers.ts';
export * from './catalogue/impression-tally.ts';
export * from './catalogue/advertiser-report.ts';
export * from './catalogue/advertiser-report-document.ts';
export * from './catalogue/country.ts';
export * from './catalogue/country-field.ts';
export * from './catalogue/country-schemas.ts';
export * from './catalogue/country-order.ts';
export * from './catalogue/sponsored-promotion.ts';
export * from './catalogue/best-offer.ts';
export * from './catalogue/outbound-url.ts';
export * from './catalogue/primary-category.ts';
export * from './catalogue/is-internal.ts';
export * from './catalogue/product-save-payload.ts';
export * from './catalogue/entity-defaults.ts';

// Credit advertising law: what may be advertised where, legal mentions, ceilings.
export * from './legal/advertising-rules.ts';
export * from './legal/legal-day.ts';
export * from './legal/keep-figures-together.ts';
export * from './legal/legal-mention-wording.ts';
export * from './legal/legal-mentions.ts';
export * from './legal/offer-list-legal.ts';
export * from './legal/legal-ceiling-rule.ts';
export * from './legal/legal-ceilings.ts';
export * from './legal/early-repayment-penalty-rule.ts';
export * from './legal/early-repayment-penalties.ts';
export * from './legal/french-zero-rate-loan.ts';
export * from './legal/luxembourg-housing-aids.ts';
export * from './legal/refinancing-costs.ts';
export * from './legal/consumer-credit-penalty-rule.ts';
export * from './legal/consumer-credit-penalties.ts';
export * from './legal/cross-border-income.ts';
export * from './legal/variable-rate-limits.ts';
export * from './legal/borrower-insurance-law.ts';

// Editorial content: articles, authors, legal pages.
export * from './content/article.ts';
export * from './content/author.ts';
export * from './content/rubrique.ts';
export * from './content/legal-page.ts';
export * from './content/article-figure.ts';
export * from './content/simulation-report.ts';
export * from './content/preview-link.ts';

// What visitors send: leads, appointments, ebook requests, rate reminders, with their consent.
export * from './leads/lead.ts';
export * from './leads/lead-reference.ts';
export * from './leads/request-recap.ts';
export * from './leads/reminder.ts';
export * from './leads/consent.ts';
export * from './leads/ebook-request.ts';
export * from './leads/appointment.ts';
export * from './leads/phone.ts';
export * from './leads/person-name.ts';

// E-mail batches and the outbox's retries.
export * from './messaging/batch-count.ts';
export * from './messaging/delivery-retry.ts';

// Errors reported by browsers and by the server's rendering.
export * from './errors/logged-error.ts';
export * from './errors/error-content.ts';

// Personal data (GDPR): truncated IPs, retention, copy and erasure requests.
export * from './personal-data/truncate-ip.ts';
export * from './personal-data/address-mention.ts';
export * from './personal-data/retention-policy.ts';
export * from './history/change-entry.ts';
export * from './history/rate-batch-entry.ts';
export * from './personal-data/data-request.ts';
export * from './personal-data/personal-data-tables.ts';
export * from './personal-data/personal-data-copy.ts';
export * from './personal-data/rate-limit-keys.ts';

// Cookies a visitor may carry: the remembered country (pages and page cache) and Google Analytics'.
export * from './cookies/country-preference.ts';
export * from './cookies/analytics-cookies.ts';

// Images: the optimisation route's breakpoints (spec §2), modifiers, source paths and srcset.
export * from './images/image-breakpoints.ts';
export * from './images/image-modifiers.ts';
export * from './images/image-source-path.ts';
export * from './images/image-output-size.ts';
export * from './images/image-srcset.ts';
export * from './images/svg-text.ts';

// Resource queries (JSON:API filter / fields / sort / page / include).
export * from './query/resource-query.ts';
export * from './query/resource-allow-list.ts';
export * from './query/parse-resource-query.ts';
export * from './query/print-resource-query.ts';

// Ports: the capabilities adapters provide.
export * from './ports/clock.ts';
export type * from './ports/random-tokens.ts';
export type * from './ports/rate-observation-store.ts';
export type * from './ports/rate-observation-writer.ts';
export type * from './ports/spreadsheet-exporter.ts';
export type * from './ports/loanstat-store.ts';
export type * from './ports/offer-store.ts';
export type * from './ports/catalog-reader.ts';
export * from './ports/content-reader.ts';
export type * from './ports/mailer.ts';
export type * from './ports/markdown-renderer.ts';
export type * from './ports/password-hasher.ts';
export type * from './ports/access-tokens.ts';
export type * from './ports/click-recorder.ts';
export type * from './ports/resource-store.ts';
export type * from './ports/unit-of-work.ts';
export type * from './ports/user-credentials.ts';
export type * from './ports/rate-limiter.ts';
export type * from './ports/back-office-reports.ts';
export type * from './ports/advertiser-report-store.ts';
export type * from './ports/advertiser-report-renderer.ts';
export * from './ports/image-uploads.ts';
export type * from './ports/image-optimizer.ts';
export type * from './ports/error-reporter.ts';
export type * from './ports/url-signer.ts';
export type * from './ports/lead-webhook.ts';
export type * from './ports/guide-renderer.ts';
export type * from './ports/simulation-report-renderer.ts';
export type * from './ports/mailing-batches.ts';
export type * from './ports/reminder-store.ts';
export type * from './ports/delivery-outbox.ts';
export type * from './ports/data-request-store.ts';
export type * from './ports/personal-data-store.ts';
export type * from './ports/retention-store.ts';
export type * from './ports/change-history.ts';
export type * from './ports/retention-runs.ts';
export type * from './ports/mail-archive.ts';
export * from './ports/reading-order.ts';

// E-mails (French templates, HTML with a text alternative), the borrowing guide's text and the mail links.
export * from './messages/escape-html.ts';
export * from './messages/mail-content.ts';
export * from './messages/french-words.ts';
export * from './messages/market-rank-text.ts';
export * from './messages/lead-mails.ts';
export * from './messages/ebook-mail.ts';
export * from './messages/reminder-mails.ts';
export * from './messages/borrowing-guide.ts';
export * from './messages/tracking-links.ts';
export * from './messages/mail-paths.ts';
export * from './messages/data-request-mails.ts';

// Use cases: one function (deps, input) each.
export * from './use-cases/simulate-loan.ts';
export * from './use-cases/compare-borrower-insurance.ts';
export * from './use-cases/save-one-loan-stat.ts';
export * from './use-cases/compute-all-loan-stats.ts';
export * from './use-cases/export-rows.ts';
export * from './use-cases/export-to-spreadsheet.ts';
export * from './use-cases/import-rate-observations.ts';
export * from './use-cases/read-rate-grid.ts';
export * from './use-cases/save-rate-grid.ts';
export * from './use-cases/compare-offers.ts';
export * from './use-cases/compare-chosen-offers.ts';
export * from './use-cases/follow-outbound-link.ts';
export * from './use-cases/responsive-image-for.ts';
export * from './use-cases/log-in.ts';
export * from './use-cases/renew-access-token.ts';
export type * from './use-cases/resource-write-error.ts';
export * from './use-cases/create-resource.ts';
export * from './use-cases/update-resource.ts';
export * from './use-cases/write-rules.ts';
export * from './use-cases/french-text-fields.ts';
export * from './use-cases/remove-resource.ts';
export * from './use-cases/restore-version.ts';
export * from './use-cases/list-changes.ts';
export * from './use-cases/rate-trend.ts';
export * from './use-cases/market-rates-for.ts';
export * from './use-cases/log-render-error.ts';
export * from './use-cases/submit-lead.ts';
export * from './use-cases/request-ebook.ts';
export * from './use-cases/submit-reminder.ts';
export * from './use-cases/confirm-reminder.ts';
export * from './use-cases/unsubscribe-reminder.ts';
export * from './use-cases/send-rate-reminders.ts';
export * from './use-cases/deliver-due-items.ts';
export * from './use-cases/count-mail-opening.ts';
export * from './use-cases/follow-mail-link.ts';
export * from './use-cases/apply-retention.ts';
export * from './use-cases/request-personal-data.ts';
export * from './use-cases/confirm-data-request.ts';
export * from './use-cases/back-office-data-request.ts';
