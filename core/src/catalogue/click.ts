import * as v from 'valibot';
import { id } from '../fields/field-schemas.ts';
import { truncatedIpSchema } from '../personal-data/truncate-ip.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** A visitor's click on an offer, recorded by the outbound redirect /go/… (API type `clicks`). */
export interface Click {
  id: number;
  productId: number;
  advertiserId: number;
  /** Truncated (see truncate-ip.ts): the network, never the visitor's full address. */
  ip: string | null;
  createdAt: Date;
}

const clickObject = strictEntity({
  productId: id('Le produit'),
  advertiserId: id('L’annonceur'),
  ip: v.optional(v.nullable(truncatedIpSchema), null),
});

export const clickInputSchema = clickObject;
export type ClickInput = v.InferOutput<typeof clickInputSchema>;

export const clickPatchSchema = v.partial(clickObject);
export type ClickPatch = v.InferOutput<typeof clickPatchSchema>;
