import fc from 'fast-check';
import type { Product } from './product.ts';

/** Slugs as the pattern allows them: 1 to 4 words of a-z0-9 joined by single hyphens. */
export const slug = fc.array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 4 }).map((words) => words.join('-'));

/** Single-line text that survives trimming: starts and ends with a letter. */
export const label = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 '-]{0,40}[A-Za-zÀ-ÿ]$/);

export const recordId = fc.integer({ min: 1, max: 1_000_000 });

export const httpLink = fc.webUrl({ validSchemes: ['http', 'https'] });

/** Instants between 2000 and 2099, whole milliseconds. */
export const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

/** Percent with two decimals, 0 to 100. */
export const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

const stats = fc.oneof(
  fc.constant({ count: 0, min: 0, max: 0, mean: 0, std: 0 }),
  fc
    .tuple(
      fc.integer({ min: 1, max: 10_000 }),
      percent,
      percent,
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 50, noNaN: true }),
    )
    .map(([count, a, b, t, std]) => {
      const min = Math.min(a, b);
      const max = Math.max(a, b);
      return { count, min, max, mean: Math.min(max, min + (max - min) * t), std };
    }),
);

/** Stored products that satisfy every rule of the product schema. */
export const product: fc.Arbitrary<Product> = fc
  .record({
    id: recordId,
    name: label,
    slug,
    metaTitle: fc.constantFrom('', 'Prêt personnel ING'),
    metaDesc: fc.constantFrom('', 'Comparez le prêt personnel.'),
    link: fc.option(httpLink, { nil: null }),
    idBtn: fc.constantFrom('', 'btn-ing', 'cta_1'),
    info: fc.string({ maxLength: 50 }),
    apr: fc.constantFrom('', 'dès 3,9\u00a0%'),
    aprValue: fc.option(percent, { nil: null }),
    test: fc.string({ maxLength: 50 }),
    comment: fc.constantFrom('', 'À revoir en janvier'),
    config: fc.record({ stats, linkSubtext: fc.constantFrom('', 'Offre soumise à conditions') }),
    tags: fc.uniqueArray(fc.constantFrom('immo', 'perso', 'auto', 'vert'), { maxLength: 4 }),
    isActive: fc.boolean(),
    isSponsored: fc.boolean(),
    isDisabled: fc.boolean(),
    isPrioritized: fc.boolean(),
    viaBroker: fc.boolean(),
    brokerLink: fc.option(httpLink, { nil: null }),
    brokerProduct: fc.constantFrom('', 'Prêt Flex'),
    rateType: fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const, null),
    minAmount: fc.constantFrom(null, 5_000),
    maxAmount: fc.constantFrom(null, 500_000),
    minDuration: fc.constantFrom(null, 12),
    maxDuration: fc.constantFrom(null, 360),
    createdAt: instant,
    modifiedAt: instant,
    advertiserId: recordId,
    advertiserBrokerId: fc.option(recordId, { nil: null }),
    categories: fc.uniqueArray(recordId, { maxLength: 5 }),
    loans: fc.uniqueArray(recordId, { maxLength: 3 }),
    loanstats: fc.uniqueArray(recordId, { maxLength: 3 }),
  })
  .map((generated) => ({
    ...generated,
    title: generated.name,
    // The schema's one cross-field rule: an offer via a broker names its broker.
    advertiserBrokerId: generated.viaBroker ? (generated.advertiserBrokerId ?? 1) : generated.advertiserBrokerId,
  }));
