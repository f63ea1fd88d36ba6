import * as v from 'valibot';
import { EMPTY_RATE_STATS, type RateStats } from '../finance/rate-stats.ts';
import {
  amount,
  commentSchema,
  durationMonths,
  dayInput,
  firstIssueOnly,
  flag,
  httpUrl,
  id,
  idList,
  markdownText,
  metaDescSchema,
  metaTitleSchema,
  optionalText,
  rate,
  requiredText,
  slugSchema,
} from '../fields/field-schemas.ts';
import { rateStatsSchema } from './loanstat.ts';
import { strictEntity } from '../fields/strict-entity.ts';
import { rateTypes, type LendingRange, type RateType } from './lending-terms.ts';

export interface ProductConfig {
  /** Statistics of the product's rates, refreshed from its loanstats. */
  stats: RateStats;
  /** Small text under the offer's button. */
  linkSubtext: string;
}

/**
 * A loan offer of an advertiser (spec §3, API type `products`). `isInternal` is not stored: it is derived from
 * the links (see is-internal.ts); neither is the outbound URL (see outbound-url.ts).
 */
export interface Product extends LendingRange {
  id: number;
  name: string;
  slug: string;
  metaTitle: string;
  /** Always the name (spec §3: title copied from name). */
  title: string;
  metaDesc: string;
  /** Where the offer's button leads. */
  link: string | null;
  /** The HTML id of the offer's button, used by analytics to tell buttons apart. */
  idBtn: string;
  /** Markdown: the offer's conditions. */
  info: string;
  /**
   * Deprecated (issue 20): an APR typed by hand, e.g. « dès 3,9 % ». Kept because the spec's API lists it; no page
   * shows it and the back office no longer edits it: a product's « dès » TAEG is computed from its observed rates
   * (lowestOfferApr).
   */
  apr: string;
  /** Deprecated (issue 20), as `apr`: the typed APR as a number, in percent; the API still stores and sorts by it. */
  aprValue: number | null;
  /** Markdown: our editorial review of the offer (French "test", as in « notre test »). */
  test: string;
  /** Internal note, never shown to visitors. */
  comment: string;
  config: ProductConfig;
  tags: string[];
  isActive: boolean;
  isSponsored: boolean;
  isDisabled: boolean;
  isPrioritized: boolean;
  /** The offer is taken out through a broker (advertiserBrokerId) rather than directly. */
  viaBroker: boolean;
  brokerLink: string | null;
  /** The broker's name for the offer. */
  brokerProduct: string;
  /** How the rate moves (fixed, variable, mixed); null when not stated. The comparator's rate-type filter reads it. */
  rateType: RateType | null;
  // minAmount, maxAmount (euros), minDuration, maxDuration (months): the terms the product lends for (LendingRange);
  // the comparator never shows a product for terms outside them.
  /** Midnight UTC (spec §3: dates normalised to midnight). */
  createdAt: Date;
  modifiedAt: Date;
  advertiserId: number;
  advertiserBrokerId: number | null;
  /** Ids of the product's categories. */
  categories: number[];
  /** Ids of the product's loans. */
  loans: number[];
  /** Ids of the product's loanstats. */
  loanstats: number[];
}

const ID_BUTTON_PATTERN = /^([A-Za-z][\w-]*)?$/;

export const productConfigSchema = strictEntity({
  stats: v.optional(rateStatsSchema, () => ({ ...EMPTY_RATE_STATS })),
  linkSubtext: v.optional(optionalText('Le texte sous le bouton', 200), ''),
});

