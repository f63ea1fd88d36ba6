/**
 * The three markets the site serves (leads, reminders, legal mentions). The codes are the spec's own (§3, §9):
 * 'LUX' is ISO 3166 alpha-3 while 'BE' and 'FR' are alpha-2; we keep them as the spec and its data write them.
 */
export const marketCountries = ['LUX', 'BE', 'FR'] as const;
export type MarketCountry = (typeof marketCountries)[number];

/** When a country a form receives is not one of the three markets (`marketCountrySchema`, `marketCountryField`). */
export const MARKET_COUNTRY_MESSAGE = 'Le pays doit être le Luxembourg, la Belgique ou la France.';

/**
 * Where an advertiser (bank, broker…) is established. A closed list rather than any 2–3 letter code: with a free
 * code, 'LU' would be accepted and then silently sort with "others" instead of first (spec §9 country order);
 * neighbouring countries get their own code, everything else is 'OTHER'.
 */
export const advertiserCountries = ['LUX', 'BE', 'FR', 'DE', 'NL', 'CH', 'OTHER'] as const;
export type AdvertiserCountry = (typeof advertiserCountries)[number];

/** How each code reads on a page. */
export const countryLabels: Readonly<Record<AdvertiserCountry, string>> = {
  LUX: 'Luxembourg',
  BE: 'Belgique',
  FR: 'France',
  DE: 'Allemagne',
  NL: 'Pays-Bas',
  CH: 'Suisse',
  OTHER: 'Autre pays',
};
