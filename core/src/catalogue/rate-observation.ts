import * as v from 'valibot';
import { amount, dayInput, durationMonths, id, rate } from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** A rate observed for a product on a day, for an amount and a duration (spec §3, API type `loans`). */
export interface RateObservation {
  id: number;
  /** Annual rate in percent. */
  rate: number;
  /** Euros. */
  amount: number;
  /** Months. */
  duration: number;
  /** Midnight UTC (spec §3: dates normalised to midnight). */
  createdAt: Date;
  modifiedAt: Date;
  productId: number;
  /** Ranking weight of the offer; the spec does not give its scale, so any finite number or none. */
  score: number | null;
}

const rateObservationObject = strictEntity({
  rate: rate(),
  amount: amount(),
  duration: durationMonths(),
  productId: id('Le produit'),
  score: v.optional(v.nullable(v.pipe(v.number('Le score doit être un nombre.'), v.finite('Le score doit être un nombre fini.'))), null),
  // Imported rates carry the day they were observed; without it the store stamps today.
  createdAt: v.optional(dayInput('La date')),
});

export const rateObservationInputSchema = rateObservationObject;
export type RateObservationInput = v.InferOutput<typeof rateObservationInputSchema>;

export const rateObservationPatchSchema = v.partial(rateObservationObject);
export type RateObservationPatch = v.InferOutput<typeof rateObservationPatchSchema>;
