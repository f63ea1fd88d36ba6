import * as v from 'valibot';
import { advertiserCountrySchema } from './country-schemas.ts';
import type { AdvertiserCountry } from './country.ts';
import { advertiserDefaults } from './entity-defaults.ts';
import {
  commentSchema,
  httpUrl,
  imageReference,
  markdownText,
  metaDescSchema,
  metaTitleSchema,
  requiredText,
  slugSchema,
} from '../fields/field-schemas.ts';
import { strictEntity } from '../fields/strict-entity.ts';

/**
 * What kind of company an advertiser is. The spec names the field (advertisersCategory) but not its values; the
 * directory of "banques et courtiers" needs at least banks and brokers, and insurers (borrower insurance) and
 * lending platforms (crowdlending, crypto loans) are the other lenders such a site lists. Stored as French words
 * because they are also the values of the directory's filter in URLs.
 */
export const advertiserKinds = ['banque', 'courtier', 'assureur', 'plateforme'] as const;
export type AdvertiserKind = (typeof advertiserKinds)[number];

/** A bank, broker or other lender of the directory (spec §3 "Advertiser / announcer", API type `announcers`). */
export interface Advertiser {
  id: number;
  name: string;
  slug: string;
  /** A path on this site or an http(s) URL. */
  logo: string | null;
  website: string | null;
  /** Markdown. */
  description: string;
  metaTitle: string;
  metaDesc: string;
  /** Internal note, never shown to visitors. */
  comment: string;
  /** Ids of the advertiser's products. */
  products: number[];
  createdAt: Date;
  modifiedAt: Date;
  advertisersCategory: AdvertiserKind;
  isIndexed: boolean;
  country: AdvertiserCountry;
}

const advertiserObject = strictEntity({
  name: requiredText('Le nom', 200),
  slug: slugSchema,
  logo: v.optional(v.nullable(imageReference('Le logo')), null),
  website: v.optional(v.nullable(httpUrl('Le site web')), null),
  description: v.optional(markdownText('La description'), ''),
  metaTitle: v.optional(metaTitleSchema, ''),
  metaDesc: v.optional(metaDescSchema, ''),
  comment: v.optional(commentSchema, ''),
  advertisersCategory: v.picklist(advertiserKinds, 'Le type doit être banque, courtier, assureur ou plateforme.'),
  isIndexed: v.optional(v.boolean('«\u202fIndexé\u202f» doit être vrai ou faux.'), advertiserDefaults.isIndexed),
  country: advertiserCountrySchema,
});

/** What creating an advertiser accepts; isIndexed defaults to true (spec §3). */
export const advertiserInputSchema = advertiserObject;
export type AdvertiserInput = v.InferOutput<typeof advertiserInputSchema>;

export const advertiserPatchSchema = v.partial(advertiserObject);
export type AdvertiserPatch = v.InferOutput<typeof advertiserPatchSchema>;
