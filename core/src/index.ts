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

// Model: entities, their valibot schemas (French messages) and the domain rules of the spec.
export * from './model/api-types.js';
export * from './model/access-policy.js';
export * from './model/advertising-rules.js';
export * from './model/category.js';
export * from './model/advertiser.js';
export * from './model/product.js';
export * from './model/loan.js';
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
export * from './model/country.js';
export * from './model/phone.js';
export * from './model/person-name.js';
export * from './model/truncate-ip.js';
export * from './model/country-order.js';
export * from './model/sponsored-promotion.js';
export * from './model/outbound-url.js';
export * from './model/is-internal.js';
export * from './model/normalize-date.js';
export * from './model/product-save-payload.js';
export * from './model/entity-defaults.js';
export * from './model/faq-json-ld.js';
export * from './model/legal-mentions.js';
export { SLUG_PATTERN, SLUG_MAX_LENGTH, EMAIL_MAX_LENGTH, MARKDOWN_MAX_LENGTH, MAX_AMOUNT, MAX_DURATION_MONTHS, slugSchema, emailSchema } from './model/field-schemas.js';

// Resource queries (JSON:API filter / fields / sort / page / include).
export * from './query/resource-query.js';
export * from './query/resource-allow-list.js';
export * from './query/parse-resource-query.js';
export * from './query/print-resource-query.js';

// Ports: the capabilities adapters provide.
export * from './ports/clock.js';
export type * from './ports/random-tokens.js';
export type * from './ports/rate-observation-store.js';
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

// Use cases: one function (deps, input) each.
export * from './use-cases/simulate-loan.js';
export * from './use-cases/save-one-loan-stat.js';
export * from './use-cases/compute-all-loan-stats.js';
export * from './use-cases/compare-offers.js';
