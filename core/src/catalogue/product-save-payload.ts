import { normalizeToMidnight } from '../fields/normalize-date.ts';
import type { Product } from './product.ts';

/** A related record as the admin form holds it: the whole record or at least its id. */
interface Related {
  id: number;
}

/**
 * A product as the admin form edits it: loaded with its relations (advertiser, advertiserbroker, categories as
 * records, spec §3), and possibly derived fields such as isInternal, which the payload leaves out.
 */
export type EditedProduct = Omit<Product, 'categories' | 'loans' | 'loanstats'> & {
  advertiser?: Related | null | undefined;
  advertiserbroker?: Related | null | undefined;
  categories: ReadonlyArray<number | Related>;
};

/** What saving a product sends: the product's own fields, relations as ids, dates as ISO text at midnight UTC. */
export type ProductSavePayload = Omit<Product, 'id' | 'loans' | 'loanstats' | 'createdAt' | 'modifiedAt'> & {
  createdAt: string;
  modifiedAt: string;
};

/**
 * The body of a product save (spec §3): « advertiserId, advertiserBrokerId and categories are sent as ids only »,
 * the title is copied from the name, and dates are normalised to midnight.
 * When the form holds an advertiser or broker record, its id wins over the id field: choosing another advertiser
 * in the form replaces the record, and the id field may still hold the previous one. Fields are picked one by
 * one, so nothing else the form carries (nested records, derived flags) can leak into the payload.
 */
export function productSavePayload(product: EditedProduct): ProductSavePayload {
  const advertiserId = product.advertiser?.id ?? product.advertiserId;
  // An explicit null record means the broker was removed in the form; undefined means the form never loaded it.
  const advertiserBrokerId = product.advertiserbroker === undefined ? product.advertiserBrokerId : (product.advertiserbroker?.id ?? null);
  return {
    name: product.name,
    slug: product.slug,
    metaTitle: product.metaTitle,
    title: product.name,
    metaDesc: product.metaDesc,
    link: product.link,
    idBtn: product.idBtn,
    info: product.info,
    apr: product.apr,
    aprValue: product.aprValue,
    test: product.test,
    comment: product.comment,
    config: { stats: { ...product.config.stats }, linkSubtext: product.config.linkSubtext },
    tags: [...product.tags],
    isActive: product.isActive,
    isSponsored: product.isSponsored,
    isDisabled: product.isDisabled,
    isPrioritized: product.isPrioritized,
    viaBroker: product.viaBroker,
    brokerLink: product.brokerLink,
    brokerProduct: product.brokerProduct,
    rateType: product.rateType,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    minDuration: product.minDuration,
    maxDuration: product.maxDuration,
    createdAt: normalizeToMidnight(product.createdAt).toISOString(),
    modifiedAt: normalizeToMidnight(product.modifiedAt).toISOString(),
    advertiserId,
    advertiserBrokerId,
    categories: [...new Set(product.categories.map((category) => (typeof category === 'number' ? category : category.id)))],
  };
}
