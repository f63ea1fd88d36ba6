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

// Use cases: one function (deps, input) each.
export * from './use-cases/simulate-loan.js';
export * from './use-cases/save-one-loan-stat.js';
export * from './use-cases/compute-all-loan-stats.js';
