/*
 * What a purchase's acquisition costs depend on besides its price and country, as a form offers them: Belgium's
 * region (duties are regional) and France's kind of home. A module of their own, so that a form checking them does
 * not bring the cost computation (acquisition-costs-rule.ts) with it.
 */

export type BelgianRegion = 'flandre' | 'wallonie' | 'bruxelles';
export const BELGIAN_REGIONS: readonly BelgianRegion[] = ['flandre', 'wallonie', 'bruxelles'];

/** French tax treatment: an existing home ('ancien') pays transfer duties, a new one ('neuf', VAT paid) the reduced land-registry tax. */
export type PropertyType = 'ancien' | 'neuf';
export const PROPERTY_TYPES: readonly PropertyType[] = ['ancien', 'neuf'];
