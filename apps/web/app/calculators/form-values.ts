import {
  checkForm,
  marketCountries,
  parseFrenchNumber,
  type FormChecks,
  type FormFields,
  type FormValues,
  type MarketCountry,
} from '@pretscope/core';
import { fieldErrors } from '../forms/field-errors.ts';

/**
 * A calculator is a plain GET form: its inputs live in the URL, as the visitor typed them. These helpers read them
 * back (raw, so that a refused value is shown again exactly as typed), turn French-written numbers into numbers,
 * and place the French messages of core's form checks (`checkForm`, no valibot in the browser) under the right field.
 */

/** The raw value of each field: the URL's when present, else the default. */
export type RawValues<K extends string> = Record<K, string>;

export function readValues<K extends string>(
  source: URL | URLSearchParams,
  defaults: RawValues<K>,
): { values: RawValues<K>; submitted: boolean } {
  const query = source instanceof URL ? source.searchParams : source;
  const values = { ...defaults };
  let submitted = false;
  for (const name of Object.keys(defaults) as K[]) {
    const raw = query.get(name);
    if (raw !== null) {
      values[name] = raw.slice(0, 64);
      submitted = true;
    }
  }
  return { values, submitted };
}

/**
 * A number as a French visitor writes it: '250 000', '3,5', '1 234,56 €', '2 %' (core parseFrenchNumber). Empty
 * gives undefined (the field was left empty); anything else that is not a number gives NaN, which the schemas
 * refuse in French.
 */
export function toNumber(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return parseFrenchNumber(raw) ?? Number.NaN;
}

/** The visitor's country: LUX, BE or FR, Luxembourg when absent or unknown. */
export function toCountry(raw: string | undefined): MarketCountry {
  return (marketCountries as readonly string[]).includes(raw ?? '') ? (raw as MarketCountry) : 'LUX';
}

/** The first French message of each field, by the form's field names (e.g. amount → montant); '' for no field. */
export type FieldErrors = Record<string, string>;

/** Check with a form's checks; on failure, the first French message of each field, under the form's field names. */
export function validate<S extends FormFields>(
  checks: FormChecks<S>,
  input: { readonly [K in keyof S]: unknown },
  fieldOf: Readonly<Record<keyof S, string>>,
): { ok: true; value: FormValues<S> } | { ok: false; errors: FieldErrors } {
  const checked = checkForm(checks, input);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: fieldErrors(checked.error.issues, fieldOf) };
}

/** Years offered by the duration selects: 5 to 35. */
export const YEAR_CHOICES: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 5);
