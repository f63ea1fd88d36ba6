import type { ReactNode } from 'react';
import { FaqField } from './faq-field.tsx';
import type { FieldOption, FormField } from './form-definitions.ts';
import type { FaqRow, FormValues } from './form-values.ts';
import { ImageField } from './image-field.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { SlugField } from './slug-field.tsx';

export function fieldId(name: string): string {
  return `champ-${name.replace(/\./g, '-')}`;
}

/** The field's French message: its own, or the first about one of its items (`config.amounts.2`, `faq.0.question`). */
export function errorFor(errors: Readonly<Record<string, string>>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${name}.`));
  return nested ? errors[nested] : undefined;
}

/** Label above, hint and error under (DESIGN.md forms), wired for screen readers. */
export function FieldShell({
  field,
  error,
  children,
  group = false,
}: {
  field: FormField;
  error?: string;
  children: ReactNode;
  group?: boolean;
}) {
  const id = fieldId(field.name);
  const label = field.unit ? `${field.label} (${field.unit})` : field.label;
  return (
    <div className="field" data-invalid={error ? '' : undefined} data-field={field.name}>
      {group ? (
        <span className="field__label" id={`${id}-label`} style={{ fontWeight: 800, fontSize: '.95rem' }}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      {children}
      {field.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(field: FormField, error: string | undefined): string | undefined {
  const id = fieldId(field.name);
  const ids = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export interface FieldProps {
  field: FormField;
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  /** Choices of relation fields, by field name. */
  choices: Readonly<Record<string, FieldOption[]>>;
  /** Read-only values already written in French, by field name. */
  readonly: Readonly<Record<string, string>>;
  isNew: boolean;
  disabled: boolean;
}

/** One field of an admin form, drawn for its kind. */
export function AdminField({ field, values, errors, choices, readonly, isNew, disabled }: FieldProps) {
  const error = errorFor(errors, field.name);
  const id = fieldId(field.name);
  const value = values[field.name];
  const text = typeof value === 'string' ? value : '';
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(field, error) } as const;
  switch (field.kind) {
    case 'readonly':
      return (
        <div className="field" data-field={field.name}>
          <span style={{ fontWeight: 800, fontSize: '.95rem' }}>{field.label}</span>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{readonly[field.name] || '—'}</p>
        </div>
      );
    case 'checkbox':
      return (
        <div className="field" data-invalid={error ? '' : undefined} data-field={field.name}>
          <label className="checkbox" htmlFor={id}>
            <input id={id} type="checkbox" name={field.name} defaultChecked={text === 'on'} disabled={disabled} {...aria} />
            {field.label}
          </label>
          {field.hint ? (
            <p className="field-hint" id={`${id}-hint`}>
              {field.hint}
            </p>
          ) : null}
          {error ? (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'textarea':
      return (
        <FieldShell field={field} error={error}>
          <textarea id={id} name={field.name} defaultValue={text} rows={3} disabled={disabled} {...aria} />
        </FieldShell>
      );
    case 'number-list':
      return (
        <FieldShell field={field} error={error}>
          <textarea id={id} name={field.name} defaultValue={text} rows={4} inputMode="decimal" disabled={disabled} {...aria} />
        </FieldShell>
      );
    case 'select':
    case 'relation': {
      const options = field.kind === 'select' ? (field.options ?? []) : (choices[field.name] ?? []);
      return (
        <FieldShell field={field} error={error}>
          <select id={id} name={field.name} defaultValue={text} disabled={disabled} {...aria}>
            {field.kind === 'relation' || text === '' ? <option value="">{field.nullable ? 'Aucun' : 'Choisir…'}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldShell>
      );
    }
    case 'relations':
    case 'roles': {
      const options = field.kind === 'roles' ? (field.options ?? []) : (choices[field.name] ?? []);
      const selected = new Set(Array.isArray(value) ? (value as string[]) : []);
      return (
        <FieldShell field={field} error={error} group>
          <div className="checkbox-list" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy(field, error)}>
            {options.map((option) => (
              <label className="checkbox" key={option.value}>
                <input
                  type="checkbox"
                  name={field.name}
                  value={option.value}
                  defaultChecked={selected.has(option.value)}
                  disabled={disabled}
                />
                {option.label}
              </label>
            ))}
          </div>
        </FieldShell>
      );
    }
    case 'markdown':
      return (
        <FieldShell field={field} error={error}>
          <MarkdownField
            id={id}
            name={field.name}
            defaultValue={text}
            disabled={disabled}
            describedBy={describedBy(field, error)}
            invalid={Boolean(error)}
          />
        </FieldShell>
      );
    case 'slug':
      return (
        <FieldShell field={field} error={error}>
          <SlugField
            id={id}
            name={field.name}
            defaultValue={text}
            source={field.slugFrom ?? 'name'}
            follow={isNew && text === ''}
            disabled={disabled}
            describedBy={describedBy(field, error)}
            invalid={Boolean(error)}
          />
        </FieldShell>
      );
    case 'image':
      return (
        <FieldShell field={field} error={error}>
          <ImageField
            id={id}
            name={field.name}
            defaultValue={text}
            disabled={disabled}
            describedBy={describedBy(field, error)}
            invalid={Boolean(error)}
          />
        </FieldShell>
      );
    case 'faq':
      return (
        <FieldShell field={field} error={error} group>
          <FaqField name={field.name} rows={Array.isArray(value) ? (value as FaqRow[]) : []} errors={errors} disabled={disabled} />
        </FieldShell>
      );
    default: {
      const type =
        field.kind === 'email'
          ? 'email'
          : field.kind === 'password'
            ? 'password'
            : field.kind === 'url'
              ? 'url'
              : field.kind === 'day'
                ? 'date'
                : field.kind === 'moment'
                  ? 'datetime-local'
                  : 'text';
      const inputMode = field.kind === 'number' || field.kind === 'preset' ? 'decimal' : undefined;
      return (
        <FieldShell field={field} error={error}>
          <input
            id={id}
            name={field.name}
            type={type}
            inputMode={inputMode}
            defaultValue={text}
            disabled={disabled}
            autoComplete={field.kind === 'password' ? 'new-password' : field.kind === 'email' ? 'off' : undefined}
            placeholder={field.kind === 'password' && !isNew ? 'Inchangé' : undefined}
            {...aria}
          />
        </FieldShell>
      );
    }
  }
}
