import type { ReactNode } from 'react';
import { COUNTRY_OPTIONS } from '../forms/country-options.ts';
import { YEAR_CHOICES, type FieldErrors } from './form-values.ts';

/** Label above, the field, then its French error: the error is tied to the field for screen readers. */
interface FieldShellProps {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

function FieldShell({ name, label, hint, errors, children }: FieldShellProps) {
  const error = errors[name];
  const describedBy = [hint ? `${name}-aide` : null, error ? `${name}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={name}>{label}</label>
      {children(describedBy, Boolean(error))}
      {hint ? (
        <span id={`${name}-aide`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${name}-erreur`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

interface NumberFieldProps {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  /** An example of what to type (« ex. 250 000 »). */
  placeholder?: string;
  /** `text` for a name among numbers (the phone's keyboard then has letters). */
  inputMode?: 'decimal' | 'text';
}

/** A number typed the French way ('250 000', '3,5'): a text input, so the server sees and keeps what was typed. */
export function NumberField({ name, label, value, errors, hint, required, placeholder, inputMode = 'decimal' }: NumberFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <input
          id={name}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={value}
          placeholder={placeholder}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  options: readonly { value: string; label: string }[];
  hint?: string;
}

export function SelectField({ name, label, value, errors, options, hint }: SelectFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <select id={name} name={name} defaultValue={value} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A loan's duration in whole years, 5 to 35 (form-values.ts YEAR_CHOICES), under the field `duree`. */
export function YearsField({ label = 'Durée (années)', value, errors }: { label?: string; value: string; errors: FieldErrors }) {
  return (
    <SelectField
      name="duree"
      label={label}
      value={value}
      errors={errors}
      options={YEAR_CHOICES.map((year) => ({ value: String(year), label: `${year}\u00a0ans` }))}
    />
  );
}

/** The visitor's country: the results follow its rules. */
export function CountryField({ value, errors }: { value: string; errors: FieldErrors }) {
  return (
    <SelectField
      name="pays"
      label="Votre pays"
      value={value}
      errors={errors}
      options={COUNTRY_OPTIONS}
      hint="Les résultats suivent les règles de ce pays."
    />
  );
}

/** A message about the whole form (not one field). */
export function FormError({ errors }: { errors: FieldErrors }) {
  return errors[''] ? (
    <p className="calc-form__error" role="alert">
      {errors['']}
    </p>
  ) : null;
}

/** One figure of a result; `figure` names it for tests and styles. */
export function Figure({ label, value, figure, strong }: { label: ReactNode; value: string; figure: string; strong?: boolean }) {
  return (
    <div className={strong ? 'calc-figure calc-figure--main' : 'calc-figure'}>
      <dt>{label}</dt>
      <dd className="numeric" data-figure={figure}>
        {value}
      </dd>
    </div>
  );
}
