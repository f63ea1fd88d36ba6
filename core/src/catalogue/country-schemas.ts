import * as v from 'valibot';
import { advertiserCountries, marketCountries } from './country.ts';

/*
 * The countries' schemas, apart from their lists and names (country.ts): every page's header and footer need the
 * names, and a module of their own keeps valibot out of the pages that validate nothing.
 */

export const marketCountrySchema = v.picklist(marketCountries, 'Le pays doit être le Luxembourg, la Belgique ou la France.');

export const advertiserCountrySchema = v.picklist(advertiserCountries, 'Choisissez un pays de la liste.');
