import * as v from 'valibot';
import { categoryDefaults } from './entity-defaults.ts';
import {
  amount,
  commentSchema,
  durationMonths,
  firstIssueOnly,
  markdownText,
  metaDescSchema,
  metaTitleSchema,
  optionalText,
  requiredText,
  slugSchema,
} from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** How a category's durations are shown (see formatDuration); they are always stored in months (spec §9). */
export const durationUnits = ['month', 'year'] as const;
export type DurationUnit = (typeof durationUnits)[number];

/** One question of a category's FAQ, also published as FAQPage structured data (see faq-json-ld.ts). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The ranges the simulator's sliders allow. */
export interface CategoryBounds {
  minAmount: number;
  maxAmount: number;
  minDuration: number;
  maxDuration: number;
}

/** The simulator of a category page: preset amounts and durations, the preselected one of each, and the bounds. */
export interface CategoryConfig {
  amounts: number[];
  /** Months. */
  durations: number[];
  /** Index in `amounts` of the amount selected when the page opens. */
  amountIndex: number;
  /** Index in `durations` of the duration selected when the page opens. */
  durationIndex: number;
  durationUnit: DurationUnit;
  bounds: CategoryBounds;
}

/** A loan category (spec §3, API type `categories`); its public URL is its slug at the root. */
export interface Category {
  id: number;
  name: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  description: string;
  /** Internal note, never shown to visitors. */
  comment: string;
  faq: FaqItem[];
  config: CategoryConfig;
  metaTitle: string;
  metaDesc: string;
  isBlacklisted: boolean;
  /** Ids of the category's products. The link is written from the product side (`Product.categories`). */
  products: number[];
}

export const faqItemSchema = strictEntity({
  question: requiredText('La question', 500),
  answer: requiredText('La réponse', 5_000),
});

export const categoryBoundsSchema = v.pipe(
  strictEntity({
    minAmount: amount('Le montant minimum'),
    maxAmount: amount('Le montant maximum'),
    minDuration: durationMonths('La durée minimum'),
    maxDuration: durationMonths('La durée maximum'),
  }),
  v.forward(
    v.partialCheck(
      [['minAmount'], ['maxAmount']],
      (bounds) => bounds.minAmount <= bounds.maxAmount,
      'Le montant maximum doit être supérieur ou égal au montant minimum.',
    ),
    ['maxAmount'],
  ),
  v.forward(
    v.partialCheck(
      [['minDuration'], ['maxDuration']],
      (bounds) => bounds.minDuration <= bounds.maxDuration,
      'La durée maximum doit être supérieure ou égale à la durée minimum.',
    ),
    ['maxDuration'],
  ),
);

/** A position in a list; `label` is masculine ('Le rang de …') so that the messages agree with it. */
function listIndex(label: string) {
  return firstIssueOnly(
    v.pipe(
      v.number(`${label} doit être un nombre.`),
      v.integer(`${label} doit être un nombre entier.`),
      v.minValue(0, `${label} ne peut pas être négatif.`),
    ),
  );
}

export const categoryConfigSchema = v.pipe(
  strictEntity({
    amounts: v.pipe(
      v.array(amount('Chaque montant proposé'), 'Les montants proposés doivent être une liste.'),
      v.minLength(1, 'Proposez au moins un montant.'),
      v.maxLength(50, 'Proposez au plus 50 montants.'),
    ),
    durations: v.pipe(
      v.array(durationMonths('Chaque durée proposée'), 'Les durées proposées doivent être une liste.'),
      v.minLength(1, 'Proposez au moins une durée.'),
      v.maxLength(50, 'Proposez au plus 50 durées.'),
    ),
    amountIndex: listIndex('Le rang du montant présélectionné'),
    durationIndex: listIndex('Le rang de la durée présélectionnée'),
    durationUnit: v.optional(
      v.picklist(durationUnits, 'L’unité de durée doit être le mois (month) ou l’année (year).'),
      categoryDefaults.durationUnit,
    ),
    bounds: categoryBoundsSchema,
  }),
  v.forward(
    v.partialCheck(
      [['amounts'], ['amountIndex']],
      // An empty list has its own message.
      (config) => config.amounts.length === 0 || config.amountIndex < config.amounts.length,
      'Le montant présélectionné doit désigner un montant de la liste.',
    ),
    ['amountIndex'],
  ),
  v.forward(
    v.partialCheck(
      [['durations'], ['durationIndex']],
      (config) => config.durations.length === 0 || config.durationIndex < config.durations.length,
      'La durée présélectionnée doit désigner une durée de la liste.',
    ),
    ['durationIndex'],
  ),
  // A preset outside the sliders' range could be shown but never reached again by sliding. Inverted bounds have
  // their own message and make this one meaningless.
  v.forward(
    v.partialCheck(
      [['amounts'], ['bounds', 'minAmount'], ['bounds', 'maxAmount']],
      ({ amounts, bounds }) =>
        bounds.minAmount > bounds.maxAmount || amounts.every((value) => value >= bounds.minAmount && value <= bounds.maxAmount),
      'Chaque montant proposé doit être compris entre le montant minimum et le montant maximum.',
    ),
    ['amounts'],
  ),
  v.forward(
    v.partialCheck(
      [['durations'], ['bounds', 'minDuration'], ['bounds', 'maxDuration']],
      ({ durations, bounds }) =>
        bounds.minDuration > bounds.maxDuration || durations.every((value) => value >= bounds.minDuration && value <= bounds.maxDuration),
      'Chaque durée proposée doit être comprise entre la durée minimum et la durée maximum.',
    ),
    ['durations'],
  ),
);

const categoryObject = strictEntity({
  name: requiredText('Le nom', 200),
  slug: slugSchema,
  title: requiredText('Le titre', 200),
  summary: v.optional(optionalText('Le résumé', 1_000), ''),
  description: v.optional(markdownText('La description'), ''),
  comment: v.optional(commentSchema, ''),
  faq: v.optional(
    v.pipe(v.array(faqItemSchema, 'La FAQ doit être une liste.'), v.maxLength(50, 'La FAQ ne doit pas dépasser 50 questions.')),
    () => [],
  ),
  config: categoryConfigSchema,
  metaTitle: v.optional(metaTitleSchema, ''),
  metaDesc: v.optional(metaDescSchema, ''),
  isBlacklisted: v.optional(v.boolean('«\u202fExclue\u202f» doit être vrai ou faux.'), categoryDefaults.isBlacklisted),
});

/** What creating a category accepts; defaults of spec §3 filled in (durationUnit month, isBlacklisted true). */
export const categoryInputSchema = categoryObject;
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;

/** What updating a category accepts: any subset of the fields; `config` and `faq` are replaced whole. */
export const categoryPatchSchema = v.partial(categoryObject);
export type CategoryPatch = v.InferOutput<typeof categoryPatchSchema>;
