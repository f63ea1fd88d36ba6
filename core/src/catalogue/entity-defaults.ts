import type { Advertiser } from './advertiser.ts';
import type { Category, CategoryConfig, DurationUnit } from './category.ts';

/**
 * Values a new record gets when its creator leaves them out (spec §3: a category's durationUnit defaults to month
 * and isBlacklisted to true; an advertiser's isIndexed to true). The input schemas fill them in from these
 * constants; `withCategoryDefaults` and `withAdvertiserDefaults` do the same for records built in code
 * (seeders, CLI imports, the admin's empty form).
 */
export const categoryDefaults = {
  durationUnit: 'month',
  isBlacklisted: true,
} as const satisfies Pick<CategoryConfig, 'durationUnit'> & Pick<Category, 'isBlacklisted'>;

export const advertiserDefaults = {
  isIndexed: true,
} as const satisfies Pick<Advertiser, 'isIndexed'>;

/** A category before its defaults: a whole config, perhaps without its duration unit. */
type CategoryDraft = {
  isBlacklisted?: boolean | undefined;
  config: Omit<CategoryConfig, 'durationUnit'> & { durationUnit?: DurationUnit | undefined };
};

type WithCategoryDefaults<T extends CategoryDraft> = Omit<T, 'isBlacklisted' | 'config'> & {
  isBlacklisted: boolean;
  config: Omit<T['config'], 'durationUnit'> & { durationUnit: DurationUnit };
};

/** The draft with the category defaults where it has no value; values it has, `false` included, are kept. */
export function withCategoryDefaults<T extends CategoryDraft>(draft: T): WithCategoryDefaults<T> {
  const withDefaults: WithCategoryDefaults<CategoryDraft> = {
    ...draft,
    isBlacklisted: draft.isBlacklisted ?? categoryDefaults.isBlacklisted,
    config: { ...draft.config, durationUnit: draft.config.durationUnit ?? categoryDefaults.durationUnit },
  };
  // Spreading a generic loses its type in TypeScript; the fields above are exactly what the type adds.
  return withDefaults as WithCategoryDefaults<T>;
}

/** An advertiser before its defaults: named, perhaps without isIndexed. */
type AdvertiserDraft = { name: string; isIndexed?: boolean | undefined };

/** The draft with the advertiser defaults where it has no value; values it has, `false` included, are kept. */
export function withAdvertiserDefaults<T extends AdvertiserDraft>(draft: T): Omit<T, 'isIndexed'> & { isIndexed: boolean } {
  return { ...draft, isIndexed: draft.isIndexed ?? advertiserDefaults.isIndexed };
}
