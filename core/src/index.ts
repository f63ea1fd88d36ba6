// @pretscope/core — the public entry. Everything here is framework-free and runs in Node, browsers and workers.

export * from './result.js';

// Calculations (rates are annual %, durations months, amounts euros; unrounded unless said otherwise).
export * from './finance/money.js';
export * from './finance/rate-convention.js';
export * from './finance/annuity.js';
export * from './finance/insurance.js';
export * from './finance/amortization-schedule.js';
export * from './finance/find-root.js';
export * from './finance/solve-loan.js';
export * from './finance/annual-percentage-rate.js';
export * from './finance/rate-stats.js';
export * from './finance/aggregate-loanstats-by-month.js';
export * from './finance/country-rules.js';
export * from './finance/borrowing-capacity.js';
export * from './finance/acquisition-costs.js';
export * from './finance/purchase-budget.js';

// French formats (spec §5).
export * from './format/format-number.js';
export * from './format/format-duration.js';
export * from './format/slugify.js';
export * from './format/has-repeated-characters.js';
export * from './format/csv-line.js';

// Model: entities, their valibot schemas (French messages) and the domain rules of the spec.
export * from './model/api-types.js';
export * from './model/access-policy.js';
export * from './legal/advertising-rules.js';
export * from './model/category.js';
export * from './model/advertiser.js';
export * from './model/product.js';
export * from './model/loan.js';
export * from './model/rate-import-row.js';
export * from './model/loanstat.js';
export * from './model/user.js';
export * from './model/batch-count.js';
export * from './model/logged-error.js';
export * from './model/article.js';
export * from './model/author.js';
export * from './model/legal-page.js';
export * from './model/lead.js';
export * from './model/reminder.js';
export * from './model/click.js';
export * from './model/consent.js';
export * from './model/ebook-request.js';
export * from './model/appointment.js';
export * from './model/country-preference.js';
export * from './model/country.js';
export * from './model/phone.js';
export * from './model/person-name.js';
export * from './model/truncate-ip.js';
export * from './model/error-content.js';
export * from './model/analytics-cookies.js';
export * from './model/country-order.js';
export * from './model/sponsored-promotion.js';
export * from './model/outbound-url.js';
export * from './model/is-internal.js';
export * from './model/normalize-date.js';
export * from './model/product-save-payload.js';
export * from './model/entity-defaults.js';
export * from './model/faq-json-ld.js';
export * from './legal/legal-mentions.js';
export * from './legal/offer-list-legal.js';
export * from './legal/legal-ceilings.js';
export * from './model/login.js';
export * from './model/field-issues.js';
export * from './model/delivery-retry.js';
export * from './model/address-mention.js';
export * from './model/retention-policy.js';
export * from './model/data-request.js';
export * from './model/personal-data-tables.js';
export * from './model/personal-data-copy.js';
export * from './model/rate-limit-keys.js';
export { SLUG_PATTERN, SLUG_MAX_LENGTH, EMAIL_MAX_LENGTH, MARKDOWN_MAX_LENGTH, MAX_AMOUNT, MAX_DURATION_MONTHS, slugSchema, emailSchema } from './model/field-schemas.js';

// Images: the optimisation route's breakpoints (spec §2), modifiers, source paths and srcset.
export * from './images/image-breakpoints.js';
export * from './images/image-modifiers.js';
export * from './images/image-source-path.js';
export * from './images/image-output-size.js';
export * from './images/image-srcset.js';

// Resource queries (JSON:API filter / fields / sort / page / include).
export * from './query/resource-query.js';
export * from './query/resource-allow-list.js';
export * from './query/parse-resource-query.js';
export * from './query/print-resource-query.js';

// Ports: the capabilities adapters provide.
export * from './ports/clock.js';
export type * from './ports/random-tokens.js';
export type * from './ports/rate-observation-store.js';
export type * from './ports/rate-observation-writer.js';
export type * from './ports/spreadsheet-exporter.js';
export type * from './ports/loanstat-store.js';
export type * from './ports/offer-store.js';
export type * from './ports/mailer.js';
export type * from './ports/markdown-renderer.js';
export type * from './ports/password-hasher.js';
export type * from './ports/access-tokens.js';
export type * from './ports/click-recorder.js';
export type * from './ports/resource-store.js';
export type * from './ports/unit-of-work.js';
export type * from './ports/user-credentials.js';
export type * from './ports/rate-limiter.js';
export type * from './ports/back-office-reports.js';
export * from './ports/image-uploads.js';
export type * from './ports/image-optimizer.js';
export type * from './ports/error-reporter.js';
export type * from './ports/url-signer.js';
export type * from './ports/lead-webhook.js';
export type * from './ports/guide-renderer.js';
export type * from './ports/mailing-batches.js';
export type * from './ports/reminder-store.js';
export type * from './ports/delivery-outbox.js';
export type * from './ports/data-request-store.js';
export type * from './ports/personal-data-store.js';
export type * from './ports/retention-store.js';
export type * from './ports/retention-runs.js';
export type * from './ports/mail-archive.js';

// E-mails (French templates, HTML with a text alternative), the borrowing guide's text and the mail links.
export * from './messages/escape-html.js';
export * from './messages/mail-content.js';
export * from './messages/french-words.js';
export * from './messages/lead-mails.js';
export * from './messages/ebook-mail.js';
export * from './messages/reminder-mails.js';
export * from './messages/borrowing-guide.js';
export * from './messages/tracking-links.js';
export * from './messages/mail-paths.js';
export * from './messages/data-request-mails.js';

// Use cases: one function (deps, input) each.
export * from './use-cases/simulate-loan.js';
export * from './use-cases/save-one-loan-stat.js';
export * from './use-cases/compute-all-loan-stats.js';
export * from './use-cases/export-rows.js';
export * from './use-cases/export-to-spreadsheet.js';
export * from './use-cases/import-rate-observations.js';
export * from './use-cases/compare-offers.js';
export * from './use-cases/responsive-image-for.js';
export * from './use-cases/log-in.js';
export * from './use-cases/renew-access-token.js';
export type * from './use-cases/resource-write-error.js';
export * from './use-cases/create-resource.js';
export * from './use-cases/update-resource.js';
export * from './use-cases/remove-resource.js';
export * from './use-cases/rate-trend.js';
export * from './use-cases/log-render-error.js';
export * from './use-cases/submit-lead.js';
export * from './use-cases/request-ebook.js';
export * from './use-cases/submit-reminder.js';
export * from './use-cases/confirm-reminder.js';
export * from './use-cases/unsubscribe-reminder.js';
export * from './use-cases/send-rate-reminders.js';
export * from './use-cases/deliver-due-items.js';
export * from './use-cases/count-mail-opening.js';
export * from './use-cases/follow-mail-link.js';
export * from './use-cases/apply-retention.js';
export * from './use-cases/request-personal-data.js';
export * from './use-cases/confirm-data-request.js';
export * from './use-cases/back-office-data-request.js';
