import * as v from 'valibot';
import { advertiserCountries, MARKET_COUNTRY_MESSAGE, marketCountries } from './country.ts';

/*
 * The countries' schemas, apart from their lists and names (country.ts): every page's header and footer need the
 * names, and a module of their own keeps valibot out of the pages that validate nothing.
 */

export const marketCountrySchema = v.picklist(marketCountries, MARKET_COUNTRY_MESSAGE);

export const advertiserCountrySchema = v.picklist(advertiserCountries, 'Choisissez un pays de la liste.');
