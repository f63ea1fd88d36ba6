import { marketCountries, parseFrenchNumber, type MarketCountry } from '@pretscope/core';
import * as v from 'valibot';

/**
 * A calculator is a plain GET form: its inputs live in the URL, as the visitor typed them. These helpers read them
 * back (raw, so that a refused value is shown again exactly as typed), turn French-written numbers into numbers,
 * and place valibot's French messages under the right field.
 */

/** The raw value of each field: the URL's when present, else the default. */
export type RawValues<K extends string> = Record<K, string>;

export function readValues<K extends string>(url: URL, defaults: RawValues<K>): { values: RawValues<K>; submitted: boolean } {
  const values = { ...defaults };
  let submitted = false;
  for (const name of Object.keys(defaults) as K[]) {
    const raw = url.searchParams.get(name);
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

export const COUNTRY_OPTIONS: readonly { value: MarketCountry; label: string }[] = [
  { value: 'LUX', label: 'Luxembourg' },
  { value: 'BE', label: 'Belgique' },
  { value: 'FR', label: 'France' },
];

/** Field name in the form for each key of a schema (e.g. amount → montant); '_form' holds messages for no field. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], fieldOf: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    const name = path === null ? '_form' : (fieldOf[path] ?? path);
    errors[name] ??= issue.message;
  }
  return errors;
}

/** Parse with a schema; on failure, the first French message of each field, under the form's field names. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, fieldOf: Record<string, string>): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues, fieldOf) };
}

/** Years offered by the duration selects: 5 to 35. */
export const YEAR_CHOICES: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 5);
