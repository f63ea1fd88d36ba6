import { fromLuxembourgLocalTime, isoDay, luxembourgLocalTime, parseFrenchNumber } from '@pretscope/core';
import { fieldsOf, type FormDefinition, type FormField } from './form-definitions.ts';

export interface FaqRow {
  question: string;
  answer: string;
}

/** What a form shows in a field: text as typed, the ids of a multiple choice, or FAQ rows. */
export type FieldValue = string | string[] | FaqRow[];
export type FormValues = Record<string, FieldValue>;

/** The value at a dotted path of a record (`config.bounds.minAmount`). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof current[key] !== 'object' || current[key] === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}

/** 1234.5 → '1234,5': numbers as a French person types them (in a form field, a spreadsheet's cell). */
export function frenchNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/**
 * A number typed the French way ('1 234,56', '3,5', '1234.5': core parseFrenchNumber), or the text itself when it
 * is not one, so that the schema answers its own French message (« … doit être un nombre ») rather than the form guessing.
 */
export function numberOrText(text: string): number | string {
  return parseFrenchNumber(text) ?? text;
}

/** The form's values for a stored record (or for a new one when `record` is empty). */
export function recordToFormValues(definition: FormDefinition, record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOf(definition)) {
    const value = valueAt(record, field.name);
    switch (field.kind) {
      case 'readonly':
        break;
      case 'password':
        values[field.name] = '';
        break;
      case 'number':
        values[field.name] = frenchNumber(value);
        break;
      case 'checkbox':
        values[field.name] = value === true ? 'on' : '';
        break;
      case 'relation':
        values[field.name] = value === null || value === undefined ? '' : String(value);
        break;
      case 'relations':
      case 'roles':
        values[field.name] = Array.isArray(value) ? value.map(String) : [];
        break;
      case 'tags':
        values[field.name] = Array.isArray(value) ? value.join(', ') : '';
        break;
      case 'day':
        values[field.name] = isoDay(value) ?? '';
        break;
      case 'moment': {
        const date = value instanceof Date ? value : typeof value === 'string' && value !== '' ? new Date(value) : null;
        values[field.name] = date && !Number.isNaN(date.getTime()) ? luxembourgLocalTime(date) : '';
        break;
      }
      case 'number-list':
        values[field.name] = Array.isArray(value) ? value.map(frenchNumber).join('\n') : '';
        break;
      case 'preset': {
        const list = valueAt(record, field.presetOf ?? '');
        values[field.name] = Array.isArray(list) && typeof value === 'number' ? frenchNumber(list[value]) : '';
        break;
      }
      case 'faq':
        values[field.name] = Array.isArray(value)
          ? value.map((row: FaqRow) => ({ question: String(row.question ?? ''), answer: String(row.answer ?? '') }))
          : [];
        break;
      default:
        values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

/** The FAQ rows of a submitted form (`faq.0.question`, `faq.0.answer`…), in order, blank rows left out. */
function faqRows(form: FormData, name: string): FaqRow[] {
  const pattern = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d+)\\.(question|answer)$`);
  const rows = new Map<number, FaqRow>();
  for (const [key, value] of form.entries()) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { question: '', answer: '' };
    row[match[2] as keyof FaqRow] = String(value);
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => row.question.trim() !== '' || row.answer.trim() !== '');
}

/** What was typed, as the form shows it again when the server refuses it (nothing typed is lost). */
export function formDataToFormValues(definition: FormDefinition, form: FormData): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOf(definition)) {
    switch (field.kind) {
      case 'readonly':
        break;
      case 'checkbox':
        values[field.name] = form.has(field.name) ? 'on' : '';
        break;
      case 'relations':
      case 'roles':
        values[field.name] = form.getAll(field.name).map(String);
        break;
      case 'faq':
        values[field.name] = faqRows(form, field.name);
        break;
      default: {
        const value = form.get(field.name);
        values[field.name] = typeof value === 'string' ? value : '';
      }
    }
  }
  return values;
}

function listOf(text: string): (number | string)[] {
  return text
    .split(/[\n;]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(numberOrText);
}

function attributeOf(field: FormField, value: FieldValue | undefined, values: FormValues): unknown {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
      return text === 'on';
    case 'number': {
      if (text.trim() === '') return field.nullable ? null : '';
      return numberOrText(text);
    }
    case 'relation': {
      if (text === '') return field.nullable ? null : '';
      if (field.relation?.valueField) return text;
      return /^\d{1,15}$/.test(text) ? Number(text) : text;
    }
    case 'relations':
      return (Array.isArray(value) ? (value as string[]) : []).map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id));
    case 'roles':
      return Array.isArray(value) ? [...(value as string[])] : [];
    case 'tags':
      return text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
    case 'day':
      return text === '' ? (field.nullable ? null : '') : /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;
    case 'moment':
      // The wall-clock time in Luxembourg the editor typed, as the instant it names; anything else goes to the
      // schema as typed, which refuses it in French.
      return text === '' ? (field.nullable ? null : '') : (fromLuxembourgLocalTime(text)?.toISOString() ?? text);
    case 'number-list':
      return listOf(text);
    case 'preset': {
      const list = listOf(typeof values[field.presetOf ?? ''] === 'string' ? (values[field.presetOf ?? ''] as string) : '');
      if (text.trim() === '') return 0;
      const chosen = numberOrText(text);
      const index = list.findIndex((item) => item === chosen);
      // Not in the list: an index past its end, so that the schema says « doit désigner un montant de la liste ».
      return index >= 0 ? index : list.length;
    }
    case 'faq':
      return Array.isArray(value) ? (value as FaqRow[]).map((row) => ({ question: row.question, answer: row.answer })) : [];
    default:
      return field.nullable && text.trim() === '' ? null : text;
  }
}

/** The attributes for the core use case, built from the form's values field by field (read-only ones left out). */
export function formValuesToAttributes(definition: FormDefinition, values: FormValues): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const field of fieldsOf(definition)) {
    if (field.kind === 'readonly') continue;
    setAt(attributes, field.name, attributeOf(field, values[field.name], values));
  }
  return attributes;
}
