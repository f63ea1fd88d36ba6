import * as v from 'valibot';
import { consentSchema, type Consent } from './consent.ts';
import type { MarketCountry } from '../catalogue/country.ts';
import { marketCountrySchema } from '../catalogue/country-schemas.ts';
import { amount, durationMonths, emailSchema, id, optionalText } from '../fields/field-schemas.ts';
import { personName } from './person-name.ts';
import { phoneSchema } from './phone.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/** Which form a lead came from; the values are the forms' paths (spec §2), so a lead names its page. */
export const leadKinds = [
  'pret-hypothecaire',
  'pret-immobilier',
  'pret-personnel',
  'regroupement-de-credit',
  'rendez-vous',
  'contact',
  'ebook',
] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A lead's progress: new, passed on to a partner, dealt with. */
export const leadStatuses = ['nouveau', 'transmis', 'traite'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A visitor's request: loan, appointment, contact or ebook (API type `leads`). */
export interface Lead {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: MarketCountry;
  /** Euros. */
  amount: number | null;
  /** Months. */
  duration: number | null;
  /** The product the visitor asked about (« Prêt Habitat — Banque X »), when they came from its page. */
  product: string | null;
  /** That product's id, for the advertiser report's count of requests; null when the request names none. */
  productId: number | null;
  message: string;
  /**
   * What the visitor quotes about it, `PS-7K3M-Q9XD` (lead-reference.ts), set by the server when it is stored;
   * null for the requests stored before references existed.
   */
  reference: string | null;
  status: LeadStatus;
  consent: Consent;
  createdAt: Date;
}

const leadEntries = {
  kind: v.picklist(leadKinds, 'Type de demande inconnu.'),
  firstName: personName('Le prénom'),
  lastName: personName('Le nom'),
  email: emailSchema,
  phone: v.optional(v.nullable(phoneSchema), null),
  country: marketCountrySchema,
  amount: v.optional(v.nullable(amount('Le montant souhaité')), null),
  duration: v.optional(v.nullable(durationMonths('La durée souhaitée')), null),
  product: v.optional(v.nullable(optionalText('Le produit', 200)), null),
  productId: v.optional(v.nullable(id('Le produit')), null),
  message: v.optional(optionalText('Le message', 5_000), ''),
  consent: consentSchema,
};

/**
 * What a visitor's form may send. No status: every lead starts 'nouveau', set by the use case, so a visitor
 * cannot file a lead as already dealt with.
 */
export const leadInputSchema = strictEntity(leadEntries);
export type LeadInput = v.InferOutput<typeof leadInputSchema>;

/** What the team may change on a lead, its status included. */
export const leadPatchSchema = v.partial(
  strictEntity({ ...leadEntries, status: v.picklist(leadStatuses, 'Le statut doit être nouveau, transmis ou traité.') }),
);
export type LeadPatch = v.InferOutput<typeof leadPatchSchema>;
