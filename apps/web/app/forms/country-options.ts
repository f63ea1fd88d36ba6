import { countryLabels, marketCountries, type MarketCountry } from '@pretscope/core';

/** The three markets as a choice in a form (request forms, calculators), in core's order and with core's names. */
export const COUNTRY_OPTIONS: readonly { value: MarketCountry; label: string }[] = marketCountries.map((value) => ({
  value,
  label: countryLabels[value],
}));