const productObject = strictEntity({
  name: requiredText('Le nom', 200),
  slug: slugSchema,
  // Accepted because the save payload carries it (spec §3); the schema then copies the name over it.
  title: v.optional(v.string('Le titre doit être un texte.')),
  metaTitle: v.optional(metaTitleSchema, ''),
  metaDesc: v.optional(metaDescSchema, ''),
  link: v.optional(v.nullable(httpUrl('Le lien')), null),
  idBtn: v.optional(
    firstIssueOnly(
      v.pipe(
        optionalText('L’identifiant du bouton', 100),
        v.regex(
          ID_BUTTON_PATTERN,
          'L’identifiant du bouton doit commencer par une lettre et ne contenir que des lettres, des chiffres, des tirets et des soulignés.',
        ),
      ),
    ),
    '',
  ),
  info: v.optional(markdownText('Les informations', 20_000), ''),
  apr: v.optional(optionalText('Le TAEG affiché', 200), ''),
  aprValue: v.optional(v.nullable(rate('Le TAEG')), null),
  test: v.optional(markdownText('Le test'), ''),
  comment: v.optional(commentSchema, ''),
  config: v.optional(productConfigSchema, () => ({ stats: { ...EMPTY_RATE_STATS }, linkSubtext: '' })),
  tags: v.optional(
    v.pipe(
      v.array(requiredText('Chaque étiquette', 50), 'Les étiquettes doivent être une liste.'),
      v.maxLength(20, 'Un produit a au plus 20 étiquettes.'),
      v.check((tags) => new Set(tags).size === tags.length, 'Les étiquettes contiennent un doublon.'),
    ),
    () => [],
  ),
  isActive: v.optional(flag('«\u202fActif\u202f»'), true),
  isSponsored: v.optional(flag('«\u202fSponsorisé\u202f»'), false),
  isDisabled: v.optional(flag('«\u202fDésactivé\u202f»'), false),
  isPrioritized: v.optional(flag('«\u202fPrioritaire\u202f»'), false),
  viaBroker: v.optional(flag('«\u202fVia un courtier\u202f»'), false),
  brokerLink: v.optional(v.nullable(httpUrl('Le lien du courtier')), null),
  brokerProduct: v.optional(optionalText('Le produit du courtier', 200), ''),
  rateType: v.optional(
    v.nullable(v.picklist(rateTypes, 'Le type de taux doit être fixe (fixed), variable (variable) ou mixte (mixed).')),
    null,
  ),
  minAmount: v.optional(v.nullable(amount('Le montant minimum')), null),
  maxAmount: v.optional(v.nullable(amount('Le montant maximum')), null),
  minDuration: v.optional(v.nullable(durationMonths('La durée minimum')), null),
  maxDuration: v.optional(v.nullable(durationMonths('La durée maximum')), null),
  advertiserId: id('L’annonceur'),
  advertiserBrokerId: v.optional(v.nullable(id('Le courtier')), null),
  categories: v.optional(idList('catégories'), () => []),
  // The save payload sends the dates it holds, normalised to midnight (spec §3); the store may keep or restamp them.
  createdAt: v.optional(dayInput('La date de création')),
  modifiedAt: v.optional(dayInput('La date de modification')),
});

type ProductFields = v.InferOutput<typeof productObject>;

/** A range's upper bound is not below its lower one (either may be absent). */
const ordered = (low: number | null | undefined, high: number | null | undefined) => low == null || high == null || low <= high;

/** Spec §3: a product's title is copied from its name, whatever title came in. */
function titleFromName<T extends Partial<ProductFields>>(fields: T): Omit<T, 'title'> & { title?: string } {
  const { title: _ignored, ...rest } = fields;
  return fields.name === undefined ? rest : { ...rest, title: fields.name };
}

/** What creating a product accepts: title follows the name; an offer via a broker names its broker. */
export const productInputSchema = v.pipe(
  productObject,
  v.forward(
    v.partialCheck(
      [['viaBroker'], ['advertiserBrokerId']],
      (product) => !product.viaBroker || product.advertiserBrokerId !== null,
      'Choisissez le courtier d’une offre proposée via un courtier.',
    ),
    ['advertiserBrokerId'],
  ),
  v.forward(
    v.partialCheck(
      [['minAmount'], ['maxAmount']],
      (product) => ordered(product.minAmount, product.maxAmount),
      'Le montant maximum doit être supérieur ou égal au montant minimum.',
    ),
    ['maxAmount'],
  ),
  v.forward(
    v.partialCheck(
      [['minDuration'], ['maxDuration']],
      (product) => ordered(product.minDuration, product.maxDuration),
      'La durée maximum doit être supérieure ou égale à la durée minimum.',
    ),
    ['maxDuration'],
  ),
  v.transform((product) => ({ ...product, title: product.name })),
);
export type ProductInput = v.InferOutput<typeof productInputSchema>;

/**
 * What updating a product accepts. A new name brings its title along; a title sent alone is dropped, because the
 * title only ever follows the name. The broker rule needs the stored record, so the use case checks it.
 */
export const productPatchSchema = v.pipe(v.partial(productObject), v.transform(titleFromName));
export type ProductPatch = v.InferOutput<typeof productPatchSchema>;
