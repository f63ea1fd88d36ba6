import { choiceField } from '../fields/form-checks.ts';
import { MARKET_COUNTRY_MESSAGE, marketCountries } from './country.ts';

/** The visitor's country as a form checks it without valibot (form-checks.ts); `marketCountrySchema` is the same check. */
export const marketCountryField = /* @__PURE__ */ choiceField(marketCountries, MARKET_COUNTRY_MESSAGE);
