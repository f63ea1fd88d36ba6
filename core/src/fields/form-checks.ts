import { err, ok, type Result } from '../result.ts';
import type { FieldIssue } from './field-issues.ts';

/*
 * The checks of a small form of numbers and choices, with their French messages, without valibot: what a page that
 * checks its fields in the browser as the visitor types (the calculators) can carry at little cost. They give what
 * the same checks written with valibot's `strictObject`, `pipe`, `number`, `minValue`, `gtValue`, `maxValue`,
 * `integer`, `picklist`, `boolean`, `optional`, `check` and `forward(partialCheck)` give through `validateInput`
 * (form-checks.test.ts compares the two on any form and any input): the same issues, in the same order, on the
 * same paths. The entities and the API keep their valibot schemas (field-schemas.ts).
 */

/** One check of a number, after it is known to be a number; each that fails gives its message, in order. */
export type NumberCheck =
  | { readonly min: number; readonly message: string }
  | { readonly above: number; readonly message: string }
  | { readonly max: number; readonly message: string }
  | { readonly integer: true; readonly message: string };

export interface NumberField {
  readonly kind: 'number';
  /** When the value is not a number (NaN, or nothing in a field that is not optional). */
  readonly message: string;
  readonly checks: readonly NumberCheck[];
}

export interface ChoiceField<T extends string = string> {
  readonly kind: 'choice';
  readonly choices: readonly T[];
  /** When the value is not one of the choices. */
  readonly message: string;
}

export interface BooleanField {
  readonly kind: 'boolean';
  readonly message: string;
}

export type RequiredField = NumberField | ChoiceField | BooleanField;

/** A field that may be left empty (undefined): it takes `fallback` then, checked like a value given, or stays undefined. */
export interface OptionalField<F extends RequiredField = RequiredField> {
  readonly kind: 'optional';
  readonly field: F;
  readonly fallback: FieldValue<F> | undefined;
}

export type FormField = RequiredField | OptionalField;

/** What a field gives once checked. */
export type FieldValue<F> = F extends NumberField
  ? number
  : F extends ChoiceField<infer T>
    ? T
    : F extends BooleanField
      ? boolean
      : F extends OptionalField<infer G>
        ? FieldValue<G> | (F['fallback'] extends undefined ? undefined : never)
        : never;

export type FormFields = Readonly<Record<string, FormField>>;

export type FormValues<S extends FormFields> = { [K in keyof S]: FieldValue<S[K]> };

/**
 * A rule across fields: `holds` must be true of the checked values. With `reads`, it is checked when every field
 * has the right kind of value, or else when none of the fields it reads has an issue (valibot's `partialCheck`);
 * without, only when every field has the right kind of value (`check`). Its message goes to `field`, or to the
 * form as a whole (path []).
 */
export interface FormRule<V> {
  readonly reads?: readonly (keyof V & string)[];
  readonly holds: (values: V) => boolean;
  readonly message: string;
  readonly field?: keyof V & string;
}

export interface FormChecks<S extends FormFields> {
  readonly fields: S;
  readonly rules: readonly FormRule<FormValues<S>>[];
}

export function numberField(message: string, ...checks: NumberCheck[]): NumberField {
  return { kind: 'number', message, checks };
}

export function choiceField<const T extends string>(choices: readonly T[], message: string): ChoiceField<T> {
  return { kind: 'choice', choices, message };
}

export function booleanField(message: string): BooleanField {
  return { kind: 'boolean', message };
}

/** A field that may be empty: undefined when it is, or `fallback`. */
export function optionalField<F extends RequiredField>(field: F): OptionalField<F> & { readonly fallback: undefined };
export function optionalField<F extends RequiredField>(
  field: F,
  fallback: FieldValue<F>,
): OptionalField<F> & { readonly fallback: FieldValue<F> };
export function optionalField<F extends RequiredField>(field: F, fallback?: FieldValue<F>): OptionalField<F> {
  return { kind: 'optional', field, fallback };
}

/** A number field with more checks after its own. */
export function withChecks(field: NumberField, ...checks: NumberCheck[]): NumberField {
  return { ...field, checks: [...field.checks, ...checks] };
}

export function formChecks<const S extends FormFields>(fields: S, ...rules: FormRule<FormValues<S>>[]): FormChecks<S> {
  return { fields, rules };
}

function fails(check: NumberCheck, value: number): boolean {
  if ('min' in check) return !(value >= check.min);
  if ('above' in check) return !(value > check.above);
  if ('max' in check) return !(value <= check.max);
  return !Number.isInteger(value);
}

/** A field's value once checked, whether it has the right kind (`typed`), and the messages of what fails, in order. */
function checkField(field: FormField, input: unknown): { value: unknown; typed: boolean; messages: string[] } {
  if (field.kind === 'optional') {
    const value = input === undefined ? field.fallback : input;
    return value === undefined ? { value, typed: true, messages: [] } : checkField(field.field, value);
  }
  if (field.kind === 'number') {
    if (typeof input !== 'number' || Number.isNaN(input)) return { value: input, typed: false, messages: [field.message] };
    return { value: input, typed: true, messages: field.checks.filter((check) => fails(check, input)).map((check) => check.message) };
  }
  const typed = field.kind === 'choice' ? (field.choices as readonly unknown[]).includes(input) : typeof input === 'boolean';
  return { value: input, typed, messages: typed ? [] : [field.message] };
}

/**
 * Checks a form's values: every field in order, then every rule; each issue with its field's path ([] for the form
 * as a whole), as `validateInput` gives them.
 */
export function checkForm<S extends FormFields>(
  checks: FormChecks<S>,
  input: { readonly [K in keyof S]: unknown },
): Result<FormValues<S>, { type: 'input/invalid'; issues: FieldIssue[] }> {
  const issues: FieldIssue[] = [];
  const values: Record<string, unknown> = {};
  let typed = true;
  for (const [name, field] of Object.entries(checks.fields)) {
    const checked = checkField(field, (input as Readonly<Record<string, unknown>>)[name]);
    values[name] = checked.value;
    typed &&= checked.typed;
    for (const message of checked.messages) issues.push({ path: [name], message });
  }
  for (const rule of checks.rules) {
    const applies =
      typed ||
      (rule.reads !== undefined && !issues.some((issue) => issue.path.length === 0 || rule.reads?.includes(issue.path[0] as never)));
    if (applies && !rule.holds(values as FormValues<S>)) issues.push({ path: rule.field ? [rule.field] : [], message: rule.message });
  }
  return issues.length === 0 ? ok(values as FormValues<S>) : err({ type: 'input/invalid', issues });
}
